#pragma once
// Robustness as the objective: a schedule is judged over a range of
// machines, not at the one the cost model estimates. The user's link,
// compute speed and contention are unknown; a schedule that hides "just
// enough" communication by the estimate loses whatever the estimate got
// wrong. Each candidate order is simulated under every scoring model, and
// the one with the least worst-case regret wins: the largest ratio, over the
// models, of its step time to the best candidate's under that model.
//
// The scoring models span the link from 10x slower to 2x faster than the
// estimate, compute 25% faster, and contention. They are deliberately not
// the models graphopt is evaluated under (bench/robust/plan.json), so that
// the evaluation says how the choice generalises.
#include <memory>
#include <vector>

#include "sim/costed_graph.hpp"

namespace graphopt {

struct ScoringModel {
  Perturbation perturbation;
  Contention contention;
};

// The first is the estimate itself: it breaks near-ties in regret.
const std::vector<ScoringModel>& scoring_models();
inline constexpr size_t kEstimateModel = 0;

class RobustScorer {
 public:
  // One analysis of the graph per scoring model, on top of `base`'s.
  explicit RobustScorer(const CostedGraph& base);
  // Step time of the order under each scoring model.
  std::vector<double> steps(const std::vector<NodeId>& order) const;
  // The candidate (by index into `steps`, one row per candidate) with the
  // least worst-case regret; ties to the earliest.
  static size_t least_regret(const std::vector<std::vector<double>>& steps);
  // The best step time under each model, over the candidates.
  static std::vector<double> best_steps(const std::vector<std::vector<double>>& steps);
  // The largest ratio, over the models, of `steps` to `best`.
  static double worst_regret(const std::vector<double>& steps, const std::vector<double>& best);
  // The worst-case regret of each candidate.
  static std::vector<double> regrets(const std::vector<std::vector<double>>& steps);

 private:
  std::vector<std::unique_ptr<CostedGraph>> models_;
};

}  // namespace graphopt
