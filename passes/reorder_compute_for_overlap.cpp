// reorder_compute_for_overlap: torch._inductor.comms's global schedule,
// driven by the run-time estimates. With the collectives C0, C1, ... in
// their order, after scheduling C(i-1):
//  1. schedule the compute C(i) needs that does not depend on C(i-1);
//  2. if that does not cover C(i-1)'s time, pull in other ready compute that
//     does not depend on C(i-1), needed-soonest first, skipping a node when
//     less than half of it would overlap;
//  3. schedule what depends on C(i-1) and is needed by C(i);
//  4. schedule C(i).
// Compute from step 2 rolls over to cover the next collective when step 3
// was empty. The rest follows in program order.
//
// Upstream keeps an ancestor and a descendant set per collective (O(V*C))
// and re-sorts the ready set each step. Here the collectives form one chain,
// so a node's collective ancestors are a prefix C0..C(lca) and its collective
// descendants a suffix C(ecd)..: two integers per node, computed in one
// forward and one backward sweep, answer every "depends on / needed by"
// question, and a heap ordered by (ecd, position) replaces the sorts.
#include <queue>

#include "analysis/dependencies.hpp"
#include "pipeline/analyses.hpp"
#include "pipeline/registry.hpp"
#include "sim/costed_graph.hpp"

namespace graphopt {
namespace {

class ReorderComputeForOverlap : public Pass {
 public:
  explicit ReorderComputeForOverlap(const PassOptions& o) : max_skips_(o.get_int("max_skips")) {}

  bool run(Document& doc, PassContext& ctx) override {
    Graph& g = *doc.graph;
    const CostedGraph& a = ctx.analyses->costed();
    const NodeKinds& kinds = a.kinds();
    Dependencies deps(g, kinds, CollectiveOrder::Global, &a.roots());
    const std::vector<NodeId>& order = deps.order();
    const size_t cap = g.capacity();

    std::vector<NodeId> comms;
    std::vector<int32_t> comm_index(cap, -1);
    for (NodeId n : order)
      if (kinds.is_collective(n)) {
        comm_index[n] = static_cast<int32_t>(comms.size());
        comms.push_back(n);
      }
    if (comms.empty()) return false;
    const int32_t K = static_cast<int32_t>(comms.size());

    // lca: the latest collective a node depends on (-1: none);
    // ecd: the earliest collective that depends on it (K: none).
    std::vector<int32_t> lca(cap, -1), ecd(cap, K);
    for (NodeId n : order)
      for (NodeId p : deps.preds(n)) lca[n] = std::max(lca[n], comm_index[p] >= 0 ? comm_index[p] : lca[p]);
    for (size_t i = order.size(); i-- > 0;) {
      NodeId n = order[i];
      for (NodeId s : deps.succs(n)) ecd[n] = std::min(ecd[n], comm_index[s] >= 0 ? comm_index[s] : ecd[s]);
    }

    // Nodes each step may take, by the collective that first needs them.
    std::vector<std::vector<NodeId>> needed_by(K + 1);
    for (NodeId n : order)
      if (comm_index[n] < 0 && g.op(n) != Op::Placeholder && g.op(n) != Op::Output) needed_by[ecd[n]].push_back(n);

    State st(g, deps, cap);
    // Step 2's candidates: ready nodes that are neither collectives nor the
    // output, ordered by (needed-soonest, program position).
    auto key = [&](NodeId n) { return (static_cast<uint64_t>(ecd[n]) << 32) | deps.position(n); };
    using Item = std::pair<uint64_t, NodeId>;
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> heap;
    std::vector<std::vector<NodeId>> blocked_until(K + 1);  // ready, but depend on C(lca)
    size_t drained = 0;                                      // ready nodes already sorted out
    int32_t unblocked = 0;                                   // blocked_until[< unblocked] are in the heap
    auto admit_ready = [&](int32_t idx) {
      for (; drained < st.ready.size(); ++drained) {
        NodeId n = st.ready[drained];
        if (comm_index[n] >= 0 || g.op(n) == Op::Output) continue;
        // Eligible while scheduling step idx when it does not depend on C(idx-1).
        if (lca[n] < idx - 1) heap.push({key(n), n});
        else blocked_until[lca[n] + 2 <= K ? lca[n] + 2 : K].push_back(n);
      }
      for (; unblocked <= idx && unblocked <= K; ++unblocked) {
        for (NodeId n : blocked_until[unblocked]) heap.push({key(n), n});
        blocked_until[unblocked].clear();
      }
    };

    for (NodeId n : order)
      if (g.op(n) == Op::Placeholder) st.schedule(n);
    for (NodeId n : needed_by[0]) st.schedule(n);
    st.schedule(comms[0]);

    double rolled_over = 0;
    for (int32_t idx = 1; idx < K; ++idx) {
      double prev_cost = a.cost(comms[idx - 1]);
      // Step 1.
      double total = rolled_over;
      for (NodeId n : needed_by[idx])
        if (!st.done[n] && lca[n] < idx - 1) {
          st.schedule(n);
          total += a.cost(n);
        }
      double step1 = total;
      // Step 2.
      if (total < prev_cost) {
        admit_ready(idx);  // nodes made ready from here on wait for the next step, as upstream
        std::vector<Item> skipped;
        while (!heap.empty() && total < prev_cost && static_cast<int64_t>(skipped.size()) <= max_skips_) {
          auto [k, n] = heap.top();
          heap.pop();
          if (st.done[n]) continue;
          double c = a.cost(n);
          if (prev_cost - total <= c / 2) {
            skipped.push_back({k, n});
            continue;
          }
          st.schedule(n);
          total += c;
        }
        for (const Item& it : skipped) heap.push(it);
      }
      double rollable = total - step1;
      // Step 3.
      bool blocking = false;
      for (NodeId n : needed_by[idx])
        if (!st.done[n]) {
          st.schedule(n);
          blocking = true;
        }
      // Step 4.
      st.schedule(comms[idx]);
      rolled_over = blocking ? 0 : rollable;
    }
    for (NodeId n : order)
      if (!st.done[n]) st.schedule(n);

    if (st.out == order) return false;
    g.set_order(st.out);
    return true;
  }

 private:
  // The schedule being built: what is done, and what became ready, in order.
  struct State {
    State(const Graph& g, const Dependencies& d, size_t cap) : deps(d), done(cap, 0), indeg(cap, 0) {
      for (NodeId n = g.first(); n != kNoNode; n = g.next(n))
        indeg[n] = static_cast<uint32_t>(deps.preds(n).size());
      out.reserve(g.size());
    }
    void schedule(NodeId n) {
      done[n] = 1;
      out.push_back(n);
      for (NodeId s : deps.succs(n))
        if (--indeg[s] == 0) ready.push_back(s);
    }
    const Dependencies& deps;
    std::vector<char> done;
    std::vector<uint32_t> indeg;
    std::vector<NodeId> out;
    std::vector<NodeId> ready;  // every node in the order it became ready
  };

  int64_t max_skips_;
};

const RegisterPass reg({
    .name = "reorder_compute_for_overlap",
    .description = "reorder compute so that each collective is covered by compute that does not need it",
    .options = {{"max_skips", OptionType::Int, "64",
                 "in step 2, stop after passing over this many nodes too long to fit (keeps the pass linear)", 0, 1e9}},
    .traits = {.keeps_nodes = true},
    .create = [](const PassOptions& o) { return std::make_unique<ReorderComputeForOverlap>(o); },
});

}  // namespace
}  // namespace graphopt
