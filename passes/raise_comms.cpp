// raise_comms: moves each collective as early as possible: to just after
// the last node it depends on (its inputs, earlier writers of what it reads,
// the previous collective of its group), never before the placeholders.
// Everything else keeps its order (torch._inductor.comms.raise_comms, made
// safe with mutation and linear). It prefetches without regard to memory:
// FSDP all-gathers all move to the start; --stats shows the peak it costs,
// and overlap_schedule is the memory-aware alternative.
#include "analysis/dependencies.hpp"
#include "pipeline/analyses.hpp"
#include "pipeline/registry.hpp"
#include "sched/raise.hpp"

namespace graphopt {
namespace {

class RaiseComms : public Pass {
 public:
  explicit RaiseComms(const PassOptions& o) : reorder_(o.get_bool("reorder_collectives")) {}

  bool run(Document& doc, PassContext& ctx) override {
    Graph& g = *doc.graph;
    const NodeKinds& kinds = ctx.analyses->kinds();
    DependencyQuery deps(g, kinds, kept_collective_order(reorder_));
    std::vector<NodeId> next = raised_order(g, kinds, deps, [](NodeId) { return true; });
    if (next == deps.order()) return false;
    g.set_order(next);
    return true;
  }

 private:
  bool reorder_;
};

const RegisterPass reg({
    .name = "raise_comms",
    .description = "move each collective to just after the last node it depends on",
    .options = {{"reorder_collectives", OptionType::Bool, "false",
                 "let collectives pass each other (the same order on every rank); false keeps the traced order"}},
    .traits = {.keeps_nodes = true},
    .reorder_option = "reorder_collectives",
    .create = [](const PassOptions& o) { return std::make_unique<RaiseComms>(o); },
});

}  // namespace
}  // namespace graphopt
