#pragma once
// Rebuilds a program order in which some nodes ("movers") are placed right
// before (or right after) another node, their anchor, and every other node
// keeps its relative order. Movers that share an anchor keep their original
// relative order, which is a topological one. Linear plus a sort of movers.
#include <cstdint>
#include <vector>

#include "ir/graph.hpp"

namespace graphopt {

enum class Side { Before, After };

// `order`: the current order; `pos`: position of each node in it; `anchor`:
// for movers, the node to stand beside (kNoNode: the very start for After,
// the very end for Before); kNoNode for nodes that do not move.
std::vector<NodeId> anchored_order(const std::vector<NodeId>& order, const std::vector<uint32_t>& pos,
                                   const std::vector<NodeId>& anchor, const std::vector<char>& is_mover, Side side);

}  // namespace graphopt
