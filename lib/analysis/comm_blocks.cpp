#include "analysis/comm_blocks.hpp"

#include <algorithm>

namespace graphopt {

bool is_chain_target(std::string_view t) {
  // The seed's chain (split, reshape, getitem, detach, alias), and every
  // other pure view (t, permute, expand, ...): none of them reads data.
  return is_view_target(t);
}

std::vector<CommBlock> comm_blocks(const Graph& g, const Collectives& colls) {
  std::vector<uint32_t> pos(g.capacity(), 0);
  uint32_t i = 0;
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) pos[n] = i++;
  auto by_pos = [&](NodeId a, NodeId b) { return pos[a] < pos[b]; };
  std::vector<CommBlock> out;
  std::vector<char> in_block(g.capacity(), 0);
  for (const CollectiveInfo& c : colls.all()) {
    CommBlock b;
    b.collective = c.node;
    b.inputs = g.inputs(c.node);
    b.waits = c.waits;
    // The chain: view-like users whose only node input is in the block.
    std::vector<NodeId> frontier = b.waits, members = b.waits;
    for (NodeId w : b.waits) in_block[w] = 1;
    while (!frontier.empty()) {
      NodeId n = frontier.back();
      frontier.pop_back();
      for (NodeId u : g.users(n)) {
        if (in_block[u] || g.op(u) != Op::CallFunction || !is_chain_target(g.target(u))) continue;
        if (g.inputs(u).size() != 1) continue;
        in_block[u] = 1;
        b.chain.push_back(u);
        members.push_back(u);
        frontier.push_back(u);
      }
    }
    std::sort(b.chain.begin(), b.chain.end(), by_pos);
    for (NodeId m : members) {
      bool read_outside = false;
      for (NodeId u : g.users(m)) read_outside = read_outside || !in_block[u];
      if (read_outside) b.outputs.push_back(m);
    }
    std::sort(b.outputs.begin(), b.outputs.end(), by_pos);
    for (NodeId m : members) in_block[m] = 0;
    out.push_back(std::move(b));
  }
  return out;
}

}  // namespace graphopt
