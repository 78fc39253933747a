#include <catch2/catch.hpp>

#include <cmath>

#include "io/writer.hpp"
#include "ir/document.hpp"
#include "helpers.hpp"

using namespace graphopt;

TEST_CASE("string pool interns each string once and keeps views valid", "[ir]") {
  StringPool p;
  Sym a = p.intern("mm");
  CHECK(p.intern("mm") == a);
  CHECK(p.intern("relu") != a);
  CHECK(p.find("nope") == kNoSym);
  std::string big(100000, 'x');
  Sym b = p.intern(big);
  std::vector<Sym> many;
  for (int i = 0; i < 20000; ++i) many.push_back(p.intern("name_" + std::to_string(i)));
  CHECK(p.str(a) == "mm");
  CHECK(p.str(b) == big);
  CHECK(p.str(many[12345]) == "name_12345");
  CHECK(p.find("name_19999") == many.back());
}

TEST_CASE("args round-trip between ArgValue and the store", "[ir]") {
  StringPool pool;
  ArgStore s(pool);
  ArgValue v = ArgValue::list({ArgValue::ref(3), ArgValue::integer(-7), ArgValue::real(2.5),
                               ArgValue::string("sum"), ArgValue::none(), ArgValue::boolean(true),
                               ArgValue::string("torch.float32", ArgKind::Dtype),
                               ArgValue::dict({{"k", ArgValue::list({ArgValue::ref(4)})}}),
                               ArgValue::real(-INFINITY)});
  ArgId id = s.add(v);
  ArgView a = s.view(id);
  REQUIRE(a.kind() == ArgKind::List);
  REQUIRE(a.size() == 9);
  CHECK(a[0].node() == 3);
  CHECK(a[1].as_int() == -7);
  CHECK(a[2].as_double() == 2.5);
  CHECK(a[3].str() == "sum");
  CHECK(a[4].kind() == ArgKind::None);
  CHECK(a[5].as_bool());
  CHECK(a[6].kind() == ArgKind::Dtype);
  CHECK(a[7].get("k")[0].node() == 4);
  CHECK(std::isinf(a[8].as_double()));
  std::vector<NodeId> refs;
  for_each_ref(s, id, [&](ArgId c) { refs.push_back(s.view(c).node()); });
  CHECK(refs == std::vector<NodeId>{3, 4});
  ArgValue back = s.to_value(id);
  CHECK(back.items.size() == 9);
  CHECK(back.items[7].keys[0] == "k");
  ArgValue t = ArgValue::tensor({2, 3}, "bfloat16", {3, 1}, "");
  ArgView tv = s.view(s.add(t));
  CHECK(tv[kShape][1].as_int() == 3);
  CHECK(tv[kDtype].str() == "bfloat16");
  CHECK_FALSE(tv[kDevice].valid());
}

namespace {
NodeId add(Graph& g, const std::string& name, std::vector<NodeId> ins, const std::string& target = "aten.add.Tensor") {
  std::vector<ArgValue> args;
  for (NodeId i : ins) args.push_back(ArgValue::ref(i));
  NodeId n = g.create(Op::CallFunction, name, target, ArgValue::list(args));
  g.append(n);
  return n;
}
}  // namespace

