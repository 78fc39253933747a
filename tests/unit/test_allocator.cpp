// The allocator settings the CLI makes for a batch of passes.
#include <catch2/catch.hpp>
#include <sys/resource.h>

#include <cstdlib>
#include <vector>

#include "sys/allocator.hpp"

using namespace graphopt;

TEST_CASE("after tune_allocator_for_batch a large block freed and taken again costs no page faults", "[sys]") {
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
  WARN("not checked: the sanitizers bring their own allocator");
#elif !defined(__GLIBC__)
  WARN("not checked: the settings are glibc's");
#else
  tune_allocator_for_batch();
  auto minor_faults = [] {
    rusage r{};
    getrusage(RUSAGE_SELF, &r);
    return r.ru_minflt;
  };
  // 16 MiB: above glibc's default mmap threshold, so without the settings
  // every such block is a fresh mapping, faulted in page by page.
  constexpr size_t kBytes = 16u << 20;
  { std::vector<char> first(kBytes, 1); }
  const long before = minor_faults();
  {
    std::vector<char> again(kBytes, 2);
    REQUIRE(again[kBytes / 2] == 2);
  }
  CHECK(minor_faults() - before < 64);  // 4,096 without the settings
#endif
}
