#pragma once
// The stream simulator: how long a schedule takes and what it leaves exposed.
//
// One compute stream runs the nodes in program order. Each process group has
// a FIFO communication stream: a collective starts when the compute stream
// reaches it and its group's stream is free, and runs for its estimate.
// Several collectives can be in flight, on one group (queued) or on several
// (concurrent; they do not slow each other down in this model). A wait
// blocks the compute stream until its collective is done; the time blocked
// is that collective's exposed communication. The step ends when compute
// and every stream are done. With launch times (cost/compute_model.hpp) a
// node also waits for the CPU to launch it (sim/stream_clock.hpp).
//
// Peak memory is estimated over the same order: a storage lives from the
// node that produces it to the last node that reads it or any of its views;
// a collective's input lives until its wait; placeholders live throughout.
#include <cstdint>
#include <string>
#include <vector>

#include "sim/costed_graph.hpp"

namespace graphopt {

struct NodeTiming {
  double start = 0;
  double end = 0;
  bool overlapped = false;  // compute that runs while a collective is in flight
  double blocked = 0;       // for a wait: how long it held the compute stream back
};

struct CollectiveTiming {
  NodeId node;
  double issue = 0;    // when the compute stream reached it
  double start = 0;    // when its stream took it
  double end = 0;
  double exposed = 0;  // compute-stream time spent waiting for it
};

struct SimResult {
  double step_ns = 0;
  double compute_ns = 0;   // sum of compute-stream node times
  double comm_ns = 0;      // sum of collective times
  double exposed_ns = 0;   // compute-stream time blocked on collectives
  double contention_ns = 0;  // compute's time beyond its own while collectives took SMs and memory bandwidth
  double launch_wait_ns = 0;  // the rest of the step: the GPU waiting for the CPU to launch
  double overlap_ratio = 1;  // share of communication hidden under compute
  int64_t peak_bytes = 0;
  NodeId peak_at = kNoNode;  // the node at which the peak is reached
  int64_t input_bytes = 0;   // placeholders, alive throughout
  std::vector<NodeTiming> timing;  // by NodeId
  std::vector<CollectiveTiming> collectives;  // in program order
  std::vector<std::string> groups;            // group of each collective, same order
};

SimResult simulate(const CostedGraph& a);
// simulate()'s step time of `order` (any order of a's graph), without its
// per-node records: what the robust scorer runs for every candidate and model.
double step_time(const CostedGraph& a, const std::vector<NodeId>& order);
// The compute stream's work: the sum of every node's time but the
// collectives' (simulate()'s compute_ns; the same in any order).
double compute_time(const CostedGraph& a);
// The peak alone, for callers that only need memory (linear).
int64_t peak_memory(const CostedGraph& a, NodeId* at = nullptr, int64_t* inputs = nullptr);

}  // namespace graphopt
