// The compact graph layout: the flat name index, the shared users pool and
// compact(), which renumbers nodes into program order.
#include <catch2/catch.hpp>
#include <algorithm>
#include <map>
#include <random>

#include "analysis/verify.hpp"
#include "helpers.hpp"
#include "io/writer.hpp"
#include "ir/sym_index.hpp"

using namespace graphopt;

TEST_CASE("SymIndex agrees with a std::map through inserts, overwrites and erases", "[ir][layout]") {
  std::mt19937 rng(7);
  SymIndex index;
  std::map<Sym, NodeId> want;
  for (int step = 0; step < 20000; ++step) {
    // Keys from a small range, so that probe runs collide and erases shift.
    Sym key = static_cast<Sym>(rng() % 3000);
    if (rng() % 3 == 0) {
      index.erase(key);
      want.erase(key);
    } else {
      NodeId v = static_cast<NodeId>(rng() % 100000);
      index.set(key, v);
      want[key] = v;
    }
    if (step % 997 == 0) {
      for (Sym k = 0; k < 3000; ++k) {
        auto it = want.find(k);
        REQUIRE(index.find(k) == (it == want.end() ? kNoNode : it->second));
      }
    }
  }
  CHECK(index.size() == want.size());
}

namespace {
NodeId add(Graph& g, const std::string& name, const std::vector<NodeId>& ins) {
  std::vector<ArgValue> args;
  for (NodeId i : ins) args.push_back(ArgValue::ref(i));
  NodeId n = g.create(Op::CallFunction, name, "aten.add.Tensor", ArgValue::list(args));
  g.append(n);
  return n;
}
}  // namespace

TEST_CASE("users lists stay right when they grow, shrink and move in the pool", "[ir][layout]") {
  auto doc = test::parse(test::doc_with(R"({"name": "x", "op": "placeholder", "target": "x"},
    {"name": "output", "op": "output", "target": "output", "args": [[]]})"));
  Graph& g = *doc->graph;
  NodeId x = g.find("x"), out = g.find("output");
  // Thousands of users of x and chains between them: lists outgrow their
  // room many times over, and the pool is repacked more than once.
  std::vector<NodeId> made;
  for (int i = 0; i < 6000; ++i) {
    NodeId prev = made.empty() ? x : made[made.size() / 2];
    NodeId n = add(g, "n" + std::to_string(i), {x, prev});
    g.move_before(out, n);
    made.push_back(n);
  }
  // Move half of x's uses over to the first node, then back again.
  g.replace_uses_if(x, made[0], [&](NodeId u) { return u > made[0] && u % 2 == 0; });
  REQUIRE(verify_structure(*doc).empty());
  g.replace_uses_if(made[0], x, [&](NodeId u) { return u % 2 == 0; });
  CHECK(verify_structure(*doc).empty());
  CHECK(g.users(x).size() == 6000);
}

TEST_CASE("compact renumbers nodes into program order and changes nothing else", "[ir][layout]") {
  auto doc = test::load("testdata/graphs/fsdp_gpt_small.json");
  Graph& g = *doc->graph;
  CHECK_FALSE(g.compact());  // as read: already in order
  // Scatter the ids: sink every compute node to just before its first user
  // (a valid order, far from the id order), and leave a dead slot.
  std::vector<NodeId> order = g.order();
  for (size_t i = order.size(); i-- > 0;) {
    NodeId n = order[i];
    if (g.op(n) != Op::CallFunction || g.users(n).empty()) continue;
    std::vector<NodeId> users = test::users_of(g, n);
    NodeId u = g.next(n);
    while (std::find(users.begin(), users.end(), u) == users.end()) u = g.next(u);
    if (u != g.next(n)) g.move_before(u, n);
  }
  NodeId extra = g.create(Op::CallFunction, "unused", "aten.neg.default", ArgValue::list({ArgValue::ref(order[0])}));
  g.insert_after(order[0], extra);
  g.erase(extra);
  REQUIRE(verify_structure(*doc).empty());
  REQUIRE(g.scattered());
  const std::string before = write_fx_json(*doc);
  std::vector<std::string> names_before = test::names(g);

  REQUIRE(g.compact());
  CHECK(write_fx_json(*doc) == before);
  CHECK(g.capacity() == g.size());
  NodeId expect = 0;
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) CHECK(n == expect++);
  for (size_t i = 0; i < names_before.size(); ++i) CHECK(g.find(names_before[i]) == i);
  CHECK(g.find("unused") == kNoNode);
  // Users lists name the new ids; the verifier compares them with the args.
  CHECK(verify_structure(*doc).empty());
  CHECK_FALSE(g.compact());
  CHECK_FALSE(g.scattered());
}

