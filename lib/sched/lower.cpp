#include "sched/lower.hpp"

#include "analysis/node_kind.hpp"
#include "sched/anchored_order.hpp"

namespace graphopt {

namespace {

// A node that may move later with the collective it feeds: a pure call.
// Placeholders stay first; impure calls (random numbers, mutations of
// what others read) keep their place.
bool may_follow(const Graph& g, const NodeKinds& kinds, NodeId n) {
  return g.op(n) == Op::CallFunction && !kinds.is_collective(n) && !kinds.is_wait(n) && !has_side_effects(g, n);
}

}  // namespace

std::vector<NodeId> lowered_order(const Graph& g, const NodeKinds& kinds, const DependencyQuery& deps,
                                  const std::function<bool(NodeId)>& chosen) {
  const std::vector<NodeId>& order = deps.order();
  const std::vector<uint32_t>& pos = deps.positions();
  std::vector<char> moves(g.capacity(), 0);
  std::vector<NodeId> anchor(g.capacity(), kNoNode);
  std::vector<NodeId> stack;
  // Latest first, so that a collective whose first dependent has moved
  // stands before where that one now stands.
  for (size_t i = order.size(); i-- > 0;) {
    const NodeId n = order[i];
    if (!kinds.is_collective(n) || !chosen(n)) continue;
    NodeId best = kNoNode;
    deps.for_each_succ(n, [&](NodeId s) {
      NodeId a = moves[s] ? anchor[s] : s;
      if (best == kNoNode || pos[a] < pos[best]) best = a;
    });
    if (best == kNoNode) continue;  // nothing depends on it: it stays
    moves[n] = 1;
    anchor[n] = best;
    // Its feeders: nodes every dependent of which moves to the same place.
    stack.assign(1, n);
    while (!stack.empty()) {
      const NodeId x = stack.back();
      stack.pop_back();
      deps.for_each_pred(x, [&](NodeId p) {
        if (moves[p] || !may_follow(g, kinds, p)) return;
        bool only_feeds_these = true;
        deps.for_each_succ(p, [&](NodeId s) { only_feeds_these = only_feeds_these && moves[s] && anchor[s] == best; });
        if (!only_feeds_these) return;
        moves[p] = 1;
        anchor[p] = best;
        stack.push_back(p);
      });
    }
  }
  return anchored_order(order, pos, anchor, moves, Side::Before);
}

}  // namespace graphopt
