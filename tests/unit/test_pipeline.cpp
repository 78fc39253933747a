#include <catch2/catch.hpp>

#include "analysis/collectives.hpp"
#include "analysis/node_kind.hpp"
#include "helpers.hpp"
#include "io/fx_text.hpp"
#include "pipeline/load_input.hpp"
#include "pipeline/pipeline.hpp"
#include "pipeline/registry.hpp"

using namespace graphopt;

namespace {

// Test-only passes: a pass that swaps the first two collectives (breaking
// the per-group order), and two with a contract.
class SwapCollectives : public Pass {
 public:
  bool run(Document& doc, PassContext&) override {
    Graph& g = *doc.graph;
    NodeKinds k(g);
    std::vector<NodeId> cs;
    for (NodeId n = g.first(); n != kNoNode; n = g.next(n))
      if (k.is_collective(n)) cs.push_back(n);
    if (cs.size() < 2) return false;
    // Hoist the second collective and the nodes it needs right before the first.
    g.move_before(cs[0], cs[1]);
    return true;
  }
};
// A pass that moves the first wait to the end, but reports that it changed
// nothing (or, with `tell`, that it did).
class MovesQuietly : public Pass {
 public:
  explicit MovesQuietly(bool tell) : tell_(tell) {}
  bool run(Document& doc, PassContext&) override {
    Graph& g = *doc.graph;
    NodeKinds k(g);
    for (NodeId n = g.first(); n != kNoNode; n = g.next(n))
      if (k.is_wait(n)) {
        g.move_before(g.last(), n);
        return tell_;
      }
    return false;
  }

 private:
  bool tell_;
};
const RegisterPass r_moves({.name = "test_moves_quietly",
                       .description = "test",
                       .options = {{"tell", OptionType::Bool, "false", "say that it changed the graph"}},
                       .traits = {.keeps_nodes = true},
                       .create = [](const PassOptions& o) { return std::make_unique<MovesQuietly>(o.get_bool("tell")); }});
class Nop : public Pass {
 public:
  bool run(Document&, PassContext& ctx) override {
    ctx.reports.push_back({"", "nop ran\n"});
    return false;
  }
};

const RegisterPass r1({.name = "test_swap_collectives",
                       .description = "test",
                       .create = [](const PassOptions&) { return std::make_unique<SwapCollectives>(); }});
const RegisterPass r2({.name = "test_needs_dce", .aliases = {"test_alias"}, .description = "test",
                       .options = {{"n", OptionType::Int, "3", "a number"},
                                   {"r", OptionType::Float, "0.5", "a ratio"},
                                   {"kinds", OptionType::List, "a;b", "kinds"}},
                       .prerequisites = {"dce"}, .create = [](const PassOptions&) { return std::make_unique<Nop>(); }});

// A pass with a bug (std::logic_error) and one that finds the input
// unusable (AnalysisError): what they throw must name them.
class Throws : public Pass {
 public:
  explicit Throws(bool analysis) : analysis_(analysis) {}
  bool run(Document&, PassContext&) override {
    if (analysis_) throw AnalysisError("node 'x': the size of group '0' is unknown");
    throw std::logic_error("duplicate node name: output");
  }

