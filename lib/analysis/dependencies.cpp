#include "analysis/dependencies.hpp"

#include <algorithm>

#include "analysis/accesses.hpp"

namespace graphopt {

Dependencies::Dependencies(const Graph& g, const NodeKinds& kinds, CollectiveOrder order,
                           const std::vector<NodeId>* roots)
    : order_(g.order()), pos_(g.capacity(), UINT32_MAX) {
  const uint32_t n_nodes = static_cast<uint32_t>(order_.size());
  for (uint32_t i = 0; i < n_nodes; ++i) pos_[order_[i]] = i;
  // Edges beyond data ones, as (from, to) positions; every edge points
  // forward. They are few (mutated storages, collectives), so they are
  // gathered first and merged with each node's inputs below.
  std::vector<std::pair<uint32_t, uint32_t>> extra;
  auto edge = [&](NodeId from, NodeId to) {
    if (from != to) extra.push_back({pos_[from], pos_[to]});
  };
  for (const MutatedStorage& s : mutated_storages(g, kinds, roots)) {
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
  // The extra edges by target (counting sort).
  std::vector<uint32_t> extra_start(n_nodes + 1, 0), extra_from(extra.size());
  for (const auto& e : extra) ++extra_start[e.second + 1];
  for (uint32_t i = 0; i < n_nodes; ++i) extra_start[i + 1] += extra_start[i];
  {
    std::vector<uint32_t> fill(extra_start.begin(), extra_start.end() - 1);
    for (const auto& e : extra) extra_from[fill[e.second]++] = e.first;
  }
  extra.clear();
  extra.shrink_to_fit();

  // Predecessors of each position: its inputs and its extra edges, sorted,
  // each once. Successors are then filled by walking the targets in order,
  // so they come out sorted too.
  std::vector<uint32_t> pred_pos;
  pred_pos.reserve(static_cast<size_t>(n_nodes) * 2 + extra_from.size());
  pred_start_.assign(n_nodes + 1, 0);
  std::vector<uint32_t> succ_count(n_nodes + 1, 0);
  std::vector<uint32_t> list;
  for (uint32_t t = 0; t < n_nodes; ++t) {
    list.clear();
    g.for_each_input(order_[t], [&](NodeId x) {
      if (x != order_[t]) list.push_back(pos_[x]);
    });
    list.insert(list.end(), extra_from.begin() + extra_start[t], extra_from.begin() + extra_start[t + 1]);
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
