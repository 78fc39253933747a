#pragma once
// What torch checks of a collective's arguments when it runs, checked when
// the graph is read instead: the reduce op is one torch knows, the output
// shapes fit the input shapes and the group size (all-gather: dim 0 times
// the group; reduce-scatter: dim 0 divided by it; all-to-all: the split
// sizes), and a getitem of a coalesced collective picks one of its tensors.
// A graph that breaks one cannot run, and passes that rewrite collectives
// (comm_fusion) would build views that cannot either.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "ir/document.hpp"
#include "ir/iteration_form.hpp"

namespace graphopt {

// The reduce ops torch's c10d_functional accepts (the legacy API upper-cases
// what it is given, so there case does not matter).
bool is_reduce_op(std::string_view op, bool legacy);

// Checks every collective of `g`, the graph of `doc` labelled `label`
// (Document::step_graphs, other_graphs); each problem is appended to `out`
// at its node and field, while `out` holds fewer than `limit`.
void check_collective_args(const Document& doc, const Graph& g, const std::string& label,
                           std::vector<FormProblem>& out, size_t limit);

}  // namespace graphopt
