#pragma once
// The calling convention of an iteration form (docs/format.md, "Iteration
// form"), in one place for the reader, the verifier and the passes: every
// graph takes the step's inputs (the placeholders of setup, in order), then,
// all but setup, the carried values (IterationForm::carried); every output
// node has two arguments, the step's return value (null in flush) and the
// list of the values it hands to the next iteration (setup and the steady
// state: one per carried value; cleanup and flush: empty).
#include <string>
#include <vector>

#include "ir/document.hpp"

namespace graphopt {

// What breaks the convention, one message each (empty when none, or when
// the document is a plain graph).
std::vector<std::string> iteration_shape_problems(const Document& doc, size_t limit = 20);

// The output node's list of values handed on (args[1]); an invalid view
// when the graph has no such argument.
ArgView carried_outputs(const Graph& g);

// The graph's placeholders, program order.
std::vector<NodeId> placeholders(const Graph& g);

}  // namespace graphopt
