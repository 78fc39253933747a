#include "sys/temp_files.hpp"

#include <limits.h>
#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <cstring>

namespace graphopt {

namespace {

// A fixed table, so that the handler only reads memory that exists and
// calls async-signal-safe functions (unlink, signal, raise). Each job of
// --jobs (at most 4096) has one temporary file open at a time, beside the
// two of --stats and --overlap-log; the paths' pages are touched only when
// used, and the handler scans only the states.
constexpr int kSlots = 8192;
std::atomic<int> state[kSlots];  // 0 free, 1 being filled, 2 live
char paths[kSlots][PATH_MAX];
std::atomic<bool> installed{false};

void on_fatal_signal(int sig) {
  for (int i = 0; i < kSlots; ++i)
    if (state[i].load() == 2) ::unlink(paths[i]);
  ::signal(sig, SIG_DFL);
  ::raise(sig);
}

}  // namespace

void install_temp_file_cleanup() {
  if (installed.exchange(true)) return;
  // A file size limit (ulimit -f) would kill the process mid-write; ignored,
  // the write fails with EFBIG instead and takes the write-error path (a
  // message, exit 2, the target as it was).
  ::signal(SIGXFSZ, SIG_IGN);
  // The signals that end the process by default and come from outside it
  // (SIGPROF and SIGVTALRM only come from a timer something inside armed,
  // a profiler, with its own handler).
  for (int sig : {SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGQUIT, SIGXCPU, SIGALRM, SIGUSR1, SIGUSR2}) {
    struct sigaction sa {};
    sa.sa_handler = on_fatal_signal;
    sigemptyset(&sa.sa_mask);
    // Only where the default stands: an ignored signal stays ignored (nohup,
    // a parent that ignores SIGPIPE), and a handler someone installed stays.
    struct sigaction old {};
    if (::sigaction(sig, nullptr, &old) != 0 || (old.sa_flags & SA_SIGINFO) || old.sa_handler != SIG_DFL) continue;
    ::sigaction(sig, &sa, nullptr);
  }
}

TempFileGuard::TempFileGuard(const std::string& path) {
  if (path.size() >= PATH_MAX) return;
  for (int i = 0; i < kSlots; ++i) {
    int expected = 0;
    if (!state[i].compare_exchange_strong(expected, 1)) continue;
    std::memcpy(paths[i], path.c_str(), path.size() + 1);
    state[i].store(2);
    slot_ = i;
    return;
  }
}

TempFileGuard::~TempFileGuard() {
  if (slot_ >= 0) state[slot_].store(0);
}

}  // namespace graphopt
