#pragma once
// Process-wide allocator settings for a batch tool that builds and drops
// large arrays pass after pass.

namespace graphopt {

// Keeps freed memory in the process for the next pass instead of handing
// it back to the kernel (and taking it again, one page fault per 4 KiB):
// blocks up to 32 MiB come from the heap, and the heap is not trimmed.
// Peak memory is unchanged: only what was already used is kept. On a
// million-node graph this saves 10-15% of the analysis-heavy passes
// (docs/performance.md). Under an address-space limit, one allocator
// arena for all threads. A no-op off glibc.
void tune_allocator_for_batch();

}  // namespace graphopt
