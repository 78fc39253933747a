#include "analysis/dependencies.hpp"

#include <algorithm>
#include <unordered_map>

#include "analysis/accesses.hpp"

namespace graphopt {

Dependencies::Dependencies(const Graph& g, const NodeKinds& kinds, CollectiveOrder order)
    : order_(g.order()), pos_(g.capacity(), UINT32_MAX) {
  const uint32_t n_nodes = static_cast<uint32_t>(order_.size());
  for (uint32_t i = 0; i < n_nodes; ++i) pos_[order_[i]] = i;
  // Edges as (from, to) positions; every edge points forward.
  std::vector<std::pair<uint32_t, uint32_t>> edges;
  edges.reserve(static_cast<size_t>(n_nodes) * 3);
  auto edge = [&](NodeId from, NodeId to) {
    if (from != to) edges.push_back({pos_[from], pos_[to]});
  };
  std::vector<NodeId> in;
  for (NodeId n : order_) {
    g.inputs(n, in);
    for (NodeId x : in) edge(x, n);
  }

  for (const MutatedStorage& s : mutated_storages(g, kinds)) {
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
    std::unordered_map<std::string, NodeId> last_in_group;
    NodeId last = kNoNode;
    for (NodeId n : order_) {
      if (!kinds.is_collective(n)) continue;
      NodeId& prev = order == CollectiveOrder::Global ? last
                                                      : last_in_group[collective_group_key(g, n, *kinds.collective(n))];
      if (prev != kNoNode) edge(prev, n);
      prev = n;
    }
  }

  // CSR by counting sort on the target position; then each node's
  // predecessors sorted by position without duplicates. Successors are
  // filled by walking nodes in order, so they come out sorted too.
  std::vector<uint32_t> count(n_nodes + 1, 0);
  for (const auto& e : edges) ++count[e.second + 1];
  for (uint32_t i = 0; i < n_nodes; ++i) count[i + 1] += count[i];
  std::vector<uint32_t> by_target(edges.size());
  {
    std::vector<uint32_t> fill(count.begin(), count.end() - 1);
    for (const auto& e : edges) by_target[fill[e.second]++] = e.first;
  }
  edges.clear();
  edges.shrink_to_fit();
  size_t cap = g.capacity();
  pred_start_.assign(cap + 1, 0);
  succ_start_.assign(cap + 1, 0);
  std::vector<uint32_t> pred_pos;  // deduplicated, in position space
  pred_pos.reserve(by_target.size());
  std::vector<uint32_t> node_start(n_nodes + 1, 0);
  std::vector<uint32_t> succ_count(n_nodes, 0);
  for (uint32_t t = 0; t < n_nodes; ++t) {
    auto first = by_target.begin() + count[t], last = by_target.begin() + count[t + 1];
    std::sort(first, last);
    size_t before = pred_pos.size();
    for (auto it = first; it != last; ++it)
      if (pred_pos.size() == before || pred_pos.back() != *it) {
        pred_pos.push_back(*it);
        ++succ_count[*it];
      }
    node_start[t + 1] = static_cast<uint32_t>(pred_pos.size());
  }
  // NodeId-indexed offsets: node ids are not positions, so lay the lists out
  // in NodeId order.
  for (size_t id = 0; id < cap; ++id) {
    uint32_t p = pos_[id];
    uint32_t np = p == UINT32_MAX ? 0 : node_start[p + 1] - node_start[p];
    uint32_t ns = p == UINT32_MAX ? 0 : succ_count[p];
    pred_start_[id + 1] = pred_start_[id] + np;
    succ_start_[id + 1] = succ_start_[id] + ns;
  }
  pred_.resize(pred_pos.size());
  succ_.resize(pred_pos.size());
  std::vector<uint32_t> sfill(succ_start_.begin(), succ_start_.end() - 1);
  for (uint32_t t = 0; t < n_nodes; ++t) {
    NodeId to = order_[t];
    uint32_t out = pred_start_[to];
    for (uint32_t k = node_start[t]; k < node_start[t + 1]; ++k) {
      NodeId from = order_[pred_pos[k]];
      pred_[out++] = from;
      succ_[sfill[from]++] = to;
    }
  }
}

}  // namespace graphopt
