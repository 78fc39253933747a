#pragma once
// Copying a node into a graph, the one way every transform does it: args
// and kwargs with each node reference mapped through `to` (indexed by the
// source graph's NodeIds), and meta (val, runtime_ns, the other keys).
#include <string_view>
#include <vector>

#include "ir/graph.hpp"

namespace graphopt {

// Every node reference in v mapped through `to`.
void remap_refs(ArgValue& v, const std::vector<NodeId>& to);

// meta (val, runtime_ns, the other keys) of `from` in `src` onto `n` in `dst`;
// with `runtime_share`, runtime_ns times that share: a node that stands for
// part of `from`'s work (a split optimizer step) or none of it (0: a getitem
// of an outlined result) must not carry the whole measured time again, which
// the estimate would count twice (found by red-team), nor lose it to an
// estimate.
void copy_meta(const Graph& src, NodeId from, Graph& dst, NodeId n, double runtime_share = 1);

// A copy of src's node n in dst named `name`, not yet placed in program order.
NodeId copy_node(const Graph& src, NodeId n, Graph& dst, std::string_view name, const std::vector<NodeId>& to);

}  // namespace graphopt
