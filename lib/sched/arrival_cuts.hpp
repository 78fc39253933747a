#pragma once
// Where to cut a sequence of prefetched collectives (one group's
// all-gathers, issued back to back on its stream) into buckets so that
// each member arrives in time for its first use on a slow link.
//
// A bucket's members are usable only when the whole bucket has arrived, so
// a bucket that reaches past a layer's end holds that layer's compute back
// by the next layer's bytes; a bucket per member pays a collective's fixed
// cost per member. With the stream busy from the start, bucket j ends at
// F_j = (its latency and transfer plus all before it), and the compute,
// which reaches member i's first use at need_i, stalls by
// D = max_i (F_bucket(i) - need_i) in all (a stall delays everything after
// it). The cut minimises D, then the number of buckets among cuts within
// `slack_ns` of the least D, so that where the link is ahead the buckets
// stay as large as the cap allows.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace graphopt {

// The links, as factors of the estimate's, that comm_fusion{arrival=true}
// cuts for, and judges the cuts on (robust_arrival_cuts). The estimate's
// own and slower ones only: where the link is faster than the
// estimate nothing stalls. Not the links that bench/robust/plan.json
// judges schedules under.
inline constexpr double kArrivalLinks[] = {1, 0.5, 0.1};

struct ArrivalItem {
  double latency_ns = 0;   // the collective's fixed cost, paid once per bucket
  double transfer_ns = 0;  // its bytes' time on the link
  double need_ns = 0;      // compute before its first use
  int64_t bytes = 0;
  bool alone = false;      // stays a bucket of its own
  uint32_t pos = 0;        // its place in program order
  uint32_t bound = 0;      // the first place that must follow it
};

// The premise, a stream busy from the start, holds only while the memory
// budget lets the stream run ahead: once the bytes it has delivered and the
// compute has not yet used pass `room_bytes`, the scheduler holds the rest
// back until memory frees, so what follows is not issued at the start. The
// cut is kept only up to the bucket before that (`lead` items); the caller
// cuts the rest by size.
struct ArrivalCut {
  std::vector<std::vector<size_t>> buckets;  // consecutive items (indices into the input), in order
  size_t lead = 0;                           // the items of the buckets before the stream runs a room ahead
};

// Buckets of at most `cap_bytes` each (a single item may exceed it), each
// member standing before the bound of every member before it.
ArrivalCut arrival_cuts(const std::vector<ArrivalItem>& items, double cap_bytes, double slack_ns, double room_bytes);

// The largest stall (D above) of the first `prefix` items when `buckets`
// go out back to back from the start.
double arrival_stall(const std::vector<ArrivalItem>& items, const std::vector<std::vector<size_t>>& buckets,
                     size_t prefix);

// One cut for a link known only within a range: `items[s]` are the same
// collectives priced for each of the links in the range. Each link's own
// cut is a candidate; the one kept has the least worst regret (its stall on
// a link less that link's own cut's there; ties go to the faster link's),
// judged on the items all candidates lead over. A cut for a fast link stalls a slow one by bytes
// that arrive late; one for a slow link costs a fast one little, so the
// slow end mostly decides; but a union of the cuts would pay every cut's
// fixed costs on the slowest link.
ArrivalCut robust_arrival_cuts(const std::vector<std::vector<ArrivalItem>>& items, double cap_bytes,
                               double slack_ns, double room_bytes);

}  // namespace graphopt
