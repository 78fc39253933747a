#pragma once
// Raising collectives: each chosen collective moves to just after the last
// node it depends on (never before the placeholders); everything else keeps
// its order. raise_comms raises all of them; comm_fusion raises the ones it
// is about to bucket (the seed's _expedite_comm_ops).
#include <functional>
#include <vector>

#include "analysis/dependencies.hpp"

namespace graphopt {

std::vector<NodeId> raised_order(const Graph& g, const NodeKinds& kinds, const DependencyQuery& deps,
                                 const std::function<bool(NodeId)>& chosen);

}  // namespace graphopt
