#pragma once
// The invariants every pass keeps (docs/format.md, "Invariants every pass keeps"),
// checked by --verify-each after every pass:
//  - structure: every reference to a live node earlier in program order,
//    users lists exact, names unique, one output node and it is last,
//    call_module targets present;
//  - relative to the graph before the pass: collectives keep their order
//    within each process group; every reader and writer of a mutated value
//    (through its views) stays on its side of each write, where a collective
//    reads its input until its wait; placeholders keep their order and stay
//    first; and, for passes that only reorder, every node is unchanged.
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "ir/document.hpp"

namespace graphopt {

// Structural problems of a document, one message each (empty when valid).
std::vector<std::string> verify_structure(const Document& doc, size_t limit = 20);
// `doc`: the document whose modules g's calls name, or null for a graph on
// its own (its module calls are not checked).
std::vector<std::string> verify_graph(const Graph& g, const Document* doc, const std::string& label,
                                      size_t limit = 20);

struct InvariantPolicy {
  bool collectives_may_reorder = false;  // the pass declares a new collective order
  bool nodes_unchanged = false;          // the pass only moves nodes
};

// What a pass must keep, recorded from the top-level graph before it runs.
class InvariantSnapshot {
 public:
  explicit InvariantSnapshot(const Document& doc);
  std::vector<std::string> check(const Document& after, const InvariantPolicy& policy,
                                 size_t limit = 20) const;

 private:
  struct Access {
    Sym node;
    bool writes;
  };
  std::vector<Sym> placeholders_;
  bool placeholders_first_ = true;
  std::vector<std::pair<std::string, std::vector<Sym>>> collectives_;  // per group, in order
  std::vector<Sym> all_collectives_;                                   // every group's, in order
  std::vector<std::pair<Sym, std::vector<Access>>> accesses_;          // per written storage root
  std::unordered_map<Sym, uint64_t> fingerprints_;
};

// A hash of what a node is (op, target, args, kwargs, meta.val, with node
// references by name): equal before and after a pass that only moves nodes.
uint64_t node_fingerprint(const Graph& g, NodeId n);

}  // namespace graphopt
