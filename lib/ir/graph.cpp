#include "ir/graph.hpp"

#include <algorithm>
#include <stdexcept>

namespace graphopt {

const char* op_name(Op op) {
  switch (op) {
    case Op::Placeholder: return "placeholder";
    case Op::GetAttr: return "get_attr";
    case Op::CallFunction: return "call_function";
    case Op::CallMethod: return "call_method";
    case Op::CallModule: return "call_module";
    case Op::Output: return "output";
  }
  return "?";
}

std::optional<Op> parse_op(std::string_view s) {
  if (s == "placeholder") return Op::Placeholder;
  if (s == "get_attr") return Op::GetAttr;
  if (s == "call_function") return Op::CallFunction;
  if (s == "call_method") return Op::CallMethod;
  if (s == "call_module") return Op::CallModule;
  if (s == "output") return Op::Output;
  return std::nullopt;
}

Graph::Graph(std::shared_ptr<StringPool> pool)
    : pool_(std::move(pool)),
      store_(std::make_unique<ArgStore>(*pool_)),
      meta_store_(std::make_unique<ArgStore>(*pool_)) {}

std::vector<NodeId> Graph::order() const {
  std::vector<NodeId> out;
  out.reserve(live_);
  for (NodeId n = head_; n != kNoNode; n = nodes_[n].next) out.push_back(n);
  return out;
}

ArgView Graph::arg(NodeId n, uint32_t i, std::string_view key) const {
  ArgView a = args(n);
  if (i < a.size()) return a[i];
  return kwargs(n).get(key);
}

std::vector<NodeId> Graph::inputs(NodeId n) const {
  std::vector<NodeId> out;
  inputs(n, out);
  return out;
}

void Graph::inputs(NodeId n, std::vector<NodeId>& out) const {
  out.clear();
  if (mark_.size() < nodes_.size()) mark_.resize(nodes_.size(), 0);
  if (++epoch_ == 0) {  // wrapped: forget every old mark
    std::fill(mark_.begin(), mark_.end(), 0);
    epoch_ = 1;
  }
  for_each_input(n, [&](NodeId x) {
    if (x < mark_.size() && mark_[x] != epoch_) {
      mark_[x] = epoch_;
      out.push_back(x);
    } else if (x >= mark_.size()) {
      out.push_back(x);  // a dangling reference: the verifier reports it
    }
  });
}

NodeId Graph::find(Sym name) const {
  auto it = by_name_.find(name);
  return it == by_name_.end() ? kNoNode : it->second;
}

NodeId Graph::find(std::string_view name) const {
  Sym s = pool_->find(name);
  return s == kNoSym ? kNoNode : find(s);
}

std::string Graph::unique_name(std::string_view base) {
  if (find(base) == kNoNode) return std::string(base);
  uint32_t& counter = name_counters_[pool_->intern(base)];
  for (;;) {
    std::string candidate = std::string(base) + "_" + std::to_string(++counter);
    if (find(candidate) == kNoNode) return candidate;
  }
}

const Json* Graph::meta_extra(NodeId n) const {
  uint32_t i = nodes_[n].meta_extra;
  return i == UINT32_MAX ? nullptr : &meta_extras_[i];
}

Json& Graph::meta_extra_mut(NodeId n) {
  uint32_t& i = nodes_[n].meta_extra;
  if (i == UINT32_MAX) {
    i = static_cast<uint32_t>(meta_extras_.size());
    meta_extras_.push_back(Json::object());
  }
  return meta_extras_[i];
}

NodeId Graph::create_raw(Op op, Sym name, Sym target, ArgId args, ArgId kwargs) {
  if (by_name_.count(name)) throw std::logic_error("duplicate node name: " + std::string(pool_->str(name)));
  NodeId id = static_cast<NodeId>(nodes_.size());
  Node node;
  node.name = name;
  node.target = target;
  node.op = op;
  node.args = args;
  node.kwargs = kwargs;
  nodes_.push_back(node);
  users_.emplace_back();
  by_name_.emplace(name, id);
  return id;
}

NodeId Graph::create(Op op, std::string_view name, std::string_view target, const ArgValue& args,
                     const ArgValue& kwargs) {
  NodeId id = create_raw(op, pool_->intern(name), pool_->intern(target), store_->add(args),
                         store_->add(kwargs));
  link_inputs(id);
  return id;
}

void Graph::link_inputs(NodeId n) {
  for (NodeId in : inputs(n)) users_[in].push_back(n);
}

void Graph::unlink_inputs(NodeId n) {
  for (NodeId in : inputs(n)) {
    auto& u = users_[in];
    auto it = std::find(u.begin(), u.end(), n);
    if (it != u.end()) u.erase(it);
  }
}

void Graph::append(NodeId n) {
  Node& node = nodes_[n];
  node.prev = tail_;
  node.next = kNoNode;
  if (tail_ != kNoNode) nodes_[tail_].next = n;
  else head_ = n;
  tail_ = n;
  node.alive = true;
  ++live_;
}

void Graph::insert_before(NodeId pos, NodeId n) {
  Node& node = nodes_[n];
  node.next = pos;
  node.prev = nodes_[pos].prev;
  if (node.prev != kNoNode) nodes_[node.prev].next = n;
  else head_ = n;
  nodes_[pos].prev = n;
  node.alive = true;
  ++live_;
}

void Graph::insert_after(NodeId pos, NodeId n) {
  if (nodes_[pos].next == kNoNode) {
    append(n);
    return;
  }
  insert_before(nodes_[pos].next, n);
}

void Graph::unlink(NodeId n) {
  Node& node = nodes_[n];
  if (node.prev != kNoNode) nodes_[node.prev].next = node.next;
  else head_ = node.next;
  if (node.next != kNoNode) nodes_[node.next].prev = node.prev;
  else tail_ = node.prev;
  node.prev = node.next = kNoNode;
  node.alive = false;
  --live_;
}

void Graph::set_order(const std::vector<NodeId>& order) {
  size_t placed = 0;
  std::vector<char> seen(nodes_.size(), 0);
  for (NodeId n : order) {
    if (n >= nodes_.size() || find(nodes_[n].name) != n || seen[n]++)
      throw std::logic_error("set_order: a node that is not in the graph, or one twice");
    placed += nodes_[n].alive;
  }
  if (placed != live_) throw std::logic_error("set_order: not every live node, or one twice");
  for (NodeId n : order) nodes_[n].alive = true;
  live_ = order.size();
  NodeId prev = kNoNode;
  for (NodeId n : order) {
    nodes_[n].prev = prev;
    if (prev != kNoNode) nodes_[prev].next = n;
    prev = n;
  }
  head_ = order.empty() ? kNoNode : order.front();
  tail_ = prev;
  if (tail_ != kNoNode) nodes_[tail_].next = kNoNode;
}

void Graph::erase(NodeId n) {
  if (!users_[n].empty())
    throw std::logic_error("erase: node '" + std::string(name(n)) + "' still has users");
  unlink_inputs(n);
  unlink(n);
  by_name_.erase(nodes_[n].name);
}

void Graph::set_args(NodeId n, const ArgValue& args) {
  unlink_inputs(n);
  nodes_[n].args = store_->add(args);
  link_inputs(n);
}

void Graph::set_kwargs(NodeId n, const ArgValue& kwargs) {
  unlink_inputs(n);
  nodes_[n].kwargs = store_->add(kwargs);
  link_inputs(n);
}

void Graph::set_val(NodeId n, const ArgValue& val) { nodes_[n].val = meta_store_->add(val); }

bool Graph::retarget_refs(NodeId user, NodeId from, NodeId to) {
  bool any = false;
  auto fix = [&](ArgId c) {
    ArgCell& cell = store_->cell(c);
    if (cell.bits == from) {
      cell.bits = to;
      any = true;
    }
  };
  for_each_ref(*store_, nodes_[user].args, fix);
  for_each_ref(*store_, nodes_[user].kwargs, fix);
  return any;
}

void Graph::replace_all_uses(NodeId from, NodeId to) {
  replace_uses_if(from, to, [](NodeId) { return true; });
}

void Graph::rebuild_users() {
  for (auto& u : users_) u.clear();
  std::vector<NodeId> in;
  for (NodeId n = head_; n != kNoNode; n = nodes_[n].next) {
    inputs(n, in);
    for (NodeId x : in) users_[x].push_back(n);
  }
}

size_t Graph::memory_bytes() const {
  size_t bytes = nodes_.capacity() * sizeof(Node) + users_.capacity() * sizeof(users_[0]);
  for (const auto& u : users_) bytes += u.capacity() * sizeof(NodeId);
  return bytes + store_->memory_bytes() + meta_store_->memory_bytes();
}

}  // namespace graphopt
