#include <catch2/catch.hpp>
#include <set>

#include "analysis/verify.hpp"
#include "helpers.hpp"
#include "io/writer.hpp"
#include "pipeline/pipeline.hpp"

using namespace graphopt;

namespace {

using test::run_passes;

std::string tensor(const std::string& shape) {
  return R"({"shape": )" + shape + R"(, "dtype": "float32", "device": "cuda:0"})";
}

std::string node(const std::string& name, const std::string& target, const std::string& args,
                 const std::string& val, const std::string& op = "call_function") {
  return R"({"name": ")" + name + R"(", "op": ")" + op + R"(", "target": ")" + target + R"(", "args": [)" + args +
         R"(], "meta": {"val": )" + val + "}}";
}

std::string ref(const std::string& n) { return R"({"node": ")" + n + R"("})"; }

// A container made outside the run (split, denied), read inside through
// getitems; a get_attr; a container made inside (var_mean) with one getitem
// inside and one after the run; a value used only inside (relu) and one
// used after it (neg).
std::string boundary_graph() {
  std::string t24 = tensor("[2, 4]"), t44 = tensor("[4, 4]"), t2 = tensor("[2]");
  std::vector<std::string> n = {
      node("x", "x", "", t44, "placeholder"),
      node("c0", "aten.split.Tensor", ref("x") + ", 2", "[" + t24 + ", " + t24 + "]"),
      node("g0", "operator.getitem", ref("c0") + ", 0", t24),
      node("g1", "operator.getitem", ref("c0") + ", 1", t24),
      node("w", "weight", "", t44, "get_attr"),
      node("m1", "aten.mm.default", ref("g0") + ", " + ref("w"), t24),
      node("a1", "aten.add.Tensor", ref("m1") + ", " + ref("g1"), t24),
      node("c1", "aten.var_mean.correction", ref("a1") + ", [1]", "[" + t2 + ", " + t2 + "]"),
      node("h0", "operator.getitem", ref("c1") + ", 0", t2),
      node("t1", "aten.relu.default", ref("a1"), t24),
      node("t2", "aten.mul.Tensor", ref("t1") + ", " + ref("h0"), t24),
      node("t3", "aten.neg.default", ref("t2"), t24),
      node("ar", "_c10d_functional.all_reduce.default", ref("t3") + R"(, "sum", "0")", t24),
      node("wt", "_c10d_functional.wait_tensor.default", ref("ar"), t24),
      node("h1", "operator.getitem", ref("c1") + ", 1", t2),
      node("y", "aten.add.Tensor", ref("wt") + ", " + ref("h1"), t24),
      R"({"name": "output", "op": "output", "target": "output", "args": [[)" + ref("y") + "]]}"};
  std::string joined;
  for (const std::string& s : n) joined += (joined.empty() ? "" : ",") + s;
  return test::doc_with(joined, R"("process_groups": {"0": {"size": 2}}, )");
}

std::vector<std::string> input_names(const Graph& g, NodeId n) {
  std::vector<std::string> out;
  for (NodeId x : g.inputs(n)) out.emplace_back(g.name(x));
  return out;
}

}  // namespace

TEST_CASE("partial_lower: containers at the boundary, get_attr inputs, outputs read after the run",
          "[passes][lower]") {
  auto doc = test::parse(boundary_graph());
  run_passes(*doc, "partial_lower{min_ops=5,deny=aten.split.Tensor}");
  const Graph& g = *doc->graph;
  // The parent: the split and its getitems stay (the getitems as the call's
  // inputs), the call stands where the run ended, one getitem per output.
  CHECK(test::names(g) == std::vector<std::string>{"x", "c0", "g0", "g1", "w", "subgraph_0", "getitem", "getitem_1",
                                                    "ar", "wt", "y", "output"});
  NodeId call = g.find("subgraph_0");
  CHECK(g.op(call) == Op::CallModule);
  CHECK(g.target(call) == "subgraph_0");
  CHECK(input_names(g, call) == std::vector<std::string>{"g0", "g1", "w"});
  CHECK(g.kwargs(call).get("tag").str() == "g0..t3");
  CHECK(input_names(g, g.find("ar")) == std::vector<std::string>{"getitem"});
  CHECK(input_names(g, g.find("y")) == std::vector<std::string>{"wt", "getitem_1"});
  // The outputs keep their meta.val on the new getitems and on the call.
  CHECK(g.val(g.find("getitem"))[kShape].size() == 2);
  CHECK(g.val(g.find("getitem_1"))[kShape].size() == 1);
  CHECK(g.val(call).size() == 2);

  // The subgraph: arg_0.. in first-use order, the body with its names, the
  // getitem that stood after the run moved in, outputs in definition order.
  const Module* m = doc->find_module("subgraph_0");
  REQUIRE(m);
  const Graph& s = *m->graph;
  CHECK(test::names(s) == std::vector<std::string>{"arg_0", "arg_1", "arg_2", "m1", "a1", "c1", "h0", "t1", "t2", "t3",
                                                    "h1", "output"});
  CHECK(input_names(s, s.find("m1")) == std::vector<std::string>{"arg_0", "arg_2"});
  CHECK(input_names(s, s.find("output")) == std::vector<std::string>{"t3", "h1"});
  CHECK(s.val(s.find("arg_2"))[kShape].size() == 2);  // the get_attr's meta
  CHECK(verify_structure(*doc).empty());
}