TEST_CASE("graph edits keep order, users and names consistent", "[ir]") {
  Graph g;
  NodeId x = g.create(Op::Placeholder, "x", "x", ArgValue::list());
  g.append(x);
  NodeId a = add(g, "a", {x, x});
  NodeId b = add(g, "b", {a});
  NodeId out = g.create(Op::Output, "output", "output", ArgValue::list({ArgValue::list({ArgValue::ref(b)})}));
  g.append(out);
  CHECK(test::names(g) == std::vector<std::string>{"x", "a", "b", "output"});
  CHECK(test::users_of(g, x) == std::vector<NodeId>{a});  // once, though used twice
  CHECK(g.inputs(a) == std::vector<NodeId>{x});
  CHECK(g.find("b") == b);

  SECTION("insert and move") {
    NodeId c = g.create(Op::CallFunction, g.unique_name("a"), "aten.neg.default", ArgValue::list({ArgValue::ref(x)}));
    CHECK(g.name(c) == "a_1");
    g.insert_before(b, c);
    CHECK(test::names(g) == std::vector<std::string>{"x", "a", "a_1", "b", "output"});
    g.move_after(x, c);
    CHECK(test::names(g) == std::vector<std::string>{"x", "a_1", "a", "b", "output"});
    g.move_before(out, c);
    CHECK(test::names(g) == std::vector<std::string>{"x", "a", "b", "a_1", "output"});
    CHECK(g.size() == 5);
  }
  SECTION("replace all uses, then erase") {
    NodeId c = add(g, "c", {x});
    g.move_before(b, c);
    g.replace_all_uses(a, c);
    CHECK(g.args(b)[0].node() == c);
    CHECK(g.users(a).empty());
    CHECK(test::users_of(g, c) == std::vector<NodeId>{b});
    g.erase(a);
    CHECK(g.find("a") == kNoNode);
    CHECK(test::users_of(g, x) == std::vector<NodeId>{c});
    CHECK(test::names(g) == std::vector<std::string>{"x", "c", "b", "output"});
  }
  SECTION("erasing a used node is refused") { CHECK_THROWS(g.erase(a)); }
  SECTION("set_order rewrites program order") {
    g.set_order({x, a, b, out});
    CHECK(g.first() == x);
    CHECK(g.last() == out);
    CHECK_THROWS(g.set_order({x, a}));
  }
  SECTION("set_args relinks users") {
    g.set_args(b, ArgValue::list({ArgValue::ref(x)}));
    CHECK(g.users(a).empty());
    CHECK(test::users_of(g, x) == std::vector<NodeId>{a, b});
  }
}

TEST_CASE("new names are free in the graph and of the names a caller reserves", "[ir]") {
  Graph g;
  for (const char* name : {"output", "output_1", "arg_0"}) g.append(g.create(Op::Placeholder, name, name, ArgValue::list()));
  CHECK(g.unique_name("output") == "output_2");
  CHECK(g.unique_name("view") == "view");
  auto reserved = [](std::string_view n) { return n == "arg_1" || n == "arg_1_1"; };
  CHECK(g.unique_name("arg_1", reserved) == "arg_1_2");
  CHECK(g.unique_name("arg_0", reserved) == "arg_0_1");
}

TEST_CASE("a document's attribute names: its modules and the roots of get_attr targets", "[ir]") {
  Document doc;
  Graph& g = *doc.graph;
  g.append(g.create(Op::GetAttr, "w", "layer.weight", ArgValue::list()));
  g.append(g.create(Op::GetAttr, "subgraph_3", "subgraph_3", ArgValue::list()));
  Module& m = doc.add_module("subgraph_0");
  m.graph->append(m.graph->create(Op::GetAttr, "b", "bias", ArgValue::list()));
  CHECK(doc.attribute_names() == std::unordered_set<std::string>{"layer", "subgraph_3", "subgraph_0", "bias"});
}

TEST_CASE("find_group and find_module see groups and modules changed after a lookup", "[ir]") {
  Document doc;
  CHECK(doc.find_module("a") == nullptr);
  Module& a = doc.add_module("a");
  CHECK(doc.find_module("a") == &a);
  // Enough modules that the list moves: the index must follow it.
  for (int i = 0; i < 100; ++i) doc.add_module("m" + std::to_string(i));
  CHECK(doc.find_module("a") == &doc.modules[0]);
  CHECK(doc.find_module("m99") == &doc.modules[100]);
  doc.add_module("a");  // a second of the name: the first is found, as before
  CHECK(doc.find_module("a") == &doc.modules[0]);
  const Document& read = doc;
  CHECK(read.find_module("m5") == &doc.modules[6]);

  CHECK(doc.find_group("tp") == nullptr);
  doc.process_groups.push_back({"tp", 2, {}, false, Json::object()});
  REQUIRE(doc.find_group("tp"));
  CHECK(doc.find_group("tp")->size == 2);
  doc.process_groups.clear();
  CHECK(doc.find_group("tp") == nullptr);

  std::unique_ptr<Document> copy = doc.copy();  // its own index, over its own lists
  CHECK(copy->find_module("m5") == &copy->modules[6]);
}

