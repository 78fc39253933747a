#include "sched/raise.hpp"

#include "sched/anchored_order.hpp"

namespace graphopt {

std::vector<NodeId> raised_order(const Graph& g, const NodeKinds& kinds, const DependencyQuery& deps,
                                 const std::function<bool(NodeId)>& chosen) {
  const std::vector<NodeId>& order = deps.order();
  const std::vector<uint32_t>& pos = deps.positions();
  NodeId last_placeholder = kNoNode;
  for (NodeId n : order)
    if (g.op(n) == Op::Placeholder) last_placeholder = n;
  std::vector<char> moves(g.capacity(), 0);
  std::vector<NodeId> anchor(g.capacity(), kNoNode);
  for (NodeId n : order) {
    if (!kinds.is_collective(n) || !chosen(n)) continue;
    moves[n] = 1;
    NodeId best = last_placeholder;
    deps.for_each_pred(n, [&](NodeId p) {
      NodeId a = moves[p] ? anchor[p] : p;  // a raised collective stands where its anchor is
      if (a != kNoNode && (best == kNoNode || pos[a] > pos[best])) best = a;
    });
    anchor[n] = best;
  }
  return anchored_order(order, pos, anchor, moves, Side::After);
}

}  // namespace graphopt
