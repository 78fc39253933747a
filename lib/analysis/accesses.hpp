#pragma once
// Who reads and who writes each storage that some node mutates, in program
// order. A node accesses a storage when it reads any value aliasing it (a
// view, a getitem, a wait) or writes it in place; a collective keeps reading
// its input until its wait, so the collective's waits count as readers of
// its input storage too. Both the verifier and the dependency model are
// built on this one account.
#include <span>
#include <vector>

#include "analysis/node_kind.hpp"

namespace graphopt {

struct StorageAccess {
  NodeId node;
  bool writes;
};

struct MutatedStorage {
  NodeId root;                               // the node whose output is the storage
  std::span<const StorageAccess> accesses;  // program order, each node once
};

// Every mutated storage with its accesses, all in one array.
class MutatedStorages {
 public:
  size_t size() const { return roots_.size(); }
  MutatedStorage operator[](size_t i) const {
    return {roots_[i], {accesses_.data() + start_[i], start_[i + 1] - start_[i]}};
  }
  struct Iterator {
    const MutatedStorages* all;
    size_t i;
    MutatedStorage operator*() const { return (*all)[i]; }
    Iterator& operator++() {
      ++i;
      return *this;
    }
    bool operator!=(const Iterator& o) const { return i != o.i; }
  };
  Iterator begin() const { return {this, 0}; }
  Iterator end() const { return {this, size()}; }

 private:
  friend MutatedStorages mutated_storages(const Graph& g, std::span<const NodeId> order, const NodeKinds& kinds,
                                         const std::vector<NodeId>* roots);
  std::vector<NodeId> roots_;
  std::vector<uint32_t> start_{0};
  std::vector<StorageAccess> accesses_;
};

// Only storages with at least one writer are listed, in order of first write.
// `roots`: storage_roots(g, kinds) when the caller has them already.
MutatedStorages mutated_storages(const Graph& g, const NodeKinds& kinds, const std::vector<NodeId>* roots = nullptr);
// The same for the nodes of `order`, a program order of g's nodes other than
// g's own (a candidate schedule).
MutatedStorages mutated_storages(const Graph& g, std::span<const NodeId> order, const NodeKinds& kinds,
                                 const std::vector<NodeId>* roots = nullptr);

}  // namespace graphopt
