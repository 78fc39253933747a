#include <catch2/catch.hpp>

#include <cmath>

#include "cost/comm_model.hpp"
#include "cost/cost_file.hpp"
#include "cost/cost_flags.hpp"
#include "cost/estimator.hpp"
#include "helpers.hpp"
#include "io/diagnostics.hpp"

using namespace graphopt;
using Catch::Matchers::WithinAbs;

namespace {
constexpr int64_t MiB = 1 << 20;
}

TEST_CASE("torch's NCCL model matches a hand computation", "[cost]") {
  // 100 MiB all-reduce on 8 H100s in one node (Hopper row of torch's table):
  //   bus bandwidth = min(87.7, 2 channels * 300 GB/s / 4) = 87.7 GB/s
  //   algorithm bandwidth = 87.7 * 8 / (2 * 7 steps) = 50.114 GB/s
  //   transfer = (100 MiB in GiB = 0.09765625) / 50.1142857e-9 GB/ns = 1,948,670.9 ns
  //   latency = 6.6 + 14 * 0.6 = 15.0 us
  double ns = torch_collective_ns({CollectiveOp::AllReduce, 100 * MiB, 100 * MiB, 8}, 8, 2);
  CHECK_THAT(ns, WithinAbs(0.09765625 / (87.7 * 8 / 14 / 1e9) + 15000, 1e-3));
  CHECK_THAT(ns, WithinAbs(1963670.9, 0.5));
  // 16 ranks = 2 nodes: bus = min(39.0, 2 * 25 / 4) = 12.5 GB/s; algbw = 12.5 * 16 / 30;
  // latency = 6.6 + 26 steps * 1.0 (network overhead) + 4 inter-node steps * 2.7 = 43.4 us.
  double two_nodes = torch_collective_ns({CollectiveOp::AllReduce, 100 * MiB, 100 * MiB, 16}, 8, 2);
  CHECK_THAT(two_nodes, WithinAbs(0.09765625 / (12.5 * 16 / 30 / 1e9) + 43400, 1e-3));
  CHECK(torch_collective_ns({CollectiveOp::AllReduce, 100 * MiB, 100 * MiB, 1}, 8, 2) == 0);
}

TEST_CASE("graphopt's collective model matches a hand computation", "[cost]") {
  NetworkSpec net = default_network(*find_gpu("h100"));
  REQUIRE(net.intra.busbw_GBps == 280);
  // 100 MiB all-reduce, 8 ranks in one node: each GPU sends 2 * 7/8 of the buffer.
  //   183,500,800 B / 280 GB/s = 655,360 ns; latency 18.5 + 14 * 1.75 = 43 us.
  CHECK_THAT(graphopt_collective_ns({CollectiveOp::AllReduce, 100 * MiB, 100 * MiB, 8}, net),
             WithinAbs(655360 + 43000, 1e-6));
  // All-gather into 64 MiB: 7/8 of the output; 7 steps.
  CHECK_THAT(graphopt_collective_ns({CollectiveOp::AllGather, 8 * MiB, 64 * MiB, 8}, net),
             WithinAbs(7.0 / 8 * 64 * MiB / 280 + (18.5 + 7 * 1.75) * 1e3, 1e-6));
  // Reduce-scatter of 64 MiB: 7/8 of the input.
  CHECK_THAT(graphopt_collective_ns({CollectiveOp::ReduceScatter, 64 * MiB, 8 * MiB, 8}, net),
             WithinAbs(7.0 / 8 * 64 * MiB / 280 + (18.5 + 7 * 1.75) * 1e3, 1e-6));
  // 16 ranks cross the network: 45 GB/s, 20 us + 5 us per step.
  CHECK_THAT(graphopt_collective_ns({CollectiveOp::AllReduce, 100 * MiB, 100 * MiB, 16}, net),
             WithinAbs(2.0 * 15 / 16 * 100 * MiB / 45 + (20 + 30 * 5) * 1e3, 1e-6));
  CHECK(graphopt_collective_ns({CollectiveOp::AllReduce, 100 * MiB, 100 * MiB, 1}, net) == 0);
}

