#pragma once
// Shared helpers for the unit tests: documents from inline JSON, node order
// as names, and paths into the source tree.
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "cost/estimator.hpp"
#include "io/reader.hpp"
#include "pipeline/pipeline.hpp"

namespace graphopt::test {

inline std::string source_path(const std::string& rel) { return std::string(GRAPHOPT_SOURCE_DIR) + "/" + rel; }

// Parses a document, failing the test with the messages when it is invalid.
inline std::unique_ptr<Document> parse(const std::string& text) {
  Diagnostics d("test.json");
  auto doc = read_fx_json(text, d);
  if (!doc) throw std::runtime_error("invalid test document:\n" + d.render());
  return doc;
}

inline std::unique_ptr<Document> load(const std::string& rel) {
  Diagnostics d(rel);
  auto doc = read_fx_json_file(source_path(rel), d);
  if (!doc) throw std::runtime_error("cannot load " + rel + ":\n" + d.render());
  return doc;
}

// The messages a document gives, or "" when it is valid.
inline std::string errors_of(const std::string& text) {
  Diagnostics d("t.json");
  auto doc = read_fx_json(text, d);
  return doc ? std::string() : d.render();
}

// Runs a pipeline string with the verifier on, as the CLI does: a pass that
// breaks an invariant throws InternalError.
inline void run_passes(Document& doc, const std::string& passes, const CostConfig& cost = default_cost_config()) {
  auto verifier = make_verifier();
  PassContext env{"t", &cost, {}};
  env.check_analyses = true;  // every pass's report of what it changed is checked
  Pipeline(parse_pipeline(passes)).run(doc, env, {verifier.get()}, [](const Report&) {});
}

// A node's users as a vector, for comparisons.
inline std::vector<NodeId> users_of(const Graph& g, NodeId n) {
  auto u = g.users(n);
  return {u.begin(), u.end()};
}

inline std::vector<std::string> names(const Graph& g) {
  std::vector<std::string> out;
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) out.emplace_back(g.name(n));
  return out;
}

// A small document: nodes given as JSON objects, joined.
inline std::string doc_with(const std::string& nodes, const std::string& extra = "") {
  return R"({"format": "fx-json", "version": 1, )" + extra + R"("graph": {"nodes": [)" + nodes + "]}}";
}

// The seed test's estimator (collective 100, wait 0, matmul kernels 5, else
// 1), as shipped in docs/cost-models/seed-test.json.
inline CostConfig seed_costs() {
  auto file = std::make_shared<CostFile>();
  Diagnostics d("seed-test.json");
  if (!load_cost_file(source_path("docs/cost-models/seed-test.json"), *file, d))
    throw std::runtime_error(d.render());
  CostConfig cfg = default_cost_config("h100");
  apply_cost_file(cfg, file);
  return cfg;
}

}  // namespace graphopt::test
