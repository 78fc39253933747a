#include <catch2/catch.hpp>

#include <algorithm>
#include <map>

#include "analysis/collectives.hpp"
#include "analysis/verify.hpp"
#include "helpers.hpp"
#include "io/fx_text.hpp"
#include "io/writer.hpp"
#include "pipeline/pipeline.hpp"
#include "random_graph.hpp"

using namespace graphopt;

namespace {

using test::run_passes;

int count_target(const Graph& g, std::string_view suffix) {
  int n = 0;
  for (NodeId x = g.first(); x != kNoNode; x = g.next(x))
    if (g.target(x).find(suffix) != std::string_view::npos) ++n;
  return n;
}

// Two all-reduces of `bytes_a` and 16 bytes, of the given dtypes and groups;
// the second may depend on the first's result.
std::string two_all_reduces(int bytes_a, const char* dtype_b = "int8", const char* group_b = "0",
                            bool dependent = false) {
  auto val = [](int n, const char* dt) {
    return std::string(R"("meta": {"val": {"shape": [)") + std::to_string(n) + R"(], "dtype": ")" + dt +
           R"(", "stride": [1], "device": "cuda:0"}})";
  };
  int elems_b = std::string(dtype_b) == "int8" ? 16 : 4;
  std::string b_input = dependent ? "wa" : "b";
  return test::doc_with(
      R"({"name": "a", "op": "placeholder", "target": "a", )" + val(bytes_a, "int8") + R"(},
      {"name": "b", "op": "placeholder", "target": "b", )" + val(elems_b, dtype_b) + R"(},
      {"name": "ar_a", "op": "call_function", "target": "_c10d_functional.all_reduce.default", "args": [{"node": "a"}, "sum", "0"], )" +
          val(bytes_a, "int8") + R"(},
      {"name": "wa", "op": "call_function", "target": "_c10d_functional.wait_tensor.default", "args": [{"node": "ar_a"}], )" +
          val(bytes_a, "int8") + R"(},
      {"name": "ar_b", "op": "call_function", "target": "_c10d_functional.all_reduce.default", "args": [{"node": ")" +
          b_input + R"("}, "sum", ")" + group_b + R"("], )" + val(dependent ? bytes_a : elems_b, dependent ? "int8" : dtype_b) + R"(},
      {"name": "wb", "op": "call_function", "target": "_c10d_functional.wait_tensor.default", "args": [{"node": "ar_b"}], )" +
          val(dependent ? bytes_a : elems_b, dependent ? "int8" : dtype_b) + R"(},
      {"name": "output", "op": "output", "target": "output", "args": [[{"node": "wa"}, {"node": "wb"}]]})",
      R"("process_groups": {"0": {"size": 2}, "1": {"size": 2}}, )");
}

// Caps of 64 bytes: bucket_mb is in MiB (2^-14 MiB = 64 bytes, exactly).
const std::string kCap64 = "comm_fusion{bucket_mb=0.00006103515625,first_bucket_mb=0.00006103515625}";

}  // namespace

TEST_CASE("a bucket takes collectives until its bytes reach the cap", "[fusion]") {
  // 63 bytes are under the 64-byte cap: the next collective joins the bucket.
  auto doc = test::parse(two_all_reduces(63));
  run_passes(*doc, kCap64);
  CHECK(count_target(*doc->graph, "all_reduce.default") == 1);
  CHECK(count_target(*doc->graph, "aten.cat.default") == 1);
  // 64 bytes reach the cap: the bucket closes with that collective alone.
  doc = test::parse(two_all_reduces(64));
  run_passes(*doc, kCap64);
  CHECK(count_target(*doc->graph, "all_reduce.default") == 2);
  CHECK(count_target(*doc->graph, "aten.cat.default") == 0);
}

