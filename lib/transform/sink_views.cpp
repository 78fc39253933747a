#include "transform/sink_views.hpp"

#include <algorithm>

#include "analysis/accesses.hpp"
#include "analysis/node_kind.hpp"

namespace graphopt {

void sink_views_of_written(Graph& g, const std::vector<bool>& writers) {
  const std::vector<NodeId> order = g.order();
  if (order.empty()) return;
  std::vector<uint32_t> pos(g.capacity(), 0);
  for (uint32_t i = 0; i < order.size(); ++i) pos[order[i]] = i;
  NodeKinds kinds(g);
  std::vector<char> sink(g.capacity(), 0);
  // The furthest each view may go: the first write of its storage by a
  // node that stays, after it. Past that write the view would name a
  // later version of the storage than the one it named (the verifier
  // numbers views so), and the move would be refused as inexact.
  std::vector<NodeId> limit(g.capacity(), order.back());
  for (const MutatedStorage& s : mutated_storages(g, kinds)) {
    bool written = false;
    for (const StorageAccess& a : s.accesses) written |= a.writes && writers[a.node];
    if (!written) continue;
    std::vector<uint32_t> stays;  // positions of the writes that stay, in order
    for (const StorageAccess& a : s.accesses)
      if (a.writes && !writers[a.node]) stays.push_back(pos[a.node]);
    std::sort(stays.begin(), stays.end());
    for (const StorageAccess& a : s.accesses) {
      if (writers[a.node] || kinds.kind(a.node) != NodeKind::View) continue;
      sink[a.node] = 1;
      auto w = std::upper_bound(stays.begin(), stays.end(), pos[a.node]);
      if (w != stays.end() && *w < pos[limit[a.node]]) limit[a.node] = order[*w];
    }
  }
  sink[order.back()] = 0;  // the output, in a graph that has one: the last anchor
  // Each view goes just before its anchor: the first node that is not such
  // a view among its users and, through views, their users, or its limit
  // if that comes first; the output for one that has none. Found last
  // first, so that a view's users have theirs.
  std::vector<NodeId> anchor(g.capacity(), kNoNode);
  for (auto it = order.rbegin(); it != order.rend(); ++it) {
    const NodeId v = *it;
    if (!sink[v]) continue;
    anchor[v] = limit[v];
    for (NodeId u : g.users(v)) {
      const NodeId a = sink[u] ? anchor[u] : u;
      if (pos[a] < pos[anchor[v]]) anchor[v] = a;
    }
  }
  // The views anchored at each node, in their first order (a view before
  // the views of it).
  std::vector<std::vector<NodeId>> at(g.capacity());
  for (NodeId v : order)
    if (sink[v]) at[anchor[v]].push_back(v);
  std::vector<NodeId> out;
  out.reserve(order.size());
  for (NodeId n : order) {
    if (sink[n]) continue;
    out.insert(out.end(), at[n].begin(), at[n].end());
    out.push_back(n);
  }
  g.set_order(out);
}

}  // namespace graphopt
