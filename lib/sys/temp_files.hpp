#pragma once
// Temporary files that must not outlive the process: a signal that ends
// graphopt (SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGQUIT, the CPU-time limit,
// SIGALRM, SIGUSR1/2) removes them before the process dies of it, so an
// interrupted write leaves the target as it was and nothing beside it (and
// a run's outputs renamed into place before the signal are put back: all
// or none). A file size limit is ignored as a signal: the write fails
// instead.
#include <string>

namespace graphopt {

// Installs the handlers once; safe to call again.
void install_temp_file_cleanup();

// Registers a temporary path for the lifetime of the object (nothing is
// removed by the destructor itself: that is the writer's job). From the
// constructor until made() (or the destructor), the file is being made: a
// signal's cleanup on another thread waits for it, and once the process is
// dying the constructor makes nothing more (it never returns).
class TempFileGuard {
 public:
  explicit TempFileGuard(const std::string& path);
  ~TempFileGuard();
  // The file exists now (or will not be made).
  void made();
  // From now on a signal renames the path to `path` instead of removing it
  // (a replaced file's kept link, put back once its replacement is in place).
  void restore_to(const std::string& path);
  TempFileGuard(const TempFileGuard&) = delete;
  TempFileGuard& operator=(const TempFileGuard&) = delete;

 private:
  int slot_ = -1;
  bool making_ = false;
};

// A directory this run made: a signal's cleanup removes it too, where it is
// still empty (nothing was written in it yet). One at a time; "" forgets it.
void remove_empty_dir_on_signal(const std::string& path);

// A short step that must not be cut in two: a signal the cleanup handles
// that comes, on any thread, while one is open takes effect (the cleanup,
// then the process ends of it) when the last open one ends.
class SignalsDeferred {
 public:
  SignalsDeferred();
  ~SignalsDeferred();
  SignalsDeferred(const SignalsDeferred&) = delete;
  SignalsDeferred& operator=(const SignalsDeferred&) = delete;
};

}  // namespace graphopt
