// sink_comms: moves each collective as late as possible: to just before the
// first node that depends on it (its wait), with the nodes that only feed
// it (a bucket's concatenation). The inverse of raise_comms: the issue as
// late as the graph allows, the memory profile of a step that gathers
// nothing ahead. overlap_schedule runs it on the copy whose all-gathers it
// raised to bucket them, so that the buckets are prefetched within the
// memory budget rather than all at the start.
#include <algorithm>

#include "analysis/collectives.hpp"
#include "analysis/dependencies.hpp"
#include "pipeline/analyses.hpp"
#include "pipeline/registry.hpp"
#include "sched/lower.hpp"

namespace graphopt {
namespace {

class SinkComms : public Pass {
 public:
  explicit SinkComms(const PassOptions& o)
      : reorder_(o.get_bool("reorder_collectives")), ops_(collective_ops_named(o.get_list("kinds"), "sink_comms")) {}

  bool run(Document& doc, PassContext& ctx) override {
    Graph& g = *doc.graph;
    const NodeKinds& kinds = ctx.analyses->kinds();
    DependencyQuery deps(g, kinds, kept_collective_order(reorder_));
    std::vector<NodeId> next = lowered_order(g, kinds, deps, [&](NodeId n) {
      const CollectiveSig* sig = kinds.collective(n);
      return sig && std::find(ops_.begin(), ops_.end(), sig->op) != ops_.end();
    });
    if (next == deps.order()) return false;
    g.set_order(next);
    return true;
  }

 private:
  bool reorder_;
  std::vector<CollectiveOp> ops_;
};

const RegisterPass reg({
    .name = "sink_comms",
    .description = "move each collective, with the nodes that only feed it, to just before the first node that "
                   "depends on it",
    .options = {{"kinds", OptionType::List, "all_reduce;all_gather;reduce_scatter;all_to_all;broadcast",
                 "collectives that move: all_reduce, all_gather, reduce_scatter, all_to_all, broadcast"},
                {"reorder_collectives", OptionType::Bool, "false",
                 "let collectives pass each other (the same order on every rank); false keeps the traced order"}},
    .traits = {.keeps_nodes = true},
    .reorder_option = "reorder_collectives",
    .create = [](const PassOptions& o) { return std::make_unique<SinkComms>(o); },
});

}  // namespace
}  // namespace graphopt
