#pragma once
// Prefetching as deep as the memory budget allows: each prefetching
// collective (an all-gather: its output larger than its input), earliest
// first, moves up the order as far as its dependencies and the budget let
// it, with the nodes that make its input (a bucket's views and copy-in).
// torch's scheduler prefetches this way; a list scheduler working "just in
// time" by the estimate leaves room in the budget that a slower link than
// estimated needs (on fsdp_gpt_medium_w2 the parameter copy's backward
// gathers ran one layer ahead, with 0.7 GB of the budget unused).
//
// A gather never moves above an earlier one: they keep the order they are
// needed in. It may move above other collectives (reduce-scatters,
// all-reduces), as torch's prefetch does, which lets a backward's gathers
// go out before the gradients' reduce-scatters queue up on the link. Left
// free to pass other gathers, a backward's gathers went ahead of the
// forward's and held them up (bench/robust/perturbed.py).
//
// The nodes that move with a collective are its ancestors that stand below
// the new place: views and pure compute only, at most kMaxCone of them,
// each with every input above the new place or moving too. Memory is
// checked against the order's live-memory profile, with what the moved
// nodes allocate added over the span they move across; the caller checks
// the whole order's peak again.
#include <cstdint>
#include <functional>
#include <vector>

#include "analysis/dependencies.hpp"
#include "sim/costed_graph.hpp"
#include "sim/memory_tracker.hpp"

namespace graphopt {

inline constexpr size_t kMaxCone = 64;
// How many places a gather may climb (sched/deep_prefetch.cpp says why).
inline constexpr uint32_t kMaxClimb = 4096;

// `deps` is built on `order`; `prefetches` says which collectives to move.
std::vector<NodeId> deep_prefetch(const std::vector<NodeId>& order, const CostedGraph& a, const DependencyQuery& deps,
                                  MemoryTracker& mem, int64_t budget, const std::function<bool(NodeId)>& prefetches);

}  // namespace graphopt
