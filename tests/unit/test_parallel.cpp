#include <catch2/catch.hpp>

#include <atomic>
#include <stdexcept>

#include "sys/parallel.hpp"

using namespace graphopt;

TEST_CASE("parallel_for calls f once for every index", "[sys]") {
  const size_t n = GENERATE(0, 1, 3, 1000);
  std::vector<int> calls(n, 0);
  std::atomic<size_t> total{0};
  parallel_for(n, 4, [&](size_t i) {
    ++calls[i];
    ++total;
  });
  CHECK(total == n);
  CHECK(std::all_of(calls.begin(), calls.end(), [](int c) { return c == 1; }));
}

TEST_CASE("parallel_for hands the caller the exception of the lowest index that threw", "[sys]") {
  std::atomic<size_t> done{0};
  // Two indices throw, on different threads when there are several: the
  // caller sees the lower, as it would on one thread.
  CHECK_THROWS_WITH(parallel_for(100, 4,
                                 [&](size_t i) {
                                   if (i == 37 || i == 60) throw std::runtime_error("index " + std::to_string(i));
                                   ++done;
                                 }),
                    "index 37");
  // The indices after 37 of the thread that threw are skipped.
  CHECK(done < 100);
}
