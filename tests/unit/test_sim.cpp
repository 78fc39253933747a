#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>

#include "analysis/collectives.hpp"
#include "helpers.hpp"
#include "io/diagnostics.hpp"
#include "io/form_places.hpp"
#include "pipeline/load_input.hpp"
#include "report/overlap_log.hpp"
#include "sim/simulator.hpp"
#include "sim/step_bound.hpp"
#include "report/stats.hpp"
#include "report/trace.hpp"

using namespace graphopt;

namespace {


void reorder(Graph& g, const std::vector<std::string>& names) {
  std::vector<NodeId> ids;
  for (const auto& n : names) ids.push_back(g.find(n));
  g.set_order(ids);
}

std::string tensor(const char* shape = "[4, 4]") {
  return std::string(R"("meta": {"val": {"shape": )") + shape + R"(, "dtype": "float32"}})";
}

}  // namespace

TEST_CASE("seed graph: step time by hand, in the traced order", "[sim]") {
  // all_reduce 0-100; wait blocks 0->100 (exposed 100); mm 5, relu 1, mm_1 5,
  // mul 1, mul_1 1 -> 113; all_reduce_1 113-213; wait blocks 113->213
  // (exposed 100); add 1, add_1 1, mm_2 5 -> 220.
  auto doc = test::load("testdata/graphs/seed_reorder_compute_for_overlap.json");
  CostConfig cfg = test::seed_costs();
  CostedGraph a(*doc, *doc->graph, cfg);
  SimResult r = simulate(a);
  CHECK(r.step_ns == 220);
  CHECK(r.comm_ns == 200);
  CHECK(r.compute_ns == 20);
  CHECK(r.exposed_ns == 200);
  CHECK(r.overlap_ratio == 0);
  std::string log = overlap_log_block("before pipeline 'x' (seed)", a, r);
  CHECK(log.find("==== Visualize overlap before pipeline 'x' (seed) ====\n") == 0);
  CHECK(log.find("  1: collective _c10d_functional.all_reduce.default f32[4, 4] (all_reduce) 100 ns\n") !=
        std::string::npos);
  CHECK(log.find("Est. runtime (ms): 0.00022\n") != std::string::npos);
  CHECK(log.find("| ") == std::string::npos);  // nothing overlaps
}

TEST_CASE("seed graph: step time by hand, with compute moved under the first collective", "[sim]") {
  // all_reduce 0-100 while mm 0-5, relu 5-6, mm_1 6-11, mul 11-12 run (all
  // overlapped); wait blocks 12->100 (88); mul_1 100-101; all_reduce_1
  // 101-201; its wait blocks 101->201 (100); add, add_1, mm_2 -> 208.
  auto doc = test::load("testdata/graphs/seed_reorder_compute_for_overlap.json");
  reorder(*doc->graph, {"a_1", "all_reduce", "mm", "relu", "mm_1", "mul", "wait_tensor", "mul_1", "all_reduce_1",
                        "wait_tensor_1", "add", "add_1", "mm_2", "output"});
  CostConfig cfg = test::seed_costs();
  CostedGraph a(*doc, *doc->graph, cfg);
  SimResult r = simulate(a);
  CHECK(r.step_ns == 208);
  CHECK(r.exposed_ns == 188);
  CHECK(r.collectives[0].exposed == 88);
  CHECK(r.collectives[1].exposed == 100);
  CHECK(r.timing[doc->graph->find("mm")].overlapped);
  CHECK_FALSE(r.timing[doc->graph->find("add")].overlapped);
  CHECK(r.timing[doc->graph->find("wait_tensor")].blocked == 88);
  std::string log = overlap_log_block("after", a, r);
  CHECK(log.find("| 2: compute aten.mm.default f32[4, 4] (mm) 5 ns\n") != std::string::npos);
  CHECK(log.find("Est. runtime (ms): 0.000208\n") != std::string::npos);
}

