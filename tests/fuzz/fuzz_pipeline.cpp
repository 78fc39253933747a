// libFuzzer target: read, then every pass (and the usual pairs) with the
// verifier on, then write, as the CLI does. A document that reads must go
// through every pipeline with either an input error (AnalysisError) or a
// valid result: the verifier's InternalError, any other exception, or an
// output that does not read back is a finding. So is an output that runs
// the input's nodes in another order and computes something else (`graphopt
// diff --same-result`'s check): a read moved across a write.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/collectives.hpp"
#include "analysis/module_effects.hpp"
#include "cost/estimator.hpp"
#include "diff/same_result.hpp"
#include "io/diagnostics.hpp"
#include "io/form_places.hpp"
#include "io/writer.hpp"
#include "pipeline/load_input.hpp"
#include "pipeline/pipeline.hpp"
#include "pipeline/registry.hpp"
#include "spdlog/spdlog.h"

using namespace graphopt;

namespace {

std::vector<Pipeline> make_pipelines() {
  spdlog::set_level(spdlog::level::off);  // graph-break warnings would flood the run
  std::vector<std::string> specs;
  for (const PassInfo* p : PassRegistry::instance().all())
    if (p->prerequisites.empty() || !p->prerequisite_option.empty()) specs.push_back(p->name);
  for (const char* s : {"sink_waits,raise_comms", "comm_fusion,schedule_comm_wait", "overlap_schedule{reorder_collectives=true}",
                        "raise_comms{reorder_collectives=true},sink_waits", "comm_fusion{kinds=all_reduce;all_gather;reduce_scatter,bucket_mb=0.01},partial_lower{min_ops=1}",
                        "remove_copy_from_optimizer,dce,overlap_schedule",
                        // (no module partial_lower makes returns a view of its input: checked below)
                        "partial_lower{min_ops=1},raise_comms{reorder_collectives=true},sink_waits",
                        "comm_fusion{copy_mb=0.0001,first_bucket_mb=1},dce,sink_waits"})
    specs.push_back(s);
  std::vector<Pipeline> out;
  for (const std::string& s : specs) out.emplace_back(parse_pipeline(s));
  return out;
}

[[noreturn]] void finding(const Pipeline& p, const std::string& what) {
  std::string spec;
  for (const auto& inv : p.passes()) spec += (spec.empty() ? "" : ",") + inv.text;
  std::fprintf(stderr, "pipeline %s: %s\n", spec.c_str(), what.c_str());
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const std::vector<Pipeline> pipelines = make_pipelines();
  static const CostConfig cost = default_cost_config();
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  {
    Diagnostics diags("fuzz.json");
    if (!load_input_text(text, diags)) return 0;  // the CLI stops here too
  }
  for (const Pipeline& p : pipelines) {
    Diagnostics diags("fuzz.json");
    auto doc = load_input_text(text, diags);
    auto verifier = make_verifier();
    try {
      PassContext env{"fuzz.json", &cost, {}};
      env.check_analyses = true;
      p.run(*doc, env, {verifier.get()}, [](const Report&) {});
    } catch (const AnalysisError&) {
      continue;  // an input the analysis cannot size (reported to the user as exit 2)
    } catch (const std::exception& e) {
      finding(p, e.what());
    }
    {
      Diagnostics d("fuzz.json");
      auto input = load_input_text(text, d);
      const SameResult r = same_result(*input, *doc, diff_documents(*input, *doc), "the input", "the output");
      if (r.verdict == SameResult::Verdict::Differs) {
        std::string lines;
        for (const std::string& l : r.lines) lines += l + "\n";
        finding(p, "the output reorders the input and computes something else:\n" + lines);
      }
      // partial_lower never makes a module that returns its input or a view
      // of it, which the passes after it would refuse.
      if (std::vector<FormProblem> a = module_alias_problems(*doc, 1);
          !a.empty() && module_alias_problems(*input, 1).empty())
        finding(p, "the output has a module returning a view of its input: " + form_problem_lines(a)[0]);
    }
    std::string out = write_fx_json(*doc);
    Diagnostics back("out.json");
    if (!load_input_text(out, back)) finding(p, "output does not read back:\n" + back.render());
  }
  return 0;
}
