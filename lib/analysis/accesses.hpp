#pragma once
// Who reads and who writes each storage that some node mutates, in program
// order. A node accesses a storage when it reads any value aliasing it (a
// view, a getitem, a wait) or writes it in place; a collective keeps reading
// its input until its wait, so the collective's waits count as readers of
// its input storage too. Both the verifier and the dependency model are
// built on this one account.
#include <vector>

#include "analysis/node_kind.hpp"

namespace graphopt {

struct StorageAccess {
  NodeId node;
  bool writes;
};

struct MutatedStorage {
  NodeId root;                        // the node whose output is the storage
  std::vector<StorageAccess> accesses;  // program order, each node once
};

// Only storages with at least one writer are listed, in order of first write.
std::vector<MutatedStorage> mutated_storages(const Graph& g, const NodeKinds& kinds);

}  // namespace graphopt
