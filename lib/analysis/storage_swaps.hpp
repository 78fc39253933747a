#pragma once
// Storage swaps, refused where the graph is read. After `x.set_(y)` or
// `x.data = y` (aten set_ and set_data, as methods or functions), x is a
// view of y's storage: later
// writes through x write y. graphopt's dependency model gives each value
// one storage for the whole graph, so it would order those writes with
// x's readers and not with y's, and a pass could move a reader of y
// across them (found by red-team: raise_comms moved an all_reduce of y
// above x.add_()). No graph graphopt or the bridge's tracing makes has one.
#include <vector>

#include "ir/iteration_form.hpp"

namespace graphopt {

// At most `limit` problems, each at a node that swaps a storage, in any
// graph of the document (modules and iteration graphs included).
std::vector<FormProblem> storage_swap_problems(const Document& doc, size_t limit = 20);

}  // namespace graphopt
