#include "sched/list_scheduler.hpp"

#include <algorithm>
#include <queue>
#include <stdexcept>
#include <tuple>
#include <unordered_map>

#include "ir/checked_math.hpp"
#include "sched/position_set.hpp"
#include "sim/stream_clock.hpp"
#include "sim/memory_tracker.hpp"

namespace graphopt {

namespace {
constexpr double kInf = std::numeric_limits<double>::infinity();

template <class T>
using MinHeap = std::priority_queue<T, std::vector<T>, std::greater<T>>;
}  // namespace

ListScheduler::ListScheduler(const CostedGraph& a, const Dependencies& deps, CollectiveOrder order)
    : a_(a), deps_(deps), order_(deps.order()), mem_(a) {
  const Graph& g = a.graph();
  const NodeKinds& kinds = a.kinds();
  const size_t cap = g.capacity();
  // Compute time before each position of the original order: the clock in
  // which "when a result is needed" is measured.
  clock_.assign(order_.size() + 1, 0);
  for (size_t i = 0; i < order_.size(); ++i)
    clock_[i + 1] = clock_[i] + (kinds.is_collective(order_[i]) ? 0 : a.cost(order_[i]));
  const std::vector<double>& before = clock_;

  urgency_[0].assign(cap, kInf);
  group_.assign(cap, 0);
  prefetch_.assign(cap, 0);
  std::vector<NodeId> colls;
  for (NodeId n : order_) {
    const CollectiveInfo* c = a.collectives().of(n);
    if (!c) continue;
    colls.push_back(n);
    group_[n] = c->group_id;
    prefetch_[n] = c->out_bytes > c->in_bytes;
    has_prefetches_ |= prefetch_[n] != 0;
    size_t first_use = order_.size();
    for (NodeId w : c->waits) {
      auto succ = deps.succs(w);  // sorted by position
      if (!succ.empty()) first_use = std::min<size_t>(first_use, deps.position(succ.front()));
    }
    urgency_[0][n] = before[first_use];
  }
  n_groups_ = a.collectives().group_count();
  has_output_ = std::any_of(order_.begin(), order_.end(), [&](NodeId n) { return g.op(n) == Op::Output; });
  // Where a group's order is kept, a collective is as urgent as the ones
  // queued behind it: they cannot start before it has run.
  if (order != CollectiveOrder::Free) {
    std::vector<NodeId> next_of(n_groups_ + 1, kNoNode);
    for (size_t i = colls.size(); i-- > 0;) {
      NodeId c = colls[i];
      uint32_t key = order == CollectiveOrder::Global ? n_groups_ : group_[c];
      NodeId next = next_of[key];
      if (next != kNoNode) urgency_[0][c] = std::min(urgency_[0][c], urgency_[0][next] - a.cost(next));
      next_of[key] = c;
    }
  }
  // The input order's memory profile: the forecast against which pulling
  // work ahead is judged.
  profile_.resize(order_.size());
  for (uint32_t i = 0; i < order_.size(); ++i) profile_[i] = mem_.run(order_[i]);
  profile_max_ = RangeMax(profile_);
  // The other measures of urgency: when a collective must start; when its
  // inputs are ready in the input order (the earliest to send first).
  urgency_[1] = urgency_[0];
  for (NodeId c : colls) urgency_[1][c] -= a.cost(c);
  urgency_[2].assign(cap, kInf);
  for (NodeId c : colls) {
    uint32_t last = 0;
    for (NodeId q : deps.preds(c)) last = std::max(last, deps.position(q) + 1);
    urgency_[2][c] = before[last];
  }
  // need: the most urgent collective a node feeds, through any path.
  for (int u = 0; u < kUrgencies; ++u) {
    need_[u].assign(cap, kInf);
    for (size_t i = order_.size(); i-- > 0;) {
      NodeId n = order_[i];
      double best = kInf;
      for (NodeId s : deps.succs(n)) best = std::min(best, kinds.is_collective(s) ? urgency_[u][s] : need_[u][s]);
      need_[u][n] = best;
    }
  }
}

ScheduleResult ListScheduler::run(const ListScheduleParams& p) const {
  const Graph& g = a_.graph();
  const NodeKinds& kinds = a_.kinds();
  const size_t cap = g.capacity();
  const std::vector<double>& urgency = urgency_[static_cast<int>(p.urgency)];
  const std::vector<double>& need = need_[static_cast<int>(p.urgency)];
  MemoryTracker mem = mem_;  // a copy: runs may go side by side
  mem.reset();

  std::vector<uint32_t> indeg(cap, 0);
  for (NodeId n : order_) indeg[n] = static_cast<uint32_t>(deps_.preds(n).size());
  std::vector<char> done(cap, 0);
  // Per collective (by its index in collectives().all()), so that a run
  // clears a few arrays of collectives rather than of every node.
  const Collectives& colls_info = a_.collectives();
  auto slot = [&](NodeId c) { return colls_info.index(c); };
  const size_t n_colls = colls_info.all().size();
  std::vector<double> coll_end(n_colls, 0);
  StreamClock clock(n_groups_, a_.contention());
  double progress = 0, exposed = 0, comm = 0;
  std::vector<double> blocked_on(n_colls, 0), idle_before(n_colls, 0);
  ScheduleResult result;
  std::vector<NodeId>& out = result.order;
  out.reserve(order_.size());

  // Ready nodes. Collectives: by urgency, those that prefetch apart so that
  // one held back by the look-ahead does not hold back the others.
  using Urgent = std::tuple<double, uint32_t, NodeId>;
  MinHeap<Urgent> colls, prefetches, waits, by_need;
  PositionSet by_position(order_.size());
  NodeId output = kNoNode;

  auto waited = [&](NodeId n) { return kinds.is_wait(n) ? a_.collectives().waited(n) : kNoNode; };
  std::unordered_map<NodeId, std::vector<NodeId>> held;  // by the collective they wait for
  size_t n_held = 0;
  bool holding = p.hold_until != nullptr;
  auto push = [&](NodeId n) {
    uint32_t pos = deps_.position(n);
    NodeId until = holding ? (*p.hold_until)[n] : kNoNode;
    if (until != kNoNode && !done[until]) {
      held[until].push_back(n);
      ++n_held;
    } else if (g.op(n) == Op::Output) {
      output = n;
    } else if (kinds.is_collective(n)) {
      (prefetch_[n] ? prefetches : colls).push({urgency[n], pos, n});
    } else if (NodeId c = waited(n); c != kNoNode) {
      waits.push({coll_end[slot(c)], pos, n});
    } else {
      if (p.need_first) by_need.push({need[n], pos, n});
      by_position.insert(pos);
    }
  };
  auto append = [&](NodeId n) {
    done[n] = 1;
    by_position.erase(deps_.position(n));  // when by_need chose it
    out.push_back(n);
    mem.run(n);
    for (NodeId s : deps_.succs(n))
      if (--indeg[s] == 0) push(s);
  };
  auto release = [&](NodeId c) {
    auto it = held.find(c);
    if (it == held.end()) return;
    std::vector<NodeId> nodes = std::move(it->second);
    held.erase(it);
    n_held -= nodes.size();
    for (NodeId n : nodes) push(n);
  };
  auto issue = [&](NodeId c) {
    const double free = clock.stream_free(group_[c]);
    const size_t k = slot(c);
    clock.launch(a_.launch(c));
    if (clock.now() > free && free > 0) idle_before[k] = clock.now() - free;  // its stream waited for it
    coll_end[k] = clock.issue(group_[c], a_.cost(c)).end;
    comm += a_.cost(c);
    append(c);
    if (n_held) release(c);
  };
  auto compute = [&](NodeId n) {
    NodeId c = waited(n);
    const size_t k = c != kNoNode ? slot(c) : 0;
    clock.launch(a_.launch(n));
    if (c != kNoNode) {
      double held = clock.wait_until(coll_end[k]);
      blocked_on[k] += held;
      exposed += held;
    }
    clock.compute(a_.cost(n));
    progress += a_.cost(n);
    append(n);
  };
  // Whether running n now keeps within the limit. A node the input order
  // runs later than the point that has done as much compute as the
  // schedule so far is pulled ahead: its output is extra memory until that
  // later point, on top of the input order's own growth until then.
  size_t front = 0;
  auto fits = [&](NodeId n) {
    int64_t bytes = mem.alloc(n);
    if (bytes == 0) return true;
    if (p.oldest_front) {
      while (front < order_.size() && done[order_[front]]) ++front;
    } else {
      while (front + 1 < clock_.size() && clock_[front + 1] <= progress) ++front;  // progress only grows
    }
    size_t at = deps_.position(n);
    if (at <= front) return true;
    int64_t growth = profile_max_.max(front, at) - profile_[front];
    return sat_add(sat_add(mem.live(), bytes), std::max<int64_t>(growth, 0)) <= p.memory_limit;
  };
  auto may_issue = [&](NodeId c, double urgency) {
    if (!fits(c)) return false;
    if (!prefetch_[c] || p.lookahead == kInf) return true;
    double queue = std::max(0.0, clock.stream_free(group_[c]) - clock.now());
    return urgency - progress <= p.lookahead * (queue + a_.cost(c));
  };
  auto issue_ready = [&](MinHeap<Urgent>& heap) {
    bool any = false;
    while (!heap.empty() && may_issue(std::get<2>(heap.top()), std::get<0>(heap.top()))) {
      NodeId c = std::get<2>(heap.top());
      heap.pop();
      issue(c);
      any = true;
    }
    return any;
  };

  for (NodeId n : order_)
    if (indeg[n] == 0 && g.op(n) != Op::Placeholder) push(n);
  for (NodeId n : order_)
    if (g.op(n) == Op::Placeholder) append(n);

  const size_t total = order_.size() - (has_output_ ? 1 : 0);
  while (out.size() < total) {
    if (mem.peak() > p.give_up_above) {  // the caller only wants schedules within this
      result.complete = false;
      result.peak_bytes = mem.peak();
      return result;
    }
    bool progressed = issue_ready(colls);
    progressed |= issue_ready(prefetches);
    while (!waits.empty() && std::get<0>(waits.top()) <= clock.now()) {
      NodeId w = std::get<2>(waits.top());
      waits.pop();
      compute(w);
      progressed = true;
    }
    if (progressed) continue;
    // Under memory pressure, a wait first: it frees its collective's input.
    const bool pressure = mem.live() > p.memory_limit;
    if (pressure && !waits.empty()) {
      NodeId w = std::get<2>(waits.top());
      waits.pop();
      compute(w);
      continue;
    }
    // Compute: the most urgent if it fits, else the earliest in the input
    // order; one that would pull memory ahead past the limit waits for a
    // pending wait instead.
    NodeId next = kNoNode;
    if (!pressure && p.need_first) {
      while (!by_need.empty() && done[std::get<2>(by_need.top())]) by_need.pop();
      if (!by_need.empty() && fits(std::get<2>(by_need.top()))) next = std::get<2>(by_need.top());
    }
    if (next == kNoNode) {
      if (!by_position.empty() && (waits.empty() || fits(order_[by_position.min()]))) next = order_[by_position.min()];
    }
    if (next != kNoNode) {
      compute(next);
      continue;
    }
    // Nothing else can run: block on the wait that ends first, else issue
    // a held collective.
    if (!waits.empty()) {
      NodeId w = std::get<2>(waits.top());
      waits.pop();
      compute(w);
      continue;
    }
    MinHeap<Urgent>* held_coll = nullptr;
    if (!colls.empty()) held_coll = &colls;
    if (!prefetches.empty() && (!held_coll || prefetches.top() < held_coll->top())) held_coll = &prefetches;
    if (!held_coll) {
      if (n_held == 0) throw std::logic_error("list scheduler: no node is ready but the schedule is incomplete");
      // Held nodes whose collective cannot come first: stop holding, and
      // let them all go in the order of their collectives.
      holding = false;
      std::vector<NodeId> keys;
      for (const auto& [c, nodes] : held) keys.push_back(c);
      std::sort(keys.begin(), keys.end(), [&](NodeId x, NodeId y) { return deps_.position(x) < deps_.position(y); });
      for (NodeId c : keys) release(c);
      continue;
    }
    NodeId c = std::get<2>(held_coll->top());
    held_coll->pop();
    issue(c);
  }
  if (output != kNoNode) append(output);
  if (out.size() != order_.size()) throw std::logic_error("list scheduler: the output is not the last node");
  // The simulator's figures, computed the same way.
  const double now = clock.now();
  double step = now;
  for (NodeId n : out)
    if (kinds.is_collective(n)) step = std::max(step, coll_end[slot(n)]);
  result.step_ns = step;
  result.exposed_ns = std::min(exposed + (step - now), std::max(comm, 0.0));
  result.peak_bytes = mem.peak();
  for (NodeId n : out) {
    if (!kinds.is_collective(n)) continue;
    const size_t k = slot(n);
    if (blocked_on[k] > 0) result.exposed.push_back({blocked_on[k], n});
    if (idle_before[k] > 0) result.idle_before.push_back({idle_before[k], n});
  }
  auto latest_first = [](const auto& x, const auto& y) { return x.first > y.first; };
  std::stable_sort(result.exposed.begin(), result.exposed.end(), latest_first);
  std::stable_sort(result.idle_before.begin(), result.idle_before.end(), latest_first);
  return result;
}

}  // namespace graphopt
