// Which ops the passes take for an optimizer's step (one list for all).
#include <catch2/catch.hpp>

#include "analysis/optimizer_ops.hpp"

using graphopt::is_foreach_op;
using graphopt::is_fused_optimizer_step;
using graphopt::is_optimizer_update;

TEST_CASE("every fused optimizer, in place or functional, however spelled", "[optimizer]") {
  for (const char* t : {"aten._fused_adam_.default", "aten._fused_adam.default", "aten._fused_adamw_.tensor_lr",
                        "torch.ops.aten._fused_adamw_.default", "aten._fused_sgd_.default", "aten._fused_adagrad.default"}) {
    CHECK(is_fused_optimizer_step(t));
    CHECK(is_optimizer_update(t));
  }
  // Fused ops that are no optimizer, and names that only begin like one.
  for (const char* t : {"aten._fused_moving_avg_obs_fq_helper.default", "aten._fused_dropout.default",
                        "aten._fused_adamx_.default", "aten._fused_sgd__.default", "mylib._fused_adam_.default"}) {
    CHECK_FALSE(is_fused_optimizer_step(t));
    CHECK_FALSE(is_optimizer_update(t));
  }
}

TEST_CASE("a foreach reduction is a foreach op but no update", "[optimizer]") {
  for (const char* t : {"aten._foreach_norm.Scalar", "aten._foreach_max.default", "aten._foreach_powsum.Scalar"}) {
    CHECK(is_foreach_op(t));
    CHECK_FALSE(is_optimizer_update(t));
  }
  CHECK(is_optimizer_update("aten._foreach_add_.Scalar"));
  CHECK(is_optimizer_update("torch.ops.aten._foreach_lerp_.Scalar"));
  CHECK_FALSE(is_foreach_op("aten.add_.Tensor"));
}
