// reuse_all_gathers: a step that gathers one parameter twice (FSDP that
// reshards after the forward gathers it again for the backward) keeps the
// forward's gathered copy for the backward instead, where the memory budget
// allows: the second all-gather and its wait are erased and their users
// read the first one's wait. Memory traded for link time: the gathered
// parameter lives from its forward use to its backward one, and the link
// never carries the second gather. On a slow link a step that prefetches
// parameters is link-bound, so each gather reused is time off the step.
//
// Which pairs: those whose second gather comes first (the last layers of
// the forward, the first of the backward: the shortest stretch held), each
// taken while the step's simulated peak in its current order stays within
// the input's peak plus memory_gb. Only exact reuse: the same input value,
// group and size, an input nobody writes between the two gathers, gathered
// results nobody writes in place, and the first wait before the second
// gather.
#include <algorithm>
#include <cmath>
#include <unordered_map>
#include <vector>

#include <fmt/format.h>

#include "analysis/accesses.hpp"
#include "ir/checked_math.hpp"
#include "pipeline/analyses.hpp"
#include "pipeline/registry.hpp"
#include "sim/memory_tracker.hpp"

namespace graphopt {
namespace {

// Range add and range maximum over positions, for the step's live bytes as
// pairs are taken.
class MaxTree {
 public:
  explicit MaxTree(const std::vector<int64_t>& values) : n_(std::max<size_t>(1, values.size())) {
    max_.assign(4 * n_, 0);
    add_.assign(4 * n_, 0);
    build(1, 0, n_ - 1, values);
  }
  int64_t max(size_t lo, size_t hi) const { return max(1, 0, n_ - 1, lo, hi); }
  void add(size_t lo, size_t hi, int64_t v) { add(1, 0, n_ - 1, lo, hi, v); }

 private:
  void build(size_t k, size_t l, size_t r, const std::vector<int64_t>& v) {
    if (l == r) {
      max_[k] = l < v.size() ? v[l] : 0;
      return;
    }
    const size_t m = (l + r) / 2;
    build(2 * k, l, m, v);
    build(2 * k + 1, m + 1, r, v);
    max_[k] = std::max(max_[2 * k], max_[2 * k + 1]);
  }
  int64_t max(size_t k, size_t l, size_t r, size_t lo, size_t hi) const {
    if (hi < l || r < lo) return INT64_MIN;
    if (lo <= l && r <= hi) return max_[k];
    const size_t m = (l + r) / 2;
    return add_[k] + std::max(max(2 * k, l, m, lo, hi), max(2 * k + 1, m + 1, r, lo, hi));
  }
  void add(size_t k, size_t l, size_t r, size_t lo, size_t hi, int64_t v) {
    if (hi < l || r < lo) return;
    if (lo <= l && r <= hi) {
      max_[k] += v;
      add_[k] += v;
      return;
    }
    const size_t m = (l + r) / 2;
    add(2 * k, l, m, lo, hi, v);
    add(2 * k + 1, m + 1, r, lo, hi, v);
    max_[k] = add_[k] + std::max(max_[2 * k], max_[2 * k + 1]);
  }
  size_t n_;
  std::vector<int64_t> max_, add_;
};

struct Pair {
  NodeId first_wait, second, second_wait;
  size_t held_from, held_to;  // positions where the first result now stays alive
  int64_t bytes;
};

class ReuseAllGathers : public Pass {
 public:
  explicit ReuseAllGathers(const PassOptions& o) : memory_gb_(o.get_float("memory_gb")) {}

