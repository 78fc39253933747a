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
  // waits it depends on itself: a depth-first walk over deferred
  // predecessors, each node's listed once (in for_each_pred's order), so
  // that a node with thousands of inputs (an optimizer step, the output)
  // costs its inputs once, not once per deferred one.
  std::vector<std::pair<NodeId, bool>> work;  // (node, its predecessors listed)
  auto push_deferred_preds = [&](NodeId x) {
    const size_t mark = work.size();
    deps.for_each_pred(x, [&](NodeId p) {
      if (p < cap && deferred[p]) work.push_back({p, false});
    });
    std::reverse(work.begin() + static_cast<std::ptrdiff_t>(mark), work.end());
  };
  auto emit_needed = [&](NodeId n) {
    work.clear();
    push_deferred_preds(n);
    while (!work.empty()) {
      auto& [x, listed] = work.back();
      if (!deferred[x]) {
        work.pop_back();
      } else if (!listed) {
        listed = true;
        push_deferred_preds(x);
      } else {
        deferred[x] = 0;
        out.push_back(x);
        work.pop_back();
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
