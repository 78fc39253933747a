#include <catch2/catch.hpp>

#include "helpers.hpp"
#include "sched/fill_link_gaps.hpp"
#include "sim/memory_tracker.hpp"
#include "sim/simulator.hpp"

using namespace graphopt;

namespace {

// The collective streams' idle time under `a`, summed over the streams.
double link_idle(const CostedGraph& a) {
  const SimResult r = simulate(a);
  std::vector<double> free_at(a.collectives().group_count(), 0);
  double idle = 0;
  for (const CollectiveTiming& c : r.collectives) {
    const size_t grp = a.collectives().of(c.node)->group_id;
    idle += std::max(0.0, c.start - free_at[grp]);
    free_at[grp] = c.end;
  }
  return idle;
}

int64_t peak_of(const CostedGraph& a, const std::vector<NodeId>& order) { return MemoryTracker(a).peak_of(order); }

}  // namespace

// The traced order of an FSDP step issues each all-gather just before its
// layer and each reduce-scatter after compute it does not need: on a slow
// link the collective stream idles in between.
// Scheduled for the estimate alone, the order prefetches just in time.
TEST_CASE("fill_link_gaps keeps the link busier on a slow link and slows no scoring model", "[sched][robust]") {
  const std::string graph = GENERATE(as<std::string>{}, "fsdp_gpt_small", "fsdp_gpt_small_w2", "moe_gpt_small_w2");
  const bool scheduled = GENERATE(false, true);
  CAPTURE(graph, scheduled);
  auto doc = test::load("testdata/graphs/" + graph + ".json");
  if (scheduled) test::run_passes(*doc, "overlap_schedule{robust=false}");
  CostedGraph a(*doc, *doc->graph, default_cost_config());
  RobustScorer scorer(a);
  std::vector<NodeId> order = doc->graph->order();
  const std::vector<NodeId> input = order;
  const std::vector<double> before = scorer.steps(order);
  const double idle_before = link_idle(scorer.model(kSlowLinkModels[0]));
  const int64_t budget = peak_of(a, order) * 105 / 100;
  // Dependencies as the input's order states them (reads and writes of a
  // storage included): the new order must keep every one.
  DependencyQuery deps(*doc->graph, a.kinds(), CollectiveOrder::Free, &a.roots());
  REQUIRE(fill_link_gaps(*doc->graph, a, CollectiveOrder::Free, scorer, budget, order));
  CHECK(doc->graph->order() == input);  // the graph's own order is left as it was
  const std::vector<double> after = scorer.steps(order);
  for (size_t m = 0; m < after.size(); ++m) CHECK(after[m] <= before[m]);
  CHECK(after[kSlowLinkModels[0]] < before[kSlowLinkModels[0]]);
  CHECK(peak_of(a, order) <= budget);
  // Still a valid order: every node once, each after what it depends on.
  std::vector<uint32_t> pos(doc->graph->capacity(), UINT32_MAX);
  for (uint32_t i = 0; i < order.size(); ++i) pos[order[i]] = i;
  for (NodeId n : order) deps.for_each_pred(n, [&](NodeId p) { CHECK(pos[p] < pos[n]); });
  doc->graph->set_order(order);
  CHECK(link_idle(scorer.model(kSlowLinkModels[0])) < idle_before);
  std::vector<NodeId> sorted = order, expected = input;
  std::sort(sorted.begin(), sorted.end());
  std::sort(expected.begin(), expected.end());
  CHECK(sorted == expected);
}

TEST_CASE("fill_link_gaps moves nothing that would pass the memory budget", "[sched][robust]") {
  auto doc = test::load("testdata/graphs/fsdp_gpt_small.json");
  CostedGraph a(*doc, *doc->graph, default_cost_config());
  RobustScorer scorer(a);
  std::vector<NodeId> order = doc->graph->order();
  // Moving a collective up holds its buffers longer: with a budget of the
  // input's own peak, whatever moves must not raise it.
  const int64_t budget = peak_of(a, order);
  fill_link_gaps(*doc->graph, a, CollectiveOrder::Free, scorer, budget, order);
  CHECK(peak_of(a, order) <= budget);
}

TEST_CASE("the slow-link models are the scoring models' slowest links, slowest first", "[sched][robust]") {
  const auto& models = scoring_models();
  std::vector<double> links;
  for (const ScoringModel& m : models) links.push_back(m.perturbation.link);
  std::sort(links.begin(), links.end());
  REQUIRE(std::size(kSlowLinkModels) == 2);
  CHECK(models[kSlowLinkModels[0]].perturbation.link == links[0]);
  CHECK(models[kSlowLinkModels[1]].perturbation.link == links[1]);
  for (size_t m : kSlowLinkModels) CHECK(!models[m].contention.any());
}
