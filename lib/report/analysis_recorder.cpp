#include "report/analysis_recorder.hpp"

#include <optional>
#include <stdexcept>

#include "analysis/collective_order.hpp"
#include "pipeline/analyses.hpp"
#include "report/overlap_log.hpp"
#include "report/stats.hpp"
#include "report/trace.hpp"

namespace graphopt {

void AnalysisRecorder::record(const std::string& header, const StageInfo& stage,
                              int trace_pid) {
  bool log_it = wants_.log && !header.empty(), trace_it = wants_.trace && trace_pid > 0;
  if (!log_it && !wants_.stats && !trace_it) return;  // --trace alone shows no stage between passes
  if (!analyses_) throw std::logic_error("AnalysisRecorder: used outside a pipeline (no analyses attached)");
  const CostedGraph& a = analyses_->costed();
  const SimResult& r = analyses_->simulated();
  if (log_it) log += overlap_log_block(header, a, r);
  if (wants_.stats) {
    // An iteration form's fingerprints cover its four graphs, as the
    // document's record and `graphopt fingerprint` do.
    const Document& doc = analyses_->document();
    std::optional<std::vector<GroupOrder>> whole;
    if (doc.iteration)
      whole = document_collective_order(doc, analyses_->cost().world_size, analyses_->cost().compute.sym_hint);
    const StepBound bound = step_bound(a, analyses_->cost());
    stats.push_back(stats_json(stage, a, r, whole ? &*whole : nullptr, &bound, analyses_->cost().compute.sym_hint));
  }
  if (trace_it)
    trace.push_back(trace_stage(trace_pid, input_ + (trace_pid == 1 ? ": input" : ": after " + pipeline_), a, r));
}

void AnalysisRecorder::begin(const Document&, const std::string& input) {
  input_ = input;
  std::string header = passes_ == 0 ? "of '" + input + "'" : "before pipeline '" + pipeline_ + "' (" + input + ")";
  record(header, StageInfo{input, "input", "", 0, std::nullopt}, 1);
}

void AnalysisRecorder::after_pass(const PassInvocation& inv, size_t index, const Document&, bool, double seconds) {
  record("after pass '" + inv.text + "' (" + input_ + ")",
         StageInfo{input_, "pass", inv.text, static_cast<int>(index) + 1,
                   wants_.times ? std::optional<double>(seconds * 1e3) : std::nullopt},
         0);
}

void AnalysisRecorder::end(const Document&) {
  bool any = passes_ > 0;
  record(any ? "after pipeline '" + pipeline_ + "' (" + input_ + ")" : "",
         StageInfo{input_, "output", "", static_cast<int>(passes_), std::nullopt}, any ? 2 : 0);
}

}  // namespace graphopt
