#pragma once
// How messages name the places of an iteration form's problems
// (ir/iteration_form.hpp), in the words of every other message
// (io/diagnostics.hpp): the reader puts them at their line and column
// (io/reader.hpp, report_form_problems), the verifier and the passes,
// whose documents are no file, as lines of text.
#include <string>
#include <string_view>
#include <vector>

#include "ir/iteration_form.hpp"

namespace graphopt {

// "iteration.setup, node 'output', args[1]", "iteration.carried[0]",
// "version". `main_graph` names the document's own graph: the reader leaves
// it out ("node 'h1'", as for every node of it), the verifier says "graph".
std::string form_place(const FormPlace& at, std::string_view main_graph = "graph");

// "place: message", one line per problem.
std::vector<std::string> form_problem_lines(const std::vector<FormProblem>& problems);

}  // namespace graphopt
