#pragma once
// The in-memory graph: nodes indexed by NodeId, program order as a doubly
// linked list over those ids (so insert, erase and move are O(1)), def-use as
// a users list per node, and name lookup through a flat hash index.
//
// Laid out for walks over a million nodes: the fields nearly every walk reads
// (target, args, kwargs, links, op) sit in 24 bytes per node, the rest
// (name, meta) in arrays beside them, and all users lists share one array.
// After reading, node ids follow program order, so a walk reads memory in
// sequence; compact() restores that after passes have moved nodes.
//
// A NodeId stays valid until compact(); erased nodes leave a dead slot
// behind. Program order is only defined over live nodes.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <nlohmann/json.hpp>

#include "ir/arg.hpp"
#include "ir/string_pool.hpp"
#include "ir/sym_index.hpp"

namespace graphopt {

using Json = nlohmann::ordered_json;

enum class Op : uint8_t { Placeholder, GetAttr, CallFunction, CallMethod, CallModule, Output };

const char* op_name(Op op);
std::optional<Op> parse_op(std::string_view s);

// What a node is, as Graph::node() hands it out (a copy).
struct Node {
  Sym name = kNoSym;
  Sym target = kNoSym;
  ArgId args = kNoArg;        // a List cell
  ArgId kwargs = kNoArg;      // a Dict cell
  ArgId val = kNoArg;         // meta.val, kNoArg when absent
  ArgId runtime_ns = kNoArg;  // meta.runtime_ns, kNoArg when absent
  Op op = Op::CallFunction;
};

class Graph {
 public:
  explicit Graph(std::shared_ptr<StringPool> pool = std::make_shared<StringPool>());
  Graph(const Graph&) = delete;
  Graph& operator=(const Graph&) = delete;
  Graph(Graph&&) = default;
  Graph& operator=(Graph&&) = default;
  // A graph of its own, equal to this one node for node (same ids, same
  // Syms), its strings in `pool`: a copy of this graph's pool.
  std::unique_ptr<Graph> copy(std::shared_ptr<StringPool> pool) const;

  // ---- reading ----
  StringPool& pool() const { return *pool_; }
  const std::shared_ptr<StringPool>& pool_ptr() const { return pool_; }
  // args and kwargs live in store(); meta.val and meta.runtime_ns in
  // meta_store(), so that walking the arguments of many nodes reads dense
  // memory rather than stepping over every node's TensorMeta. The meta
  // store interns its cells (equal values are one cell, shared by every
  // node that has it), so its cells must never be edited in place:
  // set_val() stores a new value instead.
  ArgStore& store() { return *store_; }
  const ArgStore& store() const { return *store_; }
  ArgStore& meta_store() { return *meta_store_; }
  const ArgStore& meta_store() const { return *meta_store_; }

  size_t size() const { return live_; }          // live nodes
  size_t capacity() const { return nodes_.size(); }  // NodeIds handed out
  // While ids follow program order (after reading, after compact()), a
  // walk needs no load from memory to find the next node, so the loads it
  // does make (op, args, ...) can all be in flight at once.
  NodeId first() const { return head_; }
  NodeId last() const { return tail_; }
  NodeId next(NodeId n) const {
    if (sequential_) return n + 1 < live_ ? n + 1 : kNoNode;
    return nodes_[n].next;
  }
  NodeId prev(NodeId n) const {
    if (sequential_) return n > 0 ? n - 1 : kNoNode;
    return nodes_[n].prev;
  }
  std::vector<NodeId> order() const;  // live nodes, program order

  Node node(NodeId n) const;
  bool alive(NodeId n) const { return n < nodes_.size() && nodes_[n].alive; }
  Op op(NodeId n) const { return nodes_[n].op; }
  std::string_view name(NodeId n) const { return pool_->str(names_[n]); }
  std::string_view target(NodeId n) const { return pool_->str(nodes_[n].target); }
  ArgView args(NodeId n) const { return store_->view(nodes_[n].args); }
  ArgView kwargs(NodeId n) const { return store_->view(nodes_[n].kwargs); }
  ArgView val(NodeId n) const { return meta_store_->view(vals_[n]); }
  ArgView runtime_ns(NodeId n) const { return meta_store_->view(runtimes_[n]); }
  // args[i] or kwargs[key]: the usual way an operand is found.
  ArgView arg(NodeId n, uint32_t i, std::string_view key) const;

