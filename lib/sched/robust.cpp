#include "sched/robust.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <unordered_set>

#include <fmt/format.h>

#include "ir/checked_math.hpp"
#include "sim/simulator.hpp"

namespace graphopt {

const std::vector<ScoringModel>& scoring_models() {
  static const std::vector<ScoringModel> models = {
      {{1, 1}, {}},
      {{0.1, 1}, {}},
      {{0.03, 1}, {}},
      {{0.5, 1}, {}},
      {{2, 1}, {}},
      {{1, 0.75}, {}},
      {{0.5, 1}, {0.1, true}},
  };
  return models;
}

namespace {
constexpr double kFloor = 0.03;
}  // namespace

std::string parameter_bucketing(const CostedGraph& a, double reuse_gb, double copy_mb, double arrival_room_gb) {
  constexpr int64_t kMiB = int64_t{1} << 20;
  constexpr int64_t kFewest = 3;  // buckets (sched/robust.hpp says why)
  const int64_t gathered = gathered_bytes(a);
  int64_t mb = 64;
  while (mb > 16 && gathered < kFewest * mb * kMiB) mb /= 2;
  const std::string reuse = reuse_gb > 0 ? fmt::format("reuse_all_gathers{{memory_gb={}}},", reuse_gb) : "";
  // (Its gradient buckets take no alone_mb: this copy was measured with
  // them as they are, bench/results/two-gpu-2026-11-28.)
  const std::string copy = copy_mb > 0 ? fmt::format(",copy_mb={}", copy_mb) : "";
  const std::string arrival = arrival_room_gb >= 0 ? fmt::format(",arrival=true,arrival_room_gb={}", arrival_room_gb) : "";
  return reuse + "raise_comms{reorder_collectives=true},comm_fusion{bucket_mb=" + std::to_string(mb) +
         ",ramp=true" + arrival + ",alone_mb=" + std::to_string(mb / 2) + copy + ",kinds=all_gather},comm_fusion{bucket_mb=4" + copy +
         ",kinds=all_reduce;reduce_scatter},sink_comms{kinds=all_gather,reorder_collectives=true}";
}

double reuse_room_gb(int64_t budget, int64_t input_peak, double share) {
  constexpr double kMaxGb = 1e9;  // reuse_all_gathers' memory_gb range
  return std::min(kMaxGb, share * static_cast<double>(budget - input_peak) / 1e9);
}

int64_t gathered_bytes(const CostedGraph& a) {
  int64_t bytes = 0;
  for (const CollectiveInfo& c : a.collectives().all())
    if (c.sig->op == CollectiveOp::AllGather) bytes = sat_add(bytes, c.out_bytes);
  return bytes;
}

bool gathers_twice(const CostedGraph& a) {
  std::unordered_set<NodeId> gathered;
  for (const CollectiveInfo& c : a.collectives().all())
    if (c.sig->op == CollectiveOp::AllGather && !c.sig->coalesced)
      for (NodeId in : a.graph().inputs(c.node))
        if (!gathered.insert(in).second) return true;
  return false;
}

RobustScorer::RobustScorer(const CostedGraph& base) {
  for (const ScoringModel& m : scoring_models()) {
    models_.push_back(std::make_unique<CostedGraph>(base, m.perturbation,
                                                      m.contention.any() ? m.contention : base.contention()));
    compute_.push_back(compute_time(*models_.back()));
  }
}

std::vector<double> RobustScorer::steps(const std::vector<NodeId>& order) const {
  std::vector<double> out;
  for (const auto& a : models_) out.push_back(step_time(*a, order));
  return out;
}

double RobustScorer::step(size_t m, const std::vector<NodeId>& order) const { return step_time(*models_[m], order); }

std::vector<double> RobustScorer::lost(const std::vector<double>& steps) const {
  std::vector<double> out;
  for (size_t m = 0; m < steps.size() && m < compute_.size(); ++m) out.push_back(std::max(0.0, steps[m] - compute_[m]));
  return out;
}

Regret::Regret(const std::vector<double>& compute_ns, double guard) : guard_(guard) {
  for (double c : compute_ns) floor_.push_back(std::max(c * kFloor, 1.0));
}

std::vector<double> Regret::best(const std::vector<std::vector<double>>& rows) {
  std::vector<double> out = rows.empty() ? std::vector<double>{} : rows.front();
  for (const auto& r : rows)
    for (size_t m = 0; m < out.size(); ++m) out[m] = std::min(out[m], r[m]);
  return out;
}

double Regret::worst(const std::vector<double>& lost, const std::vector<double>& best) const {
  double r = 1;
  for (size_t m = 0; m < lost.size() && m < floor_.size(); ++m)
    r = std::max(r, 1 + (lost[m] - best[m]) / (best[m] + floor_[m]));
  return r;
}

double Regret::mean(const std::vector<double>& lost, const std::vector<double>& best) const {
  const size_t n = std::min(lost.size(), floor_.size());
  double sum = 0;
  for (size_t m = 0; m < n; ++m) sum += (lost[m] - best[m]) / (best[m] + floor_[m]);
  return 1 + (n ? sum / static_cast<double>(n) : 0);
}

std::vector<double> Regret::all(const std::vector<std::vector<double>>& lost) const {
  const std::vector<double> b = best(lost);
  std::vector<double> out;
  for (const auto& l : lost) out.push_back(worst(l, b));
  return out;
}

size_t Regret::least(const std::vector<std::vector<double>>& lost) const {
  std::vector<double> r = all(lost);
  return static_cast<size_t>(std::min_element(r.begin(), r.end()) - r.begin());
}

size_t Regret::choose(const std::vector<std::vector<double>>& all_lost, const std::vector<double>& all_estimate) const {
  if (all_lost.empty() || all_lost.size() != all_estimate.size()) return 0;
  // The guard first: what the choice may give up on the estimated machine.
  double fastest = std::numeric_limits<double>::infinity();
  for (double e : all_estimate)
    if (std::isfinite(e)) fastest = std::min(fastest, e);
  std::vector<size_t> index;
  std::vector<std::vector<double>> lost;
  std::vector<double> estimate;
  for (size_t k = 0; k < all_lost.size(); ++k)
    if (all_estimate[k] <= fastest * (1 + guard_)) {
      index.push_back(k);
      lost.push_back(all_lost[k]);
      estimate.push_back(all_estimate[k]);
    }
  if (lost.empty()) {  // no finite estimate: no guard
    for (size_t k = 0; k < all_lost.size(); ++k) index.push_back(k);
    lost = all_lost;
    estimate = all_estimate;
  }
  const std::vector<double> b = best(lost);
  const std::vector<double> worst_case = all(lost);
  const double least_worst = *std::min_element(worst_case.begin(), worst_case.end());
  std::vector<double> means(lost.size());
  double least_mean = std::numeric_limits<double>::infinity();
  for (size_t k = 0; k < lost.size(); ++k) {
    means[k] = mean(lost[k], b);
    if (worst_case[k] <= least_worst * kWorstTolerance) least_mean = std::min(least_mean, means[k]);
  }
  size_t pick = lost.size();
  for (size_t k = 0; k < lost.size(); ++k) {
    if (worst_case[k] > least_worst * kWorstTolerance || means[k] > least_mean * kMeanTolerance) continue;
    if (pick == lost.size() || estimate[k] < estimate[pick]) pick = k;
  }
  return index[pick];
}

}  // namespace graphopt
