#include "analysis/optimizer_ops.hpp"

#include <array>

#include "analysis/target.hpp"

namespace graphopt {

bool is_fused_optimizer_step(std::string_view target) {
  // (not every aten._fused_ op: _fused_moving_avg_obs_fq_helper, a QAT
  // observer, and _fused_dropout are no optimizer; found by red-team)
  static constexpr std::array<std::string_view, 4> kSteps = {"_fused_adam", "_fused_adamw", "_fused_sgd",
                                                             "_fused_adagrad"};
  const TargetName n = split_target(target);
  if (n.ns != "aten") return false;
  std::string_view op = n.op;
  if (op.ends_with('_')) op.remove_suffix(1);
  for (std::string_view s : kSteps)
    if (op == s) return true;
  return false;
}

bool is_foreach_op(std::string_view target) {
  const TargetName n = split_target(target);
  return n.ns == "aten" && n.op.starts_with("_foreach_");
}

bool is_optimizer_update(std::string_view target) {
  if (is_fused_optimizer_step(target)) return true;
  if (!is_foreach_op(target)) return false;
  const std::string_view op = split_target(target).op;
  return op != "_foreach_norm" && op != "_foreach_max" && op != "_foreach_powsum";
}

}  // namespace graphopt