TEST_CASE("partial_lower: a run with too few aten ops stays, and the count is of aten ops", "[passes][lower]") {
  auto doc = test::parse(boundary_graph());
  std::string before = write_fx_json(*doc);
  run_passes(*doc, "partial_lower{min_ops=7,deny=aten.split.Tensor}");  // the run has 6
  CHECK(write_fx_json(*doc) == before);
  CHECK(doc->modules.empty());
}

TEST_CASE("partial_lower: deny and allow lists break runs", "[passes][lower]") {
  // Denying relu splits the run into g0..a1+c1+h0 (3 aten ops) and t2..t3 (2).
  auto doc = test::parse(boundary_graph());
  run_passes(*doc, "partial_lower{min_ops=2,deny=aten.split.Tensor;aten.relu.*}");
  CHECK(doc->modules.size() == 2);
  NodeId relu = doc->graph->find("t1");
  REQUIRE(relu != kNoNode);  // still in the parent
  CHECK(doc->graph->op(relu) == Op::CallFunction);
  // Allowing only a few targets: everything else breaks.
  doc = test::parse(boundary_graph());
  run_passes(*doc, "partial_lower{min_ops=2,allow=aten.mm.default;aten.add.Tensor;operator.getitem}");
  REQUIRE(doc->modules.size() == 1);
  CHECK(test::names(*doc->modules[0].graph) ==
        std::vector<std::string>{"arg_0", "arg_1", "arg_2", "m1", "a1", "output"});
}

TEST_CASE("partial_lower: the module name skips names in use, and the tag template", "[passes][lower]") {
  auto doc = test::parse(boundary_graph());
  Module& existing = doc->add_module("part_0");
  NodeId p = existing.graph->create(Op::Placeholder, "a", "a", ArgValue::list());
  existing.graph->append(p);
  existing.graph->append(existing.graph->create(Op::Output, "output", "output",
                                                ArgValue::list({ArgValue::ref(p)})));
  run_passes(*doc, "partial_lower{min_ops=5,deny=aten.split.Tensor,prefix=part_,tag={module}:{nodes}}");
  NodeId call = doc->graph->find("part_1");
  REQUIRE(call != kNoNode);
  CHECK(doc->graph->kwargs(call).get("tag").str() == "part_1:8");
}

TEST_CASE("partial_lower on the real graphs: nothing that must stay is lowered, every node in one place",
          "[passes][lower][real]") {
  for (const char* name : {"ddp_gpt_small", "fsdp_gpt_small", "tp_gpt_small", "moe_gpt_small_w2", "fsdp_llama_8b",
                           "seed_all_gather_coalesced"}) {
    auto doc = test::load(std::string("testdata/graphs/") + name + ".json");
    std::vector<std::string> before = test::names(*doc->graph);
    run_passes(*doc, "partial_lower");
    INFO(name);
    std::multiset<std::string> seen;
    for (NodeId n = doc->graph->first(); n != kNoNode; n = doc->graph->next(n)) {
      Op op = doc->graph->op(n);
      std::string_view t = doc->graph->target(n);
      bool made = op == Op::CallModule || (t == "operator.getitem" && doc->graph->op(doc->graph->inputs(n)[0]) == Op::CallModule);
      if (!made) seen.insert(std::string(doc->graph->name(n)));
    }
    for (const Module& m : doc->modules) {
      const Graph& s = *m.graph;
      int64_t aten = 0;
      for (NodeId n = s.first(); n != kNoNode; n = s.next(n)) {
        std::string_view t = s.target(n);
        CHECK(t.find("c10d_functional") == std::string_view::npos);  // no collective, no wait
        CHECK(t.rfind("aten._fused_adam", 0) != 0);
        CHECK(t.rfind("aten._foreach_", 0) != 0);
        aten += t.rfind("aten.", 0) == 0;
        if (s.op(n) != Op::Placeholder && s.op(n) != Op::Output) seen.insert(std::string(s.name(n)));
      }
      CHECK(aten >= 10);
    }
    // Every node of the input is in the parent or in exactly one subgraph.
    CHECK(std::multiset<std::string>(before.begin(), before.end()) == seen);
  }
}
