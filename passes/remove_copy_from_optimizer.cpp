// remove_copy_from_optimizer: erases the orphan copy_ nodes (nobody uses
// them) that tracing an optimizer leaves behind: those whose inputs reach a
// _foreach_ or _fused_ op within five steps, as the seed's pass does; no
// other node. Then removes what became dead. A copy_ writes its first
// argument, so use this pass only where those copies are artifacts of the
// trace (the seed's setting), not the parameter update itself.
#include <algorithm>
#include <deque>

#include "analysis/optimizer_ops.hpp"
#include "analysis/target.hpp"
#include "transform/dead_code.hpp"
#include "pipeline/registry.hpp"

namespace graphopt {
namespace {

constexpr int kMaxDistance = 5;

// (An optimizer's update, analysis/optimizer_ops.hpp: the seed matches
// every aten._foreach_ and aten._fused_ target; found by red-team: that
// took a QAT observer's _fused_moving_avg_obs_fq_helper and a logged
// _foreach_norm for an optimizer and erased their state's writebacks.)
bool reaches_optimizer(const Graph& g, NodeId copy) {
  std::deque<std::pair<NodeId, int>> queue{{copy, 0}};
  std::vector<NodeId> seen{copy};
  while (!queue.empty()) {
    auto [n, d] = queue.front();
    queue.pop_front();
    if (g.op(n) == Op::CallFunction && is_optimizer_update(g.target(n))) return true;
    if (d + 1 >= kMaxDistance) continue;
    for (NodeId in : g.inputs(n)) {
      if (std::find(seen.begin(), seen.end(), in) != seen.end()) continue;
      seen.push_back(in);
      queue.push_back({in, d + 1});
    }
  }
  return false;
}

class RemoveCopyFromOptimizer : public Pass {
 public:
  bool run(Document& doc, PassContext&) override {
    Graph& g = *doc.graph;
    bool changed = false;
    for (NodeId n = g.last(); n != kNoNode;) {
      NodeId prev = g.prev(n);
      if (g.users(n).empty() && g.op(n) == Op::CallFunction && op_target(g.target(n)) == "aten.copy_.default" &&
          reaches_optimizer(g, n)) {
        g.erase(n);
        changed = true;
      }
      n = prev;
    }
    if (changed) eliminate_dead_code(doc);
    return changed;
  }
};

const RegisterPass reg({
    .name = "remove_copy_from_optimizer",
    .description = "erase orphan copy_ nodes that an optimizer's trace leaves behind, then dead code",
    .create = [](const PassOptions&) { return std::make_unique<RemoveCopyFromOptimizer>(); },
});

}  // namespace
}  // namespace graphopt
