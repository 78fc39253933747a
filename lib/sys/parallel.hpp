#pragma once
// Independent work spread over a few threads. The results must be written
// by index, so that they are the same whichever thread finishes first
// (graphopt's output is deterministic).
#include <algorithm>
#include <cstddef>
#include <future>
#include <thread>
#include <vector>

namespace graphopt {

// Calls f(i) for every i in [0, n), on up to `max_threads` threads (the
// caller's among them; fewer when the machine has fewer cores). f must be
// safe to call concurrently for different i. An exception from f reaches
// the caller once every thread has stopped.
template <class F>
void parallel_for(size_t n, unsigned max_threads, F&& f) {
  const size_t threads = std::min<size_t>({n, max_threads, std::max(1u, std::thread::hardware_concurrency())});
  if (threads <= 1) {
    for (size_t i = 0; i < n; ++i) f(i);
    return;
  }
  auto stripe = [&](size_t first) {
    for (size_t i = first; i < n; i += threads) f(i);
  };
  std::vector<std::future<void>> others;
  for (size_t t = 1; t < threads; ++t) others.push_back(std::async(std::launch::async, stripe, t));
  std::exception_ptr failure;
  try {
    stripe(0);
  } catch (...) {
    failure = std::current_exception();
  }
  for (auto& o : others) try {
      o.get();
    } catch (...) {
      if (!failure) failure = std::current_exception();
    }
  if (failure) std::rethrow_exception(failure);
}

}  // namespace graphopt
