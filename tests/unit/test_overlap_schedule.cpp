#include <catch2/catch.hpp>

#include <map>

#include "analysis/verify.hpp"
#include "helpers.hpp"
#include "io/writer.hpp"
#include "pipeline/pipeline.hpp"
#include "random_graph.hpp"
#include "sched/list_scheduler.hpp"
#include "sched/memory_budget.hpp"
#include "sched/robust.hpp"
#include "sim/memory_tracker.hpp"
#include "sim/simulator.hpp"
#include "sys/parallel.hpp"

using namespace graphopt;

namespace {

using test::run_passes;

SimResult simulated(const Document& doc, const CostConfig& cost) {
  CostedGraph a(doc, *doc.graph, cost);
  return simulate(a);
}

std::vector<ListScheduleParams> some_params() {
  std::vector<ListScheduleParams> out;
  for (bool need_first : {true, false})
    for (double lookahead : {std::numeric_limits<double>::infinity(), 1.0})
      for (Urgency urgency : {Urgency::Needed, Urgency::MustStart, Urgency::Ready}) {
        ListScheduleParams p;
        p.need_first = need_first;
        p.lookahead = lookahead;
        p.urgency = urgency;
        out.push_back(p);
      }
  return out;
}

// Two FSDP-like layers: each all-gathers a weight and multiplies by it. The
// weights are 4 MiB each, the activations 64 KiB.
std::string two_layers() {
  auto node = [](const std::string& name, const std::string& target, const std::string& args,
                 const std::string& shape) {
    return R"({"name": ")" + name + R"(", "op": "call_function", "target": ")" + target + R"(", "args": [)" + args +
           R"(], "meta": {"val": {"shape": )" + shape + R"(, "dtype": "float32", "stride": [1024, 1], "device": "cuda:0"}}})";
  };
  std::string ag = "_c10d_functional.all_gather_into_tensor.default";
  std::string wait = "_c10d_functional.wait_tensor.default";
  std::string nodes =
      R"({"name": "x", "op": "placeholder", "target": "x", "meta": {"val": {"shape": [16, 1024], "dtype": "float32", "stride": [1024, 1], "device": "cuda:0"}}},)"
      R"({"name": "w0", "op": "placeholder", "target": "w0", "meta": {"val": {"shape": [128, 1024], "dtype": "float32", "stride": [1024, 1], "device": "cuda:0"}}},)"
      R"({"name": "w1", "op": "placeholder", "target": "w1", "meta": {"val": {"shape": [128, 1024], "dtype": "float32", "stride": [1024, 1], "device": "cuda:0"}}},)" +
      node("ag0", ag, R"({"node": "w0"}, 8, "0")", "[1024, 1024]") + "," +
      node("wait0", wait, R"({"node": "ag0"})", "[1024, 1024]") + "," +
      node("mm0", "aten.mm.default", R"({"node": "x"}, {"node": "wait0"})", "[16, 1024]") + "," +
      node("ag1", ag, R"({"node": "w1"}, 8, "0")", "[1024, 1024]") + "," +
      node("wait1", wait, R"({"node": "ag1"})", "[1024, 1024]") + "," +
      node("mm1", "aten.mm.default", R"({"node": "mm0"}, {"node": "wait1"})", "[16, 1024]") + "," +
      R"({"name": "output", "op": "output", "target": "output", "args": [[{"node": "mm1"}]]})";
  return test::doc_with(nodes, R"("process_groups": {"0": {"size": 8}}, )");
}

}  // namespace

TEST_CASE("the memory tracker gives peak_memory() of any order it runs", "[sim][memory]") {
  CostConfig cost = default_cost_config();
  for (uint32_t seed = 1; seed <= 200; ++seed) {
    auto doc = test::parse(test::random_graph(seed, 10 + static_cast<int>(seed % 50)));
    CostedGraph a(*doc, *doc->graph, cost);
    MemoryTracker mem(a);
    for (NodeId n : doc->graph->order()) mem.run(n);
    INFO("seed " << seed);
    CHECK(mem.peak() == peak_memory(a));
    CHECK(mem.live() == mem.base());  // everything but the inputs is freed by the end
  }
}

