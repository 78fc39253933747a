#pragma once
// How communication slows the work around it, beyond each node's own time.
// NCCL's kernels take SMs and memory bandwidth from the compute kernels
// that run beside them, and collectives of different process groups that
// are in flight together share one link. Off (zero) unless a cost file or
// --contention sets it; the stream clock (sim/stream_clock.hpp) applies it.
namespace graphopt {

struct Contention {
  // Compute runs this much slower (1 + slowdown times its time) while any
  // collective is in flight.
  double compute_slowdown = 0;
  // Collectives of different groups in flight together share the link: the
  // later one runs at half speed while the earlier one is still running.
  bool share_link = false;
  bool any() const { return compute_slowdown > 0 || share_link; }
};

}  // namespace graphopt
