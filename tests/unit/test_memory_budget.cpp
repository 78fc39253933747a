#include <catch2/catch.hpp>

#include "helpers.hpp"
#include "sched/memory_budget.hpp"

using namespace graphopt;

namespace {

bool prefetches(const Document& doc) {
  return prefetches_parameters(CostedGraph(doc, *doc.graph, default_cost_config()));
}

// One all-gather of `gathered` (a node name) and a product with its result.
std::string gather_of(const std::string& extra_nodes, const std::string& gathered) {
  auto val = [](const char* shape) {
    return std::string(R"("meta": {"val": {"shape": )") + shape +
           R"(, "dtype": "float32", "stride": [1024, 1], "device": "cuda:0"}})";
  };
  return R"({"format": "fx-json", "version": 1, "process_groups": {"0": {"size": 8}}, "graph": {"nodes": [)"
         R"({"name": "x", "op": "placeholder", "target": "x", )" + val("[128, 1024]") + "}," +
         R"({"name": "w", "op": "placeholder", "target": "w", )" + val("[128, 1024]") + "}," + extra_nodes +
         R"({"name": "ag", "op": "call_function", "target": "_c10d_functional.all_gather_into_tensor.default", )"
         R"("args": [{"node": ")" + gathered + R"("}, 8, "0"], )" + val("[1024, 1024]") + "}," +
         R"({"name": "wait", "op": "call_function", "target": "_c10d_functional.wait_tensor.default", )"
         R"("args": [{"node": "ag"}], )" + val("[1024, 1024]") + "}," +
         R"({"name": "mm", "op": "call_function", "target": "aten.mm.default", "args": [{"node": "x"}, {"node": "wait"}], )" +
         val("[128, 1024]") + "}," +
         R"({"name": "output", "op": "output", "target": "output", "args": [[{"node": "mm"}]]}]}})";
}

}  // namespace

TEST_CASE("a step prefetches parameters when it all-gathers what it holds from its start", "[sched][budget]") {
  // A parameter shard, as it is or cast first (FSDP's mixed precision).
  CHECK(prefetches(*test::parse(gather_of("", "w"))));
  const std::string cast =
      R"({"name": "w16", "op": "call_function", "target": "aten._to_copy.default", "args": [{"node": "w"}], )"
      R"("kwargs": {"dtype": "torch.bfloat16"}, "meta": {"val": {"shape": [128, 1024], "dtype": "bfloat16", )"
      R"("stride": [1024, 1], "device": "cuda:0"}}},)";
  CHECK(prefetches(*test::parse(gather_of(cast, "w16"))));
  // Parameters copied into a bucket (comm_fusion's concatenation).
  const std::string bucket =
      R"({"name": "b", "op": "call_function", "target": "aten.cat.default", "args": [[{"node": "w"}, {"node": "x"}]], )"
      R"("meta": {"val": {"shape": [256, 1024], "dtype": "float32", "stride": [1024, 1], "device": "cuda:0"}}},)";
  CHECK(prefetches(*test::parse(gather_of(bucket, "b"))));
  // An activation (sequence-parallel TP), even of placeholders alone: it
  // exists only once computed.
  const std::string norm =
      R"({"name": "h", "op": "call_function", "target": "aten.relu.default", "args": [{"node": "x"}], )"
      R"("meta": {"val": {"shape": [128, 1024], "dtype": "float32", "stride": [1024, 1], "device": "cuda:0"}}},)";
  CHECK_FALSE(prefetches(*test::parse(gather_of(norm, "h"))));
  // And one computed after a collective.
  const std::string act =
      R"({"name": "h", "op": "call_function", "target": "aten.relu.default", "args": [{"node": "x"}], )"
      R"("meta": {"val": {"shape": [128, 1024], "dtype": "float32", "stride": [1024, 1], "device": "cuda:0"}}},)"
      R"({"name": "ar", "op": "call_function", "target": "_c10d_functional.all_reduce.default", )"
      R"("args": [{"node": "h"}, "sum", "0"], "meta": {"val": {"shape": [128, 1024], "dtype": "float32", )"
      R"("stride": [1024, 1], "device": "cuda:0"}}},)"
      R"({"name": "ar_wait", "op": "call_function", "target": "_c10d_functional.wait_tensor.default", )"
      R"("args": [{"node": "ar"}], "meta": {"val": {"shape": [128, 1024], "dtype": "float32", )"
      R"("stride": [1024, 1], "device": "cuda:0"}}},)";
  CHECK_FALSE(prefetches(*test::parse(gather_of(act, "ar_wait"))));
  // The real graphs: FSDP steps prefetch, the others have no all-gather.
  for (const char* name : {"graphs/fsdp_gpt_small_w2", "graphs/fsdp_llama_8b", "traced/fsdp_qwen2"})
    CHECK(prefetches(*test::load(std::string("testdata/") + name + ".json")));
  for (const char* name : {"ddp_gpt_small_w2", "tp_gpt_small", "moe_gpt_small_w2"})
    CHECK_FALSE(prefetches(*test::load(std::string("testdata/graphs/") + name + ".json")));
}

TEST_CASE("the memory budget: the input's peak plus the most permissive increase", "[sched][budget]") {
  const int64_t peak = 2'000'000'000;
  MemoryBudget b;  // the defaults: 5%, or 1 GB for a step that prefetches
  CHECK(memory_budget(b, peak, false) == 2'100'000'000);
  CHECK(memory_budget(b, peak, true) == 3'000'000'000);
  // 5% of a 40 GB step is more than 1 GB.
  CHECK(memory_budget(b, 40'000'000'000, true) == 42'000'000'000);
  b.prefetch_gb = 0;
  CHECK(memory_budget(b, peak, true) == 2'100'000'000);
  // A ratio below 1 asks for less than the input's peak.
  CHECK(memory_budget({0.5, 0, 0, 0}, peak, true) == 1'000'000'000);
  CHECK(memory_budget({0.5, 0, 1, 0}, peak, true) == 3'000'000'000);
  b.increase_gb = 0.5;  // for every step
  CHECK(memory_budget(b, peak, false) == 2'500'000'000);
  b.absolute_gb = 1.5;  // the budget itself, below the peak too
  CHECK(memory_budget(b, peak, true) == 1'500'000'000);
  // No overflow on absurd options.
  CHECK(memory_budget({1.05, 1e300, 1, 0}, peak, true) == std::numeric_limits<int64_t>::max());
}
