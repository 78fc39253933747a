#pragma once
// Covering an exposed collective by moving compute under it: the compute
// that runs before the collective is issued, and that it does not depend
// on, moves to just after it, so that it runs while the collective is in
// flight instead of before it. This works on any order (a list scheduler's
// or one of its slack variants), which matters at the end of a backward
// pass: the last gradient collectives wait for the input gradients, while
// weight-gradient compute that nothing urgent needs can run under them.
//
// A move is kept only when the step gets shorter under the estimate, the
// order's worst-case regret over the scoring models (sched/robust.hpp, by
// `regret`: against `best`, the least time any candidate lost to
// communication under each model) is no more than it was, and the peak stays within the budget.
#include <cstdint>
#include <vector>

#include "analysis/dependencies.hpp"
#include "sched/robust.hpp"
#include "sim/costed_graph.hpp"

namespace graphopt {

// Improves `order` (of a's graph, valid under `mode`) in place; returns
// whether it changed. The graph's own order is left as it was.
bool cover_exposed(Graph& g, const CostedGraph& a, CollectiveOrder mode, const RobustScorer& scorer,
                   const Regret& regret, const std::vector<double>& best, int64_t budget, std::vector<NodeId>& order);

}  // namespace graphopt