namespace {
std::string two_collectives(const char* group_a, const char* group_b) {
  return test::doc_with(std::string(R"({"name": "x", "op": "placeholder", "target": "x", )") + tensor() + R"(},
    {"name": "ar1", "op": "call_function", "target": "_c10d_functional.all_reduce.default", "args": [{"node": "x"}, "sum", ")" +
                        group_a + R"("], )" + tensor() + R"(},
    {"name": "ar2", "op": "call_function", "target": "_c10d_functional.all_reduce.default", "args": [{"node": "x"}, "sum", ")" +
                        group_b + R"("], )" + tensor() + R"(},
    {"name": "mm", "op": "call_function", "target": "aten.mm.default", "args": [{"node": "x"}, {"node": "x"}], )" +
                        tensor() + R"(},
    {"name": "w1", "op": "call_function", "target": "_c10d_functional.wait_tensor.default", "args": [{"node": "ar1"}], )" +
                        tensor() + R"(},
    {"name": "w2", "op": "call_function", "target": "_c10d_functional.wait_tensor.default", "args": [{"node": "ar2"}], )" +
                        tensor() + R"(},
    {"name": "add", "op": "call_function", "target": "aten.add.Tensor", "args": [{"node": "w1"}, {"node": "w2"}], )" +
                        tensor() + R"(},
    {"name": "output", "op": "output", "target": "output", "args": [[{"node": "add"}, {"node": "mm"}]]})",
                        R"("process_groups": {"0": {"size": 8}, "1": {"size": 8}}, )");
}
}  // namespace

TEST_CASE("two collectives in flight on one group queue behind each other", "[sim]") {
  // ar1 0-100, ar2 waits for the group's stream: 100-200. mm 0-5 overlaps;
  // w1 blocks 5->100 (95), w2 blocks 100->200 (100), add 200-201.
  auto doc = test::parse(two_collectives("0", "0"));
  CostConfig cfg = test::seed_costs();
  CostedGraph a(*doc, *doc->graph, cfg);
  SimResult r = simulate(a);
  REQUIRE(r.collectives.size() == 2);
  CHECK(r.collectives[1].issue == 0);
  CHECK(r.collectives[1].start == 100);
  CHECK(r.collectives[0].exposed == 95);
  CHECK(r.collectives[1].exposed == 100);
  CHECK(r.step_ns == 201);
  CHECK(r.exposed_ns == 195);
}

TEST_CASE("launches hold the compute stream back where the CPU is behind", "[sim]") {
  // The CPU launches ar1 by 30 (it runs 30-130) and ar2 by 60 (queued:
  // 130-230), mm by 70 (70-75); w1 holds the stream 75->130 (55), w2
  // 130->230 (100); add, launched by 80, runs 230-231. Without launches
  // the same graph takes 201 with 195 exposed (the test above).
  auto doc = test::parse(two_collectives("0", "0"));
  CostConfig cfg = test::seed_costs();
  cfg.compute.kernel_launch_ns = 10;
  cfg.compute.collective_launch_ns = 30;
  CostedGraph a(*doc, *doc->graph, cfg);
  SimResult r = simulate(a);
  REQUIRE(r.collectives.size() == 2);
  CHECK(r.collectives[0].issue == 30);
  CHECK(r.collectives[0].start == 30);
  CHECK(r.collectives[1].issue == 60);
  CHECK(r.collectives[1].start == 130);
  CHECK(r.timing[doc->graph->find("mm")].start == 70);
  CHECK(r.collectives[0].exposed == 55);
  CHECK(r.step_ns == 231);
  CHECK(r.exposed_ns == 155);
  CHECK(step_time(a, doc->graph->order()) == 231);
}

TEST_CASE("collectives on two groups run at the same time", "[sim]") {
  // ar1 and ar2 both 0-100 on their own streams; mm 0-5; w1 blocks 5->100
  // (95); w2 finds ar2 done; add 100-101.
  auto doc = test::parse(two_collectives("0", "1"));
  CostConfig cfg = test::seed_costs();
  CostedGraph a(*doc, *doc->graph, cfg);
  SimResult r = simulate(a);
  CHECK(r.collectives[1].start == 0);
  CHECK(r.collectives[1].exposed == 0);
  CHECK(r.step_ns == 101);
  CHECK(r.exposed_ns == 95);
  CHECK(r.overlap_ratio == Approx(1 - 95.0 / 200));
  std::ostringstream os;
  write_trace(os, {trace_stage(1, "t", a, r)});
  nlohmann::ordered_json events = nlohmann::ordered_json::parse(os.str())["traceEvents"];
  int group_tracks = 0;
  for (const auto& e : events)
    if (e["name"] == "thread_name" && e["args"]["name"].get<std::string>().rfind("process group ", 0) == 0) ++group_tracks;
  CHECK(group_tracks == 2);
}