  // Users: every node whose args or kwargs refer to n, each once, in the
  // order they were added (program order after reading). The span is valid
  // until the graph is next edited.
  std::span<const NodeId> users(NodeId n) const {
    return {user_pool_.data() + user_lists_[n].start, user_lists_[n].size};
  }
  // Nodes n refers to, each once, in order of appearance. The second form
  // reuses `out` (cleared first), for loops over many nodes. Not safe to
  // call from two threads on one graph at once (it marks nodes as it goes).
  std::vector<NodeId> inputs(NodeId n) const;
  void inputs(NodeId n, std::vector<NodeId>& out) const;
  // Every reference in n's args then kwargs, in document order, repeats
  // included: an index the graph keeps beside the arg cells, so that a walk
  // over the inputs of every node reads 4 bytes per reference instead of
  // the cells of each argument (shapes and scalars included). Valid until
  // the graph is next edited.
  std::span<const NodeId> refs(NodeId n) const {
    return {ref_pool_.data() + ref_runs_[n].start, ref_runs_[n].size};
  }
  // args[0] when it is a node reference (a view's or a wait's source), else
  // kNoNode: from the same index, without reading the arg cells.
  NodeId arg0_node(NodeId n) const {
    const RefRun& r = ref_runs_[n];
    return r.arg0_is_ref ? ref_pool_[r.start] : kNoNode;
  }
  // The same two read from the arg cells, the truth the index is kept
  // from (for building it and for checking it): refs are appended to `out`.
  void refs_from_cells(NodeId n, std::vector<NodeId>& out) const;
  NodeId arg0_from_cells(NodeId n) const;
  template <class F>
  void for_each_input(NodeId n, F&& f) const {  // every reference, repeats included
    for (NodeId x : refs(n)) f(x);
  }

  NodeId find(std::string_view name) const;
  NodeId find(Sym name) const;
  Sym name_sym(NodeId n) const { return names_[n]; }
  // f(name, node) for every entry of the name index, in no useful order:
  // a sequential sweep, where find() per node is a random probe.
  template <class F>
  void for_each_name(F&& f) const {
    by_name_.for_each(f);
  }
  // A name not used in this graph: `base`, else `base_1`, `base_2`, ...
  // The one rule for naming what a pass creates; `also_taken` adds names
  // that will be used soon (a subgraph's body, not yet created in it).
  std::string unique_name(std::string_view base);
  std::string unique_name(std::string_view base, const std::function<bool(std::string_view)>& also_taken);

  // Unknown meta keys of a node (an object), or nullptr.
  const Json* meta_extra(NodeId n) const;
  Json& meta_extra_mut(NodeId n);
  // Unknown keys of the graph object itself (beside "nodes"). Graph::copy
  // copies it and every private member.
  Json extra = Json::object();

  // ---- building and editing ----
  // Creates a node that is not yet in program order. The name must be
  // unused (see unique_name). args must be a List, kwargs a Dict.
  NodeId create(Op op, std::string_view name, std::string_view target, const ArgValue& args,
                const ArgValue& kwargs = ArgValue::dict());
  // Same, with args and kwargs already in the store, and users not linked
  // (the reader, which calls rebuild_users() once at the end).
  NodeId create_raw(Op op, Sym name, Sym target, ArgId args, ArgId kwargs);
  void append(NodeId n);
  void insert_before(NodeId pos, NodeId n);
  void insert_after(NodeId pos, NodeId n);
  void move_before(NodeId pos, NodeId n) { unlink(n); insert_before(pos, n); }
  void move_after(NodeId pos, NodeId n) { unlink(n); insert_after(pos, n); }
  // Rewrites program order to exactly `order`: every live node, plus any
  // created but not yet placed ones.
  void set_order(const std::vector<NodeId>& order);
  // Removes n from program order; it must have no users.
  void erase(NodeId n);
  void set_args(NodeId n, const ArgValue& args);
  void set_kwargs(NodeId n, const ArgValue& kwargs);
  void set_val(NodeId n, const ArgValue& val);
  // Cells already in meta_store().
  void set_val_raw(NodeId n, ArgId val) { vals_[n] = val; }
  void set_runtime_raw(NodeId n, ArgId rt) { runtimes_[n] = rt; }
  // Every reference to `from` now refers to `to`.
  void replace_all_uses(NodeId from, NodeId to);
  // Same, but only in the users for which keep(user) is true.
  template <class Pred>
  void replace_uses_if(NodeId from, NodeId to, Pred keep);
  // The same for many pairs (distinct `from`s) at once: a user that names
  // several of them has its arguments rewritten once (pair by pair, a user
  // naming n of them was rewritten n times: partial_lower was quadratic
  // on an output node returning n lowered values, found by red-team).
  template <class Pred>
  void replace_many_uses_if(const std::vector<std::pair<NodeId, NodeId>>& from_to, Pred keep);
  // Rebuilds every node's refs() and users list from the args (after bulk
  // construction, or after editing reference cells in place).
  void rebuild_users();
  // Renumbers the live nodes 0, 1, 2, ... in program order and drops dead
  // slots, so that walks in program order read memory in sequence again.
  // Every NodeId held outside the graph is void afterwards. Returns false
  // (and does nothing) when the ids already follow the order.
  bool compact();
  // True when the ids are far enough from program order (or enough slots
  // are dead) that compact() pays for itself in the passes after it.
  bool scattered() const;
  // compact() when scattered(): what the pipeline does after a pass that
  // changed the graph.
  bool compact_if_scattered() { return scattered() && compact(); }