// `count` independent all-reduces of 64 bytes each, in one group.
static std::string equal_all_reduces(int count) {
  const std::string val = R"("meta": {"val": {"shape": [64], "dtype": "int8", "stride": [1], "device": "cuda:0"}})";
  std::string nodes, outs;
  for (int i = 0; i < count; ++i) {
    const std::string k = std::to_string(i);
    nodes += R"({"name": "x)" + k + R"(", "op": "placeholder", "target": "x)" + k + R"(", )" + val + "},\n";
  }
  for (int i = 0; i < count; ++i) {
    const std::string k = std::to_string(i);
    nodes += R"({"name": "ar)" + k + R"(", "op": "call_function", "target": "_c10d_functional.all_reduce.default", "args": [{"node": "x)" +
             k + R"("}, "sum", "0"], )" + val + "},\n";
    nodes += R"({"name": "w)" + k + R"(", "op": "call_function", "target": "_c10d_functional.wait_tensor.default", "args": [{"node": "ar)" +
             k + R"("}], )" + val + "},\n";
    outs += std::string(i ? ", " : "") + R"({"node": "w)" + k + R"("})";
  }
  return test::doc_with(nodes + R"({"name": "output", "op": "output", "target": "output", "args": [[)" + outs + "]]}",
                        R"("process_groups": {"0": {"size": 2}}, )");
}

// The bytes each all-reduce carries, in program order.
static std::vector<int64_t> all_reduce_bytes(const Graph& g) {
  std::vector<int64_t> out;
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n))
    if (g.target(n) == "_c10d_functional.all_reduce.default") out.push_back(g.val(n)[kShape][0].as_int());
  return out;
}

TEST_CASE("with ramp the caps after the first double up to bucket_mb", "[fusion]") {
  // Caps of 64 bytes first, then 512 (2^-14 and 2^-11 MiB); fifteen
  // collectives of 64 bytes.
  const std::string caps = "first_bucket_mb=0.00006103515625,bucket_mb=0.00048828125";
  auto doc = test::parse(equal_all_reduces(15));
  run_passes(*doc, "comm_fusion{" + caps + ",ramp=true}");
  CHECK(all_reduce_bytes(*doc->graph) == std::vector<int64_t>{64, 128, 256, 512});
  // Without it, every bucket after the first takes the whole cap.
  doc = test::parse(equal_all_reduces(15));
  run_passes(*doc, "comm_fusion{" + caps + "}");
  CHECK(all_reduce_bytes(*doc->graph) == std::vector<int64_t>{64, 512, 384});
}

TEST_CASE("collectives of different dtypes or groups, or dependent ones, never combine", "[fusion]") {
  for (auto text : {two_all_reduces(8, "float32"), two_all_reduces(8, "int8", "1"), two_all_reduces(8, "int8", "0", true)}) {
    auto doc = test::parse(text);
    run_passes(*doc, kCap64);
    CHECK(count_target(*doc->graph, "all_reduce.default") == 2);
  }
  auto doc = test::parse(two_all_reduces(8));  // same dtype, group, independent: one bucket
  run_passes(*doc, kCap64);
  CHECK(count_target(*doc->graph, "all_reduce.default") == 1);
}

TEST_CASE("a fused all-reduce is split back to each original shape", "[fusion]") {
  auto doc = test::parse(two_all_reduces(8));
  run_passes(*doc, kCap64);
  const Graph& g = *doc->graph;
  NodeId out = g.last();
  ArgView results = g.args(out)[0];
  REQUIRE(results.size() == 2);
  for (uint32_t i = 0; i < 2; ++i) {
    NodeId r = results[i].node();
    CHECK(g.target(r) == "aten.view.default");
    CHECK(g.val(r)[kShape][0].as_int() == (i == 0 ? 8 : 16));
  }
  NodeId cat = kNoNode;
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n))
    if (g.target(n) == "aten.cat.default") cat = n;
  REQUIRE(cat != kNoNode);
  CHECK(g.val(cat)[kShape][0].as_int() == 24);
}