// The h200 preset, and the same with eager launch times (a CPU that can
// fall behind the GPU).
static std::vector<CostConfig> both_clocks() {
  CostConfig eager = default_cost_config("h200");
  eager.compute.kernel_launch_ns = 10000;
  eager.compute.view_launch_ns = 6000;
  eager.compute.collective_launch_ns = 40000;
  return {default_cost_config("h200"), eager};
}

TEST_CASE("step_time is simulate()'s step, under contention and rescaled costs too", "[sim][robust]") {
  for (const CostConfig& cost : both_clocks())
  for (const char* name : {"ddp_gpt_small", "fsdp_gpt_small", "tp_gpt_small", "moe_gpt_small_w2"}) {
    auto doc = test::load(std::string("testdata/graphs/") + name + ".json");
    CostedGraph base(*doc, *doc->graph, cost);
    for (const ScoringModel& m : scoring_models()) {
      CostedGraph a(base, m.perturbation, m.contention);
      INFO(name << " link " << m.perturbation.link << " compute " << m.perturbation.compute);
      CHECK(step_time(a, doc->graph->order()) == simulate(a).step_ns);
    }
  }
}

TEST_CASE("the list scheduler reports exactly what the simulator says of its order", "[sched][overlap]") {
  for (const CostConfig& cost : both_clocks())
  for (const char* name : {"ddp_gpt_small", "fsdp_gpt_small", "tp_gpt_small", "moe_gpt_small_w2"}) {
    for (CollectiveOrder mode : {CollectiveOrder::PerGroup, CollectiveOrder::Free}) {
      auto doc = test::load(std::string("testdata/graphs/") + name + ".json");
      Graph& g = *doc->graph;
      CostedGraph a(*doc, g, cost);
      Dependencies deps(g, a.kinds(), mode);
      ListScheduler sched(a, deps, mode);
      for (const ListScheduleParams& p : some_params()) {
        ScheduleResult r = sched.run(p);
        REQUIRE(r.complete);
        g.set_order(r.order);
        SimResult s = simulate(a);
        INFO(name << " need_first " << p.need_first << " lookahead " << p.lookahead);
        CHECK(r.step_ns == s.step_ns);
        CHECK(r.exposed_ns == s.exposed_ns);
        CHECK(r.peak_bytes == s.peak_bytes);
      }
    }
  }
}

TEST_CASE("list scheduler runs side by side give what they give one at a time", "[sched][overlap]") {
  // overlap_schedule runs every setting on threads of its own, on one
  // scheduler: a run must write nothing the others read.
  const CostConfig cost = default_cost_config("h200");
  for (const char* name : {"fsdp_gpt_small", "moe_gpt_small_w2"}) {
    auto doc = test::load(std::string("testdata/graphs/") + name + ".json");
    CostedGraph a(*doc, *doc->graph, cost);
    Dependencies deps(*doc->graph, a.kinds(), CollectiveOrder::Free);
    ListScheduler sched(a, deps, CollectiveOrder::Free);
    std::vector<ListScheduleParams> params = some_params();
    for (ListScheduleParams p : some_params()) {  // and some that give up over a memory limit
      p.give_up_above = p.memory_limit = a.graph().size() * int64_t{4096};
      params.push_back(p);
    }
    std::vector<ScheduleResult> alone;
    for (const ListScheduleParams& p : params) alone.push_back(sched.run(p));
    for (int round = 0; round < 4; ++round) {
      std::vector<ScheduleResult> together(params.size());
      parallel_for(params.size(), 8, [&](size_t i) { together[i] = sched.run(params[i]); });
      for (size_t i = 0; i < params.size(); ++i) {
        INFO(name << " setting " << i << " round " << round);
        CHECK(together[i].complete == alone[i].complete);
        CHECK(together[i].order == alone[i].order);
        CHECK(together[i].peak_bytes == alone[i].peak_bytes);
        CHECK(together[i].step_ns == alone[i].step_ns);
      }
    }
  }
}