  size_t memory_bytes() const;

 private:
  // The fields walks read, 24 bytes.
  struct Hot {
    Sym target = kNoSym;
    ArgId args = kNoArg;
    ArgId kwargs = kNoArg;
    NodeId prev = kNoNode;
    NodeId next = kNoNode;
    Op op = Op::CallFunction;
    bool alive = false;
  };
  // One node's refs(): a run of ref_pool_. A node whose args change gets
  // a new run at the end of the pool (or its old one, when that is long
  // enough).
  struct RefRun {
    uint32_t start = 0;
    uint32_t size : 31 = 0;
    uint32_t arg0_is_ref : 1 = 0;  // the first reference is args[0] itself
  };
  // One node's users: a run of user_pool_. A list that outgrows its run
  // moves to the end of the pool with room to double.
  struct UserList {
    uint32_t start = 0;
    uint32_t size = 0;
    uint32_t cap = 0;
  };

  // The users of `from` for which keep(user) holds become users of `to`
  // (their references are not rewritten here); returns them.
  template <class Pred>
  std::vector<NodeId> move_users_if(NodeId from, NodeId to, Pred keep);
  void unlink(NodeId n);
  void link_inputs(NodeId n);
  void unlink_inputs(NodeId n);
  bool retarget_refs(NodeId user, NodeId from, NodeId to);
  void retarget_refs(NodeId user, const std::unordered_map<NodeId, NodeId>& to);
  template <class To>
  bool retarget_refs_by(NodeId user, To to);  // to(x): x's new target, or kNoNode
  bool has_user(NodeId n, NodeId u) const;
  void add_user(NodeId n, NodeId u);
  void remove_user(NodeId n, NodeId u);
  void set_users(NodeId n, const std::vector<NodeId>& users);
  void repack_users();
  void index_refs(NodeId n);  // refs(n) from the arg cells
  void repack_refs();

  // Graph::copy copies every member below (but the scratch mark_ and
  // epoch_, remade on use): a new one goes there too.
  std::shared_ptr<StringPool> pool_;
  std::unique_ptr<ArgStore> store_;
  std::unique_ptr<ArgStore> meta_store_;
  std::vector<Hot> nodes_;
  std::vector<Sym> names_;
  std::vector<ArgId> vals_;       // meta.val, kNoArg when absent
  std::vector<ArgId> runtimes_;   // meta.runtime_ns, kNoArg when absent
  std::vector<uint32_t> meta_extra_index_;  // into meta_extras_, UINT32_MAX for none
  std::vector<UserList> user_lists_;
  std::vector<NodeId> user_pool_;
  size_t user_garbage_ = 0;  // pool entries no list owns
  std::vector<RefRun> ref_runs_;
  std::vector<NodeId> ref_pool_;
  size_t ref_garbage_ = 0;  // pool entries no run owns
  SymIndex by_name_;
  std::unordered_map<Sym, uint32_t> name_counters_;
  std::vector<Json> meta_extras_;
  mutable std::vector<uint32_t> mark_;  // for inputs(): mark_[x] == epoch_ once seen
  mutable uint32_t epoch_ = 0;
  NodeId head_ = kNoNode;
  NodeId tail_ = kNoNode;
  size_t live_ = 0;
  bool sequential_ = true;  // program order is exactly ids 0, 1, ..., live_ - 1
};

template <class Pred>
std::vector<NodeId> Graph::move_users_if(NodeId from, NodeId to, Pred keep) {
  auto span = users(from);
  std::vector<NodeId> old(span.begin(), span.end()), stay, moved;
  for (NodeId u : old) {
    if (!keep(u)) {
      stay.push_back(u);
      continue;
    }
    if (!has_user(to, u)) add_user(to, u);
    moved.push_back(u);
  }
  set_users(from, stay);
  return moved;
}

template <class Pred>
void Graph::replace_uses_if(NodeId from, NodeId to, Pred keep) {
  if (from == to) return;
  for (NodeId u : move_users_if(from, to, keep)) retarget_refs(u, from, to);
}

template <class Pred>
void Graph::replace_many_uses_if(const std::vector<std::pair<NodeId, NodeId>>& from_to, Pred keep) {
  std::unordered_map<NodeId, NodeId> to_of;
  std::vector<NodeId> touched;  // users to rewrite (each once, below)
  for (const auto& [from, to] : from_to) {
    if (from == to) continue;
    to_of.emplace(from, to);
    std::vector<NodeId> moved = move_users_if(from, to, keep);
    touched.insert(touched.end(), moved.begin(), moved.end());
  }
  std::sort(touched.begin(), touched.end());
  touched.erase(std::unique(touched.begin(), touched.end()), touched.end());
  for (NodeId u : touched) retarget_refs(u, to_of);
}

}  // namespace graphopt
