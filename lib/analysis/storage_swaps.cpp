#include "analysis/storage_swaps.hpp"

#include "analysis/target.hpp"

namespace graphopt {

namespace {

// x.set_(y) as a method, a Tensor method called as a function or an aten
// op; x.data = y (aten set_data, or fx's builtins.setattr(x, "data", y))
// and x.grad = y;
// torch.utils.swap_tensors(x, y), which swaps two tensors' contents and
// metadata (found by red-team).
bool swaps_storage(const Graph& g, NodeId n) {
  if (g.op(n) != Op::CallFunction && g.op(n) != Op::CallMethod) return false;
  const CalledOp c = called_op(g.op(n) == Op::CallMethod, g.target(n));
  using K = CalledOp::Kind;
  const bool named = c.name == "set_" || c.name == "set_data";
  if (c.target == "torch.utils.swap_tensors") return true;
  // x.data = y as fx traces it (builtins.setattr), or as a method call
  // (x.__setattr__("data", y); found by red-team)
  const bool setattr = bare_builtin(c.target) ? c.target == "setattr" : c.target == "builtins.setattr";
  if ((c.kind == K::Python && setattr) ||
      ((c.kind == K::Method || c.kind == K::TorchFunction) && c.name == "__setattr__")) {
    ArgView attr = g.args(n).size() > 1 ? g.args(n)[1] : ArgView();
    // .grad = g too: p.grad is g afterwards, where the model takes a
    // getattr(p, "grad") for a view of p (found by red-team: a write
    // through it was not ordered with an all-reduce of g).
    // (p.grad = None, as zero_grad(set_to_none=True) traces, leaves no alias)
    ArgView value = g.args(n).size() > 2 ? g.args(n)[2] : ArgView();
    return attr.is(ArgKind::Str) && (attr.str() == "data" || (attr.str() == "grad" && !value.is(ArgKind::None)));
  }
  if (c.kind == K::Method || c.kind == K::TorchFunction) return named;
  if (c.kind == K::Namespaced) return named && c.ns == "aten";
  return false;
}

}  // namespace

std::vector<FormProblem> storage_swap_problems(const Document& doc, size_t limit) {
  std::vector<FormProblem> out;
  for (const LabeledGraph& lg : doc.all_graphs())
    for (NodeId n = lg.graph->first(); n != kNoNode && out.size() < limit; n = lg.graph->next(n))
      if (swaps_storage(*lg.graph, n))
        out.push_back({FormPlace::at_node(lg.label, *lg.graph, n, ""),
                       "gives a tensor another storage (set_, .data =, .grad =, or swap_tensors), which graphopt's dependency model cannot follow "
                       "(it could move a reader of the new storage across a write through the old name): "
                       "not supported"});
  return out;
}

}  // namespace graphopt
