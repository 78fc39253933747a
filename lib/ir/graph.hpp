#pragma once
// The in-memory graph: nodes in a vector indexed by NodeId, program order as
// a doubly linked list over those ids (so insert, erase and move are O(1)),
// def-use as a users list per node, and name lookup through a hash map.
//
// A NodeId stays valid for the life of the graph; erased nodes leave a dead
// slot behind. Program order is only defined over live nodes.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <nlohmann/json.hpp>

#include "ir/arg.hpp"
#include "ir/string_pool.hpp"

namespace graphopt {

using Json = nlohmann::ordered_json;

enum class Op : uint8_t { Placeholder, GetAttr, CallFunction, CallMethod, CallModule, Output };

const char* op_name(Op op);
std::optional<Op> parse_op(std::string_view s);

struct Node {
  Sym name = kNoSym;
  Sym target = kNoSym;
  ArgId args = kNoArg;        // a List cell
  ArgId kwargs = kNoArg;      // a Dict cell
  ArgId val = kNoArg;         // meta.val, kNoArg when absent
  ArgId runtime_ns = kNoArg;  // meta.runtime_ns, kNoArg when absent
  uint32_t meta_extra = UINT32_MAX;  // index into Graph::meta_extras, unknown meta keys
  NodeId prev = kNoNode;
  NodeId next = kNoNode;
  Op op = Op::CallFunction;
  bool alive = false;
};

class Graph {
 public:
  explicit Graph(std::shared_ptr<StringPool> pool = std::make_shared<StringPool>());
  Graph(const Graph&) = delete;
  Graph& operator=(const Graph&) = delete;
  Graph(Graph&&) = default;
  Graph& operator=(Graph&&) = default;

  // ---- reading ----
  StringPool& pool() const { return *pool_; }
  const std::shared_ptr<StringPool>& pool_ptr() const { return pool_; }
  // args and kwargs live in store(); meta.val and meta.runtime_ns in
  // meta_store(), so that walking the arguments of many nodes reads dense
  // memory rather than stepping over every node's TensorMeta.
  ArgStore& store() { return *store_; }
  const ArgStore& store() const { return *store_; }
  ArgStore& meta_store() { return *meta_store_; }
  const ArgStore& meta_store() const { return *meta_store_; }

  size_t size() const { return live_; }          // live nodes
  size_t capacity() const { return nodes_.size(); }  // NodeIds handed out
  NodeId first() const { return head_; }
  NodeId last() const { return tail_; }
  NodeId next(NodeId n) const { return nodes_[n].next; }
  NodeId prev(NodeId n) const { return nodes_[n].prev; }
  std::vector<NodeId> order() const;  // live nodes, program order

  const Node& node(NodeId n) const { return nodes_[n]; }
  bool alive(NodeId n) const { return n < nodes_.size() && nodes_[n].alive; }
  Op op(NodeId n) const { return nodes_[n].op; }
  std::string_view name(NodeId n) const { return pool_->str(nodes_[n].name); }
  std::string_view target(NodeId n) const { return pool_->str(nodes_[n].target); }
  ArgView args(NodeId n) const { return store_->view(nodes_[n].args); }
  ArgView kwargs(NodeId n) const { return store_->view(nodes_[n].kwargs); }
  ArgView val(NodeId n) const { return meta_store_->view(nodes_[n].val); }
  ArgView runtime_ns(NodeId n) const { return meta_store_->view(nodes_[n].runtime_ns); }
  // args[i] or kwargs[key]: the usual way an operand is found.
  ArgView arg(NodeId n, uint32_t i, std::string_view key) const;

  // Users: every node whose args or kwargs refer to n, each once, in the
  // order they were added (program order after reading).
  const std::vector<NodeId>& users(NodeId n) const { return users_[n]; }
  // Nodes n refers to, each once, in order of appearance. The second form
  // reuses `out` (cleared first), for loops over many nodes. Not safe to
  // call from two threads on one graph at once (it marks nodes as it goes).
  std::vector<NodeId> inputs(NodeId n) const;
  void inputs(NodeId n, std::vector<NodeId>& out) const;
  template <class F>
  void for_each_input(NodeId n, F&& f) const {  // every reference, repeats included
    auto visit = [&](ArgId c) { f(static_cast<NodeId>(store_->cell(c).bits)); };
    for_each_ref(*store_, nodes_[n].args, visit);
    for_each_ref(*store_, nodes_[n].kwargs, visit);
  }

  NodeId find(std::string_view name) const;
  NodeId find(Sym name) const;
  // A name not used in this graph: `base`, else `base_1`, `base_2`, ...
  std::string unique_name(std::string_view base);

  // Unknown meta keys of a node (an object), or nullptr.
  const Json* meta_extra(NodeId n) const;
  Json& meta_extra_mut(NodeId n);
  // Unknown keys of the graph object itself (beside "nodes").
  Json extra = Json::object();

  // ---- building and editing ----
  // Creates a node that is not yet in program order. The name must be
  // unused (see unique_name). args must be a List, kwargs a Dict.
  NodeId create(Op op, std::string_view name, std::string_view target, const ArgValue& args,
                const ArgValue& kwargs = ArgValue::dict());
  // Same, with args and kwargs already in the store (used by the reader).
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
  void set_val_raw(NodeId n, ArgId val) { nodes_[n].val = val; }
  void set_runtime_raw(NodeId n, ArgId rt) { nodes_[n].runtime_ns = rt; }
  // Every reference to `from` now refers to `to`.
  void replace_all_uses(NodeId from, NodeId to);
  // Same, but only in the users for which keep(user) is true.
  template <class Pred>
  void replace_uses_if(NodeId from, NodeId to, Pred keep);
  // Rebuilds every users list from the args (after bulk construction).
  void rebuild_users();

  size_t memory_bytes() const;

 private:
  void unlink(NodeId n);
  void link_inputs(NodeId n);
  void unlink_inputs(NodeId n);
  bool retarget_refs(NodeId user, NodeId from, NodeId to);

  std::shared_ptr<StringPool> pool_;
  std::unique_ptr<ArgStore> store_;
  std::unique_ptr<ArgStore> meta_store_;
  std::vector<Node> nodes_;
  std::vector<std::vector<NodeId>> users_;
  std::unordered_map<Sym, NodeId> by_name_;
  std::unordered_map<Sym, uint32_t> name_counters_;
  std::vector<Json> meta_extras_;
  mutable std::vector<uint32_t> mark_;  // for inputs(): mark_[x] == epoch_ once seen
  mutable uint32_t epoch_ = 0;
  NodeId head_ = kNoNode;
  NodeId tail_ = kNoNode;
  size_t live_ = 0;
};

template <class Pred>
void Graph::replace_uses_if(NodeId from, NodeId to, Pred keep) {
  if (from == to) return;
  std::vector<NodeId> stay;
  std::vector<NodeId> old = std::move(users_[from]);
  users_[from].clear();
  for (NodeId u : old) {
    if (!keep(u)) {
      stay.push_back(u);
      continue;
    }
    bool already = false;
    for (NodeId x : users_[to]) already = already || x == u;
    retarget_refs(u, from, to);
    if (!already) users_[to].push_back(u);
  }
  users_[from] = std::move(stay);
}

}  // namespace graphopt
