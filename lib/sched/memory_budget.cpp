#include "sched/memory_budget.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "ir/checked_math.hpp"

namespace graphopt {

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
    } else if (k == NodeKind::Compute || k == NodeKind::View) {
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
  const double increase = std::max({(b.ratio - 1) * peak, b.increase_gb * kGB, prefetches ? b.prefetch_gb * kGB : 0.0});
  return sat_int64(std::floor(peak + increase));
}

}  // namespace graphopt
