#pragma once
// Independent work spread over a few threads. The results must be written
// by index, so that they are the same whichever thread finishes first
// (graphopt's output is deterministic).
#include <algorithm>
#include <cstddef>
#include <exception>
#include <future>
#include <system_error>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

namespace graphopt {

// Starts f on a thread of its own, or, where no thread can be had (a
// process or memory limit: std::async throws), defers it to the future's
// get(): the same result, on the caller's thread.
template <class F>
std::future<std::invoke_result_t<std::decay_t<F>>> async_or_deferred(F&& f) {
  try {
    return std::async(std::launch::async, f);  // f is copied: still whole if this throws
  } catch (const std::system_error&) {
    return std::async(std::launch::deferred, std::forward<F>(f));
  }
}

// Calls f(i) for every i in [0, n), on up to `max_threads` threads (the
// caller's among them; fewer when the machine has fewer cores). f must be
// safe to call concurrently for different i. When f throws, the exception
// of the lowest such i reaches the caller once every thread has stopped,
// as it would on one thread; the indices after it on its thread are
// skipped. Where threads cannot be had, the work runs on the caller's.
template <class F>
void parallel_for(size_t n, unsigned max_threads, F&& f) {
  const size_t threads = std::min<size_t>({n, max_threads, std::max(1u, std::thread::hardware_concurrency())});
  if (threads <= 1) {
    for (size_t i = 0; i < n; ++i) f(i);
    return;
  }
  // By thread: the index that threw (n: none) and what it threw.
  std::vector<std::pair<size_t, std::exception_ptr>> failed(threads, {n, nullptr});
  auto stripe = [&](size_t first) {
    size_t i = first;
    try {
      for (; i < n; i += threads) f(i);
    } catch (...) {
      failed[first] = {i, std::current_exception()};
    }
  };
  std::vector<std::future<void>> others;
  for (size_t t = 1; t < threads; ++t) others.push_back(async_or_deferred([&stripe, t] { stripe(t); }));
  stripe(0);
  for (auto& o : others) o.get();
  const auto lowest = std::min_element(failed.begin(), failed.end(),
                                       [](const auto& a, const auto& b) { return a.first < b.first; });
  if (lowest->second) std::rethrow_exception(lowest->second);
}

}  // namespace graphopt