TEST_CASE("the pipeline leaves a reordered graph with ids in program order", "[ir][layout]") {
  auto doc = test::load("testdata/graphs/fsdp_llama_8b.json");
  test::run_passes(*doc, "overlap_schedule{reorder_collectives=true}");
  const Graph& g = *doc->graph;
  CHECK_FALSE(g.scattered());
  CHECK(verify_structure(*doc).empty());
}

TEST_CASE("nodes with empty args or kwargs share one cell, and editing one node leaves the others", "[ir][layout]") {
  auto doc = test::parse(test::doc_with(R"({"name": "x", "op": "placeholder", "target": "x"},
    {"name": "y", "op": "placeholder", "target": "y"},
    {"name": "a", "op": "call_function", "target": "aten.relu.default", "args": [{"node": "x"}]},
    {"name": "b", "op": "call_function", "target": "aten.relu.default", "args": [{"node": "y"}], "kwargs": {}},
    {"name": "output", "op": "output", "target": "output", "args": [[{"node": "a"}, {"node": "b"}]]})"));
  Graph& g = *doc->graph;
  NodeId x = g.find("x"), y = g.find("y"), a = g.find("a"), b = g.find("b");
  CHECK(g.node(x).args == g.node(y).args);
  CHECK(g.node(a).kwargs == g.node(b).kwargs);
  const std::string before = write_fx_json(*doc);

  g.set_kwargs(a, ArgValue::dict({{"inplace", ArgValue::boolean(false)}}));
  g.set_args(x, ArgValue::list({ArgValue::integer(3)}));
  CHECK(g.kwargs(b).size() == 0);
  CHECK(g.args(y).size() == 0);
  CHECK(g.kwargs(a).get("inplace").is(ArgKind::Bool));
  g.set_kwargs(a, ArgValue::dict());
  g.set_args(x, ArgValue::list());
  CHECK(write_fx_json(*doc) == before);
  // Renumbering rewrites node references in place; the shared cells hold none.
  g.move_before(a, b);
  REQUIRE(g.compact());
  CHECK(g.args(g.find("y")).size() == 0);
  CHECK(verify_structure(*doc).empty());
}

TEST_CASE("equal meta values are stored once, and setting one node's leaves the others", "[ir][layout]") {
  auto doc = test::load("testdata/graphs/fsdp_llama_8b.json");
  Graph& g = *doc->graph;
  const std::string before = write_fx_json(*doc);
  // Thousands of nodes, a few hundred distinct shapes: far fewer cells.
  CHECK(g.meta_store().cell_count() < g.size());
  // Two nodes with the same TensorMeta share it.
  std::map<std::string, std::vector<NodeId>> by_text;
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n))
    if (g.val(n).is(ArgKind::Tensor)) by_text[node_json(g, n).substr(node_json(g, n).find("\"meta\""))].push_back(n);
  NodeId a = kNoNode, b = kNoNode;
  for (const auto& [text, nodes] : by_text)
    if (nodes.size() >= 2) {
      a = nodes[0];
      b = nodes[1];
      break;
    }
  REQUIRE(a != kNoNode);
  CHECK(g.node(a).val == g.node(b).val);
  const std::string b_json = node_json(g, b);
  g.set_val(a, ArgValue::tensor({3, 5}, "float16", {5, 1}, "cuda:1"));
  CHECK(node_json(g, b) == b_json);
  CHECK(g.val(a)[kShape][1].as_int() == 5);
  CHECK(g.val(a)[kDtype].str() == "float16");
  // Setting it back gives the shared cell again, and the same document.
  g.set_val(a, g.meta_store().to_value(g.node(b).val));
  CHECK(g.node(a).val == g.node(b).val);
  CHECK(write_fx_json(*doc) == before);
}

