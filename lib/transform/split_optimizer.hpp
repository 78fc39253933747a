#pragma once
// Splitting a fused optimizer step by parameters, as the seed's
// _split_fused_adam does, for the in-place form torch traces today:
//   _foreach_add_(steps, 1)                     the step counters
//   _fused_adam_(params, grads, exp_avgs, exp_avg_sqs, max_exp_avg_sqs, steps, lr=..., ...)
// becomes, for the chosen parameters and the rest, one _foreach_add_ each
// where the counter stood and one _fused_adam_ each where the step stood,
// with the same keyword arguments. Every parameter is updated exactly as
// before: the fused kernels treat parameters independently.
#include <string>
#include <string_view>
#include <vector>

#include "ir/graph.hpp"

namespace graphopt {

// aten._fused_adam_.default, aten._fused_adamw_.default: the fused steps
// whose argument lists (below) the split knows; of all the optimizer steps
// of analysis/optimizer_ops.hpp, the ones torch traces a train step with.
bool is_fused_optimizer(std::string_view target);

// The argument lists of a fused optimizer step.
enum OptimizerList : uint32_t { kParams = 0, kGrads, kExpAvgs, kExpAvgSqs, kMaxExpAvgSqs, kStateSteps, kOptimizerLists };

// Whether optim's six argument lists are there (positional, each a list).
bool has_optimizer_lists(const Graph& g, NodeId optim);

// The in-place fused optimizer steps of g, program order.
std::vector<NodeId> fused_optimizers(const Graph& g);

// Why `optim` cannot be split (empty when it can): it has users, or its
// lists are not lists of node references of one length.
std::string split_refusal(const Graph& g, NodeId optim);

// The _foreach_add_ that counts optim's steps, or kNoNode.
NodeId step_counter(const Graph& g, NodeId optim);

struct SplitOptimizer {
  NodeId chosen = kNoNode, rest = kNoNode;            // the two steps
  NodeId chosen_counter = kNoNode, rest_counter = kNoNode;  // their counters (kNoNode without one)
};

// Splits optim (split_refusal() empty) by parameter index: take[i] puts
// parameter i in the chosen step. Both parts must be non-empty.
SplitOptimizer split_fused_optimizer(Graph& g, NodeId optim, const std::vector<bool>& take);

}  // namespace graphopt
