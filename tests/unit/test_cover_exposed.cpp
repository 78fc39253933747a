#include <catch2/catch.hpp>

#include "helpers.hpp"
#include "sched/cover_exposed.hpp"
#include "sim/simulator.hpp"

using namespace graphopt;

namespace {

// A backward pass's tail: a gradient all-reduce that nothing follows, and an
// independent matmul (a weight gradient, reduced at once to a scalar) that
// the order runs before it. With the seed's costs (collective 100, matmul 5,
// else 1) the all-reduce is exposed for all of its 100.
std::string tail(bool matmul_feeds_gradient) {
  auto node = [](const std::string& name, const std::string& target, const std::string& args,
                 const std::string& shape = "[64, 64]", const std::string& stride = "[64, 1]") {
    return R"({"name": ")" + name + R"(", "op": "call_function", "target": ")" + target + R"(", "args": [)" + args +
           R"(], "meta": {"val": {"shape": )" + shape + R"(, "dtype": "float32", "stride": )" + stride +
           R"(, "device": "cuda:0"}}},)";
  };
  auto input = [](const std::string& name) {
    return R"({"name": ")" + name + R"(", "op": "placeholder", "target": ")" + name +
           R"(", "meta": {"val": {"shape": [64, 64], "dtype": "float32", "stride": [64, 1], "device": "cuda:0"}}},)";
  };
  std::string nodes = input("a") + input("x") + node("m", "aten.mm.default", R"({"node": "x"}, {"node": "x"})") +
                      node("s", "aten.sum.default", R"({"node": "m"})", "[]", "[]") +
                      node("grad", "aten.mul.Tensor", matmul_feeds_gradient ? R"({"node": "a"}, {"node": "m"})"
                                                                            : R"({"node": "a"}, {"node": "a"})") +
                      node("ar", "_c10d_functional.all_reduce.default", R"({"node": "grad"}, "sum", "0")") +
                      node("wait", "_c10d_functional.wait_tensor.default", R"({"node": "ar"})") +
                      R"({"name": "output", "op": "output", "target": "output", "args": [[{"node": "wait"}, {"node": "s"}]]})";
  return test::doc_with(nodes, R"("process_groups": {"0": {"size": 8}}, )");
}

}  // namespace

TEST_CASE("cover_exposed moves compute the exposed collective does not need under it", "[sched][robust]") {
  auto doc = test::parse(tail(false));
  CostedGraph a(*doc, *doc->graph, test::seed_costs());
  RobustScorer scorer(a);
  std::vector<NodeId> order = doc->graph->order();
  const double before = step_time(a, order);
  REQUIRE(cover_exposed(*doc->graph, a, CollectiveOrder::Free, scorer, scorer.steps(order), INT64_MAX, order));
  doc->graph->set_order(order);
  CHECK(test::names(*doc->graph) == std::vector<std::string>{"a", "x", "grad", "ar", "m", "s", "wait", "output"});
  CHECK(step_time(a, order) == Approx(before - 6));
}

TEST_CASE("cover_exposed leaves in place compute the collective depends on, and keeps the budget",
          "[sched][robust]") {
  SECTION("the matmul feeds the gradient") {
    auto doc = test::parse(tail(true));
    CostedGraph a(*doc, *doc->graph, test::seed_costs());
    RobustScorer scorer(a);
    std::vector<NodeId> order = doc->graph->order();
    cover_exposed(*doc->graph, a, CollectiveOrder::Free, scorer, scorer.steps(order), INT64_MAX, order);
    doc->graph->set_order(order);
    // Only the sum, which the all-reduce does not need, moves under it.
    CHECK(test::names(*doc->graph) == std::vector<std::string>{"a", "x", "m", "grad", "ar", "s", "wait", "output"});
  }
  SECTION("the move would raise the peak past the budget") {
    // Moved under the all-reduce, the matmul's result lives beside the
    // gradient and the all-reduce's result instead of before them.
    auto doc = test::parse(tail(false));
    CostedGraph a(*doc, *doc->graph, test::seed_costs());
    RobustScorer scorer(a);
    std::vector<NodeId> order = doc->graph->order();
    const int64_t peak = simulate(a).peak_bytes;
    std::vector<NodeId> moved = order;
    REQUIRE(cover_exposed(*doc->graph, a, CollectiveOrder::Free, scorer, scorer.steps(moved), INT64_MAX, moved));
    doc->graph->set_order(moved);
    REQUIRE(simulate(a).peak_bytes > peak);
    doc->graph->set_order(order);
    CHECK_FALSE(cover_exposed(*doc->graph, a, CollectiveOrder::Free, scorer, scorer.steps(order), peak, order));
    CHECK(order == doc->graph->order());
  }
}
