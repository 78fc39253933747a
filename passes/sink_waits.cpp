// sink_waits: moves each wait as late as possible: to just before the first
// node that depends on it (its first user, or a later writer of the
// storage its collective reads); a wait nothing depends on goes before the
// output. Everything else keeps its order. Best for overlap when compute
// does not depend on the collective (torch._inductor.comms.sink_waits,
// made safe with mutation and linear).
#include "analysis/dependencies.hpp"
#include "pipeline/analyses.hpp"
#include "pipeline/registry.hpp"
#include "sched/anchored_order.hpp"

namespace graphopt {
namespace {

class SinkWaits : public Pass {
 public:
  bool run(Document& doc, PassContext& ctx) override {
    Graph& g = *doc.graph;
    const NodeKinds& kinds = ctx.analyses->kinds();
    DependencyQuery deps(g, kinds);
    const std::vector<NodeId>& order = deps.order();
    const std::vector<uint32_t>& pos = deps.positions();
    std::vector<char> is_wait(g.capacity(), 0);
    std::vector<NodeId> anchor(g.capacity(), kNoNode);
    // Backwards, so that a wait that a later wait depends on sees that
    // wait's anchor already.
    for (size_t i = order.size(); i-- > 0;) {
      NodeId n = order[i];
      if (!kinds.is_wait(n)) continue;
      is_wait[n] = 1;
      NodeId best = g.last();  // the output
      deps.for_each_succ(n, [&](NodeId s) {
        NodeId a = is_wait[s] ? anchor[s] : s;
        if (pos[a] < pos[best]) best = a;
      });
      anchor[n] = best;
    }
    std::vector<NodeId> next = anchored_order(order, pos, anchor, is_wait, Side::Before);
    if (next == order) return false;
    g.set_order(next);
    return true;
  }
};

const RegisterPass reg({
    .name = "sink_waits",
    .description = "move each wait to just before the first node that depends on it",
        .traits = {.keeps_nodes = true},
    .create = [](const PassOptions&) { return std::make_unique<SinkWaits>(); },
});

}  // namespace
}  // namespace graphopt
