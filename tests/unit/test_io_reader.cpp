#include <catch2/catch.hpp>

#include "helpers.hpp"
#include "io/writer.hpp"

using namespace graphopt;
using test::doc_with;
using test::errors_of;

namespace {
const char* kOutput = R"({"name": "output", "op": "output", "target": "output", "args": [[{"node": "x"}]]})";
const char* kX = R"({"name": "x", "op": "placeholder", "target": "x", "meta": {"val": {"shape": [4, "s0"], "dtype": "float32", "stride": ["s0", 1], "device": "cuda:0"}}})";
}  // namespace

TEST_CASE("reader builds the graph with def-use", "[io]") {
  auto doc = test::parse(doc_with(std::string(kX) + R"(,
    {"name": "a", "op": "call_function", "target": "aten.add.Tensor", "args": [{"node": "x"}, {"node": "x"}],
     "kwargs": {"alpha": 2}, "meta": {"val": null, "runtime_ns": 12.5, "stack_trace": "file.py:3", "seq_nr": 7}},
    {"name": "output", "op": "output", "target": "output", "args": [[{"node": "a"}]]})"));
  const Graph& g = *doc->graph;
  REQUIRE(g.size() == 3);
  NodeId x = g.find("x"), a = g.find("a");
  CHECK(g.op(x) == Op::Placeholder);
  CHECK(test::users_of(g, x) == std::vector<NodeId>{a});
  CHECK(g.kwargs(a).get("alpha").as_int() == 2);
  CHECK(g.runtime_ns(a).as_double() == 12.5);
  CHECK(g.val(x)[kShape][1].str() == "s0");
  REQUIRE(g.meta_extra(a));
  CHECK(g.meta_extra(a)->dump() == R"({"stack_trace":"file.py:3","seq_nr":7})");
}

TEST_CASE("reader accepts every Arg form", "[io]") {
  auto doc = test::parse(doc_with(std::string(kX) + R"(,
    {"name": "a", "op": "call_function", "target": "aten.foo.default", "args": [
      null, true, -3, 2.5, "s", [1, [2]], {"node": "x"}, {"dict": {"k": {"node": "x"}}},
      {"dtype": "torch.bfloat16"}, {"device": "cuda:1"}, {"layout": "torch.strided"},
      {"memory_format": "torch.channels_last"}, {"float": "-inf"}, {"slice": [null, 4, {"sym": "s1"}]},
      {"sym": "s0"}, {"repr": "<object>"}]},
    {"name": "output", "op": "output", "target": "output", "args": [[{"node": "a"}]]})"));
  const Graph& g = *doc->graph;
  ArgView a = g.args(g.find("a"));
  REQUIRE(a.size() == 16);
  ArgKind want[] = {ArgKind::None, ArgKind::Bool, ArgKind::Int, ArgKind::Float, ArgKind::Str, ArgKind::List,
                    ArgKind::Node, ArgKind::Dict, ArgKind::Dtype, ArgKind::Device, ArgKind::Layout,
                    ArgKind::MemoryFormat, ArgKind::Float, ArgKind::Slice, ArgKind::Sym, ArgKind::Repr};
  for (uint32_t i = 0; i < 16; ++i) CHECK(a[i].kind() == want[i]);
  CHECK(g.users(g.find("x")).size() == 1);  // reached through the dict, counted once
  CHECK(a[13][2].str() == "s1");
}

TEST_CASE("reader reports structural errors with node and field", "[io]") {
  std::string e = errors_of(doc_with(std::string(kX) + R"(,
    {"name": "a", "op": "call_function", "target": "aten.add.Tensor", "args": [{"node": "zz"}]}, )" + kOutput));
  CHECK(e.find("t.json:2:") == 0);
  CHECK(e.find("error: node 'a', args[0]: reference to undefined node 'zz'") != std::string::npos);

  e = errors_of(doc_with(std::string(kX) + R"(,
    {"name": "a", "op": "call_function", "target": "aten.f.default", "kwargs": {"w": {"dict": {"k": {"bad": 1}}}}}, )" +
                         kOutput));
  CHECK(e.find("node 'a', kwargs['w']['k']: unknown Arg object key \"bad\"") != std::string::npos);

  e = errors_of(doc_with(std::string(kX) + R"(,
    {"name": "a", "op": "call_function", "target": "aten.f.default", "meta": {"val": [{"shape": [1], "dtype": 3}]}}, )" +
                         kOutput));
  CHECK(e.find("node 'a', meta.val[0].dtype: expected a string, found a number") != std::string::npos);
}

TEST_CASE("reader collects several errors, up to a limit", "[io]") {
  std::string nodes = kX;
  for (int i = 0; i < 30; ++i)
    nodes += R"(, {"name": "n)" + std::to_string(i) + R"(", "op": "bogus", "target": "t"})";
  nodes += std::string(", ") + kOutput;
  Diagnostics d("t.json", 20);
  auto doc = read_fx_json(doc_with(nodes), d);
  CHECK_FALSE(doc);
  CHECK(d.list().size() == 20);
  CHECK(d.count() == 30);
  CHECK(d.render().find("t.json: note: 10 more error(s) not shown") != std::string::npos);
}

TEST_CASE("writer output is canonical and reads back the same", "[io]") {
  std::string text = R"({"version": 1, "zz_unknown": {"b": 1, "a": [true]}, "graph": {"nodes": [
    {"meta": {"zmeta": 1, "val": {"device": "cuda:0", "stride": [1], "dtype": "float32", "shape": [3]}}, "target": "x", "op": "placeholder", "name": "x"},
    {"name": "m", "op": "call_function", "target": "aten.mul.Tensor", "args": [{"node": "x"}, 0.1, {"float": "nan"}, 1e-08], "kwargs": {}},
    {"name": "output", "op": "output", "target": "output", "args": [[{"node": "m"}]]}], "graph_extra": 5},
    "description": "d", "format": "fx-json", "producer": {"name": "p"}})";
  auto doc = test::parse(text);
  std::string out = write_fx_json(*doc);
  CHECK(out ==
        "{\n"
        " \"format\": \"fx-json\",\n"
        " \"version\": 1,\n"
        " \"producer\": {\"name\": \"p\"},\n"
        " \"description\": \"d\",\n"
        " \"graph\": {\"nodes\": [\n"
        "  {\"name\": \"x\", \"op\": \"placeholder\", \"target\": \"x\", \"meta\": {\"val\": {\"shape\": [3], \"dtype\": "
        "\"float32\", \"stride\": [1], \"device\": \"cuda:0\"}, \"zmeta\": 1}},\n"
        "  {\"name\": \"m\", \"op\": \"call_function\", \"target\": \"aten.mul.Tensor\", \"args\": [{\"node\": \"x\"}, 0.1, "
        "{\"float\": \"nan\"}, 1e-08]},\n"
        "  {\"name\": \"output\", \"op\": \"output\", \"target\": \"output\", \"args\": [[{\"node\": \"m\"}]]}\n"
        " ], \"graph_extra\": 5},\n"
        " \"zz_unknown\": {\"b\": 1, \"a\": [true]}\n"
        "}\n");
  auto again = test::parse(out);
  CHECK(write_fx_json(*again) == out);
}

TEST_CASE("integers are written exactly (the extremes of int64 too)", "[io]") {
  auto doc = test::parse(test::doc_with(R"({"name": "x", "op": "placeholder", "target": "x"},
    {"name": "v", "op": "call_function", "target": "aten.view.default",
     "args": [{"node": "x"}, [0, -1, 7, -42, 9223372036854775807, -9223372036854775808, 1000000000000]]},
    {"name": "output", "op": "output", "target": "output", "args": [[{"node": "v"}]]})"));
  std::string out = write_fx_json(*doc);
  CHECK(out.find("[0, -1, 7, -42, 9223372036854775807, -9223372036854775808, 1000000000000]") != std::string::npos);
  CHECK(write_fx_json(*test::parse(out)) == out);
}
