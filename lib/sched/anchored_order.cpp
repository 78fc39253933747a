#include "sched/anchored_order.hpp"

#include <algorithm>

namespace graphopt {

std::vector<NodeId> anchored_order(const std::vector<NodeId>& order, const std::vector<uint32_t>& pos,
                                   const std::vector<NodeId>& anchor, const std::vector<char>& is_mover, Side side) {
  // Movers sorted by (anchor position, own position); kNoNode anchors sort to
  // the start (After) or the end (Before).
  std::vector<NodeId> movers;
  for (NodeId n : order)
    if (is_mover[n]) movers.push_back(n);
  auto key = [&](NodeId n) -> int64_t {
    if (anchor[n] == kNoNode) return side == Side::After ? -1 : static_cast<int64_t>(order.size());
    return pos[anchor[n]];
  };
  std::stable_sort(movers.begin(), movers.end(), [&](NodeId a, NodeId b) { return key(a) < key(b); });
  std::vector<NodeId> out;
  out.reserve(order.size());
  size_t m = 0;
  if (side == Side::After)
    while (m < movers.size() && key(movers[m]) < 0) out.push_back(movers[m++]);
  for (NodeId n : order) {
    if (is_mover[n]) continue;
    if (side == Side::Before)
      while (m < movers.size() && key(movers[m]) == pos[n]) out.push_back(movers[m++]);
    out.push_back(n);
    if (side == Side::After)
      while (m < movers.size() && key(movers[m]) == pos[n]) out.push_back(movers[m++]);
  }
  while (m < movers.size()) out.push_back(movers[m++]);
  return out;
}

}  // namespace graphopt
