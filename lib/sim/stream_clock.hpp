#pragma once
// The stream model, in one place: the simulator and the list scheduler both
// advance time through it, so that a schedule is built under the same rules
// it is judged by.
//
// One compute stream runs nodes one after another. Each process group has a
// FIFO communication stream: a collective starts when the compute stream
// issues it and its group's stream is free. A wait holds the compute stream
// until its collective ends. With contention (cost/contention.hpp), compute
// runs slower while any collective is in flight, and a collective that starts
// while another group's is still running runs at half speed for that time
// (the earlier one keeps its pace: an approximation that never needs to
// revise a time already handed out).
//
// The CPU launches every node in program order (eager execution: Python
// calls one op after another), and nothing runs on the GPU before it is
// launched. Where kernels are long the CPU runs ahead and its launches cost
// nothing; where many small ops follow one another (views, a bucket's
// copies, collectives with their waits) the compute stream waits for it.
#include <cstdint>
#include <vector>

#include "cost/contention.hpp"

namespace graphopt {

class StreamClock {
 public:
  struct Span {
    double start = 0, end = 0;
  };

  StreamClock(uint32_t groups, const Contention& contention);

  double now() const { return now_; }
  double stream_free(uint32_t group) const { return free_[group]; }
  // Whether a collective is in flight at now(). The streams are busy without
  // a gap from now() until the latest end handed out: every collective was
  // issued at or before now(), and a stream runs its queue back to back.
  bool comm_in_flight() const { return busy_until_ > now_; }
  double busy_until() const { return busy_until_; }

  // The CPU launches the next node, taking `ns`: that node cannot start
  // before the CPU is done with it. Call it before issue(), wait_until() or
  // compute() for the node.
  void launch(double ns) {
    cpu_ += ns;
    if (cpu_ > now_) now_ = cpu_;
  }

  // Issues, at now(), a collective that takes `ns` alone on `group`.
  Span issue(uint32_t group, double ns);
  // Holds the compute stream until `t`; returns the time it was held.
  double wait_until(double t) {
    if (t <= now_) return 0;
    double held = t - now_;
    now_ = t;
    return held;
  }
  // Runs `ns` of compute (its time with nothing in flight). Inline: the
  // robust scorer runs it for every node of every candidate and model.
  Span compute(double ns) {
    Span s{now_, now_ + ns};
    if (contention_.compute_slowdown > 0 && busy_until_ > now_)
      s.end = now_ + slowed(now_, ns, busy_until_, 1 + contention_.compute_slowdown);
    now_ = s.end;
    return s;
  }

  // How long `work` takes from `start` when it runs `factor` times slower
  // until `until` and at full speed after.
  static double slowed(double start, double work, double until, double factor) {
    double window = until - start;
    if (window <= 0 || factor <= 1) return work;
    if (work * factor <= window) return work * factor;
    return window + (work - window / factor);
  }

 private:
  Contention contention_;
  double now_ = 0, busy_until_ = 0;
  double cpu_ = 0;  // when the CPU is done launching what it has launched
  std::vector<double> free_;  // by group: when its stream is next free
  // The latest of free_, its group, and the latest of the other groups'.
  double latest_ = 0, second_latest_ = 0;
  uint32_t latest_group_ = UINT32_MAX;
};

}  // namespace graphopt
