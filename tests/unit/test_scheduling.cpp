#include <catch2/catch.hpp>

#include <map>

#include "analysis/collectives.hpp"
#include "analysis/dependencies.hpp"
#include "analysis/verify.hpp"
#include "helpers.hpp"
#include "io/diagnostics.hpp"
#include "io/writer.hpp"
#include "pipeline/pipeline.hpp"
#include "random_graph.hpp"
#include "sched/list_scheduler.hpp"

using namespace graphopt;

namespace {

using test::run_passes;

std::vector<std::string> after(const std::string& rel, const std::string& passes, const CostConfig& cost) {
  auto doc = test::load(rel);
  run_passes(*doc, passes, cost);
  return test::names(*doc->graph);
}

// True when the names appear in this order (each before the next).
bool in_order(const std::vector<std::string>& order, const std::vector<std::string>& names) {
  size_t last = 0;
  for (size_t i = 0; i < names.size(); ++i) {
    auto it = std::find(order.begin(), order.end(), names[i]);
    if (it == order.end()) return false;
    size_t p = static_cast<size_t>(it - order.begin());
    if (i > 0 && p <= last) return false;
    last = p;
  }
  return true;
}

size_t index_of(const std::vector<std::string>& order, const std::string& name) {
  return static_cast<size_t>(std::find(order.begin(), order.end(), name) - order.begin());
}


}  // namespace

TEST_CASE("sink_waits, raise_comms and both on the seed tests' graphs", "[passes][sched]") {
  CostConfig cost = default_cost_config();
  auto o = after("testdata/graphs/seed_sink_waits.json", "sink_waits", cost);
  CHECK(in_order(o, {"all_reduce", "relu", "mm", "wait_tensor", "add"}));

  o = after("testdata/graphs/seed_raise_comms.json", "raise_comms", cost);
  CHECK(o[1] == "all_reduce");  // first after the placeholder
  CHECK(in_order(o, {"all_reduce", "relu", "mm", "wait_tensor", "add"}));

  o = after("testdata/graphs/seed_raise_comms.json", "sink_waits,raise_comms", cost);
  CHECK(in_order(o, {"all_reduce", "relu", "wait_tensor", "add"}));

  o = after("testdata/graphs/seed_matmul_cat_col.json", "sink_waits", cost);
  CHECK(in_order(o, {"all_reduce", "mm_2", "repeat", "wait_tensor", "add"}));
}

TEST_CASE("reorder_compute_for_overlap on the seed test's graph, default and seed estimates", "[passes][sched]") {
  for (const CostConfig& cost : {default_cost_config(), test::seed_costs()}) {
    auto o = after("testdata/graphs/seed_reorder_compute_for_overlap.json", "reorder_compute_for_overlap", cost);
    CHECK(o[1] == "all_reduce");
    for (const char* n : {"relu", "mm", "mm_1"}) CHECK(index_of(o, n) < index_of(o, "wait_tensor"));
    CHECK(in_order(o, {"wait_tensor", "mul_1", "all_reduce_1", "wait_tensor_1", "add_1", "mm_2"}));
  }
}

TEST_CASE("legacy collectives and coalesced waits are handled like the others", "[passes][sched]") {
  CostConfig cost = default_cost_config();
  auto o = after("testdata/graphs/seed_legacy_all_reduce.json", "sink_waits", cost);
  CHECK(in_order(o, {"all_reduce", "relu", "mm", "wait_tensor", "add"}));
  o = after("testdata/graphs/seed_legacy_all_reduce.json", "raise_comms", cost);
  CHECK(o[1] == "all_reduce");
  // Coalesced all-gather: each wait (on a getitem) sinks to its first user,
  // here the output, after add_1 and add_2.
  o = after("testdata/graphs/seed_all_gather_coalesced.json", "sink_waits", cost);
  CHECK(in_order(o, {"all_gather_into_tensor_coalesced", "getitem", "add_1", "add_2", "wait_tensor", "wait_tensor_1", "output"}));
  o = after("testdata/graphs/seed_all_gather_coalesced.json", "raise_comms", cost);
  CHECK(index_of(o, "all_gather_into_tensor_coalesced") == index_of(o, "add") + 1);
  o = after("testdata/graphs/seed_all_gather_coalesced.json", "reorder_compute_for_overlap", cost);
  CHECK(index_of(o, "wait_tensor") > index_of(o, "all_gather_into_tensor_coalesced"));
}

