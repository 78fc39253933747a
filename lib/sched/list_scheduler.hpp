#pragma once
// A list scheduler that builds a program order front to back while it
// simulates the step the way the stream simulator does (one compute stream,
// one FIFO stream per process group) and tracks live memory the way
// peak_memory() counts it. At every step it does the first that applies:
//  1. issue the ready collectives, most urgent first (the earliest time its
//     result, or that of a collective queued behind it in its group, is
//     needed), unless issuing one would pass the memory limit, or, for a
//     collective whose output outgrows its input (an all-gather's
//     prefetch), unless its result is not needed within `lookahead` times
//     the time it takes to arrive;
//  2. run every ready wait whose collective has finished (it costs nothing);
//  3. run ready compute: the node that feeds the most urgent collective
//     first (`need_first`), else the earliest in the original order; under
//     the memory limit the earliest in the original order, so that the
//     schedule falls back towards the input's memory profile;
//  4. only when nothing else can run: the wait whose collective ends first,
//     or the most urgent held collective.
// Placeholders come first and the output last. Ties go to the original
// position, so the result is deterministic. O((V + E) log V).
#include <cstdint>
#include <limits>
#include <vector>

#include "analysis/dependencies.hpp"
#include "sched/range_max.hpp"
#include "sim/costed_graph.hpp"
#include "sim/memory_tracker.hpp"

namespace graphopt {

// How urgent a collective is, for the order of issue and for the compute
// that feeds it: when its result is needed, when it must start to be done
// by then, or when its inputs are ready (in the input order's clock).
enum class Urgency { Needed, MustStart, Ready };
constexpr int kUrgencies = 3;

struct ListScheduleParams {
  double lookahead = std::numeric_limits<double>::infinity();  // infinity: prefetch as soon as ready
  bool need_first = true;
  Urgency urgency = Urgency::Needed;
  // Where the schedule stands in the input order, for the memory forecast:
  // the point with as much compute done (false), or the oldest node not yet
  // scheduled (true: more cautious when work has been pulled far ahead).
  bool oldest_front = false;
  int64_t memory_limit = std::numeric_limits<int64_t>::max();
  // Stop as soon as the peak passes this (the result is then incomplete).
  int64_t give_up_above = std::numeric_limits<int64_t>::max();
  // By NodeId: a collective the node must not run before (kNoNode: none),
  // unless nothing else can run: compute moved under a collective that an
  // earlier schedule left exposed.
  const std::vector<NodeId>* hold_until = nullptr;
};

// A schedule and what the stream simulator says of it (the same figures
// simulate() gives for this order).
struct ScheduleResult {
  bool complete = true;  // false: given up over the memory limit; only peak_bytes (so far) is set
  std::vector<NodeId> order;
  double step_ns = 0, exposed_ns = 0;
  int64_t peak_bytes = 0;
  // Collectives that came late, the latest first (ties in program order):
  // those whose waits blocked the compute stream (ns blocked), and those
  // whose stream stood idle waiting for them to be issued (ns idle).
  std::vector<std::pair<double, NodeId>> exposed, idle_before;
};

// What the scheduler precomputes once per graph and dependency model, and
// then reuses for every set of parameters.
class ListScheduler {
 public:
  // `deps` decides what may pass what; with CollectiveOrder::Free the
  // scheduler also decides the order of collectives within each group.
  ListScheduler(const CostedGraph& a, const Dependencies& deps, CollectiveOrder order);

  // Safe to call from several threads at once.
  ScheduleResult run(const ListScheduleParams& p) const;
  // Whether any collective prefetches (the look-ahead matters only then).
  bool has_prefetches() const { return has_prefetches_; }

 private:
  const CostedGraph& a_;
  const Dependencies& deps_;
  std::vector<NodeId> order_;
  std::vector<double> clock_;       // compute time before each position of the input order
  // By Urgency, in ns of compute of the input order's clock.
  std::vector<double> urgency_[kUrgencies];
  std::vector<double> need_[kUrgencies];  // every node: the most urgent collective it feeds
  std::vector<uint32_t> group_;     // collectives: index of their stream
  std::vector<char> prefetch_;      // collectives whose output outgrows their input
  std::vector<int64_t> profile_;    // live bytes at each position of the input order
  RangeMax profile_max_{{}};
  MemoryTracker mem_;               // every run works on a copy of its own
  uint32_t n_groups_ = 0;
  bool has_output_ = false;
  bool has_prefetches_ = false;
};

}  // namespace graphopt
