#include "sim/memory_tracker.hpp"

#include <algorithm>

#include "ir/checked_math.hpp"

namespace graphopt {

MemoryTracker::MemoryTracker(const CostedGraph& a) : alloc_(a.graph().capacity(), 0) {
  const Graph& g = a.graph();
  const size_t cap = g.capacity();
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) {
    if (g.op(n) == Op::Placeholder || g.op(n) == Op::GetAttr) base_ = sat_add(base_, a.alloc_bytes(n));
    else alloc_[n] = a.alloc_bytes(n);
  }
  // The storages each node touches: its own and its inputs'. Deduplicated
  // per node, so that a storage's reader count is a count of nodes.
  touch_start_.assign(cap + 1, 0);
  readers_.assign(cap, 0);
  waits_on_.assign(cap, kNoNode);
  waits_.assign(cap, 0);
  std::vector<NodeId> roots;
  // roots, each once, appended to `list`, each a reader more; the list's end.
  auto append_roots = [&](std::vector<NodeId>& list) {
    std::sort(roots.begin(), roots.end());
    roots.erase(std::unique(roots.begin(), roots.end()), roots.end());
    for (NodeId r : roots) {
      list.push_back(r);
      ++readers_[r];
    }
    return static_cast<uint32_t>(list.size());
  };
  for (NodeId n = 0; n < cap; ++n) {
    touch_start_[n + 1] = touch_start_[n];
    if (!g.alive(n)) continue;
    roots.clear();
    roots.push_back(a.root(n));
    g.for_each_input(n, [&](NodeId in) { roots.push_back(a.root(in)); });
    touch_start_[n + 1] = append_roots(touch_);
    if (NodeId c = a.collectives().waited(n); c != kNoNode) {
      waits_on_[n] = c;
      ++waits_[c];
    }
  }
  // A collective's inputs, kept alive by its waits together: one reader.
  input_start_.assign(cap + 1, 0);
  for (NodeId c = 0; c < cap; ++c) {
    input_start_[c + 1] = input_start_[c];
    if (waits_[c] == 0) continue;
    roots.clear();
    g.for_each_input(c, [&](NodeId in) { roots.push_back(a.root(in)); });
    input_start_[c + 1] = append_roots(inputs_);
  }
  reset();
}

void MemoryTracker::reset() {
  remaining_ = readers_;
  waits_left_ = waits_;
  live_ = peak_ = base_;
}

int64_t MemoryTracker::peak_of(const std::vector<NodeId>& order) {
  reset();
  for (NodeId n : order) run(n);
  return peak_;
}

int64_t MemoryTracker::run(NodeId n) {
  live_ = sat_add(live_, alloc_[n]);
  int64_t during = live_;
  peak_ = std::max(peak_, during);
  for (uint32_t i = touch_start_[n]; i < touch_start_[n + 1]; ++i) {
    NodeId r = touch_[i];
    if (--remaining_[r] == 0) live_ = sat_add(live_, -alloc_[r]);
  }
  if (NodeId c = waits_on_[n]; c != kNoNode && --waits_left_[c] == 0)
    for (uint32_t i = input_start_[c]; i < input_start_[c + 1]; ++i) {
      NodeId r = inputs_[i];
      if (--remaining_[r] == 0) live_ = sat_add(live_, -alloc_[r]);
    }
  return during;
}

}  // namespace graphopt
