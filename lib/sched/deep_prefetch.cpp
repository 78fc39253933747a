#include "sched/deep_prefetch.hpp"

#include <algorithm>

#include "ir/checked_math.hpp"
#include "sched/range_max.hpp"

namespace graphopt {

namespace {

// The order's positions by node id, and its live memory while each node
// runs (MemoryTracker's rule).
struct Profile {
  std::vector<uint32_t> pos;
  std::vector<int64_t> live;
};

Profile profile_of(const std::vector<NodeId>& order, MemoryTracker& mem, size_t cap) {
  Profile p{std::vector<uint32_t>(cap, UINT32_MAX), std::vector<int64_t>(order.size())};
  mem.reset();
  for (uint32_t i = 0; i < order.size(); ++i) {
    p.pos[order[i]] = i;
    p.live[i] = mem.run(order[i]);
  }
  return p;
}

}  // namespace

std::vector<NodeId> deep_prefetch(const std::vector<NodeId>& order, const CostedGraph& a, const DependencyQuery& deps,
                                  MemoryTracker& mem, int64_t budget, const std::function<bool(NodeId)>& prefetches) {
  const Graph& g = a.graph();
  const NodeKinds& kinds = a.kinds();
  size_t cap = 0;
  for (NodeId n : order) cap = std::max<size_t>(cap, n + 1);
  std::vector<NodeId> out = order;
  std::vector<NodeId> todo;
  for (NodeId n : out)
    if (kinds.is_collective(n) && prefetches(n)) todo.push_back(n);
  if (todo.empty()) return out;
  uint32_t first = 0;  // nothing moves above the placeholders
  while (first < out.size() && (kinds.kind(out[first]) == NodeKind::Placeholder || kinds.kind(out[first]) == NodeKind::GetAttr))
    ++first;
  auto movable = [&](NodeId n) {
    const NodeKind k = kinds.kind(n);
    return (k == NodeKind::View || k == NodeKind::Compute) && !has_side_effects(g, n);
  };

  Profile prof = profile_of(out, mem, cap);
  RangeMax peak(prof.live);
  std::vector<char> in_cone(cap, 0);
  std::vector<NodeId> cone, stack;
  // Whether c (at p) can stand at q, with `cone` the nodes that move with it.
  auto fits = [&](NodeId c, uint32_t p, uint32_t q) {
    for (NodeId x : cone) in_cone[x] = 0;
    cone.assign(1, c);
    in_cone[c] = 1;
    stack.assign(1, c);
    bool ok = true;
    int64_t extra = mem.alloc(c);  // (saturating: sizes of a malformed input can be huge)
    while (ok && !stack.empty()) {
      const NodeId n = stack.back();
      stack.pop_back();
      deps.for_each_pred(n, [&](NodeId x) {
        if (!ok || in_cone[x] || prof.pos[x] < q) return;
        if (!movable(x) || cone.size() >= kMaxCone) {
          ok = false;
          return;
        }
        in_cone[x] = 1;
        cone.push_back(x);
        stack.push_back(x);
        extra = sat_add(extra, mem.alloc(x));
      });
    }
    return ok && (q >= p || sat_add(peak.max(q, p - 1), extra) <= budget);
  };

  // The cone, in its present order, stands at q, before the rest of
  // [q, p], which keeps its order; only [q, p] is rewritten, with its live
  // memory updated rather than the whole profile recomputed. A node the
  // cone now precedes also holds what the cone allocated after it (frees
  // the cone now makes earlier are not subtracted: too high, never too
  // low). A cone node keeps the value it had where it stood, which can be
  // too low (it skips the frees of the nodes it passed); no later search
  // reads it, since the next gather stops below this one.
  std::vector<NodeId> moved;
  std::vector<int64_t> moved_live;
  auto move_cone = [&](uint32_t q, uint32_t p) {
    moved.clear();
    moved_live.clear();
    int64_t after = 0;  // what the cone allocates at or after position i
    for (NodeId x : cone) after = sat_add(after, mem.alloc(x));
    std::vector<int64_t> rest_live;
    std::vector<NodeId> rest;
    for (uint32_t i = q; i <= p; ++i) {
      const NodeId n = out[i];
      if (in_cone[n]) {
        moved.push_back(n);
        moved_live.push_back(prof.live[i]);
        after = sat_add(after, -mem.alloc(n));
      } else {
        rest.push_back(n);
        rest_live.push_back(sat_add(prof.live[i], after));
      }
    }
    moved.insert(moved.end(), rest.begin(), rest.end());
    moved_live.insert(moved_live.end(), rest_live.begin(), rest_live.end());
    for (uint32_t k = 0; k < moved.size(); ++k) {
      out[q + k] = moved[k];
      prof.pos[moved[k]] = q + k;
      prof.live[q + k] = moved_live[k];
    }
    peak.assign(q, moved_live);
  };

  for (NodeId c : todo) {
    const uint32_t p = prof.pos[c];
    // Not above the prefetch issued before it: gathers keep the order they
    // are needed in, and go ahead of other collectives only. At most
    // kMaxClimb places up: each move rewrites the span it climbs, and
    // gathers that all climb to the one before them would pass the same
    // nodes again and again (quadratic on a million-node step).
    const uint32_t floor = p - std::min(p - first, kMaxClimb);
    uint32_t lo = floor;
    for (uint32_t i = p; i-- > floor;)
      if (kinds.is_collective(out[i]) && prefetches(out[i])) {
        lo = i + 1;
        break;
      }
    uint32_t hi = p;  // hi always fits
    while (lo < hi) {
      const uint32_t mid = lo + (hi - lo) / 2;
      if (fits(c, p, mid)) hi = mid;
      else lo = mid + 1;
    }
    if (hi >= p || !fits(c, p, hi)) continue;
    move_cone(hi, p);
  }
  return out;
}

}  // namespace graphopt
