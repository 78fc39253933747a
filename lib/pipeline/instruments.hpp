#pragma once
// The pipeline's instrumentation, as hooks around passes (never code inside
// passes): --print-after-all, --time-passes, --dump-dir.
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "pipeline/pipeline.hpp"

namespace graphopt {

// Prints the graph (torch.fx text) after each pass through `emit`.
std::unique_ptr<Instrumentation> make_print_after_all(std::function<void(const std::string&)> emit);

// Writes the document as fx-json into `dir` before the first pass and after
// each pass: STEM.00.input.json, STEM.01.<pass>.json, ... Throws OutputError
// when a file cannot be written.
std::unique_ptr<Instrumentation> make_dump_dir(std::string dir, std::string stem);
// The dump of step `step` (0: the input; i: after the i-th pass, named `pass`).
std::string dump_file_path(const std::string& dir, const std::string& stem, size_t step, const std::string& pass);

// An output of the run could not be written (exit code 2).
struct OutputError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Collects the wall time of each pass.
class PassTimer : public Instrumentation {
 public:
  void after_pass(const PassInvocation& inv, size_t, const Document&, bool, double seconds) override {
    times.push_back({inv.text, seconds});
  }
  std::vector<std::pair<std::string, double>> times;
};

// Times the hooks it wraps (the verifier), so --time-passes can show them.
class TimedInstrumentation : public Instrumentation {
 public:
  explicit TimedInstrumentation(std::unique_ptr<Instrumentation> inner) : inner_(std::move(inner)) {}
  void begin(const Document& d, const std::string& in) override { time([&] { inner_->begin(d, in); }); }
  void before_pass(const PassInvocation& p, size_t i, const Document& d) override {
    time([&] { inner_->before_pass(p, i, d); });
  }
  void after_pass(const PassInvocation& p, size_t i, const Document& d, bool c, double s) override {
    time([&] { inner_->after_pass(p, i, d, c, s); });
  }
  void end(const Document& d) override { time([&] { inner_->end(d); }); }
  double seconds() const { return seconds_; }

 private:
  template <class F>
  void time(F&& f);
  std::unique_ptr<Instrumentation> inner_;
  double seconds_ = 0;
};

}  // namespace graphopt

#include <chrono>
template <class F>
void graphopt::TimedInstrumentation::time(F&& f) {
  auto t0 = std::chrono::steady_clock::now();
  try {
    f();
  } catch (...) {
    seconds_ += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    throw;
  }
  seconds_ += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}
