#pragma once
// Waits as late as the order allows: each wait moves to just before the
// first node that depends on it (the output, at the latest). A wait placed
// early because the estimate said its collective would be done by then
// blocks the compute stream whenever the link is slower than estimated;
// placed late, it costs nothing on any link, only the memory of the
// collective's input, which lives until its wait (the caller checks the
// budget).
#include <vector>

#include "analysis/dependencies.hpp"
#include "analysis/node_kind.hpp"

namespace graphopt {

std::vector<NodeId> late_waits(const std::vector<NodeId>& order, const DependencyQuery& deps, const NodeKinds& kinds);

}  // namespace graphopt
