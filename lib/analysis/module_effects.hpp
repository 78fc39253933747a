#pragma once
// What a module's body may do. graphopt orders a call_module as compute
// that writes none of its arguments in place, draws no random numbers and
// issues no collectives
// (the dependency model, the unrolled check of iteration forms, dce's
// purity): partial_lower outlines only such runs. A module that writes one
// of its placeholders, or draws, would let a reader of that argument, or
// another draw, be moved across the call; it is refused where it is read,
// at the node inside the module that does it (found by red-team: an
// iteration form that moved a reader across such a call was accepted).
#include <vector>

#include "ir/iteration_form.hpp"

namespace graphopt {

// At most `limit` problems, each at its node of a module's graph: a
// module that issues a collective, draws, or writes one of its
// placeholders or attributes (its state across calls) in place.
std::vector<FormProblem> module_effect_problems(const Document& doc, size_t limit = 20);

// Modules whose results are (views of) their placeholders or attributes
// (a weight's transpose returned; split_module's pass-throughs). The
// dependency model takes a call_module's results for new tensors, so a
// write of what such a result views would not be ordered with its
// readers: a pass that orders nodes refuses such a document
// (pipeline.cpp); print, analyze, dce and partial_lower take it. Modules no
// graph calls are left out. partial_lower leaves such views in the caller.
// At most `limit`, each at the module's output node.
std::vector<FormProblem> module_alias_problems(const Document& doc, size_t limit = 20);

}  // namespace graphopt
