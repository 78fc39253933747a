#include "analysis/dependencies.hpp"

#include <algorithm>
#include <utility>

#include "analysis/accesses.hpp"

namespace graphopt {

namespace {
// Edges (from, to), as positions, grouped by one end: CSR by `key`.
void group_edges(const std::vector<std::pair<uint32_t, uint32_t>>& edges, uint32_t n_nodes, bool by_target,
                 std::vector<uint32_t>& start, std::vector<uint32_t>& other) {
  start.assign(n_nodes + 1, 0);
  other.resize(edges.size());
  for (const auto& e : edges) ++start[(by_target ? e.second : e.first) + 1];
  for (uint32_t i = 0; i < n_nodes; ++i) start[i + 1] += start[i];
  std::vector<uint32_t> fill(start.begin(), start.end() - 1);
  for (const auto& e : edges) other[fill[by_target ? e.second : e.first]++] = by_target ? e.first : e.second;
}
}  // namespace

DependencyQuery::DependencyQuery(const Graph& g, const NodeKinds& kinds, CollectiveOrder order,
                                 const std::vector<NodeId>* roots)
    : DependencyQuery(g, g.order(), kinds, order, roots) {}

DependencyQuery::DependencyQuery(const Graph& g, std::vector<NodeId> program, const NodeKinds& kinds,
                                 CollectiveOrder order, const std::vector<NodeId>* roots)
    : g_(&g), order_(std::move(program)), pos_(g.capacity(), UINT32_MAX) {
  const uint32_t n_nodes = static_cast<uint32_t>(order_.size());
  for (uint32_t i = 0; i < n_nodes; ++i) pos_[order_[i]] = i;
  // Edges beyond data ones, as (from, to) positions; every edge points
  // forward. They are few (mutated storages, random draws, collectives),
  // but for order markers: at most two per op where a graph has them.
  std::vector<std::pair<uint32_t, uint32_t>> extra;
  auto edge = [&](NodeId from, NodeId to) {
    if (from != to) extra.push_back({pos_[from], pos_[to]});
  };
  for (const MutatedStorage& s : mutated_storages(g, order_, kinds, roots)) {
    // Readers between two writes come after the first and before the second.
    NodeId last_writer = kNoNode;
    std::vector<NodeId> readers;  // since last_writer
    for (const StorageAccess& a : s.accesses) {
      if (a.writes) {
        if (last_writer != kNoNode) edge(last_writer, a.node);
        for (NodeId r : readers) edge(r, a.node);
        readers.clear();
        last_writer = a.node;
      } else {
        if (last_writer != kNoNode) edge(last_writer, a.node);
        readers.push_back(a.node);
      }
    }
  }
  // Random draws: each advances the one generator, so they keep their
  // order (node_kind.hpp, draws_random).
  NodeId last_draw = kNoNode;
  for (NodeId n : order_) {
    if (!kinds.draws_random(n)) continue;
    if (last_draw != kNoNode) edge(last_draw, n);
    last_draw = n;
  }
  // Order markers (node_kind.hpp, is_order_marker): every op stays between the
  // markers around it, and the markers keep their order.
  if (kinds.has_order_markers()) {
    NodeId last_marker = kNoNode;
    std::vector<NodeId> since;  // the ops after last_marker
    for (NodeId n : order_) {
      const Op op = g.op(n);
      if (op == Op::Placeholder || op == Op::Output) continue;
      if (!kinds.is_order_marker(n)) {
        if (last_marker != kNoNode) edge(last_marker, n);
        since.push_back(n);
        continue;
      }
      if (last_marker != kNoNode) edge(last_marker, n);
      for (NodeId x : since) edge(x, n);
      since.clear();
      last_marker = n;
    }
  }
  if (order != CollectiveOrder::Free) {
    GroupIds groups;
    std::vector<NodeId> last_in_group;  // by group id; one entry for Global
    for (NodeId n : order_) {
      if (!kinds.is_collective(n)) continue;
      const uint32_t group = order == CollectiveOrder::PerGroup ? groups.of(g, n, *kinds.collective(n)) : 0;
      if (group >= last_in_group.size()) last_in_group.resize(group + 1, kNoNode);
      NodeId& prev = last_in_group[group];
      if (prev != kNoNode) edge(prev, n);
      prev = n;
    }
  }
  group_edges(extra, n_nodes, true, in_start_, in_from_);
  group_edges(extra, n_nodes, false, out_start_, out_to_);
}

Dependencies::Dependencies(const Graph& g, const NodeKinds& kinds, CollectiveOrder order,
                           const std::vector<NodeId>* roots)
    : DependencyQuery(g, kinds, order, roots) {
  const uint32_t n_nodes = static_cast<uint32_t>(order_.size());
  // Predecessors of each position: its inputs and its extra edges, sorted,
  // each once. Successors are then filled by walking the targets in order,
  // so they come out sorted too.
  std::vector<uint32_t> pred_pos;
  pred_pos.reserve(static_cast<size_t>(n_nodes) * 2 + in_from_.size());
  pred_start_.assign(n_nodes + 1, 0);
  std::vector<uint32_t> succ_count(n_nodes + 1, 0);
  std::vector<uint32_t> list;
  for (uint32_t t = 0; t < n_nodes; ++t) {
    list.clear();
    g.for_each_input(order_[t], [&](NodeId x) {
      if (x != order_[t]) list.push_back(pos_[x]);
    });
    list.insert(list.end(), in_from_.begin() + in_start_[t], in_from_.begin() + in_start_[t + 1]);
    if (list.size() > 1) {
      std::sort(list.begin(), list.end());
      list.erase(std::unique(list.begin(), list.end()), list.end());
    }
    for (uint32_t p : list) {
      pred_pos.push_back(p);
      ++succ_count[p + 1];
    }
    pred_start_[t + 1] = static_cast<uint32_t>(pred_pos.size());
  }
  succ_start_ = std::move(succ_count);
  for (uint32_t i = 0; i < n_nodes; ++i) succ_start_[i + 1] += succ_start_[i];
  pred_.resize(pred_pos.size());
  succ_.resize(pred_pos.size());
  std::vector<uint32_t> fill(succ_start_.begin(), succ_start_.end() - 1);
  for (uint32_t t = 0; t < n_nodes; ++t) {
    NodeId to = order_[t];
    for (uint32_t k = pred_start_[t]; k < pred_start_[t + 1]; ++k) {
      pred_[k] = order_[pred_pos[k]];
      succ_[fill[pred_pos[k]]++] = to;
    }
  }
}

}  // namespace graphopt