TEST_CASE("overlap_schedule prefetches an all-gather only as far as the memory budget allows", "[passes][overlap]") {
  CostConfig cost = default_cost_config("h200");
  // Roomy budget: ag1 goes out before mm0 so that it arrives while mm0 runs.
  // (arrival=false: by default the two gathers become one bucket, the link
  // being ahead of so little compute, and ag1 goes out with ag0.)
  auto doc = test::parse(two_layers());
  run_passes(*doc, "overlap_schedule{memory_ratio=2,arrival=false}", cost);
  auto o = test::names(*doc->graph);
  auto at = [&](const char* n) { return std::find(o.begin(), o.end(), n) - o.begin(); };
  CHECK(at("ag1") < at("mm0"));
  CHECK(at("wait1") > at("mm0"));
  // By default a step that prefetches parameters may take 1 GB more.
  doc = test::parse(two_layers());
  run_passes(*doc, "overlap_schedule{memory_ratio=1,arrival=false}", cost);
  o = test::names(*doc->graph);
  CHECK(at("ag1") < at("mm0"));
  // A budget of the input's own peak: both weights may not be alive at once.
  doc = test::parse(two_layers());
  SimResult before = simulated(*doc, cost);
  run_passes(*doc, "overlap_schedule{memory_ratio=1,memory_increase_gb=0,prefetch_gb=0}", cost);
  SimResult after = simulated(*doc, cost);
  CHECK(after.peak_bytes <= before.peak_bytes);
  o = test::names(*doc->graph);
  CHECK(at("ag1") > at("mm0"));
  // An absolute budget in GB takes precedence over the ratio.
  doc = test::parse(two_layers());
  run_passes(*doc, "overlap_schedule{memory_ratio=1,memory_increase_gb=0,prefetch_gb=0,memory_gb=1,arrival=false}", cost);
  o = test::names(*doc->graph);
  CHECK(at("ag1") < at("mm0"));
}

TEST_CASE("overlap_schedule keeps the invariants on random graphs and never makes the estimate worse",
          "[passes][overlap][property]") {
  CostConfig cost = default_cost_config();
  const char* pipelines[] = {"overlap_schedule", "overlap_schedule{reorder_collectives=false,robust=false}",
                             "overlap_schedule{memory_ratio=1,memory_increase_gb=0,prefetch_gb=0}", "sink_waits,overlap_schedule"};
  std::map<std::string, int> changed;  // by pipeline: the graphs it rewrote
  const uint32_t seeds = test::property_seeds(400);
  for (uint32_t seed = 1; seed <= seeds; ++seed) {
    std::string text = test::random_graph(seed, 10 + static_cast<int>(seed % 60));
    for (const char* p : pipelines) {
      auto doc = test::parse(text);
      const std::string input = write_fx_json(*doc);
      SimResult before = simulated(*doc, cost);
      const bool prefetches = prefetches_parameters(CostedGraph(*doc, *doc->graph, cost));
      RobustScorer before_scorer(CostedGraph(*doc, *doc->graph, cost));
      std::vector<double> before_lost = before_scorer.lost(before_scorer.steps(doc->graph->order()));
      const Regret before_regret = before_scorer.regret();
      InvariantSnapshot snap(*doc);
      run_passes(*doc, p, cost);  // the verifier throws on a broken invariant
      const std::string passes = p;
      bool reorders = passes.find("reorder_collectives=false") == std::string::npos;
      bool may_bucket = reorders && passes.find("robust=false") == std::string::npos;
      INFO("seed " << seed << ", passes " << p << "\n" << text);
      REQUIRE(snap.check(*doc, {.collectives_may_reorder = reorders, .nodes_unchanged = !may_bucket}).empty());
      REQUIRE(verify_structure(*doc).empty());
      if (passes.rfind("overlap_schedule", 0) == 0) {
        SimResult after = simulated(*doc, cost);
        // The default budget, or the input's own peak.
        const MemoryBudget options = passes.find("memory_ratio=1,") != std::string::npos ? MemoryBudget{1, 0, 0, 0}
                                                                                         : MemoryBudget{};
        CHECK(after.peak_bytes <= memory_budget(options, before.peak_bytes, prefetches));
        if (passes.find("robust=false") != std::string::npos) {
          CHECK(after.step_ns <= before.step_ns);  // the estimate never gets worse
        } else {
          // Never less robust than the input (its worst-case regret over the
          // scoring models within the choice's tolerance of the input's),
          // unless the input was too slow by the estimate to compete.
          RobustScorer after_scorer(CostedGraph(*doc, *doc->graph, cost));
          std::vector<double> after_lost = after_scorer.lost(after_scorer.steps(doc->graph->order()));
          std::vector<double> regret = before_regret.all({after_lost, before_lost});
          CHECK((regret[0] <= regret[1] * Regret::kWorstTolerance ||
                 after.step_ns < before.step_ns));
        }
      }
      auto again = test::parse(text);
      run_passes(*again, p, cost);
      REQUIRE(write_fx_json(*again) == write_fx_json(*doc));
      changed[p] += write_fx_json(*doc) != input;
    }
  }
  // Not vacuous: every setting rewrites a good share of the graphs.
  for (const char* p : pipelines) {
    INFO(p << " rewrote " << changed[p] << " of " << seeds << " graphs");
    CHECK(changed[p] >= static_cast<int>(seeds / 2));
  }
}

