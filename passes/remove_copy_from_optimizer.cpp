// remove_copy_from_optimizer: erases the orphan copy_ nodes (nobody uses
// them) that tracing an optimizer leaves behind: those whose inputs reach a
// _foreach_ or _fused_ op within five steps, as the seed's pass does; no
// other node. Then removes what became dead. A copy_ writes its first
// argument, so use this pass only where those copies are artifacts of the
// trace (the seed's setting), not the parameter update itself.
#include <deque>

#include "analysis/target.hpp"
#include "transform/dead_code.hpp"
#include "pipeline/registry.hpp"

namespace graphopt {
namespace {

constexpr int kMaxDistance = 5;

bool reaches_optimizer(const Graph& g, NodeId copy) {
  std::deque<std::pair<NodeId, int>> queue{{copy, 0}};
  std::vector<NodeId> seen{copy};
  while (!queue.empty()) {
    auto [n, d] = queue.front();
    queue.pop_front();
    std::string_view t = op_target(g.target(n));
    if (g.op(n) == Op::CallFunction && (t.rfind("aten._foreach_", 0) == 0 || t.rfind("aten._fused_", 0) == 0))
      return true;
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
