#include "sched/robust.hpp"

#include <algorithm>

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

RobustScorer::RobustScorer(const CostedGraph& base) {
  for (const ScoringModel& m : scoring_models())
    models_.push_back(std::make_unique<CostedGraph>(base, m.perturbation,
                                                      m.contention.any() ? m.contention : base.contention()));
}

std::vector<double> RobustScorer::steps(const std::vector<NodeId>& order) const {
  std::vector<double> out;
  for (const auto& a : models_) out.push_back(step_time(*a, order));
  return out;
}

std::vector<double> RobustScorer::regrets(const std::vector<std::vector<double>>& steps) {
  std::vector<double> out(steps.size(), 1);
  if (steps.empty()) return out;
  for (size_t m = 0; m < steps.front().size(); ++m) {
    double best = steps.front()[m];
    for (const auto& s : steps) best = std::min(best, s[m]);
    if (best <= 0) continue;
    for (size_t c = 0; c < steps.size(); ++c) out[c] = std::max(out[c], steps[c][m] / best);
  }
  return out;
}

size_t RobustScorer::least_regret(const std::vector<std::vector<double>>& steps) {
  std::vector<double> r = regrets(steps);
  return static_cast<size_t>(std::min_element(r.begin(), r.end()) - r.begin());
}

}  // namespace graphopt
