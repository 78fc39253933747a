// schedule_comm_wait: delays each collective's wait, with the chain of views
// after it (split, getitem, reshape, ...), to just before the first node
// that really uses the result: the seed's pass, for the (fused) all-reduces
// that comm_fusion leaves. Other nodes keep their order. With strict=true
// it insists, as the seed does, that comm_fusion ran before it.
#include <algorithm>

#include "analysis/comm_blocks.hpp"
#include "analysis/dependencies.hpp"
#include "pipeline/analyses.hpp"
#include "pipeline/registry.hpp"
#include "sched/anchored_order.hpp"

namespace graphopt {
namespace {

// The earliest (by anchor, for nodes already moved) successor of the movers
// outside their block (moves == 2), or `last`.
NodeId earliest_user(const DependencyQuery& deps, const std::vector<uint32_t>& pos, const std::vector<char>& moves,
                     const std::vector<NodeId>& anchor, const std::vector<NodeId>& movers, NodeId last) {
  NodeId best = last;
  for (NodeId m : movers)
    deps.for_each_succ(m, [&](NodeId s) {
      if (moves[s] == 2) return;
      NodeId a = moves[s] ? anchor[s] : s;
      if (pos[a] < pos[best]) best = a;
    });
  return best;
}

class ScheduleCommWait : public Pass {
 public:
  explicit ScheduleCommWait(const PassOptions& o)
      : ops_(collective_ops_named(o.get_list("kinds"), "schedule_comm_wait")) {}

  bool run(Document& doc, PassContext& ctx) override {
    Graph& g = *doc.graph;
    const NodeKinds& kinds = ctx.analyses->kinds();
    Collectives colls(doc, g, kinds, ctx.cost ? ctx.cost->world_size : 0);
    DependencyQuery deps(g, kinds);
    const std::vector<NodeId>& order = deps.order();
    const std::vector<uint32_t>& pos = deps.positions();
    std::vector<char> moves(g.capacity(), 0);
    std::vector<NodeId> anchor(g.capacity(), kNoNode);
    std::vector<CommBlock> blocks = comm_blocks(g, colls);
    // Latest blocks first, so that a block whose first user is in a later
    // (already placed) block stands before that block's anchor.
    for (size_t b = blocks.size(); b-- > 0;) {
      const CommBlock& blk = blocks[b];
      CollectiveOp op = colls.of(blk.collective)->sig->op;
      if (std::find(ops_.begin(), ops_.end(), op) == ops_.end() || blk.waits.empty()) continue;
      std::vector<NodeId> movers = blk.waits;
      movers.insert(movers.end(), blk.chain.begin(), blk.chain.end());
      std::sort(movers.begin(), movers.end(), [&](NodeId a, NodeId b) { return pos[a] < pos[b]; });
      for (NodeId m : movers) moves[m] = 2;  // 2: in this block
      NodeId best = earliest_user(deps, pos, moves, anchor, movers, g.last());
      // A view of the chain may also depend on a node outside the block (an
      // in-place op on another piece of the fused buffer writes the storage
      // it reads): it, and what in the block depends on it, stays in place.
      std::erase_if(movers, [&](NodeId m) {
        bool ok = true;
        deps.for_each_pred(m, [&](NodeId p) {
          ok = ok && (moves[p] == 2 || (moves[p] == 1 ? pos[anchor[p]] <= pos[best] : pos[p] < pos[best]));
        });
        if (!ok) moves[m] = 0;
        return !ok;
      });
      best = earliest_user(deps, pos, moves, anchor, movers, g.last());
      for (NodeId m : movers) {
        moves[m] = 1;
        anchor[m] = best;
      }
    }
    std::vector<NodeId> next = anchored_order(order, pos, anchor, moves, Side::Before);
    if (next == order) return false;
    g.set_order(next);
    return true;
  }

 private:
  std::vector<CollectiveOp> ops_;
};

const RegisterPass reg({
    .name = "schedule_comm_wait",
    .description = "move each collective's wait and its views to just before the first real use",
    .options = {{"kinds", OptionType::List, "all_reduce",
                 "collectives whose waits move: all_reduce, all_gather, reduce_scatter, all_to_all, broadcast"},
                {"strict", OptionType::Bool, "false", "require comm_fusion earlier in the pipeline, as the seed does"}},
    .prerequisites = {"comm_fusion"},
    .traits = {.keeps_nodes = true},
    .prerequisite_option = "strict",
    .create = [](const PassOptions& o) { return std::make_unique<ScheduleCommWait>(o); },
});

}  // namespace
}  // namespace graphopt