TEST_CASE("documents keep process groups, modules and unknown keys", "[ir]") {
  auto doc = test::parse(test::doc_with(
      R"({"name": "x", "op": "placeholder", "target": "x"}, {"name": "s", "op": "call_module", "target": "sub", "args": [{"node": "x"}]}, {"name": "output", "op": "output", "target": "output", "args": [{"node": "s"}]})",
      R"("zzz": [1, {"b": 2, "a": 1}], "process_groups": {"tp": {"size": 2, "ranks": [0, 1], "note": "x"}}, "modules": {"sub": {"graph": {"nodes": [{"name": "y", "op": "placeholder", "target": "y"}, {"name": "output", "op": "output", "target": "output", "args": [{"node": "y"}]}]}}}, )"));
  REQUIRE(doc->process_groups.size() == 1);
  CHECK(doc->find_group("tp")->size == 2);
  CHECK(doc->find_group("tp")->extra["note"] == "x");
  REQUIRE(doc->find_module("sub"));
  CHECK(doc->find_module("sub")->graph->size() == 2);
  CHECK(&doc->find_module("sub")->graph->pool() == &doc->graph->pool());
  REQUIRE(doc->extras.size() == 1);
  CHECK(doc->extras[0].first == "zzz");
  CHECK(doc->extras[0].second.dump() == R"([1,{"b":2,"a":1}])");
}

TEST_CASE("a document's copy writes the same and is edited on its own", "[ir]") {
  // overlap_schedule buckets copies on other threads while the input is
  // scheduled: a copy must be the same document and share nothing.
  auto check_copy = [](Document& doc, const std::string& edit) {
    const std::string before = write_fx_json(doc);
    std::unique_ptr<Document> copy = doc.copy();
    CHECK(write_fx_json(*copy) == before);
    CHECK(&copy->graph->pool() != &doc.graph->pool());
    std::vector<LabeledGraph> graphs = copy->other_graphs();
    graphs.push_back({"graph", copy->graph.get()});
    for (const LabeledGraph& g : graphs) {  // every string in the copy's own pool
      CHECK(&g.graph->pool() == &copy->graph->pool());
      CHECK(&g.graph->store().pool() == &copy->graph->pool());
      CHECK(&g.graph->meta_store().pool() == &copy->graph->pool());
    }
    const size_t strings = doc.graph->pool().size();
    test::run_passes(*copy, edit);
    CHECK(write_fx_json(*copy) != before);
    CHECK(write_fx_json(doc) == before);
    CHECK(doc.graph->pool().size() == strings);
  };
  SECTION("a traced step, after passes edited it") {
    auto doc = test::load("testdata/graphs/fsdp_gpt_small_w2.json");
    test::run_passes(*doc, "sink_waits,raise_comms");
    check_copy(*doc, "comm_fusion{bucket_mb=1000},dce");
  }
  SECTION("an iteration form with a module") {
    auto doc = test::load("testdata/graphs/ddp_gpt_small_w2.json");
    test::run_passes(*doc, "iter_move_grads_and_optimizers{collective=all_reduce}");
    REQUIRE(doc->iteration);
    Graph& sub = *doc->add_module("extra_sub").graph;
    const NodeId x = sub.create(Op::Placeholder, "x", "x", ArgValue::list());
    sub.append(x);
    sub.append(sub.create(Op::Output, "output", "output", ArgValue::list({ArgValue::ref(x)})));
    sub.extra["note"] = "kept";
    check_copy(*doc, "overlap_schedule");
  }
}
