#include "sim/step_bound.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

#include "ir/checked_math.hpp"
#include "sim/simulator.hpp"

namespace graphopt {
namespace {

// One group's collectives: their estimates summed, and by kind the bytes
// a single merged collective would carry.
struct GroupComm {
  double ns = 0;
  bool analytic = true;
  std::map<CollectiveOp, CollectiveInfo> merged;
  std::vector<NodeId> nodes;
};

// The merged collectives' time, perturbed as perturb_costs does one.
double merged_ns(const GroupComm& gc, const CostConfig& cfg) {
  const double link = cfg.perturbation.link, root = std::sqrt(link);
  double ns = 0;
  for (const auto& [op, c] : gc.merged) {
    const double t = collective_ns(c, cfg), latency = std::min(t, collective_latency_ns(c, cfg));
    ns += latency / root + (t - latency) / link;
  }
  return ns;
}

// The least compute, over `colls`, that must run before one of them (its
// ancestors, up) or after it (its descendants): each collective's closure
// summed, the most promising (least `chain`) first, stopping a closure once
// it reaches the least so far. Past `budget` node visits in all, a
// collective counts its chain instead (less, so still a bound).
double least_closure(const CostedGraph& a, std::vector<NodeId> colls, bool up, const std::vector<double>& chain,
                     int64_t& budget) {
  const Graph& g = a.graph();
  std::sort(colls.begin(), colls.end(), [&](NodeId x, NodeId y) { return chain[x] < chain[y]; });
  std::vector<uint32_t> seen(g.capacity(), 0);
  std::vector<NodeId> stack, next;
  double least = std::numeric_limits<double>::infinity();
  uint32_t stamp = 0;
  for (NodeId c : colls) {
    if (chain[c] >= least) break;  // sorted: no later one can be less
    if (budget <= 0) {
      least = std::min(least, chain[c]);
      continue;
    }
    ++stamp;
    double sum = 0;
    stack.assign(1, c);
    seen[c] = stamp;
    while (!stack.empty() && sum < least && budget > 0) {
      NodeId n = stack.back();
      stack.pop_back();
      --budget;
      if (up) {
        g.inputs(n, next);
      } else {
        auto users = g.users(n);
        next.assign(users.begin(), users.end());
      }
      for (NodeId m : next)
        if (seen[m] != stamp) {
          seen[m] = stamp;
          if (!a.kinds().is_collective(m)) sum += a.cost(m);
          stack.push_back(m);
        }
    }
    // Stopped early by the budget: what was summed may fall short of the
    // chain, which is a bound too.
    least = std::min(least, stack.empty() || sum >= least ? sum : std::max(sum, chain[c]));
  }
  return least;
}

}  // namespace

StepBound step_bound(const CostedGraph& a, const CostConfig& cfg) {
  const Graph& g = a.graph();
  const NodeKinds& kinds = a.kinds();
  auto compute = [&](NodeId n) { return kinds.is_collective(n) ? 0.0 : a.cost(n); };
  // head[n]: the longest chain of compute ending with n; below[n]: the
  // longest chain of compute after n (n's users onwards).
  std::vector<double> head(g.capacity(), 0), below(g.capacity(), 0);
  std::vector<NodeId> ins;
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) {
    double longest = 0;
    g.inputs(n, ins);
    for (NodeId i : ins) longest = std::max(longest, head[i]);
    head[n] = longest + compute(n);
  }
  for (NodeId n = g.last(); n != kNoNode; n = g.prev(n)) {
    const double through = below[n] + compute(n);
    g.inputs(n, ins);
    for (NodeId i : ins) below[i] = std::max(below[i], through);
  }
  std::map<uint32_t, GroupComm> groups;
  std::map<uint32_t, std::string> names;
  for (const CollectiveInfo& c : a.collectives().all()) {
    GroupComm& gc = groups[c.group_id];
    names[c.group_id] = c.group;
    gc.ns += a.cost(c.node);
    gc.analytic = gc.analytic && a.cost_source(c.node) == CostSource::Analytic;
    auto [it, fresh] = gc.merged.try_emplace(c.sig->op, c);
    if (!fresh) {
      it->second.in_bytes = sat_add(it->second.in_bytes, c.in_bytes);
      it->second.out_bytes = sat_add(it->second.out_bytes, c.out_bytes);
    }
    gc.nodes.push_back(c.node);
  }
  // The chains stand for each collective's closure: head without the
  // collective itself (which costs no compute), below as it is.
  int64_t budget = 8 * static_cast<int64_t>(g.size()) + 1000000;
  StepBound b;
  b.compute_ns = compute_time(a);
  b.single_ns = b.across_ns = b.compute_ns;
  for (auto& [id, gc] : groups) {
    const double comm = gc.analytic ? std::min(gc.ns, merged_ns(gc, cfg)) : gc.ns;
    b.across_ns = std::max(b.across_ns, comm);
    const double before = least_closure(a, gc.nodes, true, head, budget);
    const double after = least_closure(a, gc.nodes, false, below, budget);
    const double whole = before + comm + after;
    if (whole > b.single_ns) {
      b.single_ns = whole;
      b.group = names[id];
      b.before_ns = before;
      b.comm_ns = comm;
      b.after_ns = after;
    }
  }
  return b;
}

}  // namespace graphopt
