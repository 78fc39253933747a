#pragma once
// The log sink graphopt installs: each line goes to this thread's capture
// stream while one is set (an input processed by a --jobs worker, whose
// messages are printed in input order afterwards), else to standard error.
#include <memory>
#include <ostream>

#include <spdlog/sinks/sink.h>

namespace graphopt {

std::shared_ptr<spdlog::sinks::sink> make_log_sink();

// From here on, control characters other than newline and tab that go to
// standard error through std::cerr (every message, log line and report)
// are written as \xNN: a name in an input or on the command line cannot
// send escape sequences to the user's terminal.
void escape_controls_on_stderr();

// Sends this thread's log lines to `os` until the object goes away.
class CaptureLog {
 public:
  explicit CaptureLog(std::ostream& os);
  ~CaptureLog();
  CaptureLog(const CaptureLog&) = delete;
  CaptureLog& operator=(const CaptureLog&) = delete;

 private:
  std::ostream* previous_;
};

}  // namespace graphopt
