#include "sys/allocator.hpp"

#include <cstdlib>  // defines __GLIBC__ on glibc (through features.h): test it after this

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace graphopt {

void tune_allocator_for_batch() {
#if defined(__GLIBC__)
  // 32 MiB is glibc's largest mmap threshold on 64-bit; setting it also
  // turns off the dynamic threshold, which would otherwise start at 128 KiB.
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 1 << 30);
#endif
}

}  // namespace graphopt
