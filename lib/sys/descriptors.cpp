#include "sys/descriptors.hpp"

#include <dirent.h>
#include <sys/resource.h>

#include <algorithm>
#include <cstdint>

namespace graphopt {
namespace {

// Descriptors open now (/proc/self/fd, less the one that lists it); a
// guess where /proc is not mounted.
uint64_t open_descriptors() {
  DIR* d = opendir("/proc/self/fd");
  if (!d) return kSharedDescriptors;
  uint64_t n = 0;
  while (const dirent* e = readdir(d))
    if (e->d_name[0] != '.') ++n;
  closedir(d);
  return n > 0 ? n - 1 : 0;
}

}  // namespace

unsigned jobs_within_descriptors(unsigned jobs) {
  if (jobs <= 1) return jobs;
  rlimit lim{};
  if (getrlimit(RLIMIT_NOFILE, &lim) != 0) return jobs;
  const uint64_t used = open_descriptors() + kSharedDescriptors;
  const uint64_t want = used + uint64_t{jobs} * kDescriptorsPerJob;
  if (lim.rlim_cur != RLIM_INFINITY && lim.rlim_cur < want) {
    rlimit raised = lim;
    raised.rlim_cur = lim.rlim_max == RLIM_INFINITY ? want : std::min<uint64_t>(lim.rlim_max, want);
    if (setrlimit(RLIMIT_NOFILE, &raised) == 0) lim = raised;
  }
  if (lim.rlim_cur == RLIM_INFINITY || lim.rlim_cur >= want) return jobs;
  const uint64_t room = lim.rlim_cur > used ? (lim.rlim_cur - used) / kDescriptorsPerJob : 0;
  return static_cast<unsigned>(std::clamp<uint64_t>(room, 1, jobs));
}

}  // namespace graphopt
