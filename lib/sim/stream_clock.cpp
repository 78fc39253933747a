#include "sim/stream_clock.hpp"

#include <algorithm>

namespace graphopt {

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


}  // namespace graphopt