TEST_CASE("a wait does not sink past a write to what its collective reads", "[passes][sched]") {
  auto doc = test::parse(R"({"format": "fx-json", "version": 1, "process_groups": {"0": {"size": 2}}, "graph": {"nodes": [
    {"name": "x", "op": "placeholder", "target": "x"},
    {"name": "ar", "op": "call_function", "target": "_c10d_functional.all_reduce.default", "args": [{"node": "x"}, "sum", "0"]},
    {"name": "w", "op": "call_function", "target": "_c10d_functional.wait_tensor.default", "args": [{"node": "ar"}]},
    {"name": "y", "op": "call_function", "target": "aten.relu.default", "args": [{"node": "x"}]},
    {"name": "inplace", "op": "call_function", "target": "aten.add_.Tensor", "args": [{"node": "x"}, 1]},
    {"name": "z", "op": "call_function", "target": "aten.neg.default", "args": [{"node": "w"}]},
    {"name": "output", "op": "output", "target": "output", "args": [[{"node": "z"}, {"node": "y"}]]}]}})");
  CostConfig cost = default_cost_config();
  run_passes(*doc, "sink_waits", cost);
  // Without the side-effect edge the wait would sink to z, after x.add_(1).
  CHECK(test::names(*doc->graph) == std::vector<std::string>{"x", "ar", "y", "w", "inplace", "z", "output"});
}

TEST_CASE("raise_comms keeps each group's collective order unless told otherwise", "[passes][sched]") {
  auto make = [] {
    return test::parse(R"({"format": "fx-json", "version": 1, "process_groups": {"0": {"size": 2}}, "graph": {"nodes": [
      {"name": "x", "op": "placeholder", "target": "x"},
      {"name": "a", "op": "call_function", "target": "aten.relu.default", "args": [{"node": "x"}]},
      {"name": "b", "op": "call_function", "target": "aten.relu.default", "args": [{"node": "a"}]},
      {"name": "ar_b", "op": "call_function", "target": "_c10d_functional.all_reduce.default", "args": [{"node": "b"}, "sum", "0"]},
      {"name": "ar_a", "op": "call_function", "target": "_c10d_functional.all_reduce.default", "args": [{"node": "a"}, "sum", "0"]},
      {"name": "wb", "op": "call_function", "target": "_c10d_functional.wait_tensor.default", "args": [{"node": "ar_b"}]},
      {"name": "wa", "op": "call_function", "target": "_c10d_functional.wait_tensor.default", "args": [{"node": "ar_a"}]},
      {"name": "output", "op": "output", "target": "output", "args": [[{"node": "wa"}, {"node": "wb"}]]}]}})");
  };
  CostConfig cost = default_cost_config();
  auto doc = make();
  run_passes(*doc, "raise_comms", cost);
  CHECK(test::names(*doc->graph) == std::vector<std::string>{"x", "a", "b", "ar_b", "ar_a", "wb", "wa", "output"});
  doc = make();
  run_passes(*doc, "raise_comms{reorder_collectives=true}", cost);
  CHECK(test::names(*doc->graph) == std::vector<std::string>{"x", "a", "ar_a", "b", "ar_b", "wb", "wa", "output"});
}

