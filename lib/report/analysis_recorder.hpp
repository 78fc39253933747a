#pragma once
// Instrumentation that simulates the graph before the pipeline, after each
// pass and after all of them, and records what --overlap-log, --stats and
// --trace write. Throws AnalysisError when the graph cannot be analysed.
#include <string>
#include <vector>

#include "pipeline/pipeline.hpp"
#include "io/json_release.hpp"
#include "report/trace.hpp"

namespace graphopt {

class AnalysisRecorder : public Instrumentation {
 public:
  struct Wants {
    bool log = false;
    bool stats = false;
    bool trace = false;
    bool times = false;  // put each pass's wall time in --stats (the one field that varies run to run)
  };
  AnalysisRecorder(std::string pipeline_text, size_t passes, Wants wants)
      : pipeline_(std::move(pipeline_text)), passes_(passes), wants_(wants) {}
  // (It is destroyed as the stack unwinds when memory runs out, too.)
  ~AnalysisRecorder() override {
    for (auto& s : stats) release_json(s);
  }

  void attach(Analyses& analyses) override { analyses_ = &analyses; }
  void begin(const Document& doc, const std::string& input) override;
  void after_pass(const PassInvocation& inv, size_t index, const Document& doc, bool changed,
                  double seconds) override;
  void end(const Document& doc) override;

  std::string log;                            // overlap-log blocks
  std::vector<nlohmann::ordered_json> stats;  // one per stage
  std::vector<TraceStage> trace;               // the input, and the output when there are passes

 private:
  // The stage of the document the attached analyses describe.
  void record(const std::string& header, const struct StageInfo& stage, int trace_pid);

  Analyses* analyses_ = nullptr;  // the pipeline's (and its cost model), shared with the passes
  std::string pipeline_;
  size_t passes_;
  Wants wants_;
  std::string input_;
};

}  // namespace graphopt
