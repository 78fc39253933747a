#include "sim/stream_clock.hpp"

#include <algorithm>

namespace graphopt {

StreamClock::StreamClock(uint32_t groups, const Contention& contention)
    : contention_(contention), free_(groups, 0) {}

StreamClock::Span StreamClock::issue(uint32_t group, double ns) {
  Span s;
  s.start = std::max(now_, free_[group]);
  // The latest end of another group's collective: the latest of all, or
  // the second where this group's is the latest (a scan of every group made
  // thousands of them quadratic, found by red-team).
  const double others = group == latest_group_ ? second_latest_ : latest_;
  s.end = s.start + (contention_.share_link ? slowed(s.start, ns, others, 2) : ns);
  free_[group] = s.end;  // (a stream's end only grows)
  if (group == latest_group_) {
    latest_ = s.end;
  } else if (s.end > latest_) {
    second_latest_ = latest_;
    latest_ = s.end;
    latest_group_ = group;
  } else {
    second_latest_ = std::max(second_latest_, s.end);
  }
  busy_until_ = std::max(busy_until_, s.end);
  return s;
}


}  // namespace graphopt
