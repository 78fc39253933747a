#pragma once
// Keeping the link busy where it is the bottleneck: on a link much slower
// than the estimate, every moment a collective stream idles adds to the
// step, yet an order made for the estimate leaves such gaps (a gradient's
// reduce-scatter issued only after unrelated compute, an all-gather
// prefetched just in time). Under a slow scoring model (sched/robust.hpp),
// the collective that found its stream idle longest moves, with the
// compute and waits it needs that came after the gap opened, to where the
// gap opened; the compute it passes runs after it instead. When what it
// needs cannot come sooner, one of the next three collectives of its group
// is tried in its place (an all-gather prefetched into the gap).
//
// A move is kept only when it shortens the step under that slow model by
// more than a tenth of the gap, lengthens the step under none of the scoring models, and
// keeps the peak within the budget. Slivers are not worth it: another model
// of the machine (bench/robust/sim2.py) can lose what ours gains.
#include <cstdint>
#include <vector>

#include "analysis/dependencies.hpp"
#include "sched/robust.hpp"
#include "sim/costed_graph.hpp"

namespace graphopt {

// Improves `order` (of a's graph, valid under `mode`) in place; returns
// whether it changed. The graph's own order is left as it was.
bool fill_link_gaps(Graph& g, const CostedGraph& a, CollectiveOrder mode, const RobustScorer& scorer, int64_t budget,
                    std::vector<NodeId>& order);

}  // namespace graphopt
