#pragma once
// The analyses of the graph a pipeline works on, computed once per change
// (as LLVM's analysis manager keeps them): node kinds, the graph with its
// costs, and its simulation. Passes and the reporting hooks ask for them
// here instead of building their own. After a pass the pipeline says what
// the pass did, and what that may have made stale is dropped: nothing when
// the pass changed nothing; the order-dependent analyses (costs, whose
// collectives are numbered in program order, and the simulation) when it
// only moved nodes; everything when it added, removed or edited nodes or
// the graph's node ids were renumbered.
//
// With checking on (--verify-analyses; always in the tests), every analysis
// is computed before each pass and, after it, recomputed and compared with
// what the cache kept: a pass that misreports what it changed is caught.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "analysis/node_kind.hpp"
#include "sim/costed_graph.hpp"
#include "sim/simulator.hpp"

namespace graphopt {

class Analyses {
 public:
  Analyses(const Document& doc, const CostConfig& cost) : doc_(doc), cost_(cost) {}

  const Document& document() const { return doc_; }
  const CostConfig& cost() const { return cost_; }

  const NodeKinds& kinds();
  // Throws AnalysisError when a collective's group cannot be sized.
  const CostedGraph& costed();
  const SimResult& simulated();

  // After a pass that changed the document: `nodes_kept` when it only
  // moved nodes and their ids were not renumbered.
  void changed(bool nodes_kept);
  // Computes every analysis the graph allows (for checking).
  void compute_all();
  // Each cached analysis against a fresh one: a line per difference
  // (empty when the cache is right).
  std::vector<std::string> stale() const;

 private:
  void follow_graph();  // drop everything when the document holds another graph

  const Document& doc_;
  const CostConfig& cost_;
  const Graph* graph_ = nullptr;
  std::optional<NodeKinds> kinds_;
  std::unique_ptr<CostedGraph> costed_;
  std::optional<SimResult> sim_;
};

}  // namespace graphopt