TEST_CASE("overlap_schedule on the real graphs: within budget, and no more exposed than torch's schedule",
          "[passes][overlap][real]") {
  CostConfig cost = default_cost_config();
  for (const char* name : {"ddp_gpt_small", "ddp_gpt_small_w2", "fsdp_gpt_small", "fsdp_gpt_small_w2", "tp_gpt_small",
                           "moe_gpt_small_w2", "fsdp_llama_8b"}) {
    auto torch_doc = test::load(std::string("testdata/torch-schedules/") + name + ".json");
    SimResult torch = simulated(*torch_doc, cost);
    for (const char* p : {"overlap_schedule", "overlap_schedule{robust=false}"}) {
      auto doc = test::load(std::string("testdata/graphs/") + name + ".json");
      SimResult before = simulated(*doc, cost);
      const bool prefetches = prefetches_parameters(CostedGraph(*doc, *doc->graph, cost));
      InvariantSnapshot snap(*doc);
      run_passes(*doc, p, cost);
      SimResult after = simulated(*doc, cost);
      INFO(name << " " << p << ": exposed " << after.exposed_ns << " (torch " << torch.exposed_ns << "), peak "
                << after.peak_bytes << " (input " << before.peak_bytes << ", torch " << torch.peak_bytes << ")");
      const bool may_bucket = std::string(p).find("robust=false") == std::string::npos;
      CHECK(snap.check(*doc, {.collectives_may_reorder = true, .nodes_unchanged = !may_bucket}).empty());
      // Within the default budget, and at most 5% over torch's own peak.
      CHECK(after.peak_bytes <= memory_budget({}, before.peak_bytes, prefetches));
      CHECK(static_cast<double>(after.peak_bytes) <= 1.05 * std::max<double>(torch.peak_bytes, before.peak_bytes));
      CHECK(after.step_ns < before.step_ns);
      // The point estimate is judged by its own model; the robust default
      // over perturbed models (bench/robust/perturbed.py).
      if (std::string(p).find("robust=false") != std::string::npos) CHECK(after.exposed_ns <= torch.exposed_ns);
      // fsdp_llama_8b's parameter buckets fit the budget only with their
      // all-gathers late (the estimate: 145 ms exposed); the guard keeps
      // the robust choice (11 ms), below torch's (48).
      if (std::string(name) == "fsdp_llama_8b") CHECK(after.exposed_ns <= torch.exposed_ns);
    }
  }
}

TEST_CASE("parameter buckets: 64 MiB, halved down to 16 while the all-gathers fill fewer than three",
          "[passes][overlap][real]") {
  CostConfig cost = default_cost_config();
  auto size = [&](const std::string& path) {
    auto doc = test::load(path);
    const std::string pipeline = parameter_bucketing(CostedGraph(*doc, *doc->graph, cost));
    const size_t at = pipeline.find("comm_fusion{bucket_mb=");
    return pipeline.substr(at + 22, pipeline.find(',', at) - at - 22);
  };
  CHECK(size("testdata/traced/fsdp_llama.json") == "64");         // 485 MiB gathered
  CHECK(size("testdata/graphs/fsdp_gpt_small_w2.json") == "32");  // 176 MiB
  auto small = test::parse(two_layers());                          // 8 MiB
  CHECK(parameter_bucketing(CostedGraph(*small, *small->graph, cost)).find("bucket_mb=16,ramp=true,alone_mb=8,kinds=all_gather") !=
        std::string::npos);
}