TEST_CASE("a coalesced collective pays its base once and the ring steps once per tensor", "[cost]") {
  // The sockets link of two H200: 12.5 us a collective, 14.5 us a ring step.
  NetworkSpec net;
  net.intra = {3.3, 12.5, 14.5};
  const double one = graphopt_collective_ns({CollectiveOp::AllGather, 8 * MiB, 16 * MiB, 2}, net);
  const double three = graphopt_collective_ns({CollectiveOp::AllGather, 8 * MiB, 16 * MiB, 2, 3}, net);
  CHECK_THAT(three - one, WithinAbs(2 * 14.5e3, 1e-6));
  // Four ranks: three ring steps a tensor.
  const double four = graphopt_collective_ns({CollectiveOp::AllGather, 8 * MiB, 32 * MiB, 4, 2}, net);
  CHECK_THAT(four - graphopt_collective_ns({CollectiveOp::AllGather, 8 * MiB, 32 * MiB, 4}, net),
             WithinAbs(3 * 14.5e3, 1e-6));
}

TEST_CASE("a link's line for large messages: a collective takes the faster line", "[cost]") {
  // The sockets link of two H200 (docs/cost-models/h200x2-sockets.json),
  // with a second line for large messages: 187 us to start, 3.98 GB/s.
  NetworkSpec net;
  net.intra = {3.3, 12.5, 14.5};
  const double small_only_16 = graphopt_collective_ns({CollectiveOp::AllGather, 8 * MiB, 16 * MiB, 2}, net);
  CHECK_THAT(small_only_16, WithinAbs(8 * MiB / 3.3 + 27e3, 1e-6));
  net.intra.large_busbw_GBps = 3.98;
  net.intra.large_base_us = 187;
  // 16 MiB gathered: half of it on the wire; the large line is faster.
  CHECK_THAT(graphopt_collective_ns({CollectiveOp::AllGather, 8 * MiB, 16 * MiB, 2}, net),
             WithinAbs(8 * MiB / 3.98 + (187 + 14.5) * 1e3, 1e-6));
  // 64 KiB: the small line.
  CHECK_THAT(graphopt_collective_ns({CollectiveOp::AllGather, 32 * 1024, 64 * 1024, 2}, net),
             WithinAbs(32 * 1024 / 3.3 + 27e3, 1e-6));
  // The latency a perturbation keeps apart is the small line's.
  CHECK_THAT(graphopt_collective_ns({CollectiveOp::AllGather, 0, 0, 2}, net), WithinAbs(27e3, 1e-6));
  // From a cost file, and one without its bandwidth is refused.
  CostFile f;
  Diagnostics d("c.json");
  REQUIRE(parse_cost_file(R"({"intra_node": {"bandwidth_GBps": 3.3, "latency_us": 12.5, "hop_latency_us": 14.5,
    "large_bandwidth_GBps": 3.98, "large_latency_us": 187}})", f, d));
  CostConfig cfg = default_cost_config("h200");
  apply_cost_file(cfg, std::make_shared<const CostFile>(f));
  CHECK(cfg.network.intra.large_busbw_GBps == 3.98);
  CHECK(cfg.network.intra.large_base_us == 187);
  CostFile bad;
  Diagnostics e("c.json");
  CHECK_FALSE(parse_cost_file(R"({"intra_node": {"bandwidth_GBps": 3.3, "large_latency_us": 187}})", bad, e));
  CHECK(e.render().find("intra_node.large_latency_us: needs large_bandwidth_GBps") != std::string::npos);
  // Nor one without its latency, or with a latency below the small line's:
  // either would be faster at every size (found by red-team: a 512-byte
  // all-gather cost 12.25 us instead of 30.75).
  CostFile bad2, bad3;
  Diagnostics e2("c.json"), e3("c.json");
  CHECK_FALSE(parse_cost_file(R"({"intra_node": {"large_bandwidth_GBps": 300}})", bad2, e2));
  CHECK(e2.render().find("intra_node.large_bandwidth_GBps: needs large_latency_us") != std::string::npos);
  CHECK_FALSE(parse_cost_file(R"({"intra_node": {"bandwidth_GBps": 3.3, "latency_us": 12.5,
    "large_bandwidth_GBps": 3.98, "large_latency_us": 2}})", bad3, e3));
  CHECK(e3.render().find("intra_node.large_latency_us: must be at least latency_us (12.5 us)") != std::string::npos);
}