TEST_CASE("all-gather and reduce-scatter buckets keep every result's shape", "[fusion]") {
  for (const char* name : {"fsdp_gpt_small", "fsdp_llama_8b"}) {
    for (const char* kind : {"all_gather", "reduce_scatter"}) {
      auto doc = test::load(std::string("testdata/graphs/") + name + ".json");
      const Graph& g = *doc->graph;
      // The shape of every value the collectives' waits give, by the user that reads it.
      NodeKinds kinds(g);
      std::string target = std::string("_c10d_functional.") + (std::string(kind) == "all_gather"
                                                                   ? "all_gather_into_tensor.default"
                                                                   : "reduce_scatter_tensor.default");
      int before = count_target(g, target);
      std::vector<std::pair<std::string, std::string>> read;  // (user, shape of what it reads)
      for (NodeId n = g.first(); n != kNoNode; n = g.next(n))
        if (kinds.is_wait(n) && g.target(g.args(n)[0].node()) == target)
          for (NodeId u : g.users(n)) read.push_back({std::string(g.name(u)), val_summary(g, g.val(n))});
      run_passes(*doc, std::string("comm_fusion{kinds=") + kind + "}");
      int after = count_target(g, target);
      INFO(name << " " << kind << ": " << before << " -> " << after);
      CHECK(after < before);
      CHECK(after > 0);
      for (const auto& [user, shape] : read) {
        NodeId u = g.find(user);
        REQUIRE(u != kNoNode);
        bool found = false;
        for (NodeId in : g.inputs(u)) found = found || val_summary(g, g.val(in)) == shape;
        CHECK(found);
      }
    }
  }
}

TEST_CASE("comm_fusion keeps graphs valid and deterministic on random graphs", "[fusion][property]") {
  for (uint32_t seed = 1; seed <= 300; ++seed) {
    std::string text = test::random_graph(seed, 10 + static_cast<int>(seed % 50));
    for (const char* p : {"comm_fusion", kCap64.c_str(), "comm_fusion{kinds=all_gather},sink_waits"}) {
      auto doc = test::parse(text);
      InvariantSnapshot snap(*doc);
      run_passes(*doc, p);
      INFO("seed " << seed << " " << p << "\n" << text);
      REQUIRE(verify_structure(*doc).empty());
      REQUIRE(snap.check(*doc, {.collectives_may_reorder = true, .nodes_unchanged = false}).empty());
      auto again = test::parse(text);
      run_passes(*again, p);
      REQUIRE(write_fx_json(*again) == write_fx_json(*doc));
    }
  }
}

TEST_CASE("schedule_comm_wait moves a wait with its views to the first real use", "[fusion]") {
  auto doc = test::parse(test::doc_with(R"({"name": "x", "op": "placeholder", "target": "x"},
    {"name": "ar", "op": "call_function", "target": "_c10d_functional.all_reduce.default", "args": [{"node": "x"}, "sum", "0"]},
    {"name": "wait_tensor", "op": "call_function", "target": "_c10d_functional.wait_tensor.default", "args": [{"node": "ar"}]},
    {"name": "split", "op": "call_function", "target": "aten.split.Tensor", "args": [{"node": "wait_tensor"}, 2]},
    {"name": "getitem", "op": "call_function", "target": "operator.getitem", "args": [{"node": "split"}, 0]},
    {"name": "reshape", "op": "call_function", "target": "aten.reshape.default", "args": [{"node": "getitem"}, [2, 2]]},
    {"name": "relu", "op": "call_function", "target": "aten.relu.default", "args": [{"node": "x"}]},
    {"name": "mm", "op": "call_function", "target": "aten.mm.default", "args": [{"node": "relu"}, {"node": "relu"}]},
    {"name": "add", "op": "call_function", "target": "aten.add.Tensor", "args": [{"node": "mm"}, {"node": "reshape"}]},
    {"name": "output", "op": "output", "target": "output", "args": [[{"node": "add"}]]})",
                                        R"("process_groups": {"0": {"size": 2}}, )"));
  run_passes(*doc, "schedule_comm_wait");
  CHECK(test::names(*doc->graph) == std::vector<std::string>{"x", "ar", "relu", "mm", "wait_tensor", "split",
                                                             "getitem", "reshape", "add", "output"});
  // The seed's strict contract is there when asked for.
  CHECK_THROWS_AS(parse_pipeline("schedule_comm_wait{strict=true}"), UsageError);
  CHECK(parse_pipeline("comm_fusion,schedule_comm_wait{strict=true}").size() == 2);
}

