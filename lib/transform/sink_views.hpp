#pragma once
// Views of the storages some nodes write, moved to just before their first
// user. A view reads no data, but it is an access of its storage: work that
// writes the storage must come before it wherever it stands. Sunk, the
// writers may run as late as the first real read.
#include <vector>

#include "ir/graph.hpp"

namespace graphopt {

// Every view (NodeKind::View) outside `writers` of a storage that a node of
// `writers` writes, moved to just before its first user, users that are
// such views sunk first; one with no user goes just before the output.
// None goes past a write of its storage by a node outside `writers`. Only
// positions change, and the order stays topological.
void sink_views_of_written(Graph& g, const std::vector<bool>& writers);

}  // namespace graphopt