TEST_CASE("cost files parse, and bad ones name the key", "[cost]") {
  CostFile f;
  Diagnostics d("c.json");
  REQUIRE(parse_cost_file(R"({"collective": 100, "wait": 0, "target": {"aten.mm.default": 5}, "default": 1,
    "gpu": "h200", "intra_node": {"bandwidth_GBps": 3.3, "latency_us": 12.5}, "tf32": true})", f, d));
  CHECK(*f.collective == 100);
  CHECK(f.target.at("aten.mm.default") == 5);
  CHECK(*f.gpu == "h200");
  CHECK(*f.intra.busbw_GBps == 3.3);
  CHECK_FALSE(f.intra.hop_us);
  CostFile bad;
  Diagnostics e("c.json");
  CHECK_FALSE(parse_cost_file(R"({"colective": 1, "target": {"x": "5"}, "intra_node": {"bw": 1}, "wait": -1})", bad, e));
  std::string m = e.render();
  CHECK(m.find("c.json: error: colective: unknown key") != std::string::npos);
  CHECK(m.find("target['x']: expected a number") != std::string::npos);
  CHECK(m.find("intra_node.bw: unknown key") != std::string::npos);
  CHECK(m.find("wait: must be between") != std::string::npos);
  Diagnostics s("c.json");
  CHECK_FALSE(parse_cost_file("{\"a\": }", bad, s));
  CHECK(s.render().find("c.json:1:7: error:") == 0);
}

TEST_CASE("estimates follow the precedence profiled > target > kind > default > analytic", "[cost]") {
  auto doc = test::parse(R"({"format": "fx-json", "version": 1, "process_groups": {"0": {"size": 8}}, "graph": {"nodes": [
    {"name": "x", "op": "placeholder", "target": "x", "meta": {"val": {"shape": [1024, 1024], "dtype": "bfloat16"}}},
    {"name": "mm", "op": "call_function", "target": "aten.mm.default", "args": [{"node": "x"}, {"node": "x"}],
     "meta": {"val": {"shape": [1024, 1024], "dtype": "bfloat16"}}},
    {"name": "prof", "op": "call_function", "target": "aten.mm.default", "args": [{"node": "x"}, {"node": "x"}],
     "meta": {"val": {"shape": [1024, 1024], "dtype": "bfloat16"}, "runtime_ns": 1234}},
    {"name": "v", "op": "call_function", "target": "aten.view.default", "args": [{"node": "mm"}, [-1]],
     "meta": {"val": {"shape": [1048576], "dtype": "bfloat16"}}},
    {"name": "ar", "op": "call_function", "target": "_c10d_functional.all_reduce.default", "args": [{"node": "v"}, "sum", "0"],
     "meta": {"val": {"shape": [1048576], "dtype": "bfloat16"}}},
    {"name": "w", "op": "call_function", "target": "_c10d_functional.wait_tensor.default", "args": [{"node": "ar"}],
     "meta": {"val": {"shape": [1048576], "dtype": "bfloat16"}}},
    {"name": "neg", "op": "call_function", "target": "aten.neg.default", "args": [{"node": "w"}],
     "meta": {"val": {"shape": [1048576], "dtype": "bfloat16"}}},
    {"name": "output", "op": "output", "target": "output", "args": [[{"node": "neg"}, {"node": "prof"}]]}]}})");
  const Graph& g = *doc->graph;
  NodeKinds kinds(g);
  CostConfig cfg = default_cost_config("h100");
  Collectives colls(*doc, g, kinds, 0);
  REQUIRE(colls.of(g.find("ar"))->group_size == 8);
  CHECK(colls.of(g.find("ar"))->in_bytes == 2 * 1048576);  // bfloat16: 2 bytes, not 4
  NodeCosts analytic = estimate_costs(*doc, g, kinds, colls, cfg);
  // mm: 2 * 1024^3 FLOP at 989.4 TFLOP/s * 0.7 = 3,100 ns, below the 8 us kernel floor.
  CHECK(analytic.ns[g.find("mm")] == 8000);
  CHECK(analytic.source[g.find("mm")] == CostSource::Analytic);
  CHECK(analytic.ns[g.find("prof")] == 1234);
  CHECK(analytic.source[g.find("prof")] == CostSource::Profiled);
  CHECK(analytic.ns[g.find("v")] == 0);
  CHECK(analytic.ns[g.find("w")] == 0);
  CHECK(analytic.ns[g.find("x")] == 0);
  CHECK_THAT(analytic.ns[g.find("ar")], WithinAbs(2.0 * 7 / 8 * 2 * 1048576 / 280 + (18.5 + 14 * 1.75) * 1e3, 1e-6));

  auto file = std::make_shared<CostFile>();
  file->collective = 100;
  file->wait = 0;
  file->target["aten.mm.default"] = 5;
  file->default_ns = 1;
  apply_cost_file(cfg, file);
  NodeCosts fixed = estimate_costs(*doc, g, kinds, colls, cfg);
  CHECK(fixed.ns[g.find("mm")] == 5);
  CHECK(fixed.source[g.find("mm")] == CostSource::Target);
  CHECK(fixed.ns[g.find("prof")] == 1234);  // a measurement still wins
  CHECK(fixed.ns[g.find("ar")] == 100);
  CHECK(fixed.source[g.find("ar")] == CostSource::Kind);
  CHECK(fixed.ns[g.find("v")] == 1);  // no "view" entry: the default
  CHECK(fixed.source[g.find("neg")] == CostSource::Default);
}