TEST_CASE("every scheduling pass keeps the invariants on random graphs", "[passes][sched][property]") {
  const char* passes[] = {"sink_waits", "raise_comms", "reorder_compute_for_overlap",
                          "raise_comms{reorder_collectives=true}", "sink_waits,raise_comms",
                          "raise_comms,sink_waits", "reorder_compute_for_overlap,sink_waits"};
  CostConfig cost = default_cost_config();
  std::map<std::string, int> changed;  // by pipeline: the graphs it reordered
  const uint32_t seeds = test::property_seeds(600);
  for (uint32_t seed = 1; seed <= seeds; ++seed) {
    std::string text = test::random_graph(seed, 10 + static_cast<int>(seed % 60));
    for (const char* p : passes) {
      auto doc = test::parse(text);
      InvariantSnapshot snap(*doc);
      const std::vector<std::string> before = test::names(*doc->graph);
      run_passes(*doc, p, cost);  // the verifier throws on a broken invariant
      changed[p] += test::names(*doc->graph) != before;
      bool reorders = std::string(p).find("reorder_collectives") != std::string::npos;
      auto problems = snap.check(*doc, {.collectives_may_reorder = reorders, .nodes_unchanged = true});
      INFO("seed " << seed << ", passes " << p << "\n" << text);
      REQUIRE(problems.empty());
      REQUIRE(verify_structure(*doc).empty());
      // Deterministic: the same input gives the same bytes.
      auto again = test::parse(text);
      run_passes(*again, p, cost);
      REQUIRE(write_fx_json(*again) == write_fx_json(*doc));
    }
    // Idempotent: a second sink_waits (or raise_comms) changes nothing.
    for (const char* p : {"sink_waits", "raise_comms"}) {
      auto once = test::parse(text);
      run_passes(*once, p, cost);
      std::string first = write_fx_json(*once);
      run_passes(*once, p, cost);
      INFO("seed " << seed << ", " << p << " twice");
      REQUIRE(write_fx_json(*once) == first);
    }
  }
  // Not vacuous: every pipeline reorders a good share of the graphs.
  for (const char* p : passes) {
    INFO(p << " reordered " << changed[p] << " of " << seeds << " graphs");
    CHECK(changed[p] >= static_cast<int>(seeds / 2));
  }
}

TEST_CASE("scheduling passes keep every real graph valid, unchanged and deterministic", "[passes][sched][real]") {
  CostConfig cost = default_cost_config("h200");
  for (const char* name : {"ddp_gpt_small", "fsdp_gpt_small", "tp_gpt_small", "moe_gpt_small_w2", "fsdp_llama_8b"}) {
    std::string rel = std::string("testdata/graphs/") + name + ".json";
    for (const char* p : {"sink_waits", "raise_comms", "reorder_compute_for_overlap", "sink_waits,raise_comms"}) {
      auto doc = test::load(rel);
      InvariantSnapshot snap(*doc);
      run_passes(*doc, p, cost);
      INFO(name << " " << p);
      CHECK(snap.check(*doc, {.collectives_may_reorder = false, .nodes_unchanged = true}).empty());
      auto again = test::load(rel);
      run_passes(*again, p, cost);
      CHECK(write_fx_json(*again) == write_fx_json(*doc));
    }
  }
}

TEST_CASE("the dependency model orders accesses around writes and chains collectives", "[analysis][sched]") {
  auto doc = test::parse(R"({"format": "fx-json", "version": 1, "process_groups": {"0": {"size": 2}, "1": {"size": 2}}, "graph": {"nodes": [
    {"name": "x", "op": "placeholder", "target": "x"},
    {"name": "r1", "op": "call_function", "target": "aten.relu.default", "args": [{"node": "x"}]},
    {"name": "v", "op": "call_function", "target": "aten.view.default", "args": [{"node": "x"}, [16]]},
    {"name": "wr", "op": "call_function", "target": "aten.add_.Tensor", "args": [{"node": "v"}, 1]},
    {"name": "r2", "op": "call_function", "target": "aten.neg.default", "args": [{"node": "x"}]},
    {"name": "c0", "op": "call_function", "target": "_c10d_functional.all_reduce.default", "args": [{"node": "r1"}, "sum", "0"]},
    {"name": "c1", "op": "call_function", "target": "_c10d_functional.all_reduce.default", "args": [{"node": "r2"}, "sum", "1"]},
    {"name": "c2", "op": "call_function", "target": "_c10d_functional.all_reduce.default", "args": [{"node": "r2"}, "sum", "0"]},
    {"name": "output", "op": "output", "target": "output", "args": [[{"node": "c0"}, {"node": "c1"}, {"node": "c2"}]]}]}})");
  const Graph& g = *doc->graph;
  NodeKinds k(g);
  auto has = [&](const Dependencies& d, const char* a, const char* b) {
    for (NodeId p : d.preds(g.find(b)))
      if (p == g.find(a)) return true;
    return false;
  };
  Dependencies per_group(g, k, CollectiveOrder::PerGroup);
  CHECK(has(per_group, "r1", "wr"));  // a read of x before a write through its view
  CHECK(has(per_group, "wr", "r2"));  // and a read after it
  CHECK(has(per_group, "c0", "c2"));  // group 0 chain
  CHECK_FALSE(has(per_group, "c0", "c1"));
  Dependencies global(g, k, CollectiveOrder::Global);
  CHECK(has(global, "c0", "c1"));
  CHECK(has(global, "c1", "c2"));
  Dependencies free_order(g, k, CollectiveOrder::Free);
  CHECK_FALSE(has(free_order, "c0", "c2"));
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n))
    for (NodeId p : per_group.preds(n)) CHECK(per_group.position(p) < per_group.position(n));
}

