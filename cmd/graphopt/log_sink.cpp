#include "log_sink.hpp"

#include <iostream>
#include <mutex>
#include <string>

#include <spdlog/sinks/base_sink.h>

#include "io/printable.hpp"

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

// Passes text through to the buffer it wraps, escaping control characters.
// It keeps no state of its own, so it is as safe across threads as that one.
class EscapingBuf : public std::streambuf {
 public:
  explicit EscapingBuf(std::streambuf* to) : to_(to) {}

 protected:
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    const std::string_view text(s, static_cast<size_t>(n));
    if (!has_controls(text)) return to_->sputn(s, n);
    const std::string escaped = escape_controls(std::string(text));
    const auto m = static_cast<std::streamsize>(escaped.size());
    return to_->sputn(escaped.data(), m) == m ? n : 0;
  }
  int_type overflow(int_type c) override {
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    const char ch = traits_type::to_char_type(c);
    return xsputn(&ch, 1) == 1 ? c : traits_type::eof();
  }
  int sync() override { return to_->pubsync(); }

 private:
  std::streambuf* to_;
};

}  // namespace

void escape_controls_on_stderr() {
  // Never freed: std::cerr may still be flushed after static objects go.
  static EscapingBuf* buf = new EscapingBuf(std::cerr.rdbuf());
  std::cerr.rdbuf(buf);
}

std::shared_ptr<spdlog::sinks::sink> make_log_sink() { return std::make_shared<RoutedSink>(); }

CaptureLog::CaptureLog(std::ostream& os) : previous_(capture) { capture = &os; }
CaptureLog::~CaptureLog() { capture = previous_; }

}  // namespace graphopt