TEST_CASE("launch times: by kind of node, from the cost file, scaled with compute", "[cost]") {
  auto doc = test::parse(R"({"format": "fx-json", "version": 1, "process_groups": {"0": {"size": 2}}, "graph": {"nodes": [
    {"name": "x", "op": "placeholder", "target": "x", "meta": {"val": {"shape": [8, 8], "dtype": "float32"}}},
    {"name": "t", "op": "call_function", "target": "aten.t.default", "args": [{"node": "x"}],
     "meta": {"val": {"shape": [8, 8], "stride": [1, 8], "dtype": "float32"}}},
    {"name": "r", "op": "call_function", "target": "aten.reshape.default", "args": [{"node": "t"}, [64]],
     "meta": {"val": {"shape": [64], "dtype": "float32"}}},
    {"name": "sp", "op": "call_function", "target": "aten.split.Tensor", "args": [{"node": "x"}, 4],
     "meta": {"val": [{"shape": [4, 8], "dtype": "float32"}, {"shape": [4, 8], "dtype": "float32"}]}},
    {"name": "g0", "op": "call_function", "target": "operator.getitem", "args": [{"node": "sp"}, 0],
     "meta": {"val": {"shape": [4, 8], "dtype": "float32"}}},
    {"name": "ag", "op": "call_function", "target": "_c10d_functional.all_gather_into_tensor.default",
     "args": [{"node": "g0"}, 2, "0"], "meta": {"val": {"shape": [8, 8], "dtype": "float32"}}},
    {"name": "w", "op": "call_function", "target": "_c10d_functional.wait_tensor.default", "args": [{"node": "ag"}],
     "meta": {"val": {"shape": [8, 8], "dtype": "float32"}}},
    {"name": "neg", "op": "call_function", "target": "aten.neg.default", "args": [{"node": "w"}],
     "meta": {"val": {"shape": [8, 8], "dtype": "float32"}}},
    {"name": "output", "op": "output", "target": "output", "args": [[{"node": "neg"}, {"node": "r"}]]}]}})");
  const Graph& g = *doc->graph;
  NodeKinds kinds(g);
  Collectives colls(*doc, g, kinds, 0);
  CostConfig cfg = default_cost_config("h100");
  NodeCosts none = estimate_costs(*doc, g, kinds, colls, cfg);
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) CHECK(none.launch[n] == 0);  // the default: free

  CostFile f;
  Diagnostics d("c.json");
  REQUIRE(parse_cost_file(R"({"kernel_launch_ns": 10000, "view_launch_ns": 6000, "collective_launch_ns": 40000})", f, d));
  apply_cost_file(cfg, std::make_shared<CostFile>(f));
  NodeCosts c = estimate_costs(*doc, g, kinds, colls, cfg);
  CHECK(c.launch[g.find("x")] == 0);
  CHECK(c.launch[g.find("t")] == 6000);      // a view
  CHECK(c.launch[g.find("r")] == 10000);     // a reshape of a transposed tensor copies: a kernel
  CHECK(c.launch[g.find("sp")] == 6000);
  CHECK(c.launch[g.find("g0")] == 0);        // Python indexing
  CHECK(c.launch[g.find("ag")] == 40000);    // the collective carries its wait's launch
  CHECK(c.launch[g.find("w")] == 0);
  CHECK(c.launch[g.find("neg")] == 10000);
  CHECK(c.launch[g.find("output")] == 0);
  perturb_costs(kinds, Perturbation{1, 0.5}, c);
  CHECK(c.launch[g.find("neg")] == 5000);
  CHECK(c.launch[g.find("ag")] == 20000);
}

