#pragma once
// The peak-memory budget a schedule must keep: the input's simulated peak
// plus the most permissive of a share of it and an absolute increase
// (torch 2.11's rule, whose absolute increase is 1 GB). The absolute
// increase for prefetching applies only to steps that prefetch
// parameters. They need room for the next layers' weights: on
// fsdp_gpt_small_w2 the schedule that prefetches in 16 MiB buckets needs
// 1.15x the input's peak, and torch's two schedules take 1.10x and 1.19x.
// On the TP, MoE and DDP steps, 1 GB let schedules take 6-7% more than
// torch's own, for little gain, so they keep the share alone.
#include <cstdint>

#include "sim/costed_graph.hpp"

namespace graphopt {

// Whether the step prefetches parameters. That is, it has an all-gather
// of what the step holds from its start: a placeholder, viewed, cast or
// copied into a bucket, as FSDP's sharded parameters are. Gathering it
// early costs only memory. An all-gather of activations (sequence-parallel
// TP: layernorm(x)) cannot run ahead of the compute that makes them.
bool prefetches_parameters(const CostedGraph& a);

struct MemoryBudget {
  double ratio = 1.05;        // of the input's peak
  double increase_gb = 0;     // for every step
  double prefetch_gb = 1;     // for steps that prefetch parameters
  double absolute_gb = 0;     // when positive, the budget itself
};

// In bytes (GB: 10^9 bytes).
int64_t memory_budget(const MemoryBudget& b, int64_t input_peak_bytes, bool prefetches);

}  // namespace graphopt
