#include "analysis/storage_swaps.hpp"

#include "analysis/target.hpp"

namespace graphopt {

namespace {

bool swaps_storage(const Graph& g, NodeId n) {
  if (g.op(n) == Op::CallMethod) return g.target(n) == "set_";
  if (g.op(n) != Op::CallFunction) return false;
  std::string_view t = g.target(n);
  if (std::optional<std::string_view> m = tensor_method(t)) return *m == "set_";
  constexpr std::string_view kOps = "torch.ops.";
  if (t.substr(0, kOps.size()) == kOps) t.remove_prefix(kOps.size());
  const TargetName name = split_target(t);
  return name.op == "set_" && (name.ns == "aten" || name.ns == "torch");
}

}  // namespace

std::vector<FormProblem> storage_swap_problems(const Document& doc, size_t limit) {
  std::vector<FormProblem> out;
  std::vector<LabeledGraph> graphs = doc.other_graphs();
  graphs.insert(graphs.begin(), {"graph", doc.graph.get()});
  for (const LabeledGraph& lg : graphs)
    for (NodeId n = lg.graph->first(); n != kNoNode && out.size() < limit; n = lg.graph->next(n))
      if (swaps_storage(*lg.graph, n))
        out.push_back({FormPlace::at_node(lg.label, *lg.graph, n, ""),
                       "set_ gives a tensor another storage, which graphopt's dependency model cannot follow "
                       "(it could move a reader of the new storage across a write through the old name): "
                       "not supported"});
  return out;
}

}  // namespace graphopt