TEST_CASE("a call_module costs its subgraph's sum, perturbed once, and launches all its nodes", "[cost]") {
  auto doc = test::parse(R"({"format": "fx-json", "version": 1, "graph": {"nodes": [
    {"name": "x", "op": "placeholder", "target": "x", "meta": {"val": {"shape": [8], "dtype": "float32"}}},
    {"name": "m", "op": "call_module", "target": "block", "args": [{"node": "x"}],
     "meta": {"val": {"shape": [8], "dtype": "float32"}}},
    {"name": "output", "op": "output", "target": "output", "args": [[{"node": "m"}]]}]},
    "modules": {"block": {"graph": {"nodes": [
      {"name": "a", "op": "placeholder", "target": "a", "meta": {"val": {"shape": [8], "dtype": "float32"}}},
      {"name": "r", "op": "call_function", "target": "aten.relu.default", "args": [{"node": "a"}],
       "meta": {"val": {"shape": [8], "dtype": "float32"}}},
      {"name": "v", "op": "call_function", "target": "aten.view.default", "args": [{"node": "r"}, [8]],
       "meta": {"val": {"shape": [8], "dtype": "float32"}}},
      {"name": "n", "op": "call_function", "target": "aten.neg.default", "args": [{"node": "v"}],
       "meta": {"val": {"shape": [8], "dtype": "float32"}}},
      {"name": "output", "op": "output", "target": "output", "args": [{"node": "n"}]}]}}}})");
  const Graph& g = *doc->graph;
  NodeKinds kinds(g);
  Collectives colls(*doc, g, kinds, 0);
  CostConfig cfg = default_cost_config("h100");
  cfg.compute.kernel_launch_ns = 10;
  cfg.compute.view_launch_ns = 3;
  NodeCosts plain = estimate_costs(*doc, g, kinds, colls, cfg);
  CHECK(plain.ns[g.find("m")] == 2 * cfg.compute.kernel_ns);  // relu and neg, each at the kernel floor
  CHECK(plain.launch[g.find("m")] == 10 + 3 + 10);
  cfg.perturbation.compute = 2;
  NodeCosts slow = estimate_costs(*doc, g, kinds, colls, cfg);
  CHECK(slow.ns[g.find("m")] == 2 * plain.ns[g.find("m")]);  // once, not 4x (module and node)
  CHECK(slow.launch[g.find("m")] == 2 * plain.launch[g.find("m")]);
}

TEST_CASE("a group the document does not describe needs --world-size", "[cost]") {
  auto doc = test::load("testdata/graphs/seed_all_to_all_single.json");
  doc->process_groups.clear();
  NodeKinds kinds(*doc->graph);
  try {
    Collectives c(*doc, *doc->graph, kinds, 0);
    FAIL("expected an AnalysisError");
  } catch (const AnalysisError& e) {
    CHECK(std::string(e.what()) ==
          "node 'all_to_all_single': the size of group '0' is unknown: it is not in \"process_groups\"; give --world-size");
  }
  Collectives c(*doc, *doc->graph, kinds, 4);
  CHECK(c.all()[0].group_size == 4);
}

