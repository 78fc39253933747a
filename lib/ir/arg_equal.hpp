#pragma once
// Structural equality of two arg trees, each of its own graph: node
// references by name, strings by content, floats by value, the sign of zero
// included (NaN equals NaN). One rule for diff and for the iteration form's checks.
#include "ir/graph.hpp"

namespace graphopt {

bool same_arg(const Graph& ga, const ArgStore& sa, ArgId a, const Graph& gb, const ArgStore& sb, ArgId b);

// The same for args/kwargs (meta = false) or meta cells (meta.val,
// meta.runtime_ns).
inline bool same_arg(const Graph& ga, ArgId a, const Graph& gb, ArgId b, bool meta = false) {
  return same_arg(ga, meta ? ga.meta_store() : ga.store(), a, gb, meta ? gb.meta_store() : gb.store(), b);
}

}  // namespace graphopt
