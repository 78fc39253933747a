#pragma once
// Temporary files that must not outlive the process: a signal that ends
// graphopt (SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGQUIT, the CPU-time limit,
// SIGALRM, SIGUSR1/2) removes them before the process dies of it, so an
// interrupted write leaves the target as it was and nothing beside it. A
// file size limit is ignored as a signal: the write fails instead.
#include <string>

namespace graphopt {

// Installs the handlers once; safe to call again.
void install_temp_file_cleanup();

// Registers a temporary path for the lifetime of the object (nothing is
// removed by the destructor itself: that is the writer's job).
class TempFileGuard {
 public:
  explicit TempFileGuard(const std::string& path);
  ~TempFileGuard();
  TempFileGuard(const TempFileGuard&) = delete;
  TempFileGuard& operator=(const TempFileGuard&) = delete;

 private:
  int slot_ = -1;
};

}  // namespace graphopt