TEST_CASE("the trace streams one document: a process per stage, its tracks and events", "[sim]") {
  auto doc = test::parse(two_collectives("0", "1"));
  CostConfig cfg = test::seed_costs();
  CostedGraph a(*doc, *doc->graph, cfg);
  SimResult r = simulate(a);
  std::vector<TraceStage> stages = {trace_stage(1, "in", a, r), trace_stage(2, "out", a, r)};
  doc.reset();  // a stage holds what it shows (and the string pool): the graph may be gone
  std::ostringstream os;
  write_trace(os, stages);
  std::string text = os.str();
  REQUIRE(text.size() > 2);
  CHECK(text.back() == '\n');
  CHECK(text.find('\n') == text.size() - 1);  // one line, as dump() wrote it
  auto j = nlohmann::ordered_json::parse(text);
  CHECK(j.dump() + "\n" == text);  // compact separators, keys in nlohmann's order
  REQUIRE(j.size() == 2);
  CHECK(j.begin().key() == "traceEvents");
  CHECK(j["displayTimeUnit"] == "ns");
  const auto& events = j["traceEvents"];
  // Per stage: process name and sort index, 3 tracks, mm, the wait w1, add, 2 collectives.
  REQUIRE(events.size() == 2 * 10);
  for (int pid : {1, 2}) {
    std::vector<nlohmann::ordered_json> ev;
    for (const auto& e : events)
      if (e["pid"] == pid) ev.push_back(e);
    REQUIRE(ev.size() == 10);
    CHECK(ev[0]["args"]["name"] == (pid == 1 ? "in" : "out"));
    CHECK(ev[1]["args"]["sort_index"] == pid);
    CHECK(ev[2]["args"]["name"] == "compute");
    CHECK(ev[3]["args"]["name"] == "process group 0");
    CHECK(ev[4]["args"]["name"] == "process group 1");
    CHECK(ev[4]["tid"] == 2);
    CHECK(ev[5]["args"]["node"] == "mm");
    CHECK(ev[5]["cat"] == "compute");
    CHECK(ev[5]["args"]["overlapped"] == true);
    CHECK(ev[6]["args"]["node"] == "w1");
    CHECK(ev[6]["cat"] == "wait");
    CHECK(ev[6]["ts"] == 0.005);
    CHECK(ev[6]["dur"] == 0.095);
    CHECK(ev[6]["args"]["blocked_ns"] == 95.0);
    CHECK(ev[7]["args"]["node"] == "add");
    CHECK(ev[8]["cat"] == "collective");
    CHECK(ev[8]["tid"] == 1);
    CHECK(ev[9]["tid"] == 2);
    CHECK(ev[9]["args"]["node"] == "ar2");
    CHECK(ev[9]["args"]["Group size"] == 8);
    CHECK(ev[9]["args"]["dtype"] == "Float");
  }
}

