#pragma once
// What each node is, for scheduling and cost purposes:
//   collective  a functional collective (_c10d_functional, its _autograd
//               twin, or legacy c10d_functional), coalesced and in-place too
//   wait        wait_tensor: blocks until a collective is done (a wait on
//               a value already waited for is a view of it)
//   view        no data movement: the output aliases an input (view, t,
//               permute, getitem, detach, ...)
//   mutation    writes one of its inputs in place (add_, copy_, out=, ...)
//   compute     everything else
// plus the node-level facts built on them: side effects, which inputs a
// node writes, and which storage a value aliases.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "ir/graph.hpp"

namespace graphopt {

enum class NodeKind : uint8_t { Placeholder, GetAttr, Output, Collective, Wait, View, Mutation, Compute };
const char* node_kind_name(NodeKind k);

enum class CollectiveOp : uint8_t { AllReduce, AllGather, ReduceScatter, AllToAll, Broadcast };
const char* collective_op_name(CollectiveOp op);
// The inverse, for options that name kinds of collectives ("all_gather").
std::optional<CollectiveOp> collective_op_named(std::string_view name);
// A pass's `kinds` option, each named; an unknown one is a UsageError
// naming the pass.
std::vector<CollectiveOp> collective_ops_named(const std::vector<std::string>& names, std::string_view pass);

// Where a collective's arguments are; -1 when it has none of that kind.
struct CollectiveSig {
  CollectiveOp op;
  bool coalesced;   // takes a list of tensors, returns a list
  bool inplace;     // writes its input (all_reduce_)
  bool legacy;      // c10d_functional: (tag, ranks, group_size) instead of a group name
  int reduce_op;    // position of the reduce op string
  int group_size;   // position of group_size
  int group_name;   // position of group_name (current API)
  int tag;          // position of tag (legacy API)
  int ranks;        // position of ranks (legacy API)
};

// nullptr when the target is not a collective.
const CollectiveSig* collective_signature(std::string_view target);
// Whether a node draws from the global random generator: an op torch tags
// nondeterministic_seeded (dropout, bernoulli, rand*, normal_, recurrent
// layers, ...) called as aten or prims op, above aten (torch.rand,
// torch.nn.functional.dropout) or as a method (x.uniform_()), and fused
// attention whose dropout_p is not 0. Each draw advances the generator, so
// which numbers a draw gets depends on the draws before it: draws keep
// their order, and are never removed.
bool draws_random(const Graph& g, NodeId n);
// Whether a node is one that every op keeps its side of: what sets a mode
// the ops after it run under (autocast's region markers, grad mode,
// functorch's vmap and grad nesting), and what orders streams (a stream
// waiting for another or an event, an event recorded, a stream set or
// synchronised) or marks a profiler range (nvtx), as Dynamo-level graphs
// hold them. An op keeps its place between the markers around it, and dce
// keeps the markers (found by red-team: an op moved out of an autocast
// region computes in another dtype; a read moved above wait_stream races
// the side stream's write).
// Communication outside graphopt's collectives (is_unmodelled_comm) is an
// order marker too.
bool is_order_marker(const Graph& g, NodeId n);
// Whether a call_function target is communication that graphopt does not
// model as a collective: torch.distributed.*, torch._C._distributed_c10d.*,
// c10d.*, _dtensor.*, symm_mem.*.
bool is_unmodelled_comm(std::string_view target);
// Whether a method name is a ProcessGroup's communication (pg.send(...)).
bool is_process_group_method(std::string_view name);
bool is_wait_target(std::string_view target);
bool is_view_target(std::string_view target);

// Classification of every node of a graph, cached per target.
class NodeKinds {
 public:
  explicit NodeKinds(const Graph& g);
  NodeKind kind(NodeId n) const { return kinds_[n]; }
  const CollectiveSig* collective(NodeId n) const { return sigs_[n] ? signature_at(sigs_[n]) : nullptr; }
  bool is_collective(NodeId n) const { return kinds_[n] == NodeKind::Collective; }
  bool is_wait(NodeId n) const { return kinds_[n] == NodeKind::Wait; }
  // Whether written_inputs() can be non-empty: mutations, in-place
  // collectives, out= calls. Known from the one walk that classifies, so
  // that analyses need not visit the other nodes again.
  bool may_write(NodeId n) const { return may_write_[n] != 0; }
  // draws_random(g, n), from the same walk.
  bool draws_random(NodeId n) const { return random_[n] != 0; }
  // is_order_marker(g, n), from the same walk; and whether any node does.
  bool is_order_marker(NodeId n) const { return marker_[n] != 0; }
  bool has_order_markers() const { return has_marker_; }
  // get_attr nodes of one target are one tensor (torch.fx makes a node per
  // use of an attribute): the first such node in program order, for a later
  // one (kNoNode otherwise); and the later ones, for the first.
  NodeId first_of_attr(NodeId n) const {
    auto it = attr_first_.find(n);
    return it == attr_first_.end() ? kNoNode : it->second;
  }
  const std::vector<NodeId>* later_of_attr(NodeId n) const {
    auto it = attr_later_.find(n);
    return it == attr_later_.end() ? nullptr : &it->second;
  }