// H200's costs, with a cost file of the repository applied (null: none).
static CostConfig h200_with(const char* cost_file) {
  CostConfig cost = default_cost_config("h200");
  if (cost_file) {
    auto file = std::make_shared<CostFile>();
    Diagnostics d(cost_file);
    if (!load_cost_file(test::source_path(cost_file), *file, d)) throw std::runtime_error(d.render());
    apply_cost_file(cost, file);
  }
  return cost;
}

TEST_CASE("overlap_schedule copies every gradient into a bucket only where the estimate cannot see the copies",
          "[passes][overlap][robust]") {
  // Over sockets the copies hide under the link: the estimate ties the two
  // gradient bucketings and the copied one, measured faster there, is kept.
  // With no cost file (an NVLink-like estimate) the copies cost 0.45% on
  // this step: the large gradients stay alone, though the slow links the
  // robust choice scores would take the copies (measured 1.9% behind
  // torch's schedule over NVLink with them).
  auto kept_for = [](const char* cost_file) {
    const CostConfig cost = h200_with(cost_file);
    auto doc = test::load("testdata/graphs/ddp_gpt_small_w2.json");
    std::string kept;
    PassContext env{"t", &cost, {}};
    env.kept_bucketing = &kept;
    Pipeline(parse_pipeline("overlap_schedule")).run(*doc, env, {}, [](const Report&) {});
    return kept;
  };
  CHECK(kept_for("docs/cost-models/h200x2-sockets-large.json") == kRobustBucketings[0]);
  CHECK(kept_for("docs/cost-models/h200x2-sockets-step.json") == kRobustBucketings[0]);
  CHECK(kept_for(nullptr) == kRobustBucketings[1]);
  CHECK(kept_for("docs/cost-models/h200x2-nvlink.json") == kRobustBucketings[1]);
}

TEST_CASE("overlap_schedule makes the same choice on many cores as on few", "[passes][overlap][robust]") {
  // From 8 cores the parameter copy is made beside the other versions,
  // which stop once its own order shows it will stand: a path CI's two
  // cores never take unless told to. Cases where the copy stands (with and
  // without reused gathers) and where it does not (the input, or another
  // bucketing, is kept). Not among them: the fallback where the copy's own
  // order said it would stand and its best does not (no graph here has it).
  struct Case {
    const char* graph;
    const char* pipeline;
    const char* cost_file;
  };
  const Case cases[] = {
      {"fsdp_gpt_small_w2", "overlap_schedule", nullptr},
      {"fsdp_gpt_medium_w2", "overlap_schedule", nullptr},
      {"fsdp_gpt_small_w2", "overlap_schedule{estimate_guard=0}", nullptr},
      {"fsdp_gpt_small_w2", "overlap_schedule{memory_ratio=1,memory_increase_gb=0,prefetch_gb=0}", nullptr},
      {"fsdp_gpt_medium_w2", "overlap_schedule", "docs/cost-models/h200x2-sockets-step.json"},
  };
  for (const Case& c : cases) {
    const CostConfig cost = h200_with(c.cost_file);
    auto run_on = [&](unsigned cores) {
      auto doc = test::load(std::string("testdata/graphs/") + c.graph + ".json");
      std::string kept;
      PassContext env{"t", &cost, {}};
      env.kept_bucketing = &kept;
      env.cores = cores;
      Pipeline(parse_pipeline(c.pipeline)).run(*doc, env, {}, [](const Report&) {});
      return std::make_pair(kept, write_fx_json(*doc));
    };
    const auto few = run_on(1);
    for (int round = 0; round < 3; ++round) {
      INFO(c.graph << " " << c.pipeline << " " << (c.cost_file ? c.cost_file : "") << " round " << round);
      const auto many = run_on(16);
      CHECK(many.first == few.first);
      CHECK(many.second == few.second);
    }
  }
}
