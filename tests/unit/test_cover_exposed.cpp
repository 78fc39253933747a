#include <catch2/catch.hpp>

#include <limits>

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
  REQUIRE(cover_exposed(*doc->graph, a, CollectiveOrder::Free, scorer, scorer.regret(), scorer.lost(scorer.steps(order)), INT64_MAX, order));
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
    cover_exposed(*doc->graph, a, CollectiveOrder::Free, scorer, scorer.regret(), scorer.lost(scorer.steps(order)), INT64_MAX, order);
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
    REQUIRE(cover_exposed(*doc->graph, a, CollectiveOrder::Free, scorer, scorer.regret(), scorer.lost(scorer.steps(moved)), INT64_MAX, moved));
    doc->graph->set_order(moved);
    REQUIRE(simulate(a).peak_bytes > peak);
    doc->graph->set_order(order);
    CHECK_FALSE(cover_exposed(*doc->graph, a, CollectiveOrder::Free, scorer, scorer.regret(), scorer.lost(scorer.steps(order)), peak, order));
    CHECK(order == doc->graph->order());
  }
}

TEST_CASE("regret is measured on the time lost to communication, with a floor of 3% of the compute",
          "[sched][robust]") {
  // Two models; the input computes for 1000 ns under both (floor 30 ns).
  const Regret regret({1000, 1000});
  // Under the first model candidate a loses 60 ns, b 150; under the second
  // (a slow link) a loses 17000, b 14000. b's extra 90 ns on a fast link
  // weigh more (90 / 90) than a's extra 3000 ns on a slow one (3000 / 14030);
  // a ratio of step times would pick b (1150 / 1060 against 18000 / 15000).
  const std::vector<std::vector<double>> lost = {{60, 17000}, {150, 14000}};
  const std::vector<double> r = regret.all(lost);
  CHECK(r[0] == Approx(1 + 3000.0 / 14030));
  CHECK(r[1] == Approx(1 + 90.0 / 90));
  CHECK(regret.least(lost) == 0);
  CHECK(Regret::best(lost) == std::vector<double>{60, 14000});
  // The best under every model has regret 1; nothing lost is not infinite.
  const std::vector<double> tiny = regret.all({{0, 0}, {10, 0}});
  CHECK(tiny[0] == 1);
  CHECK(tiny[1] == Approx(1 + 10.0 / 30));
}

TEST_CASE("the robust choice: near-ties in worst-case regret go to the least mean regret, then the estimate",
          "[sched][robust]") {
  // Three models; the input computes for 10000 ns under the first (floor
  // 300 ns) and 1000 under the others (floor 30).
  const Regret regret({10000, 1000, 1000});
  // a: worst case 1 + 300/1030 under the third model, and 60 ns more than
  //    b under the first (regret 1 + 60/300).
  // b: worst case 1 + 301/1030 under the second, best under the others: a
  //    lower mean.
  // c: best under the second and third models, far worse under the first.
  const std::vector<std::vector<double>> lost = {{60, 1000, 1300}, {0, 1301, 1000}, {400, 1000, 1000}};
  const std::vector<double> worst = regret.all(lost);
  REQUIRE(worst[0] < worst[1]);                             // a alone would win on worst case
  REQUIRE(worst[1] <= worst[0] * Regret::kWorstTolerance);  // but b is within the tolerance
  REQUIRE(worst[2] > worst[0] * Regret::kWorstTolerance);   // c is not
  CHECK(regret.choose(lost, {10000, 10000, 9990}) == 1);
  // A candidate outside the worst-case tolerance never wins on mean or
  // estimate; one within both tolerances wins on the estimate.
  CHECK(regret.choose({{0, 1000, 1300}, {0, 1000, 1301}}, {10000, 9990}) == 1);
  CHECK(regret.choose({{0, 1000, 1300}, {0, 1000, 1301}}, {9990, 10000}) == 0);
  CHECK(regret.choose({{0, 1000, 1000}, {0, 1000, 1400}}, {10000, 9990}) == 0);
}

TEST_CASE("the robust choice gives up at most 5% of the estimated step", "[sched][robust]") {
  const Regret regret({1000, 1000});
  // b loses nothing under either model but is slower under the estimate
  // (a bucket's copies, which lost time leaves out): within 5% it
  // competes and wins, beyond it a wins.
  const std::vector<std::vector<double>> lost = {{0, 3000}, {0, 0}};
  CHECK(regret.choose(lost, {10000, 10600}) == 0);
  CHECK(regret.choose(lost, {10000, 10400}) == 1);
  CHECK(regret.choose(lost, {10000, 10490}) == 1);
  // overlap_schedule's estimate_guard narrows it: at 1.5% b is out.
  CHECK(Regret({1000, 1000}, 0.015).choose(lost, {10000, 10200}) == 0);
  CHECK(Regret({1000, 1000}, 0.015).choose(lost, {10000, 10100}) == 1);
  // No finite estimate: no guard, never an empty choice; a NaN estimate
  // elsewhere leaves the guard on the finite ones; no candidate: 0.
  const double nan = std::numeric_limits<double>::quiet_NaN();
  CHECK(regret.choose(lost, {nan, nan}) < 2);
  CHECK(regret.choose({{0, 3000}, {0, 3000}, {0, 0}}, {nan, 10000, 12000}) == 1);
  CHECK(regret.choose({}, {}) == 0);
}

TEST_CASE("the scorer's lost time is the step beyond the graph's compute", "[sched][robust]") {
  auto doc = test::parse(tail(false));
  CostedGraph a(*doc, *doc->graph, test::seed_costs());
  RobustScorer scorer(a);
  const std::vector<NodeId> order = doc->graph->order();
  const std::vector<double> steps = scorer.steps(order);
  const std::vector<double> lost = scorer.lost(steps);
  REQUIRE(lost.size() == steps.size());
  // Under the estimate the all-reduce (100) is exposed whole, nothing else.
  CHECK(lost[kEstimateModel] == Approx(simulate(a).exposed_ns));
  CHECK(lost[kEstimateModel] == Approx(100));
}
