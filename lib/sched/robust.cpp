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

std::vector<double> RobustScorer::best_steps(const std::vector<std::vector<double>>& steps) {
  std::vector<double> best = steps.empty() ? std::vector<double>{} : steps.front();
  for (const auto& s : steps)
    for (size_t m = 0; m < best.size(); ++m) best[m] = std::min(best[m], s[m]);
  return best;
}

std::vector<double> RobustScorer::regrets(const std::vector<std::vector<double>>& steps) {
  const std::vector<double> best = best_steps(steps);
  std::vector<double> out;
  for (const auto& s : steps) out.push_back(worst_regret(s, best));
  return out;
}

double RobustScorer::worst_regret(const std::vector<double>& steps, const std::vector<double>& best) {
  double r = 1;
  for (size_t m = 0; m < steps.size(); ++m)
    if (best[m] > 0) r = std::max(r, steps[m] / best[m]);
  return r;
}

size_t RobustScorer::least_regret(const std::vector<std::vector<double>>& steps) {
  std::vector<double> r = regrets(steps);
  return static_cast<size_t>(std::min_element(r.begin(), r.end()) - r.begin());
}

}  // namespace graphopt
