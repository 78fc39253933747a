#pragma once
// Per-collective facts: its process group and size, its message in bytes
// and elements, and the waits that complete it. The group size comes from
// the collective's own arguments where it has one, else from the document's
// process_groups, else from --world-size.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "analysis/node_kind.hpp"
#include "ir/document.hpp"
#include "ir/errors.hpp"
#include "ir/iteration_form.hpp"

namespace graphopt {

class OutputSizes;

struct CollectiveInfo {
  NodeId node = kNoNode;
  const CollectiveSig* sig = nullptr;
  std::string group;       // the key that identifies the group (name, or tag|ranks)
  uint32_t group_id = 0;   // the group as a dense index (order of first appearance)
  int64_t group_size = 0;
  int64_t tensors = 1;     // a coalesced collective's list of inputs: how many
  int64_t in_bytes = 0;    // all inputs together
  int64_t out_bytes = 0;
  int64_t in_nelems = 0;
  int64_t out_nelems = 0;
  std::string dtype;
  std::vector<NodeId> waits;  // in program order
};

class Collectives {
 public:
  // world_size: the size of groups the document does not describe (0: unknown).
  // `sizes`: the graph's output sizes when the caller has them (else each
  // is computed here).
  Collectives(const Document& doc, const Graph& g, const NodeKinds& kinds, int64_t world_size, int64_t sym_hint = 1,
              const OutputSizes* sizes = nullptr);

  const std::vector<CollectiveInfo>& all() const { return list_; }
  // How many distinct groups (group_id < group_count()).
  uint32_t group_count() const { return group_count_; }
  // nullptr when n is not a collective.
  const CollectiveInfo* of(NodeId n) const { return index_[n] == UINT32_MAX ? nullptr : &list_[index_[n]]; }
  // The position of collective c in all(), for arrays kept per collective.
  size_t index(NodeId c) const { return index_[c]; }
  // The collective a wait completes, kNoNode for other nodes.
  NodeId waited(NodeId wait) const { return wait < waited_.size() ? waited_[wait] : kNoNode; }

 private:
  std::vector<CollectiveInfo> list_;
  std::vector<uint32_t> index_;
  std::vector<NodeId> waited_;
  uint32_t group_count_ = 0;
};

// Checks every collective and wait of every graph in the document: group
// arguments of the right type, and each wait on a collective (directly or
// through the getitem of a coalesced one); then, when those hold, what
// torch checks when it runs them (collective_args.hpp). Each problem is at
// its node and field ("node 'x', args[2]"), at most `limit`: the reader's
// report_form_problems puts them at their line and column, form_problem_lines
// words them for a document that is no file (io/form_places.hpp).
std::vector<FormProblem> collective_problems(const Document& doc, size_t limit = 20);

}  // namespace graphopt
