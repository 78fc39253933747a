#include "sched/cover_exposed.hpp"

#include <algorithm>

#include <spdlog/spdlog.h>

#include "sim/memory_tracker.hpp"
#include "sim/simulator.hpp"

namespace graphopt {

namespace {
constexpr int kRounds = 8;
}  // namespace

bool cover_exposed(Graph& g, const CostedGraph& a, CollectiveOrder mode, const RobustScorer& scorer,
                   const Regret& regret, const std::vector<double>& best, int64_t budget, std::vector<NodeId>& order) {
  const NodeKinds& kinds = a.kinds();
  const std::vector<NodeId> kept = g.order();
  std::vector<double> steps = scorer.steps(order);
  // A move may cost a little under some model (a weight gradient's
  // collective issued later costs on a much slower link), as long as the
  // schedule's worst-case regret stays what it was.
  const double allowed = regret.worst(scorer.lost(steps), best) * (1 + 1e-12);
  std::vector<char> tried(g.capacity(), 0), moved(g.capacity(), 0);
  MemoryTracker mem(a);
  bool changed = false;
  for (int round = 0; round < kRounds; ++round) {
    g.set_order(order);
    SimResult sim = simulate(a);
    // The most exposed collective not tried yet.
    NodeId worst = kNoNode;
    double exposed = 0;
    for (const CollectiveTiming& c : sim.collectives)
      if (!tried[c.node] && c.exposed > exposed) {
        worst = c.node;
        exposed = c.exposed;
      }
    if (worst == kNoNode) break;
    tried[worst] = 1;
    DependencyQuery deps(g, kinds, mode);
    // Walking back from the collective: compute all of whose dependents
    // come after it or move with it (so none that it needs), until the
    // moved compute covers the exposure.
    const uint32_t at = deps.position(worst);
    std::fill(moved.begin(), moved.end(), 0);
    double covered = 0;
    for (uint32_t i = at; i-- > 0 && covered < exposed;) {
      NodeId n = order[i];
      if (kinds.is_wait(n) || g.op(n) == Op::Placeholder) continue;
      if (kinds.is_collective(n) && mode != CollectiveOrder::Free) continue;
      bool free = true;
      deps.for_each_succ(n, [&](NodeId s) { free = free && (deps.position(s) > at || moved[s]); });
      if (!free) continue;
      moved[n] = 1;
      if (!kinds.is_collective(n)) covered += a.cost(n);
    }
    if (covered == 0) continue;
    std::vector<NodeId> trial;
    trial.reserve(order.size());
    std::vector<NodeId> after;
    for (uint32_t i = 0; i < order.size(); ++i) {
      NodeId n = order[i];
      if (moved[n]) {
        after.push_back(n);
        continue;
      }
      trial.push_back(n);
      if (i == at) trial.insert(trial.end(), after.begin(), after.end());
    }
    std::vector<double> s = scorer.steps(trial);
    const bool keep = s[kEstimateModel] < steps[kEstimateModel] && regret.worst(scorer.lost(s), best) <= allowed &&
                      mem.peak_of(trial) <= budget;
    spdlog::debug("cover_exposed: {} exposed {:.0f} ns: {:.0f} ns of compute moved under it, estimate {:.0f} -> {:.0f} ns: {}",
                  g.name(worst), exposed, covered, steps[kEstimateModel], s[kEstimateModel], keep ? "kept" : "dropped");
    if (!keep) continue;
    order = std::move(trial);
    steps = std::move(s);
    changed = true;
  }
  g.set_order(kept);
  return changed;
}

}  // namespace graphopt
