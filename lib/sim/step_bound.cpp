#include "sim/step_bound.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <utility>

#include "ir/checked_math.hpp"
#include "sim/simulator.hpp"

namespace graphopt {
namespace {

// A node's time on the compute stream (a collective's is the link's).
double compute_ns(const CostedGraph& a, NodeId n) { return a.kinds().is_collective(n) ? 0.0 : a.cost(n); }

// A kind of collective within a group: the op and the group size it names.
using Kind = std::pair<CollectiveOp, int64_t>;

// One group's collectives: their estimates summed, by kind the least
// estimate and the bytes a single merged collective would carry, and for
// each collective where the closures before and after it start (itself,
// its waits) with a longest chain of each.
struct GroupComm {
  std::string name;
  double ns = 0;
  bool analytic = true;
  std::map<Kind, CollectiveInfo> merged;
  std::map<Kind, double> least;
  std::vector<std::vector<NodeId>> issued, waited;
  std::vector<double> issued_chain, waited_chain;
};

// A collective priced by the analytic model, perturbed as perturb_costs
// perturbs one; `latency` alone: the same with no bytes.
double analytic_ns(const CollectiveInfo& c, const CostConfig& cfg, bool latency_only) {
  const double link = cfg.perturbation.link, root = std::sqrt(link);
  const double whole = collective_ns(c, cfg), latency = std::min(whole, collective_latency_ns(c, cfg));
  return latency / root + (latency_only ? 0 : (whole - latency) / link);
}

// The least communication any bucketing of the group's collectives leaves.
// Priced by the analytic model, one collective of each kind holding all its
// bytes (the model is subadditive). Priced otherwise (a cost file's fixed
// costs, profiled times), a bucket may keep the price of one of them or,
// losing its profile, be priced by the model: one collective of each kind
// at the least of those.
double least_comm(const GroupComm& gc, const CostConfig& cfg) {
  double ns = 0;
  for (const auto& [kind, c] : gc.merged)
    ns += gc.analytic ? analytic_ns(c, cfg, false) : std::min(gc.least.at(kind), analytic_ns(c, cfg, true));
  return gc.analytic ? std::min(ns, gc.ns) : ns;
}

// The least compute, over a group's collectives, that must run before one
// of them (its ancestors, up) or after one (what its waits hold back, down):
// each collective's closure from `starts[k]` summed, the most promising
// (least `chain[k]`, a longest chain of that closure) first, stopping a
// closure once it reaches the least so far. Past `budget` node visits in
// all, a collective counts its chain instead (less, so still a bound).
double least_closure(const CostedGraph& a, const std::vector<std::vector<NodeId>>& starts,
                     const std::vector<double>& chain, bool up, int64_t& budget) {
  const Graph& g = a.graph();
  auto compute = [&](NodeId n) { return compute_ns(a, n); };
  std::vector<size_t> order(starts.size());
  for (size_t k = 0; k < order.size(); ++k) order[k] = k;
  std::sort(order.begin(), order.end(), [&](size_t x, size_t y) { return chain[x] < chain[y]; });
  std::vector<uint32_t> seen(g.capacity(), 0);
  std::vector<NodeId> stack, next;
  double least = std::numeric_limits<double>::infinity();
  uint32_t stamp = 0;
  for (size_t k : order) {
    if (chain[k] >= least) break;  // sorted: no later one can be less
    if (budget <= 0) {
      least = std::min(least, chain[k]);
      continue;
    }
    ++stamp;
    double sum = 0;
    stack.clear();
    for (NodeId s : starts[k])
      if (seen[s] != stamp) {
        seen[s] = stamp;
        sum += up ? 0.0 : compute(s);  // a collective (up) costs no compute
        stack.push_back(s);
      }
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
          sum += compute(m);
          stack.push_back(m);
        }
    }
    // Stopped early by the budget: what was summed may fall short of the
    // chain, which is a bound too.
    least = std::min(least, stack.empty() || sum >= least ? sum : std::max(sum, chain[k]));
  }
  return starts.empty() ? 0 : least;
}

}  // namespace

StepBound step_bound(const CostedGraph& a, const CostConfig& cfg) {
  const Graph& g = a.graph();
  auto compute = [&](NodeId n) { return compute_ns(a, n); };
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
  for (const CollectiveInfo& c : a.collectives().all()) {
    GroupComm& gc = groups[c.group_id];
    gc.name = c.group;
    gc.ns += a.cost(c.node);
    gc.analytic = gc.analytic && a.cost_source(c.node) == CostSource::Analytic;
    const Kind kind{c.sig->op, c.group_size};
    auto [it, fresh] = gc.merged.try_emplace(kind, c);
    double& least = gc.least.try_emplace(kind, a.cost(c.node)).first->second;
    if (!fresh) {
      it->second.in_bytes = sat_add(it->second.in_bytes, c.in_bytes);
      it->second.out_bytes = sat_add(it->second.out_bytes, c.out_bytes);
      least = std::min(least, a.cost(c.node));
    }
    // Before: its ancestors. After: what its waits hold back (compute
    // that reads the collective with no wait is not held back by it).
    gc.issued.push_back({c.node});
    gc.issued_chain.push_back(head[c.node]);
    double after = 0;
    for (NodeId w : c.waits) after = std::max(after, compute(w) + below[w]);
    gc.waited.push_back(c.waits);
    gc.waited_chain.push_back(after);
  }
  int64_t budget = 8 * static_cast<int64_t>(g.size()) + 1000000;
  StepBound b;
  b.compute_ns = compute_time(a);
  b.single_ns = b.across_ns = b.compute_ns;
  for (const auto& [id, gc] : groups) {
    const double comm = least_comm(gc, cfg);
    b.across_ns = std::max(b.across_ns, comm);
    const double before = least_closure(a, gc.issued, gc.issued_chain, true, budget);
    const double after = least_closure(a, gc.waited, gc.waited_chain, false, budget);
    const double whole = before + comm + after;
    if (whole > b.single_ns) {
      b.single_ns = whole;
      b.group = gc.name;
      b.before_ns = before;
      b.comm_ns = comm;
      b.after_ns = after;
    }
  }
  return b;
}

}  // namespace graphopt