TEST_CASE("schedule_comm_wait leaves a view of a fused buffer after an in-place write to it", "[fusion]") {
  // Found by the property tests (random_graph seed 13, minimized): after
  // comm_fusion, the group-1 bucket views a piece of the group-0 buffer
  // (view_5 of view_3) after _foreach_add_ (n23) wrote that piece in place.
  // view_5 belongs to the group-0 wait's chain of views, but must not move
  // above n23 with the rest of the chain.
  auto doc = test::parse(R"({"format": "fx-json", "version": 1, "process_groups": {"0": {"size": 2}, "1": {"size": 2}},
  "graph": {"nodes": [
    {"name": "p0", "op": "placeholder", "target": "p0", "meta": {"val": {"shape": [4, 4], "dtype": "float32", "stride": [4, 1], "device": "cuda:0"}}},
    {"name": "n0", "op": "call_function", "target": "aten.add_.Tensor", "args": [{"node": "p0"}, 1], "meta": {"val": {"shape": [4, 4], "dtype": "float32", "stride": [4, 1], "device": "cuda:0"}}},
    {"name": "n1", "op": "get_attr", "target": "param_2", "meta": {"val": {"shape": [4, 4], "dtype": "float32", "stride": [4, 1], "device": "cuda:0"}}},
    {"name": "n2", "op": "call_function", "target": "_c10d_functional.all_reduce.default", "args": [{"node": "n1"}, "sum", "0"], "meta": {"val": {"shape": [4, 4], "dtype": "float32", "stride": [4, 1], "device": "cuda:0"}}},
    {"name": "n3", "op": "call_function", "target": "aten.mul.out", "args": [{"node": "n0"}, 2], "kwargs": {"out": {"node": "n0"}}, "meta": {"val": {"shape": [4, 4], "dtype": "float32", "stride": [4, 1], "device": "cuda:0"}}},
    {"name": "n4", "op": "call_function", "target": "aten.view.default", "args": [{"node": "n3"}, [16]], "meta": {"val": {"shape": [4, 4], "dtype": "float32", "stride": [4, 1], "device": "cuda:0"}}},
    {"name": "n5", "op": "call_function", "target": "aten.view.default", "args": [{"node": "n4"}, [16]], "meta": {"val": {"shape": [4, 4], "dtype": "float32", "stride": [4, 1], "device": "cuda:0"}}},
    {"name": "n7", "op": "call_function", "target": "aten.add.Tensor", "args": [{"node": "n5"}, {"node": "n1"}], "meta": {"val": {"shape": [4, 4], "dtype": "float32", "stride": [4, 1], "device": "cuda:0"}}},
    {"name": "w9", "op": "call_function", "target": "_c10d_functional.wait_tensor.default", "args": [{"node": "n2"}], "meta": {"val": {"shape": [4, 4], "dtype": "float32", "stride": [4, 1], "device": "cuda:0"}}},
    {"name": "n11", "op": "call_function", "target": "_c10d_functional.all_reduce.default", "args": [{"node": "n7"}, "sum", "0"], "meta": {"val": {"shape": [4, 4], "dtype": "float32", "stride": [4, 1], "device": "cuda:0"}}},
    {"name": "w16", "op": "call_function", "target": "_c10d_functional.wait_tensor.default", "args": [{"node": "n11"}], "meta": {"val": {"shape": [4, 4], "dtype": "float32", "stride": [4, 1], "device": "cuda:0"}}},
    {"name": "n19", "op": "call_function", "target": "_c10d_functional.all_reduce.default", "args": [{"node": "n4"}, "sum", "1"], "meta": {"val": {"shape": [4, 4], "dtype": "float32", "stride": [4, 1], "device": "cuda:0"}}},
    {"name": "w22", "op": "call_function", "target": "_c10d_functional.wait_tensor.default", "args": [{"node": "n19"}], "meta": {"val": {"shape": [4, 4], "dtype": "float32", "stride": [4, 1], "device": "cuda:0"}}},
    {"name": "n23", "op": "call_function", "target": "aten._foreach_add_.Scalar", "args": [[{"node": "w16"}, {"node": "w9"}], 0.5]},
    {"name": "n24", "op": "call_function", "target": "_c10d_functional.all_reduce.default", "args": [{"node": "w16"}, "sum", "1"], "meta": {"val": {"shape": [4, 4], "dtype": "float32", "stride": [4, 1], "device": "cuda:0"}}},
    {"name": "w27", "op": "call_function", "target": "_c10d_functional.wait_tensor.default", "args": [{"node": "n24"}], "meta": {"val": {"shape": [4, 4], "dtype": "float32", "stride": [4, 1], "device": "cuda:0"}}},
    {"name": "output", "op": "output", "target": "output", "args": [[{"node": "w22"}]]}
  ]}})");
  run_passes(*doc, "comm_fusion,schedule_comm_wait");  // the verifier throws on a broken order
  std::vector<std::string> order = test::names(*doc->graph);
  auto at = [&](const char* name) { return std::find(order.begin(), order.end(), name) - order.begin(); };
  CHECK(at("n23") < at("view_5"));
  CHECK(at("view_3") < at("n23"));
}

