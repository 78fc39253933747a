#pragma once
// Live memory along a schedule that is being built one node at a time, by
// the same rule as peak_memory(): a storage is allocated by the node that
// produces it and lives until the last node that reads it or any of its
// views; a collective's inputs live until its last wait; placeholders and
// get_attr live throughout. Running the nodes of an order one by one gives
// exactly peak_memory() of that order. Linear in nodes plus edges.
#include <cstdint>
#include <vector>

#include "sim/costed_graph.hpp"

namespace graphopt {

class MemoryTracker {
 public:
  explicit MemoryTracker(const CostedGraph& a);

  // Back to an empty schedule (placeholders live, nothing else).
  void reset();
  // Appends n to the schedule. Returns the live bytes while n runs (its
  // inputs and its output all alive), then frees what n read last.
  int64_t run(NodeId n);
  // The peak of a whole order, from an empty schedule (reset, then run
  // each node): peak_memory() of that order.
  int64_t peak_of(const std::vector<NodeId>& order);
  int64_t live() const { return live_; }
  int64_t peak() const { return peak_; }
  int64_t base() const { return base_; }
  // Bytes n allocates when it runs (0 for views, waits, in-place ops and
  // placeholders, which are in base()).
  int64_t alloc(NodeId n) const { return alloc_[n]; }

 private:
  std::vector<int64_t> alloc_;            // by NodeId, 0 for base storages
  std::vector<uint32_t> touch_start_;     // CSR: the storages each node keeps alive until it runs
  std::vector<NodeId> touch_;
  std::vector<uint32_t> readers_;         // by root: how many nodes touch it (a collective's waits: once)
  std::vector<uint32_t> remaining_;
  // A collective's inputs, released when the last of its waits runs (each
  // wait touching them all made a coalesced collective of n tensors n^2,
  // found by red-team): by node, the collective a wait waits on, each
  // collective's number of waits and, CSR, its inputs' storages.
  std::vector<NodeId> waits_on_;
  std::vector<uint32_t> waits_, waits_left_;
  std::vector<uint32_t> input_start_;
  std::vector<NodeId> inputs_;
  int64_t base_ = 0, live_ = 0, peak_ = 0;
};

}  // namespace graphopt