TEST_CASE("the dependency model of an order given apart is that of the graph put in that order",
          "[scheduling][dependencies]") {
  // overlap_schedule models its candidates' orders side by side, the graph
  // only read: the model must be the one the graph in that order gives.
  for (const char* rel : {"testdata/graphs/fsdp_gpt_small_w2.json", "testdata/graphs/moe_gpt_small_w2.json"}) {
    auto doc = test::load(rel);
    Graph& g = *doc->graph;
    NodeKinds k(g);
    // Another valid order: the list scheduler's.
    const std::vector<NodeId> before = g.order();
    CostedGraph a(*doc, g, default_cost_config("h200"));
    const Dependencies deps(g, k, CollectiveOrder::Free);
    const std::vector<NodeId> other = ListScheduler(a, deps, CollectiveOrder::Free).run({}).order;
    REQUIRE(other != before);
    for (CollectiveOrder mode : {CollectiveOrder::PerGroup, CollectiveOrder::Free}) {
      INFO(rel << " order mode " << static_cast<int>(mode));
      const DependencyQuery apart(g, other, k, mode);
      g.set_order(other);
      const Dependencies in_graph(g, k, mode);
      g.set_order(before);
      REQUIRE(apart.order() == in_graph.order());
      size_t edges = 0;
      for (NodeId n : other) {
        std::vector<NodeId> preds;
        apart.for_each_pred(n, [&](NodeId p) { preds.push_back(p); });
        std::sort(preds.begin(), preds.end(), [&](NodeId a, NodeId b) { return in_graph.position(a) < in_graph.position(b); });
        preds.erase(std::unique(preds.begin(), preds.end()), preds.end());
        const auto want = in_graph.preds(n);
        CHECK(preds == std::vector<NodeId>(want.begin(), want.end()));
        for (NodeId p : preds) CHECK(apart.position(p) < apart.position(n));
        edges += want.size();
      }
      CHECK(edges == in_graph.edge_count());
    }
  }
}

TEST_CASE("asked one node at a time, the dependency model has the same edges as its CSR form",
          "[scheduling][dependencies]") {
  // sink_waits and raise_comms ask DependencyQuery; the list schedulers
  // read Dependencies' arrays: both must be the one model.
  for (const char* rel : {"testdata/graphs/fsdp_gpt_small_w2.json", "testdata/graphs/tp_gpt_small.json",
                          "testdata/graphs/seed_all_gather_coalesced.json",
                          "testdata/graphs/moe_gpt_small_w2.json"}) {
    auto doc = test::load(rel);
    const Graph& g = *doc->graph;
    NodeKinds k(g);
    for (CollectiveOrder mode : {CollectiveOrder::PerGroup, CollectiveOrder::Global, CollectiveOrder::Free}) {
      INFO(rel << " order mode " << static_cast<int>(mode));
      Dependencies full(g, k, mode);
      DependencyQuery query(g, k, mode);
      CHECK(query.order() == full.order());
      size_t edges = 0;
      for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) {
        std::vector<NodeId> preds, succs;
        query.for_each_pred(n, [&](NodeId p) { preds.push_back(p); });
        query.for_each_succ(n, [&](NodeId s) { succs.push_back(s); });
        auto as_set = [&](std::vector<NodeId> v) {
          std::sort(v.begin(), v.end(), [&](NodeId a, NodeId b) { return full.position(a) < full.position(b); });
          v.erase(std::unique(v.begin(), v.end()), v.end());
          return v;
        };
        const auto fp = full.preds(n), fs = full.succs(n);
        CHECK(as_set(preds) == std::vector<NodeId>(fp.begin(), fp.end()));
        CHECK(as_set(succs) == std::vector<NodeId>(fs.begin(), fs.end()));
        edges += fp.size();
      }
      CHECK(edges == full.edge_count());
      CHECK(edges > g.size());  // a real graph: not a vacuous comparison
    }
  }
}