TEST_CASE("the references index follows every edit of args, kwargs and uses", "[ir][layout]") {
  auto doc = test::parse(test::doc_with(R"({"name": "x", "op": "placeholder", "target": "x"},
    {"name": "y", "op": "placeholder", "target": "y"},
    {"name": "output", "op": "output", "target": "output", "args": [[]]})"));
  Graph& g = *doc->graph;
  NodeId x = g.find("x"), y = g.find("y"), out = g.find("output");
  auto refs = [&](NodeId n) { return std::vector<NodeId>(g.refs(n).begin(), g.refs(n).end()); };
  // args[0] a node; args[0] a list holding nodes; a node only in kwargs.
  NodeId a = g.create(Op::CallFunction, "a", "aten.add.Tensor", ArgValue::list({ArgValue::ref(x), ArgValue::ref(y)}));
  NodeId b = g.create(Op::CallFunction, "b", "aten.cat.default",
                      ArgValue::list({ArgValue::list({ArgValue::ref(y), ArgValue::ref(a), ArgValue::ref(y)})}));
  NodeId c = g.create(Op::CallFunction, "c", "aten.zeros_like.default", ArgValue::list({ArgValue::integer(3)}),
                      ArgValue::dict({{"like", ArgValue::ref(b)}}));
  for (NodeId n : {a, b, c}) g.insert_before(out, n);
  CHECK(refs(a) == std::vector<NodeId>{x, y});
  CHECK(g.arg0_node(a) == x);
  CHECK(refs(b) == std::vector<NodeId>{y, a, y});  // repeats kept, in document order
  CHECK(g.arg0_node(b) == kNoNode);                // args[0] is a list
  CHECK(refs(c) == std::vector<NodeId>{b});
  CHECK(g.arg0_node(c) == kNoNode);
  REQUIRE(verify_structure(*doc).empty());
  // Rewriting args over and over leaves old runs behind until the pool is
  // repacked; the index must come through that.
  for (int i = 0; i < 5000; ++i) {
    NodeId first = i % 2 ? x : y;
    std::vector<ArgValue> many;
    for (int k = 0; k < 1 + i % 4; ++k) many.push_back(ArgValue::ref(k % 2 ? x : y));
    g.set_args(a, ArgValue::list({ArgValue::ref(first), ArgValue::list(many)}));
    REQUIRE(refs(a).size() == 2 + static_cast<size_t>(i % 4));
    REQUIRE(g.arg0_node(a) == first);
  }
  g.set_kwargs(c, ArgValue::dict({{"like", ArgValue::ref(a)}, {"other", ArgValue::ref(b)}}));
  CHECK(refs(c) == std::vector<NodeId>{a, b});
  g.replace_all_uses(y, x);
  CHECK(refs(b) == std::vector<NodeId>{x, a, x});
  CHECK(verify_structure(*doc).empty());
  REQUIRE(g.compact());  // after the moves above ids no longer follow the order
  NodeId a2 = g.find("a"), b2 = g.find("b"), c2 = g.find("c"), x2 = g.find("x");
  CHECK(refs(b2) == std::vector<NodeId>{x2, a2, x2});
  CHECK(refs(c2) == std::vector<NodeId>{a2, b2});
  CHECK(g.arg0_node(a2) == x2);
  CHECK(verify_structure(*doc).empty());
}
