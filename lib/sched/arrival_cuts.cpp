#include "sched/arrival_cuts.hpp"

#include <algorithm>
#include <limits>
#include <utility>

namespace graphopt {
namespace {

// The cut that covers the most items with each number of buckets, every
// bucket ending no later than `stall_ns` after the first need of its
// members; empty when none exists. Covering the most with k buckets is
// what lets the (k+1)th end earliest, so this uses the fewest buckets of
// any cut within the stall.
std::vector<std::vector<size_t>> greedy(const std::vector<ArrivalItem>& items, double cap_bytes, double latency_ns,
                                        double stall_ns) {
  std::vector<std::vector<size_t>> out;
  double done = 0;  // when the items before i have arrived, bucket latencies included
  for (size_t i = 0; i < items.size();) {
    const double start = done + latency_ns;
    double transfer = 0, need = std::numeric_limits<double>::infinity();
    int64_t bytes = 0;
    uint32_t bound = std::numeric_limits<uint32_t>::max();
    size_t j = i;
    for (; j < items.size(); ++j) {
      const ArrivalItem& it = items[j];
      if (j > i && (it.alone || items[i].alone || it.pos >= bound ||
                    static_cast<double>(bytes + it.bytes) > cap_bytes))
        break;
      const double end = start + transfer + it.transfer_ns;
      if (end - std::min(need, it.need_ns) > stall_ns) break;
      transfer += it.transfer_ns;
      need = std::min(need, it.need_ns);
      bytes += it.bytes;
      bound = std::min(bound, it.bound);
    }
    if (j == i) return {};
    out.emplace_back();
    for (size_t r = i; r < j; ++r) out.back().push_back(r);
    done = start + transfer;
    i = j;
  }
  return out;
}

}  // namespace

ArrivalCut arrival_cuts(const std::vector<ArrivalItem>& items, double cap_bytes, double slack_ns,
                        double room_bytes) {
  if (items.empty()) return {};
  // One fixed cost per bucket, the largest of its members' (one group, one
  // link: they are equal but for rounding).
  double latency = 0, total = 0;
  for (const ArrivalItem& it : items) {
    latency = std::max(latency, it.latency_ns);
    total += it.transfer_ns + it.latency_ns;
  }
  // A bucket per item always meets a stall of everything's time.
  double hi = total + latency, lo = -hi;
  for (int round = 0; round < 60 && hi - lo > 1.0; ++round) {
    double mid = lo + (hi - lo) / 2;
    (greedy(items, cap_bytes, latency, mid).empty() ? lo : hi) = mid;
  }
  // No stall at all is as good as any below zero.
  const double stall = std::max(hi, 0.0) + slack_ns;
  ArrivalCut out{greedy(items, cap_bytes, latency, stall), 0};
  // The stream runs ahead of the compute by the bytes it has delivered
  // that the compute has not reached; past `room_bytes` of them the
  // scheduler holds prefetches back, and the premise ends.
  std::vector<std::pair<double, int64_t>> needs;  // (need, bytes), by need
  for (const ArrivalItem& it : items) needs.emplace_back(it.need_ns, it.bytes);
  std::sort(needs.begin(), needs.end());
  double done = 0;
  int64_t delivered = 0, reached = 0;  // reached: bytes whose use the compute has reached when a bucket arrives
  size_t next_need = 0;                // the arrivals only grow later, so the uses reached only grow
  for (const std::vector<size_t>& b : out.buckets) {
    for (size_t i : b) {
      done += items[i].transfer_ns;
      delivered += items[i].bytes;
    }
    done += latency;
    for (; next_need < needs.size() && needs[next_need].first + stall <= done; ++next_need)
      reached += needs[next_need].second;
    if (static_cast<double>(delivered - reached) > room_bytes) break;
    out.lead = b.back() + 1;
  }
  return out;
}

double arrival_stall(const std::vector<ArrivalItem>& items, const std::vector<std::vector<size_t>>& buckets,
                     size_t prefix) {
  double latency = 0;
  for (const ArrivalItem& it : items) latency = std::max(latency, it.latency_ns);
  double done = 0, stall = 0;
  for (const std::vector<size_t>& b : buckets) {
    if (b.empty() || b.front() >= prefix) break;
    double need = std::numeric_limits<double>::infinity();
    done += latency;
    for (size_t i : b) {
      done += items[i].transfer_ns;
      if (i < prefix) need = std::min(need, items[i].need_ns);
    }
    stall = std::max(stall, done - need);
  }
  return stall;
}

ArrivalCut robust_arrival_cuts(const std::vector<std::vector<ArrivalItem>>& items, double cap_bytes,
                               double slack_ns, double room_bytes) {
  std::vector<ArrivalCut> cuts;
  size_t prefix = std::numeric_limits<size_t>::max();
  for (const std::vector<ArrivalItem>& link : items) {
    cuts.push_back(arrival_cuts(link, cap_bytes, slack_ns, room_bytes));
    prefix = std::min(prefix, cuts.back().lead);
  }
  if (cuts.empty()) return {};
  std::vector<double> own(items.size());  // each link's stall with its own cut
  for (size_t s = 0; s < items.size(); ++s) own[s] = arrival_stall(items[s], cuts[s].buckets, prefix);
  size_t best = 0;
  double best_regret = std::numeric_limits<double>::infinity();
  for (size_t c = 0; c < cuts.size(); ++c) {  // ties: the faster link's cut
    double regret = 0;
    for (size_t s = 0; s < items.size(); ++s)
      regret = std::max(regret, arrival_stall(items[s], cuts[c].buckets, prefix) - own[s]);
    if (regret < best_regret) best = c, best_regret = regret;
  }
  return cuts[best];
}

}  // namespace graphopt
