#pragma once
// Which torch operators are an optimizer's step: the one list the passes
// that treat optimizer steps apart read (partial_lower keeps them out of
// subgraphs, remove_copy_from_optimizer looks for them behind a copy_,
// split_fused_optimizer splits the ones whose argument lists it knows).
// Each takes a target spelled with or without torch.ops.
#include <string_view>

namespace graphopt {

// A fused optimizer step, in place or functional, any overload:
// aten._fused_adam(_), _fused_adamw(_), _fused_sgd(_), _fused_adagrad(_).
bool is_fused_optimizer_step(std::string_view target);

// A foreach op: aten._foreach_* (an optimizer's update or a reduction of
// its lists: _foreach_norm, _foreach_max, _foreach_powsum).
bool is_foreach_op(std::string_view target);

// An optimizer's update: a fused step, or a foreach op other than the
// reductions, whose results are norms, not updated state (found by
// red-team: a logged _foreach_norm was taken for an update).
bool is_optimizer_update(std::string_view target);

}  // namespace graphopt