TEST_CASE("peak memory follows liveness, views and collective inputs", "[sim]") {
  // x 64 B lives throughout. a [1..3], b [2..3], c [3..4]: peak at c = 64 * 4.
  auto doc = test::parse(test::doc_with(std::string(R"({"name": "x", "op": "placeholder", "target": "x", )") + tensor() + R"(},
    {"name": "a", "op": "call_function", "target": "aten.relu.default", "args": [{"node": "x"}], )" + tensor() + R"(},
    {"name": "b", "op": "call_function", "target": "aten.relu.default", "args": [{"node": "a"}], )" + tensor() + R"(},
    {"name": "c", "op": "call_function", "target": "aten.add.Tensor", "args": [{"node": "a"}, {"node": "b"}], )" + tensor() + R"(},
    {"name": "v", "op": "call_function", "target": "aten.view.default", "args": [{"node": "c"}, [16]], )" + tensor("[16]") + R"(},
    {"name": "d", "op": "call_function", "target": "aten.neg.default", "args": [{"node": "x"}], )" + tensor() + R"(},
    {"name": "output", "op": "output", "target": "output", "args": [[{"node": "v"}, {"node": "d"}]]})"));
  CostConfig cfg = default_cost_config();
  CostedGraph a(*doc, *doc->graph, cfg);
  NodeId at = kNoNode;
  int64_t inputs = 0;
  // The view allocates nothing and keeps c alive to the output: at d, x + c + d = 192; at c, 256.
  CHECK(peak_memory(a, &at, &inputs) == 256);
  CHECK(doc->graph->name(at) == "c");
  CHECK(inputs == 64);
  CHECK(a.alloc_bytes(doc->graph->find("v")) == 0);

  // A collective's input lives until the wait: y (64) stays through z.
  auto doc2 = test::parse(test::doc_with(std::string(R"({"name": "x", "op": "placeholder", "target": "x", )") + tensor() + R"(},
    {"name": "y", "op": "call_function", "target": "aten.relu.default", "args": [{"node": "x"}], )" + tensor() + R"(},
    {"name": "ar", "op": "call_function", "target": "_c10d_functional.all_reduce.default", "args": [{"node": "y"}, "sum", "0"], )" + tensor() + R"(},
    {"name": "z", "op": "call_function", "target": "aten.neg.default", "args": [{"node": "x"}], )" + tensor() + R"(},
    {"name": "w", "op": "call_function", "target": "_c10d_functional.wait_tensor.default", "args": [{"node": "ar"}], )" + tensor() + R"(},
    {"name": "output", "op": "output", "target": "output", "args": [[{"node": "w"}, {"node": "z"}]]})",
                                         R"("process_groups": {"0": {"size": 2}}, )"));
  CostedGraph a2(*doc2, *doc2->graph, cfg);
  // At z: x, y (held by the collective), ar's output, z = 256.
  CHECK(peak_memory(a2, &at) == 256);
  CHECK(doc2->graph->name(at) == "z");
}

TEST_CASE("stats carry the figures and every collective", "[sim]") {
  auto doc = test::load("testdata/graphs/seed_reorder_compute_for_overlap.json");
  CostConfig cfg = test::seed_costs();
  CostedGraph a(*doc, *doc->graph, cfg);
  SimResult r = simulate(a);
  auto j = stats_json(StageInfo{"in.json", "pass", "sink_waits", 1, 2.5}, a, r);
  CHECK(j["stage"] == "pass");
  CHECK(j["pass"] == "sink_waits");
  CHECK(j["pass_wall_ms"] == 2.5);
  CHECK(j["step_time_ns"] == 220.0);
  CHECK(j["exposed_comm_ns"] == 200.0);
  CHECK(j["per_collective"].size() == 2);
  CHECK(j["per_collective"][0]["group_size"] == 8);
  CHECK(j["per_collective"][0]["in_bytes"] == 64);
  CHECK(j["cost_sources"]["cost-file target"] == 3);
}

TEST_CASE("waits on non-collectives and malformed group arguments are reported at their place", "[analysis]") {
  const std::string text = test::doc_with(R"({"name": "x", "op": "placeholder", "target": "x"},
    {"name": "w", "op": "call_function", "target": "_c10d_functional.wait_tensor.default", "args": [{"node": "x"}]},
    {"name": "ar", "op": "call_function", "target": "_c10d_functional.all_reduce.default", "args": [{"node": "x"}, "sum", 0]},
    {"name": "ag", "op": "call_function", "target": "_c10d_functional.all_gather_into_tensor.default", "args": [{"node": "x"}, 0, "0"]},
    {"name": "output", "op": "output", "target": "output", "args": [[{"node": "w"}, {"node": "ar"}, {"node": "ag"}]]})");
  // In the text loaded: the place of the node's args, or of the node.
  Diagnostics d("t.json");
  CHECK_FALSE(load_input_text(text, d));
  std::string m = d.render();
  CHECK(m.find("t.json:2:100: error: node 'w', args[0]: wait_tensor waits on 'x', which is not a collective") != std::string::npos);
  CHECK(m.find("t.json:3:100: error: node 'ar', args[2]: group_name must be a string") != std::string::npos);
  CHECK(m.find("t.json:4:5: error: node 'ag': group_size must be positive, found 0") != std::string::npos);
  // A graph that is no file: the place in words (io/form_places.hpp).
  auto doc = test::parse(text);
  std::vector<std::string> lines = form_problem_lines(collective_problems(*doc));
  CHECK(std::find(lines.begin(), lines.end(), "graph, node 'ag': group_size must be positive, found 0") != lines.end());
}

