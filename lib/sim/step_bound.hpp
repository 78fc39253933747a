#pragma once
// How fast any schedule of a step could be, by the same estimates the
// simulator uses: what is left to gain by reordering and bucketing.
//
// Within one iteration, a group's communication stream cannot start before
// the compute that its first collective needs, and after its last
// collective ends the compute that its waits hold back still has to run.
// So no order is shorter than, for every group,
//   before (the least compute any of its collectives needs first: all its
//     ancestors)
//   + comm (all its collectives; bucketing may merge them: priced as one
//     collective of each kind holding all their bytes, where the analytic
//     model prices them; priced by a cost file or a profile, one
//     collective of each kind at the least price a bucket could get)
//   + after (the least compute any of them holds back behind its waits),
// nor than the compute stream's own work. Past a budget of node visits a
// longest chain stands in for the ancestors' sum (less, so still a bound).
// Moving work across the iteration boundary (iter_move_grads_and_optimizers)
// can overlap `before` and `after` with the neighbouring iterations'
// communication: the bound across iterations is compute or comm alone.
// Passes that remove collectives (reuse_all_gathers) can go below it.
#include <string>

#include "sim/costed_graph.hpp"

namespace graphopt {

struct StepBound {
  double compute_ns = 0;      // the compute stream's work
  double single_ns = 0;       // no schedule of this iteration is shorter
  double across_ns = 0;       // nor, with work moved across iterations, than this
  std::string group;          // the group that sets single_ns ("" when compute does)
  double before_ns = 0, comm_ns = 0, after_ns = 0;  // that group's parts
};

StepBound step_bound(const CostedGraph& a, const CostConfig& cfg);

}  // namespace graphopt
