#pragma once
// The dependency model the scheduling passes share: an edge a -> b means
// b must come after a. Edges come from
//  - data: b reads a (through args, kwargs, nested lists);
//  - side effects: for every mutated storage, each access stays on its side
//    of each write (accesses.hpp), with a collective's waits reading its input;
//  - random draws: consecutive draws from the global generator
//    (NodeKinds::draws_random) keep their order;
//  - collective order: consecutive collectives of a process group (or of the
//    whole graph, for the passes that schedule all collectives as one
//    sequence), unless the caller allows them to be reordered.
// Placeholders stay first and the output last by the passes' own rule, so
// they need no edges. Edges always point forward in the current program
// order, which is therefore one topological order. Building either form
// below is linear in nodes plus edges.
#include <cstdint>
#include <span>
#include <vector>

#include "analysis/node_kind.hpp"

namespace graphopt {

enum class CollectiveOrder {
  PerGroup,  // keep the order within each process group
  Global,    // keep the order of all collectives (the default)
  Free,      // no order between collectives beyond their data
};

// What a pass with reorder_collectives= keeps: nothing beyond the data
// (true), or every collective's traced order, across groups too (false;
// found by red-team: each group's alone let one rank issue two groups that
// share ranks in the other order, which can deadlock NCCL).
inline CollectiveOrder kept_collective_order(bool reorder) {
  return reorder ? CollectiveOrder::Free : CollectiveOrder::Global;
}

// The model, asked one node at a time: data edges read from the graph's
// references index and users lists, the others (few) from arrays built
// here. Enough for the passes that look at the edges of a few nodes
// (sink_waits: the successors of waits; raise_comms: the predecessors of
// collectives), which then never pay for the edges of every node.
class DependencyQuery {
 public:
  // `roots`: storage_roots(g, kinds) when the caller has them already
  // (CostedGraph::roots()).
  DependencyQuery(const Graph& g, const NodeKinds& kinds, CollectiveOrder order = CollectiveOrder::Global,
                  const std::vector<NodeId>* roots = nullptr);
  // The model for `program`, an order of g's nodes other than g's own (a
  // candidate schedule): g itself is only read, so that several orders of
  // one graph can be modelled at once.
  DependencyQuery(const Graph& g, std::vector<NodeId> program, const NodeKinds& kinds, CollectiveOrder order,
                  const std::vector<NodeId>* roots = nullptr);

  // f(p) for every predecessor p of n, f(s) for every successor: each at
  // least once (an edge that is both data and ordering comes twice), in no
  // particular order. Nothing for a node not in the order the model was
  // built from.
  template <class F>
  void for_each_pred(NodeId n, F&& f) const {
    const uint32_t p = pos_[n];
    if (p == UINT32_MAX) return;
    for (NodeId x : g_->refs(n))
      if (x != n) f(x);
    for (uint32_t k = in_start_[p]; k < in_start_[p + 1]; ++k) f(order_[in_from_[k]]);
  }
  template <class F>
  void for_each_succ(NodeId n, F&& f) const {
    const uint32_t p = pos_[n];
    if (p == UINT32_MAX) return;
    for (NodeId u : g_->users(n))
      if (u != n) f(u);
    for (uint32_t k = out_start_[p]; k < out_start_[p + 1]; ++k) f(order_[out_to_[k]]);
  }
  // Position of each node in the program order the model was built from.
  uint32_t position(NodeId n) const { return pos_[n]; }
  // The same for every node id (UINT32_MAX for ids not in the order).
  const std::vector<uint32_t>& positions() const { return pos_; }
  const std::vector<NodeId>& order() const { return order_; }

 protected:
  const Graph* g_;
  std::vector<NodeId> order_;
  std::vector<uint32_t> pos_;
  // The edges beyond data, as positions: by target (CSR) and by source.
  std::vector<uint32_t> in_start_, in_from_;
  std::vector<uint32_t> out_start_, out_to_;
};

// The whole model as CSR arrays: every node's predecessors and successors,
// each once, sorted by position. For the list schedulers, which visit the
// edges of every node.
class Dependencies : public DependencyQuery {
 public:
  Dependencies(const Graph& g, const NodeKinds& kinds, CollectiveOrder order = CollectiveOrder::Global,
               const std::vector<NodeId>* roots = nullptr);

  // Empty for a node not in the order the model was built from.
  std::span<const NodeId> preds(NodeId n) const {
    const uint32_t p = pos_[n];
    if (p == UINT32_MAX) return {};
    return {pred_.data() + pred_start_[p], pred_start_[p + 1] - pred_start_[p]};
  }
  std::span<const NodeId> succs(NodeId n) const {
    const uint32_t p = pos_[n];
    if (p == UINT32_MAX) return {};
    return {succ_.data() + succ_start_[p], succ_start_[p + 1] - succ_start_[p]};
  }
  size_t edge_count() const { return pred_.size(); }

 private:
  std::vector<uint32_t> pred_start_, succ_start_;  // by position
  std::vector<NodeId> pred_, succ_;
};

}  // namespace graphopt
