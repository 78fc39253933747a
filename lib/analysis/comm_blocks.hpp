#pragma once
// A collective's block (the seed's get_comm_block): the collective, the
// tensors it reads, its waits, and the chain of view-like nodes between the
// waits and the compute that uses the result (the seed's split, reshape,
// getitem, detach, alias, and every other pure view: t, permute, expand,
// ...). The block's outputs are the nodes of the block that something
// outside it reads.
#include <vector>

#include "analysis/collectives.hpp"

namespace graphopt {

struct CommBlock {
  NodeId collective = kNoNode;
  std::vector<NodeId> inputs;
  std::vector<NodeId> waits;
  std::vector<NodeId> chain;    // in program order
  std::vector<NodeId> outputs;  // in program order
};

// Blocks of every collective, in program order.
std::vector<CommBlock> comm_blocks(const Graph& g, const Collectives& colls);
// True for the view-like targets that belong to a block's chain.
bool is_chain_target(std::string_view target);

}  // namespace graphopt