 private:
  static const CollectiveSig* signature_at(uint8_t index);
  static uint8_t index_of(const CollectiveSig* sig);

  std::vector<NodeKind> kinds_;
  std::vector<uint8_t> sigs_;  // 1 + index into the signature table, 0 for none
  std::vector<uint8_t> may_write_;
  std::vector<uint8_t> random_;
  std::vector<uint8_t> marker_;
  bool has_marker_ = false;
  std::unordered_map<NodeId, NodeId> attr_first_;
  std::unordered_map<NodeId, std::vector<NodeId>> attr_later_;
};

NodeKind classify(const Graph& g, NodeId n, const CollectiveSig** sig = nullptr);

// Nodes whose input a node writes in place (empty for pure nodes).
std::vector<NodeId> written_inputs(const Graph& g, NodeId n);
// The same for a node already classified (NodeKinds), without classifying it again.
std::vector<NodeId> written_inputs(const Graph& g, NodeId n, NodeKind k, const CollectiveSig* sig);
// A node that must never be removed as dead code, nor reordered freely:
// mutations, collectives, waits, random draws, asserts and other impure
// calls.
bool has_side_effects(const Graph& g, NodeId n);

// The collective a wait completes: its input, or the container of a
// getitem for the coalesced forms. kNoNode when there is none.
NodeId collective_of_wait(const Graph& g, const NodeKinds& kinds, NodeId wait);

// The key that identifies a collective's process group: the group name for
// the current API, "tag|ranks" for the legacy one. Empty when malformed.
std::string collective_group_key(const Graph& g, NodeId n, const CollectiveSig& sig);

// Dense ids for process groups, 0, 1, ... in order of first request: two
// collectives get the same id exactly when their collective_group_key() is
// equal. For the current API the key is only built once per group name
// (looked up by its symbol), so a walk over every collective hashes no
// strings.
class GroupIds {
 public:
  uint32_t of(const Graph& g, NodeId n, const CollectiveSig& sig);
  uint32_t count() const { return static_cast<uint32_t>(by_key_.size()); }

 private:
  uint32_t of_key(std::string key);
  std::unordered_map<Sym, uint32_t> by_name_;
  std::unordered_map<std::string, uint32_t> by_key_;
};

// The value n's output aliases directly: a view's, a wait's or an in-place
// op's first argument (out= for the latter when given); kNoNode when n's
// output is a storage of its own.
NodeId alias_source(const Graph& g, const NodeKinds& kinds, NodeId n);

// The storage each node's output lives in: itself, or for views, getitems
// and waits, the root of the value they alias. Indexed by NodeId.
std::vector<NodeId> storage_roots(const Graph& g, const NodeKinds& kinds);

}  // namespace graphopt
