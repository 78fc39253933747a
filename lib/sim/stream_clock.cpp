#include "sim/stream_clock.hpp"

#include <algorithm>

namespace graphopt {

namespace {
// How long `work` takes from `start` when it runs `factor` times slower
// until `until` and at full speed after.
double slowed(double start, double work, double until, double factor) {
  double window = until - start;
  if (window <= 0 || factor <= 1) return work;
  if (work * factor <= window) return work * factor;
  return window + (work - window / factor);
}
}  // namespace

StreamClock::StreamClock(uint32_t groups, const Contention& contention)
    : contention_(contention), free_(groups, 0) {}

StreamClock::Span StreamClock::issue(uint32_t group, double ns) {
  Span s;
  s.start = std::max(now_, free_[group]);
  double others = 0;  // the latest end of another group's collective
  if (contention_.share_link)
    for (uint32_t g = 0; g < free_.size(); ++g)
      if (g != group) others = std::max(others, free_[g]);
  s.end = s.start + slowed(s.start, ns, others, 2);
  free_[group] = s.end;
  busy_until_ = std::max(busy_until_, s.end);
  return s;
}

double StreamClock::wait_until(double t) {
  if (t <= now_) return 0;
  double held = t - now_;
  now_ = t;
  return held;
}

StreamClock::Span StreamClock::compute(double ns) {
  Span s{now_, now_};
  s.end = now_ + slowed(now_, ns, busy_until_, 1 + contention_.compute_slowdown);
  now_ = s.end;
  return s;
}

}  // namespace graphopt
