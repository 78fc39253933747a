#include "log_sink.hpp"

#include <iostream>
#include <mutex>
#include <string>

#include <spdlog/sinks/base_sink.h>

namespace graphopt {

namespace {

thread_local std::ostream* capture = nullptr;

class RoutedSink : public spdlog::sinks::base_sink<std::mutex> {
 protected:
  void sink_it_(const spdlog::details::log_msg& msg) override {
    spdlog::memory_buf_t line;
    formatter_->format(msg, line);
    std::ostream& os = capture ? *capture : std::cerr;
    os.write(line.data(), static_cast<std::streamsize>(line.size()));
  }
  void flush_() override {
    if (!capture) std::cerr.flush();
  }
};

}  // namespace

std::shared_ptr<spdlog::sinks::sink> make_log_sink() { return std::make_shared<RoutedSink>(); }

CaptureLog::CaptureLog(std::ostream& os) : previous_(capture) { capture = &os; }
CaptureLog::~CaptureLog() { capture = previous_; }

}  // namespace graphopt
