#include "sim/costed_graph.hpp"

#include "analysis/tensor_size.hpp"

namespace graphopt {

CostedGraph::CostedGraph(const Document& doc, const Graph& g, const CostConfig& cfg)
    : g_(g),
      kinds_(g),
      sizes_(g, cfg.compute.sym_hint),
      colls_(doc, g, kinds_, cfg.world_size, cfg.compute.sym_hint, &sizes_),
      costs_(estimate_costs(doc, g, kinds_, colls_, cfg, &sizes_)),
      alloc_(g.capacity(), 0),
      root_(storage_roots(g, kinds_)),
      symbolic_(sizes_.symbolic()),
      contention_(cfg.contention) {
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n))
    if (root_[n] == n) alloc_[n] = sizes_[n].bytes;
}

CostedGraph::CostedGraph(const CostedGraph& base, const Perturbation& rel, const Contention& contention)
    : CostedGraph(base) {
  perturb_costs(kinds_, rel, costs_);
  contention_ = contention;
}

}  // namespace graphopt