 private:
  bool analysis_;
};
const RegisterPass r3({.name = "test_throws", .description = "test",
                       .options = {{"analysis", OptionType::Bool, "false", "throw an AnalysisError"}}, .create = [](const PassOptions& o) { return std::make_unique<Throws>(o.get_bool("analysis")); }});

std::string usage_error(const std::string& spec) {
  try {
    parse_pipeline(spec);
  } catch (const UsageError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("pipeline strings parse into passes with typed options", "[pipeline]") {
  auto p = parse_pipeline(" dce ,print{shapes=true}, test_needs_dce{n=7, kinds=x;y;z} ");
  REQUIRE(p.size() == 3);
  CHECK(p[0].info->name == "dce");
  CHECK(p[1].options.get_bool("shapes"));
  CHECK_FALSE(p[0].options.given("n"));
  CHECK(p[2].info->name == "test_needs_dce");
  CHECK(p[2].options.get_int("n") == 7);
  CHECK(p[2].options.get_float("r") == 0.5);
  CHECK(p[2].options.get_list("kinds") == std::vector<std::string>{"x", "y", "z"});
  CHECK(p[2].options.describe() == "kinds=x;y;z,n=7");
  CHECK(parse_pipeline("").empty());
  CHECK(parse_pipeline("dce,test_alias")[1].info->name == "test_needs_dce");
}

TEST_CASE("pipeline errors are usage errors with a hint", "[pipeline]") {
  CHECK(usage_error("dec") == "unknown pass 'dec'; did you mean 'dce'? (see --list-passes)");
  CHECK(usage_error("zzzzzzzz") == "unknown pass 'zzzzzzzz' (see --list-passes)");
  CHECK(usage_error("dce,test_needs_dce{n=x}") == "pass 'test_needs_dce', option 'n': 'x' is not a valid int");
  CHECK(usage_error("dce,test_needs_dce{r=inf}") == "pass 'test_needs_dce', option 'r': 'inf' is not a valid number");
  CHECK(usage_error("dce,test_needs_dce{n=1,n=2}") == "pass 'test_needs_dce': option 'n' given twice");
  CHECK(usage_error("print{color=red}") == "pass 'print' has no option 'color' (its options: shapes, file)");
}

TEST_CASE("pipeline enforces the pass contract", "[pipeline]") {
  CHECK(usage_error("test_needs_dce") ==
        "pass 'test_needs_dce' requires 'dce' to run before it; use --passes=dce,...,test_needs_dce");
  CHECK(usage_error("dce,print,test_needs_dce").empty());
  CHECK(usage_error("dce,test_needs_dce,dce").empty());  // a pass may run again
}

TEST_CASE("the verifier stops a pass that breaks collective order", "[pipeline]") {
  auto doc = test::load("testdata/graphs/seed_reorder_compute_for_overlap.json");
  Pipeline pipeline(parse_pipeline("test_swap_collectives"));
  auto verifier = make_verifier();
  std::vector<Report> reports;
  try {
    pipeline.run(*doc, PassContext{"seed", nullptr, {}}, {verifier.get()}, [&](const Report& r) { reports.push_back(r); });
    FAIL("expected an InternalError");
  } catch (const InternalError& e) {
    std::string m = e.what();
    CHECK(m.find("pass 'test_swap_collectives' broke an invariant") != std::string::npos);
  }
}

TEST_CASE("the analysis check (--verify-analyses) catches a pass that misreports what it changed", "[pipeline][analyses]") {
  auto run = [](const std::string& spec, bool check) {
    auto doc = test::load("testdata/graphs/seed_sink_waits.json");
    PassContext env{"seed", nullptr, {}};
    env.check_analyses = check;
    Pipeline(parse_pipeline(spec)).run(*doc, env, {}, [](const Report&) {});
  };
  try {
    run("test_moves_quietly", true);
    FAIL("expected an InternalError");
  } catch (const InternalError& e) {
    std::string m = e.what();
    CHECK(m.find("pass 'test_moves_quietly' left a cached analysis stale") != std::string::npos);
    CHECK(m.find("simulated step") != std::string::npos);
  }
  CHECK_NOTHROW(run("test_moves_quietly{tell=true}", true));  // told: the cache is dropped
  CHECK_NOTHROW(run("test_moves_quietly", false));            // not checked
}

TEST_CASE("what a pass throws names the pass", "[pipeline]") {
  auto doc = test::load("testdata/graphs/seed_sink_waits.json");
  auto run = [&](const std::string& spec) { Pipeline(parse_pipeline(spec)).run(*doc, PassContext{"in.json", nullptr, {}}, {}, [](const Report&) {}); };
  try {
    run("dce,test_throws");
    FAIL("expected an InternalError");
  } catch (const InternalError& e) {
    CHECK(std::string(e.what()) == "pass 'test_throws' failed: duplicate node name: output");
  }
  try {
    run("test_throws{analysis=true}");
    FAIL("expected an AnalysisError");
  } catch (const AnalysisError& e) {  // still an input error (exit 2), now naming the pass
    CHECK(std::string(e.what()) == "pass 'test_throws': node 'x': the size of group '0' is unknown");
  }
}

TEST_CASE("hooks run around every pass and reports reach the pipeline", "[pipeline]") {
  struct Log : Instrumentation {
    std::vector<std::string> events;
    void begin(const Document&, const std::string& in) override { events.push_back("begin " + in); }
    void before_pass(const PassInvocation& p, size_t i, const Document&) override {
      events.push_back("before " + std::to_string(i) + " " + p.text);
    }
    void after_pass(const PassInvocation& p, size_t, const Document&, bool changed, double) override {
      events.push_back("after " + p.text + (changed ? " changed" : ""));
    }
    void end(const Document&) override { events.push_back("end"); }
  } log;
  auto doc = test::load("testdata/graphs/seed_sink_waits.json");
  std::vector<std::string> texts;
  Pipeline(parse_pipeline("dce,test_needs_dce")).run(*doc, PassContext{"in.json", nullptr, {}}, {&log}, [&](const Report& r) { texts.push_back(r.text); });
  CHECK(log.events == std::vector<std::string>{"begin in.json", "before 0 dce", "after dce", "before 1 test_needs_dce",
                                               "after test_needs_dce", "end"});
  CHECK(texts == std::vector<std::string>{"nop ran\n"});
}

TEST_CASE("dce removes dead pure nodes, keeps side effects and impure modules", "[passes]") {
  auto doc = test::parse(R"({"format": "fx-json", "version": 1, "graph": {"nodes": [
    {"name": "x", "op": "placeholder", "target": "x"},
    {"name": "unused_attr", "op": "get_attr", "target": "w"},
    {"name": "split", "op": "call_function", "target": "aten.split.Tensor", "args": [{"node": "x"}, 2]},
    {"name": "getitem", "op": "call_function", "target": "operator.getitem", "args": [{"node": "split"}, 0]},
    {"name": "pure_call", "op": "call_module", "target": "pure", "args": [{"node": "x"}]},
    {"name": "impure_call", "op": "call_module", "target": "impure", "args": [{"node": "x"}]},
    {"name": "assert", "op": "call_function", "target": "aten._assert_scalar.default", "args": [true, "msg"]},
    {"name": "out_op", "op": "call_function", "target": "aten.add.out", "args": [{"node": "x"}, 1], "kwargs": {"out": {"node": "x"}}},
    {"name": "output", "op": "output", "target": "output", "args": [[{"node": "x"}]]}]},
    "modules": {
      "pure": {"graph": {"nodes": [{"name": "a", "op": "placeholder", "target": "a"},
        {"name": "r", "op": "call_function", "target": "aten.relu.default", "args": [{"node": "a"}]},
        {"name": "output", "op": "output", "target": "output", "args": [{"node": "r"}]}]}},
      "impure": {"graph": {"nodes": [{"name": "a", "op": "placeholder", "target": "a"},
        {"name": "c", "op": "call_function", "target": "aten.copy_.default", "args": [{"node": "a"}, {"node": "a"}]},
        {"name": "output", "op": "output", "target": "output", "args": [{"node": "c"}]}]}}}})");
  auto passes = parse_pipeline("dce");
  PassContext ctx;
  CHECK(passes[0].info->create(passes[0].options)->run(*doc, ctx));
  CHECK(test::names(*doc->graph) == std::vector<std::string>{"x", "impure_call", "assert", "out_op", "output"});
  PassContext ctx2;
  CHECK_FALSE(passes[0].info->create(passes[0].options)->run(*doc, ctx2));  // nothing left to remove
}

