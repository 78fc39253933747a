#pragma once
// Views of the tensors some nodes write, sunk to just before their first
// user. A traced step takes a view of every parameter at its start (AOT
// autograd hoists them) though most are read much later; a view reads no
// data, but it is an access of the parameter, so work that updates the
// parameter must come before it. Moved into the next iteration, a
// parameter's update then had to run at the start of the forward, and the
// link had no time to bring its gradient (iter_move_grads_and_optimizers).
#include <vector>

#include "ir/graph.hpp"

namespace graphopt {

// Every view (NodeKind::View) outside `writers` of a storage that a node of
// `writers` writes, moved to just before its first user, users that are
// such views sunk first. Only positions change; returns how many views it
// placed (those with no user stay where they are).
size_t sink_views_of_written(Graph& g, const std::vector<bool>& writers);

}  // namespace graphopt
