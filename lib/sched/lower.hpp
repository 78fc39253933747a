#pragma once
// Lowering collectives, the inverse of raising: each chosen collective, with
// the nodes that exist only to feed it (a bucket's concatenation, a cast),
// moves to just before the first node that depends on it (its wait); every
// other node keeps its order. The issue is then as late as it can be and
// the step keeps its input's memory profile, from which a memory-aware
// scheduler prefetches within its budget.
#include <functional>
#include <vector>

#include "analysis/dependencies.hpp"

namespace graphopt {

std::vector<NodeId> lowered_order(const Graph& g, const NodeKinds& kinds, const DependencyQuery& deps,
                                  const std::function<bool(NodeId)>& chosen);

}  // namespace graphopt