TEST_CASE("fx text follows torch.fx's format", "[io]") {
  auto doc = test::parse(R"({"format": "fx-json", "version": 1, "graph": {"nodes": [
    {"name": "x", "op": "placeholder", "target": "x"},
    {"name": "s", "op": "call_function", "target": "aten.slice.Tensor", "args": [{"node": "x"}, 0, null, {"float": "inf"}],
     "kwargs": {"dtype": {"dtype": "torch.float16"}, "d": {"dict": {"k": [{"node": "x"}, "a"]}}, "sl": {"slice": [0, 2, null]}}},
    {"name": "output", "op": "output", "target": "output", "args": [[{"node": "s"}, "tag", null]]}]}})");
  CHECK(fx_text(*doc) ==
        "graph(x):\n"
        "    %s : [num_users=1] = call_function[target=aten.slice.Tensor](args = (%x, 0, None, inf), kwargs = "
        "{dtype: torch.float16, d: {k: [%x, a]}, sl: slice(0, 2, None)})\n"
        "    return [s, 'tag', None]\n");
}

TEST_CASE("a graph the reader would reject is never written, whatever --no-verify-each says", "[pipeline]") {
  // problems_before_writing is the driver's last check before an output is
  // written: the reader's rules of structure, collectives and module calls.
  SECTION("a valid graph passes, a placeholder moved after compute does not") {
    auto doc = test::load("testdata/graphs/seed_sink_waits.json");
    CHECK(problems_before_writing(*doc).empty());
    Graph& g = *doc->graph;
    NodeId ph = g.first();
    g.move_after(g.next(g.next(ph)), ph);
    auto problems = problems_before_writing(*doc);
    REQUIRE(!problems.empty());
    CHECK(problems.front().find("placeholder 'a_1' follows") != std::string::npos);
  }
  SECTION("a module that calls itself") {
    auto doc = test::load("testdata/graphs/ddp_gpt_small.json");
    test::run_passes(*doc, "partial_lower{min_ops=1}");
    REQUIRE(!doc->modules.empty());
    CHECK(problems_before_writing(*doc).empty());
    Module& m = doc->modules.front();
    Graph& g = *m.graph;
    NodeId call = g.create(Op::CallModule, g.unique_name("self_call"), m.name, ArgValue::list());
    g.insert_before(g.last(), call);
    auto problems = problems_before_writing(*doc);
    REQUIRE(!problems.empty());
    std::string all;
    for (const auto& p : problems) all += p + "\n";
    CHECK(all.find("calls itself") != std::string::npos);
  }
}
