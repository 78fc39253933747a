#include "sys/temp_files.hpp"

#include <limits.h>
#include <signal.h>
#include <time.h>
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
// 0 free, 1 being filled, 2 live (removed), 3 live, renamed back to its
// restore path (a replaced file's kept link, once its replacement is in place).
std::atomic<int> state[kSlots];
char paths[kSlots][PATH_MAX];
char restore[kSlots][PATH_MAX];
std::atomic<bool> installed{false};
// The signals whose default action ends the process: those that only come
// from outside it or from a timer (the realtime ones are added at install),
// and those a fault inside raises too, which must never wait for a section
// to end (returning from the handler would run the faulting instruction
// again). Found by red-team: SIGPWR, SIGIO, SIGBUS and the rest left their
// temporary files.
constexpr int kFatalSignals[] = {SIGINT,  SIGTERM, SIGHUP,  SIGPIPE, SIGQUIT,   SIGXCPU,   SIGALRM,
                                 SIGUSR1, SIGUSR2, SIGPWR,  SIGIO,   SIGSTKFLT, SIGVTALRM, SIGPROF};
constexpr int kFaultSignals[] = {SIGBUS, SIGSEGV, SIGILL, SIGFPE, SIGABRT, SIGSYS, SIGTRAP};

// Sections that must not be cut in two (SignalsDeferred), and a signal
// that came during one.
std::atomic<int> deferring{0};
std::atomic<int> pending{0};

// With --jobs, other threads go on while one cleans up: a file one of them
// made after the sweep would be left behind. So the sweep first says the
// process is dying (no thread makes a file from then on), and waits for the
// files being made now to be made and registered (TempFileGuard until
// made()). The wait is bounded: the thread that sweeps may be one of them,
// stopped by the signal before its file exists.
std::atomic<bool> dying{false};
std::atomic<int> making{0};

// remove_empty_dir_on_signal's directory (rmdir is async-signal-safe, and
// removes only an empty one).
std::atomic<bool> has_dir{false};
char dir_path[PATH_MAX];

[[noreturn]] void clean_up_and_die(int sig) {
  dying.store(true);
  for (int i = 0; i < 500 && making.load() > 0; ++i) {
    struct timespec ms = {0, 1000000};
    ::nanosleep(&ms, nullptr);
  }
  for (int i = 0; i < kSlots; ++i) {
    const int s = state[i].load();
    if (s == 2) ::unlink(paths[i]);
    if (s == 3) ::rename(paths[i], restore[i]);
  }
  if (has_dir.load()) (void)::rmdir(dir_path);
  ::signal(sig, SIG_DFL);
  // Die of the signal, as any tool does, so that a shell loop stops on
  // Ctrl-C (bash ends a script whose child died of SIGINT, not one whose
  // child exited 130). A handler runs with its signal blocked: unblocked
  // here, or raise would only leave it pending (found by red-team).
  sigset_t only;
  sigemptyset(&only);
  sigaddset(&only, sig);
  ::pthread_sigmask(SIG_UNBLOCK, &only, nullptr);
  ::raise(sig);
  ::_exit(128 + sig);  // (a signal whose default action does not end the process)
}

void on_fault_signal(int sig) { clean_up_and_die(sig); }

void on_fatal_signal(int sig) {
  if (deferring.load() > 0) {
    pending.store(sig);
    // Whichever sees the last section end takes the signal: that section's
    // end, or this handler if it ended meanwhile.
    if (deferring.load() > 0 || pending.exchange(0) == 0) return;
  }
  clean_up_and_die(sig);
}

}  // namespace

void install_temp_file_cleanup() {
  if (installed.exchange(true)) return;
  // A file size limit (ulimit -f) would kill the process mid-write; ignored,
  // the write fails with EFBIG instead and takes the write-error path (a
  // message, exit 2, the target as it was).
  ::signal(SIGXFSZ, SIG_IGN);
  // Only where the default stands: an ignored signal stays ignored (nohup,
  // a parent that ignores SIGPIPE), and a handler someone installed stays
  // (a profiler's SIGPROF, a sanitizer's SIGSEGV).
  auto handle = [](int sig, void (*handler)(int)) {
    struct sigaction old {};
    if (::sigaction(sig, nullptr, &old) != 0 || (old.sa_flags & SA_SIGINFO) || old.sa_handler != SIG_DFL) return;
    struct sigaction sa {};
    sa.sa_handler = handler;
    sigemptyset(&sa.sa_mask);
    ::sigaction(sig, &sa, nullptr);
  };
  for (int sig : kFatalSignals) handle(sig, on_fatal_signal);
  for (int sig = SIGRTMIN; sig <= SIGRTMAX; ++sig) handle(sig, on_fatal_signal);
  for (int sig : kFaultSignals) handle(sig, on_fault_signal);
}

void remove_empty_dir_on_signal(const std::string& path) {
  has_dir.store(false);
  if (path.empty() || path.size() >= PATH_MAX) return;
  std::memcpy(dir_path, path.c_str(), path.size() + 1);
  has_dir.store(true);
}

TempFileGuard::TempFileGuard(const std::string& path) {
  making.fetch_add(1);
  making_ = true;
  if (dying.load()) {  // another thread is sweeping: make nothing more, the process ends
    made();
    for (;;) ::pause();
  }
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

void TempFileGuard::restore_to(const std::string& path) {
  if (slot_ < 0 || path.size() >= PATH_MAX) return;
  std::memcpy(restore[slot_], path.c_str(), path.size() + 1);  // read in state 3 only
  state[slot_].store(3);
}

void TempFileGuard::made() {
  if (making_) making.fetch_sub(1);
  making_ = false;
}

TempFileGuard::~TempFileGuard() {
  made();
  if (slot_ >= 0) state[slot_].store(0);
}

SignalsDeferred::SignalsDeferred() { deferring.fetch_add(1); }

SignalsDeferred::~SignalsDeferred() {
  if (deferring.fetch_sub(1) == 1)
    if (int sig = pending.exchange(0)) clean_up_and_die(sig);
}

}  // namespace graphopt
