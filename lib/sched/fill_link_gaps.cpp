#include "sched/fill_link_gaps.hpp"

#include <optional>

#include <spdlog/spdlog.h>

#include "sim/memory_tracker.hpp"
#include "sim/simulator.hpp"

namespace graphopt {

namespace {
constexpr int kRounds = 24;  // per slow model: the widest gaps matter, the rest are slivers

constexpr size_t kFillers = 4;    // the late collective itself, or one of the next ones of its group
constexpr double kMinShare = 0.1;  // of its gap: what a move must take off the slow step (fill_link_gaps.hpp)

struct Gap {
  NodeId collective = kNoNode;  // the one that found its stream idle
  double opened = 0;            // when its stream went idle
  NodeId after = kNoNode;       // the group's collective before it (none: the step's start)
  double width = 0;
  std::vector<NodeId> fillers;  // what may move into the gap, in the order tried
};

// The widest gap not tried yet, under the order simulated in `sim`.
Gap widest_gap(const CostedGraph& a, const SimResult& sim, const std::vector<char>& tried) {
  const Collectives& colls = a.collectives();
  std::vector<double> free_at(colls.group_count(), 0);
  std::vector<NodeId> last(colls.group_count(), kNoNode);
  Gap best;
  size_t group = 0;
  for (const CollectiveTiming& c : sim.collectives) {
    const size_t grp = colls.of(c.node)->group_id;
    const double width = c.start - free_at[grp];
    if (!tried[c.node] && width > best.width) {
      best = {c.node, free_at[grp], last[grp], width, {}};
      group = grp;
    }
    free_at[grp] = c.end;
    last[grp] = c.node;
  }
  // The collective itself, then the next ones its stream runs: when what it
  // needs cannot come sooner, one of them may (an all-gather prefetched).
  bool seen = false;
  for (const CollectiveTiming& c : sim.collectives) {
    seen = seen || c.node == best.collective;
    if (seen && colls.of(c.node)->group_id == group && best.fillers.size() < kFillers) best.fillers.push_back(c.node);
  }
  return best;
}

// `order` with `c`, and what it needs from position `from` on, moved up to
// `from`, in their order; everything else they depend on comes before it.
std::vector<NodeId> moved_up(const DependencyQuery& deps, const std::vector<NodeId>& order, NodeId c, uint32_t from,
                             std::vector<char>& moved) {
  std::fill(moved.begin(), moved.end(), 0);
  std::vector<NodeId> stack{c};
  moved[c] = 1;
  while (!stack.empty()) {
    NodeId n = stack.back();
    stack.pop_back();
    deps.for_each_pred(n, [&](NodeId p) {
      if (!moved[p] && deps.position(p) >= from) {
        moved[p] = 1;
        stack.push_back(p);
      }
    });
  }
  const uint32_t at = deps.position(c);
  std::vector<NodeId> trial(order.begin(), order.begin() + from);
  for (uint32_t i = from; i <= at; ++i)
    if (moved[order[i]]) trial.push_back(order[i]);
  for (uint32_t i = from; i < order.size(); ++i)
    if (!moved[order[i]]) trial.push_back(order[i]);
  return trial;
}
}  // namespace

bool fill_link_gaps(Graph& g, const CostedGraph& a, CollectiveOrder mode, const RobustScorer& scorer, int64_t budget,
                    std::vector<NodeId>& order) {
  // The graph's own order comes back however this ends.
  struct Restore {
    Graph& g;
    std::vector<NodeId> order;
    ~Restore() { g.set_order(order); }
  } restore{g, g.order()};
  std::vector<double> steps = scorer.steps(order);
  MemoryTracker mem(a);
  std::vector<char> moved(g.capacity(), 0);
  bool changed = false;
  for (size_t m : kSlowLinkModels) {
    const CostedGraph& slow = scorer.model(m);
    std::vector<char> tried(g.capacity(), 0);
    // The order's simulation and dependencies, made again only when a move
    // is kept (most rounds keep nothing).
    std::optional<SimResult> sim;
    std::optional<DependencyQuery> deps;
    for (int round = 0; round < kRounds; ++round) {
      if (!sim) {
        g.set_order(order);
        sim = simulate(slow);
        deps.emplace(g, a.kinds(), mode, &a.roots());
      }
      const Gap gap = widest_gap(a, *sim, tried);
      if (gap.collective == kNoNode) break;
      tried[gap.collective] = 1;
      // Where the gap opened: the first node after the group's previous
      // collective that was still running then.
      const uint32_t at = deps->position(gap.collective);
      uint32_t from = gap.after == kNoNode ? 0 : deps->position(gap.after) + 1;
      while (from < at && (g.op(order[from]) == Op::Placeholder || sim->timing[order[from]].end <= gap.opened)) ++from;
      if (from >= at) continue;
      for (NodeId filler : gap.fillers) {
        std::vector<NodeId> trial = moved_up(*deps, order, filler, from, moved);
        // The cheap test first: most moves do not close enough of the gap.
        const double slow_step = scorer.step(m, trial);
        spdlog::debug("fill_link_gaps: {} found its stream idle {:.0f} ns under model {}; {} moved up {} positions: "
                      "step {:.0f} -> {:.0f} ns",
                      g.name(gap.collective), gap.width, m, g.name(filler), deps->position(filler) - from, steps[m],
                      slow_step);
        if (slow_step >= steps[m] - kMinShare * gap.width) continue;
        if (const int64_t peak = mem.peak_of(trial); peak > budget) {
          spdlog::debug("fill_link_gaps: peak {} bytes, over the budget of {}: dropped", peak, budget);
          continue;
        }
        const std::vector<double> s = scorer.steps(trial);
        bool no_worse = true;
        for (size_t k = 0; k < s.size(); ++k) no_worse = no_worse && s[k] <= steps[k];
        spdlog::debug("fill_link_gaps: within budget, and {}", no_worse ? "no scoring model slower: kept" : "slower under some scoring model: dropped");
        if (!no_worse) continue;
        order = std::move(trial);
        steps = s;
        changed = true;
        sim.reset();
        deps.reset();
        break;
      }
    }
  }
  return changed;
}

}  // namespace graphopt