TEST_CASE("collective estimates stay finite and positive at any group size and message", "[cost][limits]") {
  // Before: a group of 9223372036854775000 ranks overflowed the step count
  // (comm_ns -8069997), and an all-gather's shard times 2^60 ranks wrapped.
  NetworkSpec net = default_network(*find_gpu("h100"));
  const int64_t huge_groups[] = {int64_t{1} << 20, int64_t{1} << 60, 9223372036854775000, INT64_MAX};
  const int64_t big = int64_t{1} << 60;
  for (int64_t n : huge_groups) {
    for (CollectiveOp op : {CollectiveOp::AllReduce, CollectiveOp::AllGather, CollectiveOp::ReduceScatter,
                            CollectiveOp::AllToAll, CollectiveOp::Broadcast}) {
      CAPTURE(n, static_cast<int>(op));
      double g = graphopt_collective_ns({op, big, big, n}, net);
      double t = torch_collective_ns({op, big, big, n}, 8, 2);
      CHECK(std::isfinite(g));
      CHECK(g > 0);
      CHECK(std::isfinite(t));
      CHECK(t > 0);
    }
  }
  // More ranks never make an all-gather of the same shard cheaper.
  double at_2_20 = graphopt_collective_ns({CollectiveOp::AllGather, MiB, MiB << 20, int64_t{1} << 20}, net);
  double at_2_60 = graphopt_collective_ns({CollectiveOp::AllGather, MiB, MiB, int64_t{1} << 60}, net);
  CHECK(at_2_60 > at_2_20);
}

TEST_CASE("a cost file's numbers are range checked, naming the key", "[cost][limits]") {
  auto error_of = [](const char* text) {
    CostFile f;
    Diagnostics d("costs.json");
    CHECK_FALSE(parse_cost_file(text, f, d));
    return d.render();
  };
  CHECK(error_of(R"({"default": 1e16})") ==
        "costs.json: error: default: must be between 0 and 1e+15 ns, found 1e+16\n");
  CHECK(error_of(R"({"intra_node": {"bandwidth_GBps": 1e7}})") ==
        "costs.json: error: intra_node.bandwidth_GBps: must be between 1e-06 and 1e+06 GB/s, found 1e+07\n");
  CHECK(error_of(R"({"matmul_efficiency": 1.0000001})") ==  // all the digits it takes (was "found 1")
        "costs.json: error: matmul_efficiency: must be between 0.001 and 1, found 1.0000001\n");
  CHECK(error_of(R"({"gpus_per_node": 5000})") == "costs.json: error: gpus_per_node: must be between 1 and 4096, found 5000\n");
  CostFile f;
  Diagnostics d("costs.json");
  CHECK(parse_cost_file(R"({"default": 1e15, "intra_node": {"bandwidth_GBps": 1e6, "latency_us": 1e6}})", f, d));
}

TEST_CASE("the cost model of a run: the GPU preset, then the cost file, then the flags", "[cost]") {
  auto file = std::make_shared<CostFile>();
  Diagnostics d("cluster.json");
  REQUIRE(parse_cost_file(R"({"gpu": "h200", "gpus_per_node": 4, "intra_node": {"bandwidth_GBps": 300}})", *file, d));
  CostFlags none;
  CostConfig from_file = merge_cost_config(none, file);
  CHECK(from_file.compute.gpu.name == "h200");  // the file's preset
  CHECK(from_file.network.gpus_per_node == 4);
  CHECK(from_file.network.intra.busbw_GBps == 300);
  CostFlags flags;
  flags.gpu = "a100";
  flags.gpus_per_node = 2;
  flags.intra_bw_GBps = 100;
  flags.comm_model = "torch";
  flags.contention = 0.2;
  CostConfig cfg = merge_cost_config(flags, file);
  CHECK(cfg.compute.gpu.name == "a100");  // the flag wins over the file
  CHECK(cfg.network.gpus_per_node == 2);
  CHECK(cfg.network.intra.busbw_GBps == 100);
  CHECK(cfg.comm_model == CommModel::Torch);
  CHECK(cfg.contention.compute_slowdown == 0.2);
  flags.gpu = "h800";
  CHECK_THROWS_AS(merge_cost_config(flags, file), UsageError);
  flags.gpu.clear();
  flags.comm_model = "nccl";
  CHECK_THROWS_AS(merge_cost_config(flags, file), UsageError);
}