  bool run(Document& doc, PassContext& ctx) override {
    if (doc.iteration) return false;  // the form's graphs must keep the same operations
    Graph& g = *doc.graph;
    const CostedGraph& a = ctx.analyses->costed();
    const NodeKinds& kinds = a.kinds();
    const std::vector<NodeId> order = g.order();
    std::vector<size_t> pos(g.capacity(), 0);
    for (size_t i = 0; i < order.size(); ++i) pos[order[i]] = i;
    // Storages written in place, and where: a pair must see no write.
    std::vector<std::vector<size_t>> writes(g.capacity());
    for (const MutatedStorage& s : mutated_storages(g, kinds, &a.roots()))
      for (const StorageAccess& acc : s.accesses)
        if (acc.writes) writes[s.root].push_back(pos[acc.node]);
    auto written_between = [&](NodeId root, size_t lo, size_t hi) {
      return std::any_of(writes[root].begin(), writes[root].end(), [&](size_t p) { return lo <= p && p <= hi; });
    };
    // The last position that touches each storage.
    std::vector<size_t> last_touch(g.capacity(), 0);
    for (size_t i = 0; i < order.size(); ++i)
      for (NodeId in : g.inputs(order[i])) last_touch[a.root(in)] = i;

    // Inputs gathered exactly twice, each gather with one wait and no
    // other user.
    std::unordered_map<NodeId, std::vector<const CollectiveInfo*>> gathers;  // by input
    std::vector<NodeId> inputs;  // in order of first gather, for a deterministic walk
    for (const CollectiveInfo& c : a.collectives().all()) {
      if (c.sig->op != CollectiveOp::AllGather || c.sig->coalesced || c.sig->inplace || c.waits.size() != 1 ||
          g.users(c.node).size() != 1 || g.inputs(c.node).size() != 1)
        continue;
      auto& list = gathers[g.inputs(c.node)[0]];
      if (list.empty()) inputs.push_back(g.inputs(c.node)[0]);
      list.push_back(&c);
    }
    std::vector<Pair> pairs;
    size_t twice = 0;
    for (NodeId in : inputs) {
      const auto& list = gathers[in];
      if (list.size() != 2) continue;
      ++twice;
      const CollectiveInfo& f = *list[0];
      const CollectiveInfo& c = *list[1];
      const NodeId fw = f.waits.front(), sw = c.waits.front();
      if (f.group_id != c.group_id || f.group_size != c.group_size || f.out_bytes != c.out_bytes || f.dtype != c.dtype ||
          pos[fw] > pos[c.node] || written_between(a.root(in), pos[f.node], pos[c.node]) ||
          !writes[a.root(f.node)].empty() || !writes[a.root(c.node)].empty())
        continue;
      const size_t from = last_touch[a.root(f.node)] + 1, to = pos[c.node];
      pairs.push_back({fw, c.node, sw, from, to == 0 ? 0 : to - 1, c.out_bytes});
    }
    if (pairs.empty()) {
      report(ctx, 0, twice, 0);
      return false;
    }
    // Live bytes at each position of the current order (MemoryTracker's
    // rule, the simulator's), then the pairs taken while the peak allows.
    MemoryTracker mem(a);
    std::vector<int64_t> live(order.size());
    for (size_t i = 0; i < order.size(); ++i) live[i] = mem.run(order[i]);
    const int64_t peak = mem.peak();
    const int64_t limit = sat_add(peak, static_cast<int64_t>(std::llround(memory_gb_ * 1e9)));
    std::stable_sort(pairs.begin(), pairs.end(), [](const Pair& x, const Pair& y) { return x.held_to < y.held_to; });
    MaxTree tree(live);
    std::vector<const Pair*> taken;
    for (const Pair& p : pairs) {
      if (p.held_from <= p.held_to) {
        if (sat_add(tree.max(p.held_from, p.held_to), p.bytes) > limit) continue;
        tree.add(p.held_from, p.held_to, p.bytes);
      }
      taken.push_back(&p);
    }
    int64_t saved = 0;
    for (const Pair* p : taken) {
      g.replace_all_uses(p->second_wait, p->first_wait);
      g.erase(p->second_wait);
      g.erase(p->second);
      saved = sat_add(saved, p->bytes);  // sizes come from the input: saturate, as elsewhere
    }
    report(ctx, taken.size(), twice, saved);
    return !taken.empty();
  }

 private:
  static void report(PassContext& ctx, size_t taken, size_t twice, int64_t saved) {
    ctx.reports.push_back(note(fmt::format("reuse_all_gathers: {} of {} parameters gathered twice keep their first "
                                           "gathered copy ({} bytes the link no longer carries)\n",
                                           taken, twice, saved)));
  }
  double memory_gb_;
};

const RegisterPass reg({
    .name = "reuse_all_gathers",
    .description = "where a parameter is all-gathered twice (FSDP resharding after the forward), keep the first "
                   "gathered copy for the second use, within a memory budget",
    .options = {{"memory_gb", OptionType::Float, "1",
                 "the step's simulated peak may grow by at most this many GB (10^9 bytes)", 0, 1e9}},
    .create = [](const PassOptions& o) { return std::make_unique<ReuseAllGathers>(o); },
});

}  // namespace
}  // namespace graphopt
