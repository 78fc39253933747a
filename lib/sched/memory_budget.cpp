#include "sched/memory_budget.hpp"

#include <algorithm>
#include <cmath>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "analysis/target.hpp"
#include "ir/checked_math.hpp"

namespace graphopt {

namespace {

// What a parameter passes through on its way to an all-gather: a cast
// (mixed precision), a copy, and a bucket's copy-in (graphopt's
// comm_fusion, torch's bucketing, FSDP2's). Views pass too. Any other
// compute makes an activation, even of placeholders alone: a
// sequence-parallel step all-gathers layernorm(x).
bool carries_parameter(std::string_view target) {
  static const std::unordered_set<std::string_view> ops = {
      "aten._to_copy.default",      "prims.convert_element_type.default", "aten.clone.default",
      "aten.copy.default",          "aten.cat.default",                   "bucketing._pre_bucket_all_gather.default",
      "fsdp.all_gather_copy_in.default"};
  return ops.count(op_target(target)) > 0;
}

}  // namespace

bool prefetches_parameters(const CostedGraph& a) {
  const Graph& g = a.graph();
  const NodeKinds& kinds = a.kinds();
  std::vector<char> from_start(g.capacity(), 0);
  std::vector<NodeId> ins;
  auto all_from_start = [&](NodeId n) {
    g.inputs(n, ins);
    return std::all_of(ins.begin(), ins.end(), [&](NodeId i) { return from_start[i] != 0; });
  };
  for (NodeId n : g.order()) {
    const NodeKind k = kinds.kind(n);
    if (k == NodeKind::Placeholder || k == NodeKind::GetAttr) {
      from_start[n] = 1;
    } else if (k == NodeKind::View || (k == NodeKind::Compute && carries_parameter(g.target(n)))) {
      from_start[n] = all_from_start(n);
    }
  }
  for (const CollectiveInfo& c : a.collectives().all()) {
    if (c.sig->op != CollectiveOp::AllGather) continue;
    const bool held = all_from_start(c.node);  // fills ins
    if (held && !ins.empty()) return true;
  }
  return false;
}

int64_t memory_budget(const MemoryBudget& b, int64_t input_peak_bytes, bool prefetches) {
  constexpr double kGB = 1e9;
  if (b.absolute_gb > 0) return sat_int64(b.absolute_gb * kGB);
  const double peak = static_cast<double>(input_peak_bytes);
  // A ratio below 1 may ask for less than the input's peak (the graph then
  // stays as it is); an absolute increase, when there is one, only adds.
  double budget = b.ratio * peak;
  if (b.increase_gb > 0) budget = std::max(budget, peak + b.increase_gb * kGB);
  if (prefetches && b.prefetch_gb > 0) budget = std::max(budget, peak + b.prefetch_gb * kGB);
  return sat_int64(std::floor(budget));
}

}  // namespace graphopt
