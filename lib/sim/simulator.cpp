#include "sim/simulator.hpp"

#include <algorithm>

#include "ir/checked_math.hpp"
#include "sim/stream_clock.hpp"

namespace graphopt {

int64_t peak_memory(const CostedGraph& a, NodeId* at, int64_t* inputs) {
  const Graph& g = a.graph();
  std::vector<uint32_t> pos(g.capacity(), 0);
  std::vector<NodeId> order = g.order();
  for (uint32_t i = 0; i < order.size(); ++i) pos[order[i]] = i;
  // Last position at which each storage is read.
  std::vector<uint32_t> last(g.capacity(), 0);
  for (NodeId n : order) {
    NodeId r = a.root(n);
    last[r] = std::max(last[r], pos[n]);
    g.for_each_input(n, [&](NodeId in) {
      NodeId ri = a.root(in);
      last[ri] = std::max(last[ri], pos[n]);
    });
  }
  // A collective reads its input until its last wait.
  for (const CollectiveInfo& c : a.collectives().all()) {
    if (c.waits.empty()) continue;
    uint32_t w = 0;
    for (NodeId x : c.waits) w = std::max(w, pos[x]);
    g.for_each_input(c.node, [&](NodeId in) {
      NodeId ri = a.root(in);
      last[ri] = std::max(last[ri], w);
    });
  }
  // Byte sums saturate (ir/checked_math.hpp): the reader bounds a
  // document's tensors, but passes add buffers.
  std::vector<int64_t> delta(order.size() + 1, 0);
  int64_t base = 0;
  for (NodeId n : order) {
    int64_t b = a.alloc_bytes(n);
    if (b == 0) continue;
    if (g.op(n) == Op::Placeholder || g.op(n) == Op::GetAttr) {
      base = sat_add(base, b);
      continue;
    }
    delta[pos[n]] = sat_add(delta[pos[n]], b);
    delta[last[n] + 1] = sat_add(delta[last[n] + 1], -b);
  }
  int64_t live = base, peak = base;
  NodeId peak_node = order.empty() ? kNoNode : order.front();
  for (uint32_t i = 0; i < order.size(); ++i) {
    live = sat_add(live, delta[i]);
    if (live > peak) {
      peak = live;
      peak_node = order[i];
    }
  }
  if (at) *at = peak_node;
  if (inputs) *inputs = base;
  return peak;
}

SimResult simulate(const CostedGraph& a) {
  const Graph& g = a.graph();
  const NodeKinds& kinds = a.kinds();
  SimResult r;
  r.timing.assign(g.capacity(), NodeTiming{});
  StreamClock clock(a.collectives().group_count(), a.contention());
  std::vector<uint32_t> coll_index(g.capacity(), UINT32_MAX);
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) {
    double cost = a.cost(n);
    NodeTiming& t = r.timing[n];
    clock.launch(a.launch(n));
    if (kinds.is_collective(n)) {
      const CollectiveInfo& info = *a.collectives().of(n);
      StreamClock::Span s = clock.issue(info.group_id, cost);
      coll_index[n] = static_cast<uint32_t>(r.collectives.size());
      r.collectives.push_back(CollectiveTiming{n, clock.now(), s.start, s.end, 0});
      r.groups.push_back(info.group);
      r.comm_ns += cost;
      t.start = t.end = clock.now();
      continue;
    }
    if (kinds.is_wait(n)) {
      NodeId c = a.collectives().waited(n);
      if (c != kNoNode && coll_index[c] != UINT32_MAX) {
        CollectiveTiming& ct = r.collectives[coll_index[c]];
        t.blocked = clock.wait_until(ct.end);
        ct.exposed += t.blocked;
        r.exposed_ns += t.blocked;
      }
    }
    t.overlapped = cost > 0 && clock.comm_in_flight() && !kinds.is_wait(n);
    StreamClock::Span s = clock.compute(cost);
    t.start = s.start;
    t.end = s.end;
    if (a.contention().compute_slowdown > 0) r.contention_ns += (s.end - s.start) - cost;
  }
  r.compute_ns = compute_time(a);
  const double now = clock.now();
  // Collectives nobody waits for still finish before the step ends.
  double step = now;
  for (const auto& c : r.collectives) step = std::max(step, c.end);
  r.exposed_ns += step - now;
  r.step_ns = step;
  // Sums of float differences can stray by an ulp past the bounds.
  r.exposed_ns = std::min(r.exposed_ns, std::max(r.comm_ns, 0.0));
  r.overlap_ratio = 1 - share(r.exposed_ns, r.comm_ns, 0);  // no communication: all of it hidden
  r.launch_wait_ns = step - r.compute_ns - r.exposed_ns - r.contention_ns;
  if (r.launch_wait_ns < 1) r.launch_wait_ns = 0;  // (what is left of the sums' rounding)
  r.peak_bytes = peak_memory(a, &r.peak_at, &r.input_bytes);
  return r;
}

double compute_time(const CostedGraph& a) {
  const Graph& g = a.graph();
  double c = 0;
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n))
    if (!a.kinds().is_collective(n)) c += a.cost(n);
  return c;
}

double step_time(const CostedGraph& a, const std::vector<NodeId>& order) {
  const NodeKinds& kinds = a.kinds();
  const Collectives& colls = a.collectives();
  StreamClock clock(colls.group_count(), a.contention());
  std::vector<double> end(colls.all().size(), 0);
  double last = 0;
  for (NodeId n : order) {
    clock.launch(a.launch(n));
    if (kinds.is_collective(n)) {
      double e = clock.issue(colls.of(n)->group_id, a.cost(n)).end;
      end[colls.index(n)] = e;
      last = std::max(last, e);
      continue;
    }
    if (kinds.is_wait(n))
      if (NodeId c = colls.waited(n); c != kNoNode) clock.wait_until(end[colls.index(c)]);
    clock.compute(a.cost(n));
  }
  return std::max(clock.now(), last);
}

}  // namespace graphopt
