// Property tests over every registered pass and every ordered pair of
// passes, on random valid graphs (random_graph.hpp, with the training-step
// extras): the verifier accepts each pass (docs/format.md's invariants), the
// result is structurally valid, reads back, is deterministic, and the passes
// that should be idempotent are.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>

#include "analysis/collectives.hpp"
#include "analysis/verify.hpp"
#include "helpers.hpp"
#include "io/writer.hpp"
#include "pipeline/load_input.hpp"
#include "pipeline/pipeline.hpp"
#include "pipeline/registry.hpp"
#include "random_graph.hpp"

using namespace graphopt;

namespace {

// Runs a pipeline with the verifier, as the CLI does; returns the written
// document, or "" when the analysis rejects the graph (an input error).
std::string run_pipeline(const std::string& text, const std::string& spec, const CostConfig& cost) {
  auto doc = test::parse(text);
  try {
    test::run_passes(*doc, spec, cost);
  } catch (const AnalysisError&) {
    return "";
  }
  REQUIRE(verify_structure(*doc).empty());
  return write_fx_json(*doc);
}

// Every pipeline of one or two registered passes that the parser accepts.
std::vector<std::string> pipelines() {
  std::vector<std::string> names, out;
  for (const PassInfo* p : PassRegistry::instance().all())
    if (!p->name.starts_with("test_")) names.push_back(p->name);  // test_pipeline.cpp's deliberately broken passes
  auto accepted = [](const std::string& s) {
    try {
      parse_pipeline(s);
      return true;
    } catch (const UsageError&) {
      return false;  // e.g. a pass that must come after another
    }
  };
  for (const std::string& a : names) {
    if (accepted(a)) out.push_back(a);
    for (const std::string& b : names)
      if (accepted(a + "," + b)) out.push_back(a + "," + b);
  }
  return out;
}

}  // namespace

TEST_CASE("every pass and every pass pair keeps random training graphs valid and deterministic",
          "[passes][property]") {
  const std::vector<std::string> specs = pipelines();
  // One pass per file of passes/, each registered (a file whose pass the
  // linker dropped, or that registers none, shows here).
  std::ptrdiff_t passes = 0;
  for (const auto& f : std::filesystem::directory_iterator(test::source_path("passes")))
    passes += f.path().extension() == ".cpp";
  REQUIRE(passes > 0);
  REQUIRE(std::count_if(specs.begin(), specs.end(), [](const std::string& s) { return s.find(',') == s.npos; }) ==
          passes);
  // Every pass alone runs; pairs only where the order is allowed.
  REQUIRE(static_cast<std::ptrdiff_t>(specs.size()) > passes * passes / 2);
  CostConfig cost = default_cost_config();
  size_t rejected = 0;
  for (uint32_t seed = 1, seeds = test::property_seeds(24); seed <= seeds; ++seed) {
    const std::string text = test::random_graph(seed, 10 + static_cast<int>(seed % 40), /*rich=*/true);
    for (const std::string& spec : specs) {
      INFO("seed " << seed << ", --passes=" << spec << "\n" << text);
      std::string out = run_pipeline(text, spec, cost);
      if (out.empty()) {
        ++rejected;
        continue;
      }
      // The output is itself a valid input, with valid collectives.
      Diagnostics d("out.json");
      auto back = load_input_text(out, d);
      INFO(d.render());
      REQUIRE(back);
      REQUIRE(write_fx_json(*back) == out);
      // Deterministic: the same input and flags give the same bytes.
      REQUIRE(run_pipeline(text, spec, cost) == out);
    }
  }
  CHECK(rejected == 0);  // the generator makes graphs the analysis can size
}

TEST_CASE("passes that should be idempotent are, and the reporting passes change nothing", "[passes][property]") {
  CostConfig cost = default_cost_config();
  for (uint32_t seed = 1; seed <= 150; ++seed) {
    const std::string text = test::random_graph(seed, 10 + static_cast<int>(seed % 60), /*rich=*/true);
    const std::string input = write_fx_json(*test::parse(text));
    for (const char* p : {"analyze", "print"}) {
      INFO("seed " << seed << ", " << p);
      REQUIRE(run_pipeline(text, p, cost) == input);
    }
    for (const char* p : {"sink_waits", "raise_comms", "dce", "remove_copy_from_optimizer", "partial_lower{min_ops=2}",
                          "raise_comms{reorder_collectives=true}", "sink_comms", "sink_comms{reorder_collectives=true}"}) {
      INFO("seed " << seed << ", " << p << " twice\n" << text);
      std::string once = run_pipeline(text, p, cost);
      REQUIRE(run_pipeline(once, p, cost) == once);
    }
  }
}
