#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "analysis/verify.hpp"
#include "helpers.hpp"
#include "pipeline/pipeline.hpp"
#include "sched/arrival_cuts.hpp"

using namespace graphopt;

namespace {

using Cut = std::vector<std::vector<size_t>>;

// Items of 50 ns on the link each, with these needs; 10 ns a bucket.
std::vector<ArrivalItem> items_needing(const std::vector<double>& needs) {
  std::vector<ArrivalItem> out;
  for (size_t i = 0; i < needs.size(); ++i) {
    ArrivalItem it;
    it.latency_ns = 10;
    it.transfer_ns = 50;
    it.need_ns = needs[i];
    it.bytes = 100;
    it.pos = static_cast<uint32_t>(i);
    it.bound = 1000;
    out.push_back(it);
  }
  return out;
}

constexpr double kNoCap = 1e18, kNoSlack = 0, kAllRoom = 1e18;

}  // namespace

TEST_CASE("an arrival cut ends a bucket where the next layer's members begin", "[sched][arrival]") {
  // Two layers of two members, the second needed 100 ns after the first.
  // One bucket: all 210 ns late for the first use. A bucket per layer: the
  // first layer 110 ns late, the second at 220, 120 after its use. A
  // bucket per member pays four latencies (140). Straddling the layers
  // ([a1] [a2 b1] [b2] and the like) holds a layer back by the next one's bytes.
  ArrivalCut cut = arrival_cuts(items_needing({0, 0, 100, 100}), kNoCap, kNoSlack, kAllRoom);
  CHECK(cut.buckets == Cut{{0, 1}, {2, 3}});
  CHECK(cut.lead == 4);
}

TEST_CASE("an arrival cut takes the fewest buckets where the link is ahead", "[sched][arrival]") {
  // Every member needed long after everything could have arrived: one
  // bucket, as large as the cap allows.
  CHECK(arrival_cuts(items_needing({1e6, 1e6, 1e6, 1e6}), kNoCap, kNoSlack, kAllRoom).buckets ==
        Cut{{0, 1, 2, 3}});
  // A cap of two members' bytes.
  CHECK(arrival_cuts(items_needing({1e6, 1e6, 1e6, 1e6}), 200, kNoSlack, kAllRoom).buckets == Cut{{0, 1}, {2, 3}});
}

TEST_CASE("an arrival cut keeps a member alone, and no member past another's bound", "[sched][arrival]") {
  std::vector<ArrivalItem> items = items_needing({1e6, 1e6, 1e6, 1e6});
  items[1].alone = true;
  CHECK(arrival_cuts(items, kNoCap, kNoSlack, kAllRoom).buckets == Cut{{0}, {1}, {2, 3}});
  items = items_needing({1e6, 1e6, 1e6, 1e6});
  items[0].bound = 2;  // the third member stands at its bound: it cannot join the first's bucket
  CHECK(arrival_cuts(items, kNoCap, kNoSlack, kAllRoom).buckets == Cut{{0, 1}, {2, 3}});
}

TEST_CASE("an arrival cut's lead ends where the stream runs a room ahead of the compute", "[sched][arrival]") {
  // Eight members (a bucket each, by the cap), each needed 200 ns after the
  // one before, and 60 ns each on the link: the stream gains 140 ns a
  // member on the compute. With room for two members' bytes delivered
  // ahead of their use, the premise (everything issued at the start) holds
  // for the first three buckets (the fourth arrives three members ahead);
  // with room for all, for all.
  std::vector<double> needs;
  for (int i = 0; i < 8; ++i) needs.push_back(200.0 * i);
  const ArrivalCut all = arrival_cuts(items_needing(needs), 100, kNoSlack, kAllRoom);
  CHECK(all.lead == 8);
  const ArrivalCut some = arrival_cuts(items_needing(needs), 100, kNoSlack, 200);
  CHECK(some.lead == 3);
}

TEST_CASE("an arrival cut for a range of links keeps the cut with the least worst regret", "[sched][arrival]") {
  // Four members needed 30 ns apart, 10 ns a bucket; on the fast link 5 ns
  // each, on the slow one 50. The fast link's own cut is [0] [1 2 3] (least
  // stall 15: the first member's own time), the slow link's [0 1] [2] [3]
  // (least stall 140).
  std::vector<ArrivalItem> fast = items_needing({0, 30, 60, 90}), slow = fast;
  for (ArrivalItem& it : fast) it.transfer_ns = 5;
  CHECK(arrival_cuts(fast, kNoCap, kNoSlack, kAllRoom).buckets == Cut{{0}, {1, 2, 3}});
  CHECK(arrival_cuts(slow, kNoCap, kNoSlack, kAllRoom).buckets == Cut{{0, 1}, {2}, {3}});
  // The fast cut stalls the slow link by 190 (regret 50); the slow cut
  // stalls the fast one by 20 (regret 5); their union, a bucket each, pays
  // four fixed costs on the slow link (150: regret 10).
  CHECK(arrival_stall(slow, {{0}, {1, 2, 3}}, 4) == 190);
  CHECK(arrival_stall(fast, {{0, 1}, {2}, {3}}, 4) == 20);
  CHECK(arrival_stall(slow, {{0}, {1}, {2}, {3}}, 4) == 150);
  CHECK(arrival_stall(slow, {{0}, {1}, {2}, {3}}, 2) == 90);  // the first two members only
  const ArrivalCut cut = robust_arrival_cuts({fast, slow}, kNoCap, kNoSlack, kAllRoom);
  CHECK(cut.buckets == Cut{{0, 1}, {2}, {3}});
  CHECK(cut.lead == 4);
}

TEST_CASE("comm_fusion with arrival cuts a real step's all-gathers into valid buckets", "[sched][arrival][fusion]") {
  // The parameter bucketing of overlap_schedule{arrival=true}, by hand: the
  // all-gathers raised, then bucketed. Its first buckets differ from the
  // ramp's and the graph stays valid.
  auto count_gathers = [](const std::string& cut) {
    auto doc = test::load("testdata/graphs/fsdp_gpt_small_w2.json");
    test::run_passes(*doc, "raise_comms{reorder_collectives=true},comm_fusion{bucket_mb=32,ramp=true," + cut +
                               "alone_mb=16,kinds=all_gather}");
    CHECK(verify_structure(*doc).empty());  // (run_passes also verifies after each pass)
    int n = 0;
    for (NodeId x = doc->graph->first(); x != kNoNode; x = doc->graph->next(x))
      if (doc->graph->target(x).find("all_gather_into_tensor") != std::string_view::npos) ++n;
    return n;
  };
  const int ramp = count_gathers("");
  const int arrival = count_gathers("arrival=true,");
  CHECK(arrival != ramp);
  CHECK(arrival > 1);
}
