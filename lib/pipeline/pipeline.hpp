#pragma once
// A pipeline: passes in command-line order, parsed from a string such as
//   sink_waits,raise_comms{key=value,key2=value},dce
// and run with instrumentation hooks around each pass (verification,
// printing, timing, dumps), so that passes themselves stay free of it.
#include <memory>
#include <string>
#include <vector>

#include "ir/errors.hpp"
#include "pipeline/pass.hpp"

namespace graphopt {

struct PassInvocation {
  const PassInfo* info;
  PassOptions options;
  std::string text;  // as written, e.g. "dce" or "print{shapes=true}"
};

// Parses and checks a pipeline string: unknown passes (with a suggestion),
// bad options, and the passes' contracts. Throws UsageError.
std::vector<PassInvocation> parse_pipeline(const std::string& spec);

// Hooks called around each pass. The first hook sees the input as read.
class Instrumentation {
 public:
  virtual ~Instrumentation() = default;
  // The run's analyses, before begin(): a hook reads them rather than
  // computing its own, so that they are shared with the passes.
  virtual void attach(Analyses&) {}
  virtual void begin(const Document&, const std::string& /*input*/) {}
  virtual void before_pass(const PassInvocation&, size_t /*index*/, const Document&) {}
  virtual void after_pass(const PassInvocation&, size_t /*index*/, const Document&, bool /*changed*/,
                          double /*seconds*/) {}
  virtual void end(const Document&) {}
};

class Pipeline {
 public:
  explicit Pipeline(std::vector<PassInvocation> passes) : passes_(std::move(passes)) {}
  const std::vector<PassInvocation>& passes() const { return passes_; }

  // Runs every pass on `doc` with `env`'s input name and cost model (each
  // pass gets a context of its own); text reports go through `emit`.
  void run(Document& doc, const PassContext& env, const std::vector<Instrumentation*>& hooks,
           const std::function<void(const Report&)>& emit) const;

 private:
  std::vector<PassInvocation> passes_;
};

// The document's top-level key that records what rewrote it: a list, one
// entry per graphopt run, {"tool": "graphopt", "version": ..., "passes": ...}
// (the version, not the commit: outputs stay byte-stable across commits);
// nothing for a run without passes (it only writes the canonical form), and
// no second entry for the same run again.
void record_rewrite(Document& doc, const Pipeline& pipeline);

// Checks the structure before the first pass and every invariant after each
// pass; throws InternalError naming the pass.
std::unique_ptr<Instrumentation> make_verifier();

}  // namespace graphopt
