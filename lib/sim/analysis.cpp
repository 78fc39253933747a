#include "sim/analysis.hpp"

#include "analysis/tensor_size.hpp"

namespace graphopt {

GraphAnalysis::GraphAnalysis(const Document& doc, const Graph& g, const CostConfig& cfg)
    : g_(g),
      kinds_(g),
      colls_(doc, g, kinds_, cfg.world_size, cfg.compute.sym_hint),
      costs_(estimate_costs(doc, g, kinds_, colls_, cfg)),
      alloc_(g.capacity(), 0),
      root_(storage_roots(g, kinds_)) {
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) {
    TensorSize s = output_size(g, n, cfg.compute.sym_hint);
    symbolic_ |= s.symbolic;
    if (root_[n] == n) alloc_[n] = s.bytes;
  }
}

}  // namespace graphopt
