#pragma once
// The log sink graphopt installs: each line goes to this thread's capture
// stream while one is set (an input processed by a --jobs worker, whose
// messages are printed in input order afterwards), else to standard error.
#include <memory>
#include <ostream>

#include <spdlog/sinks/sink.h>

namespace graphopt {

std::shared_ptr<spdlog::sinks::sink> make_log_sink();

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
