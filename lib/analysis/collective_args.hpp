#pragma once
// What torch checks of a collective's arguments when it runs, checked when
// the graph is read instead: the reduce op is one torch knows, the output
// shapes fit the input shapes and the group size (all-gather: dim 0 times
// the group; reduce-scatter: dim 0 divided by it; all-to-all: the split
// sizes), and a getitem of a coalesced collective picks one of its tensors.
// A graph that breaks one cannot run, and passes that rewrite collectives
// (comm_fusion) would build views that cannot either.
#include <string>
#include <string_view>

#include "ir/document.hpp"

namespace graphopt {

class Diagnostics;

// The reduce ops torch's c10d_functional accepts (the legacy API upper-cases
// what it is given, so there case does not matter).
bool is_reduce_op(std::string_view op, bool legacy);

// Checks every collective of `g` (a graph of `doc`); problems go to `diags`
// as "<prefix>node 'x', field: ..." messages.
void check_collective_args(const Document& doc, const Graph& g, const std::string& prefix, Diagnostics& diags);

}  // namespace graphopt