namespace {
struct Call {
  const char* name;
  const char* target;
  const char* args;  // JSON
};
// A step on group "0" of 8 ranks: placeholder x, the calls in order (f32[4, 4]
// each), returning `ret`.
std::string one_group_step(const std::vector<Call>& calls, const char* ret) {
  std::string nodes = std::string(R"({"name": "x", "op": "placeholder", "target": "x", )") + tensor() + "},";
  for (const Call& c : calls)
    nodes += std::string(R"({"name": ")") + c.name + R"(", "op": "call_function", "target": ")" + c.target +
             R"(", "args": )" + c.args + ", " + tensor() + "},";
  nodes += std::string(R"({"name": "output", "op": "output", "target": "output", "args": [[{"node": ")") + ret + R"("}]]})";
  return test::doc_with(nodes, R"("process_groups": {"0": {"size": 8}}, )");
}
}  // namespace

TEST_CASE("step bound: the seed graph, by hand, under both of its orders", "[sim][bound]") {
  // Compute 20. all_reduce needs no compute first, all_reduce_1 needs 8
  // (mul_1, mul, mm_1, relu); behind all_reduce's wait 8 runs (mul_1, add,
  // add_1, mm_2), behind all_reduce_1's 6 (add_1, mm_2). Fixed costs (100
  // each): a bucket of both would cost 100 too, so one counts. 0 + 100 + 6;
  // across iterations the communication alone, 100.
  auto doc = test::load("testdata/graphs/seed_reorder_compute_for_overlap.json");
  CostConfig cfg = test::seed_costs();
  CostedGraph a(*doc, *doc->graph, cfg);
  StepBound b = step_bound(a, cfg);
  CHECK(b.compute_ns == 20);
  CHECK(b.before_ns == 0);
  CHECK(b.comm_ns == 100);
  CHECK(b.after_ns == 6);
  CHECK(b.single_ns == 106);
  CHECK(b.across_ns == 100);
  CHECK(b.group != "");
  CHECK(simulate(a).step_ns >= b.single_ns);
  reorder(*doc->graph, {"a_1", "all_reduce", "mm", "relu", "mm_1", "mul", "wait_tensor", "mul_1", "all_reduce_1",
                        "wait_tensor_1", "add", "add_1", "mm_2", "output"});
  CostedGraph best(*doc, *doc->graph, cfg);
  CHECK(simulate(best).step_ns == 208);
  CHECK(step_bound(best, cfg).single_ns == 106);  // the order does not move it
  // Bucketed, the two all-reduces are one of 100: the bound holds.
  test::run_passes(*doc, "comm_fusion{bucket_mb=100},overlap_schedule{bucket=false}", cfg);
  CostedGraph bucketed(*doc, *doc->graph, cfg);
  CHECK(simulate(bucketed).step_ns >= b.single_ns);
}

TEST_CASE("step bound: compute that reads a collective without a wait is not held back by it", "[sim][bound]") {
  // mm (5) reads the all-reduce's result directly: the simulator does not
  // make it wait, so nothing runs after the communication: 0 + 100 + 0.
  auto doc = test::parse(one_group_step({{"ar", "_c10d_functional.all_reduce.default", R"([{"node": "x"}, "sum", "0"])"},
                                         {"mm", "aten.mm.default", R"([{"node": "ar"}, {"node": "ar"}])"}},
                                        "mm"));
  CostConfig cfg = test::seed_costs();
  CostedGraph a(*doc, *doc->graph, cfg);
  StepBound b = step_bound(a, cfg);
  CHECK(b.after_ns == 0);
  CHECK(b.single_ns == 100);
  CHECK(simulate(a).step_ns >= b.single_ns);
}

