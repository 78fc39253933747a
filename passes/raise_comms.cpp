// raise_comms: moves each collective as early as possible: to just after
// the last node it depends on (its inputs, earlier writers of what it reads,
// the previous collective of its group), never before the placeholders.
// Everything else keeps its order (torch._inductor.comms.raise_comms, made
// safe with mutation and linear). It prefetches without regard to memory:
// FSDP all-gathers all move to the start; --stats shows the peak it costs,
// and overlap_schedule is the memory-aware alternative.
#include "analysis/dependencies.hpp"
#include "pipeline/registry.hpp"
#include "sched/anchored_order.hpp"

namespace graphopt {
namespace {

class RaiseComms : public Pass {
 public:
  explicit RaiseComms(const PassOptions& o) : reorder_(o.get_bool("reorder_collectives")) {}

  bool run(Document& doc, PassContext&) override {
    Graph& g = *doc.graph;
    NodeKinds kinds(g);
    Dependencies deps(g, kinds, reorder_ ? CollectiveOrder::Free : CollectiveOrder::PerGroup);
    const std::vector<NodeId>& order = deps.order();
    std::vector<uint32_t> pos(g.capacity(), UINT32_MAX);
    for (uint32_t i = 0; i < order.size(); ++i) pos[order[i]] = i;
    NodeId last_placeholder = kNoNode;
    for (NodeId n : order)
      if (g.op(n) == Op::Placeholder) last_placeholder = n;
    std::vector<char> is_comm(g.capacity(), 0);
    std::vector<NodeId> anchor(g.capacity(), kNoNode);
    for (NodeId n : order) {
      if (!kinds.is_collective(n)) continue;
      is_comm[n] = 1;
      NodeId best = last_placeholder;
      for (NodeId p : deps.preds(n)) {
        NodeId a = is_comm[p] ? anchor[p] : p;
        if (a != kNoNode && (best == kNoNode || pos[a] > pos[best])) best = a;
      }
      anchor[n] = best;
    }
    std::vector<NodeId> next = anchored_order(order, pos, anchor, is_comm, Side::After);
    if (next == order) return false;
    g.set_order(next);
    return true;
  }

 private:
  bool reorder_;
};

const RegisterPass reg({
    .name = "raise_comms",
    .aliases = {},
    .description = "move each collective to just after the last node it depends on",
    .options = {{"reorder_collectives", OptionType::Bool, "false",
                 "let collectives of one group pass each other (the same order on every rank)"}},
    .prerequisites = {},
    .run_after = {},
    .traits = {.only_moves_nodes = true, .reorders_collectives = false},
    .reorder_option = "reorder_collectives",
    .create = [](const PassOptions& o) { return std::make_unique<RaiseComms>(o); },
});

}  // namespace
}  // namespace graphopt
