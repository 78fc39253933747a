#include "sys/allocator.hpp"

#include <cstdlib>  // defines __GLIBC__ on glibc (through features.h): test it after this

#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <sys/resource.h>

namespace graphopt {

void tune_allocator_for_batch() {
#if defined(__GLIBC__)
  // 32 MiB is glibc's largest mmap threshold on 64-bit; setting it also
  // turns off the dynamic threshold, which would otherwise start at 128 KiB.
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 1 << 30);
  // Under an address-space limit (ulimit -v, -d), every thread of --jobs
  // would reserve an arena of its own (64 MiB of address space each, kept
  // after the thread ends): two jobs then fail where one fits, and an
  // input tried again alone still finds the others' arenas taken. One
  // arena for all, there only: the threads then share its lock.
  rlimit as{}, data{};
  const bool limited = (getrlimit(RLIMIT_AS, &as) == 0 && as.rlim_cur != RLIM_INFINITY) ||
                       (getrlimit(RLIMIT_DATA, &data) == 0 && data.rlim_cur != RLIM_INFINITY);
  if (limited) mallopt(M_ARENA_MAX, 1);
#endif
}

}  // namespace graphopt