TEST_CASE("step bound: a collective needs all of its ancestors' compute, not one chain of it", "[sim][bound]") {
  // mm_a and mm_b (5 each) both feed add (1), which the all-reduce sends:
  // 11 of compute before it, though its longest chain is 6; relu (1) after.
  // The simulator agrees: 11 + 100 + 1.
  auto doc = test::parse(one_group_step({{"mm_a", "aten.mm.default", R"([{"node": "x"}, {"node": "x"}])"},
                                         {"mm_b", "aten.mm.default", R"([{"node": "x"}, {"node": "x"}])"},
                                         {"add", "aten.add.Tensor", R"([{"node": "mm_a"}, {"node": "mm_b"}])"},
                                         {"ar", "_c10d_functional.all_reduce.default", R"([{"node": "add"}, "sum", "0"])"},
                                         {"w", "_c10d_functional.wait_tensor.default", R"([{"node": "ar"}])"},
                                         {"relu", "aten.relu.default", R"([{"node": "w"}])"}},
                                        "relu"));
  CostConfig cfg = test::seed_costs();
  CostedGraph a(*doc, *doc->graph, cfg);
  StepBound b = step_bound(a, cfg);
  CHECK(b.before_ns == 11);
  CHECK(b.after_ns == 1);
  CHECK(b.single_ns == 112);
  CHECK(simulate(a).step_ns == 112);
}

TEST_CASE("step bound: analytic collectives of a group count as one merged collective", "[sim][bound]") {
  // Bucketing both all-reduces would pay the group's latency once: the
  // bound's communication is the two estimates less one latency.
  auto doc = test::parse(two_collectives("0", "0"));
  CostConfig cfg = default_cost_config("h100");
  cfg.network.intra.large_busbw_GBps = 0;  // one line: merging saves exactly a latency
  CostedGraph a(*doc, *doc->graph, cfg);
  const Collectives& colls = a.collectives();
  REQUIRE(colls.all().size() == 2);
  const CollectiveInfo& one = colls.all()[0];
  const double each = a.cost(one.node), latency = collective_latency_ns(one, cfg);
  REQUIRE(latency > 0);
  StepBound b = step_bound(a, cfg);
  CHECK(b.comm_ns == Approx(2 * each - latency));
  CHECK(b.comm_ns < 2 * each);
  CHECK(simulate(a).step_ns >= b.single_ns);
  // On two groups nothing merges; each group's stream bounds the step alone.
  auto two = test::parse(two_collectives("0", "1"));
  CostedGraph a2(*two, *two->graph, cfg);
  CHECK(step_bound(a2, cfg).comm_ns == Approx(each));
}

TEST_CASE("step bound: no schedule of a traced step is under its input's bound", "[sim][bound]") {
  // torch's two schedules reorder and bucket the traced steps, and graphopt's
  // reorders and buckets them without removing any: none may be faster
  // than the input's bound, over NVLink or sockets.
  for (const char* link : {"docs/cost-models/h200x2-nvlink.json", "docs/cost-models/h200x2-sockets-large.json"}) {
    auto file = std::make_shared<CostFile>();
    Diagnostics d(link);
    REQUIRE(load_cost_file(test::source_path(link), *file, d));
    CostConfig cfg = default_cost_config("h200");
    apply_cost_file(cfg, file);
    for (const char* name : {"ddp_bert", "ddp_llama", "fsdp_llama", "fsdp_qwen2"}) {
      auto in = test::load(std::string("testdata/traced/") + name + ".json");
      const StepBound b = step_bound(CostedGraph(*in, *in->graph, cfg), cfg);
      INFO(link << " " << name);
      for (const char* dir : {"testdata/traced/torch/", "testdata/traced/torch-bucketed/"}) {
        auto s = test::load(std::string(dir) + name + ".json");
        CHECK(simulate(CostedGraph(*s, *s->graph, cfg)).step_ns >= b.single_ns);
      }
      test::run_passes(*in, "overlap_schedule{reuse_gathers=0}", cfg);
      CHECK(simulate(CostedGraph(*in, *in->graph, cfg)).step_ns >= b.single_ns);
    }
  }
  // Fixed costs (a cost file's): 31 all-reduces bucketed into 18 pay 18
  // fixed costs, not 31.
  CostConfig fixed = test::seed_costs();
  auto in = test::load("testdata/graphs/ddp_gpt_small.json");
  const StepBound b = step_bound(CostedGraph(*in, *in->graph, fixed), fixed);
  test::run_passes(*in, "overlap_schedule", fixed);
  CHECK(simulate(CostedGraph(*in, *in->graph, fixed)).step_ns >= b.single_ns);
}