TEST_CASE("remove_copy_from_optimizer erases only the optimizer's orphan copies", "[fusion]") {
  auto doc = test::parse(test::doc_with(R"({"name": "p", "op": "placeholder", "target": "p"},
    {"name": "g", "op": "placeholder", "target": "g"},
    {"name": "q", "op": "placeholder", "target": "q"},
    {"name": "step", "op": "call_function", "target": "aten._foreach_add.Scalar", "args": [[{"node": "p"}], 1]},
    {"name": "getitem", "op": "call_function", "target": "operator.getitem", "args": [{"node": "step"}, 0]},
    {"name": "copy_", "op": "call_function", "target": "aten.copy_.default", "args": [{"node": "p"}, {"node": "getitem"}]},
    {"name": "copy__1", "op": "call_function", "target": "aten.copy_.default", "args": [{"node": "q"}, {"node": "g"}]},
    {"name": "output", "op": "output", "target": "output", "args": [[{"node": "g"}]]})"));
  run_passes(*doc, "remove_copy_from_optimizer");
  // copy_ reached _foreach_add within two steps: gone, and the functional
  // step with it (dead); copy__1 copies a plain input: kept.
  CHECK(test::names(*doc->graph) == std::vector<std::string>{"p", "g", "q", "copy__1", "output"});
}

TEST_CASE("the SPMD passes keep every real graph's communication: same bytes per group, never more collectives",
          "[fusion][real]") {
  // Per group and dtype: how many collectives, and how many bytes they send.
  using Traffic = std::map<std::string, std::pair<int, int64_t>>;
  auto traffic = [](const Document& doc) {
    NodeKinds kinds(*doc.graph);
    Collectives colls(doc, *doc.graph, kinds, 0);
    Traffic t;
    for (const CollectiveInfo& c : colls.all()) {
      auto& [count, bytes] = t[c.group + "|" + c.dtype];
      ++count;
      bytes += c.in_bytes;
    }
    return t;
  };
  int fused = 0;
  for (const char* name : {"ddp_gpt_small", "fsdp_gpt_small", "tp_gpt_small", "moe_gpt_small_w2", "seed_legacy_all_reduce",
                           "seed_all_gather_coalesced", "seed_reorder_compute_for_overlap"}) {
    for (const char* p : {"comm_fusion", "comm_fusion,schedule_comm_wait", "remove_copy_from_optimizer",
                          "schedule_comm_wait{kinds=all_reduce;all_gather;reduce_scatter}"}) {
      auto doc = test::load(std::string("testdata/graphs/") + name + ".json");
      const Traffic before = traffic(*doc);
      run_passes(*doc, p);  // the verifier throws on a broken invariant
      const Traffic after = traffic(*doc);
      INFO(name << " " << p);
      REQUIRE(before.size() == after.size());
      for (const auto& [key, b] : before) {
        const auto& a = after.at(key);
        CHECK(a.second == b.second);  // bucketing concatenates: the bytes sent are the same
        CHECK(a.first <= b.first);
        fused += a.first < b.first;
      }
    }
  }
  CHECK(fused > 0);  // comm_fusion buckets something on these graphs
}
