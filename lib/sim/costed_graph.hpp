#pragma once
// A graph with its costs: everything the simulator and the scheduling passes
// read about it (node kinds, collectives, estimated run times, output sizes,
// aliasing).
// Built in one linear sweep; rebuild it after a pass that changes nodes.
#include <vector>

#include "analysis/collectives.hpp"
#include "analysis/node_kind.hpp"
#include "analysis/tensor_size.hpp"
#include "cost/estimator.hpp"

namespace graphopt {

class CostedGraph {
 public:
  // Throws AnalysisError when a collective's group size cannot be resolved.
  CostedGraph(const Document& doc, const Graph& g, const CostConfig& cfg);
  // The same graph on a machine that differs from `base`'s by `rel`
  // (on top of any perturbation base has), with `contention`: costs
  // rescaled, nothing estimated again.
  CostedGraph(const CostedGraph& base, const Perturbation& rel, const Contention& contention);

  const Graph& graph() const { return g_; }
  const NodeKinds& kinds() const { return kinds_; }
  const Collectives& collectives() const { return colls_; }
  double cost(NodeId n) const { return costs_.ns[n]; }
  // The CPU's time to launch n (eager mode; StreamClock::launch).
  double launch(NodeId n) const { return costs_.launch[n]; }
  CostSource cost_source(NodeId n) const { return costs_.source[n]; }
  // Bytes a node allocates for its output (0 for views, waits and in-place ops).
  int64_t alloc_bytes(NodeId n) const { return alloc_[n]; }
  // The node whose output holds the storage n's output lives in.
  NodeId root(NodeId n) const { return root_[n]; }
  const std::vector<NodeId>& roots() const { return root_; }  // by NodeId
  bool symbolic_shapes() const { return symbolic_; }
  const Contention& contention() const { return contention_; }

 private:
  const Graph& g_;
  NodeKinds kinds_;
  OutputSizes sizes_;
  Collectives colls_;
  NodeCosts costs_;
  std::vector<int64_t> alloc_;
  std::vector<NodeId> root_;
  bool symbolic_ = false;
  Contention contention_;
};

}  // namespace graphopt
