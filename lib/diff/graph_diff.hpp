#pragma once
// What changed between two fx-json documents, in terms a person reads:
// nodes added, removed, changed (op, target, args, kwargs, meta), and moved.
// Nodes are matched by name within each graph (the top-level one and each
// module). "Moved" is the smallest set of common nodes whose removal leaves
// the rest in the same relative order (a longest increasing subsequence), so
// one wait sunk past ten nodes shows as one move, not ten.
#include <cstdint>
#include <string>
#include <vector>

#include "ir/document.hpp"

namespace graphopt {

struct NodeRef {
  std::string name;
  uint32_t position;  // in program order
  std::string what;   // "call_function aten.mm.default"
};

struct NodeChange {
  std::string name;
  std::vector<std::string> fields;  // "target: aten.mm.default -> aten.addmm.default"
};

struct NodeMove {
  std::string name;
  uint32_t from, to;
  std::string after, before;  // its neighbours in the new order ("" at an end)
};

struct GraphDiff {
  std::string label;  // "graph" or "module 'm'"
  size_t a_nodes = 0, b_nodes = 0;
  std::vector<NodeRef> added, removed;
  std::vector<NodeChange> changed;
  std::vector<NodeMove> moved;
  bool empty() const { return added.empty() && removed.empty() && changed.empty() && moved.empty(); }
};

struct DocumentDiff {
  std::vector<GraphDiff> graphs;
  std::vector<std::string> other;  // modules added or removed, process groups, top-level keys
  bool equal() const;
  // Totals over all graphs.
  size_t added() const;
  size_t removed() const;
  size_t changed() const;
  size_t moved() const;
};

DocumentDiff diff_documents(const Document& a, const Document& b);
// The full report, and the one-line summary of --stat.
std::string render_diff(const DocumentDiff& d, const std::string& a_name, const std::string& b_name);
std::string render_stat(const DocumentDiff& d, const std::string& a_name, const std::string& b_name);

}  // namespace graphopt
