#include "sched/late_waits.hpp"

#include <algorithm>

namespace graphopt {

std::vector<NodeId> late_waits(const std::vector<NodeId>& order, const DependencyQuery& deps, const NodeKinds& kinds) {
  std::vector<NodeId> out;
  out.reserve(order.size());
  NodeId cap = 0;
  for (NodeId n : order) cap = std::max(cap, n + 1);
  std::vector<char> deferred(cap, 0);
  std::vector<NodeId> pending;  // deferred waits, in order
  // A deferred wait goes out before its first dependent, after the deferred
  // waits it depends on itself.
  std::vector<NodeId> stack;
  auto emit_needed = [&](NodeId n) {
    stack.assign(1, n);
    while (!stack.empty()) {
      NodeId x = stack.back();
      NodeId first = kNoNode;
      deps.for_each_pred(x, [&](NodeId p) {
        if (first == kNoNode && p < cap && deferred[p]) first = p;
      });
      if (first != kNoNode) {
        stack.push_back(first);
        continue;
      }
      stack.pop_back();
      if (x != n) {
        deferred[x] = 0;
        out.push_back(x);
      }
    }
  };
  for (NodeId n : order) {
    if (kinds.is_wait(n)) {
      deferred[n] = 1;
      pending.push_back(n);
      continue;
    }
    if (kinds.kind(n) == NodeKind::Output)
      for (NodeId w : pending)
        if (deferred[w]) {
          deferred[w] = 0;
          out.push_back(w);
        }
    emit_needed(n);
    out.push_back(n);
  }
  for (NodeId w : pending)
    if (deferred[w]) out.push_back(w);  // a graph without an output
  return out;
}

}  // namespace graphopt
