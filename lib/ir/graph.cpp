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
      meta_store_(std::make_unique<ArgStore>(*pool_)) {
  meta_store_->intern_cells();  // graph.hpp: meta values are never edited in place
}

std::unique_ptr<Graph> Graph::copy(std::shared_ptr<StringPool> pool) const {
  auto out = std::make_unique<Graph>(pool);
  out->extra = extra;
  out->store_ = std::make_unique<ArgStore>(*store_, *pool);
  out->meta_store_ = std::make_unique<ArgStore>(*meta_store_, *pool);
  out->nodes_ = nodes_;
  out->names_ = names_;
  out->vals_ = vals_;
  out->runtimes_ = runtimes_;
  out->meta_extra_index_ = meta_extra_index_;
  out->user_lists_ = user_lists_;
  out->user_pool_ = user_pool_;
  out->user_garbage_ = user_garbage_;
  out->ref_runs_ = ref_runs_;
  out->ref_pool_ = ref_pool_;
  out->ref_garbage_ = ref_garbage_;
  out->by_name_ = by_name_;
  out->name_counters_ = name_counters_;
  out->meta_extras_ = meta_extras_;
  out->head_ = head_;
  out->tail_ = tail_;
  out->live_ = live_;
  out->sequential_ = sequential_;
  return out;
}

std::vector<NodeId> Graph::order() const {
  std::vector<NodeId> out;
  out.reserve(live_);
  if (sequential_) {
    for (size_t i = 0; i < live_; ++i) out.push_back(static_cast<NodeId>(i));
    return out;
  }
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

Node Graph::node(NodeId n) const {
  const Hot& h = nodes_[n];
  return Node{names_[n], h.target, h.args, h.kwargs, vals_[n], runtimes_[n], h.op};
}

NodeId Graph::find(Sym name) const { return by_name_.find(name); }

NodeId Graph::find(std::string_view name) const {
  Sym s = pool_->find(name);
  return s == kNoSym ? kNoNode : find(s);
}

std::string Graph::unique_name(std::string_view base) { return unique_name(base, nullptr); }

std::string Graph::unique_name(std::string_view base, const std::function<bool(std::string_view)>& also_taken) {
  auto taken = [&](std::string_view name) { return find(name) != kNoNode || (also_taken && also_taken(name)); };
  if (!taken(base)) return std::string(base);
  uint32_t& counter = name_counters_[pool_->intern(base)];
  for (;;) {
    std::string candidate = std::string(base) + "_" + std::to_string(++counter);
    if (!taken(candidate)) return candidate;
  }
}

const Json* Graph::meta_extra(NodeId n) const {
  uint32_t i = meta_extra_index_[n];
  return i == UINT32_MAX ? nullptr : &meta_extras_[i];
}

Json& Graph::meta_extra_mut(NodeId n) {
  uint32_t& i = meta_extra_index_[n];
  if (i == UINT32_MAX) {
    i = static_cast<uint32_t>(meta_extras_.size());
    meta_extras_.push_back(Json::object());
  }
  return meta_extras_[i];
}

NodeId Graph::create_raw(Op op, Sym name, Sym target, ArgId args, ArgId kwargs) {
  if (by_name_.find(name) != kNoNode)
    throw std::logic_error("duplicate node name: " + std::string(pool_->str(name)));
  NodeId id = static_cast<NodeId>(nodes_.size());
  Hot h;
  h.target = target;
  h.op = op;
  h.args = args;
  h.kwargs = kwargs;
  nodes_.push_back(h);
  names_.push_back(name);
  vals_.push_back(kNoArg);
  runtimes_.push_back(kNoArg);
  meta_extra_index_.push_back(UINT32_MAX);
  user_lists_.push_back({static_cast<uint32_t>(user_pool_.size()), 0, 0});
  ref_runs_.push_back({static_cast<uint32_t>(ref_pool_.size()), 0, 0});
  by_name_.set(name, id);
  return id;
}

NodeId Graph::create(Op op, std::string_view name, std::string_view target, const ArgValue& args,
                     const ArgValue& kwargs) {
  NodeId id = create_raw(op, pool_->intern(name), pool_->intern(target), store_->add(args),
                         store_->add(kwargs));
  index_refs(id);
  link_inputs(id);
  return id;
}

// ---- users lists ----

bool Graph::has_user(NodeId n, NodeId u) const {
  for (NodeId x : users(n))
    if (x == u) return true;
  return false;
}

void Graph::add_user(NodeId n, NodeId u) {
  UserList& l = user_lists_[n];
  if (l.size == l.cap) {
    uint32_t cap = l.cap < 2 ? 2 : 2 * l.cap;
    if (l.start + l.cap == user_pool_.size()) {  // last in the pool: grow in place
      user_pool_.resize(l.start + cap);
    } else {
      uint32_t start = static_cast<uint32_t>(user_pool_.size());
      user_pool_.resize(start + cap);
      std::copy_n(user_pool_.begin() + l.start, l.size, user_pool_.begin() + start);
      user_garbage_ += l.cap;
      l.start = start;
    }
    l.cap = cap;
  }
  user_pool_[l.start + l.size++] = u;
  if (user_garbage_ > 4096 && user_garbage_ * 2 > user_pool_.size()) repack_users();
}

void Graph::remove_user(NodeId n, NodeId u) {
  UserList& l = user_lists_[n];
  auto first = user_pool_.begin() + l.start, last = first + l.size;
  auto it = std::find(first, last, u);
  if (it == last) return;
  std::copy(it + 1, last, it);
  --l.size;
}

void Graph::set_users(NodeId n, const std::vector<NodeId>& users) {
  UserList& l = user_lists_[n];
  if (users.size() > l.cap) {
    user_garbage_ += l.cap;
    l.start = static_cast<uint32_t>(user_pool_.size());
    l.cap = static_cast<uint32_t>(users.size());
    user_pool_.resize(user_pool_.size() + users.size());
  }
  std::copy(users.begin(), users.end(), user_pool_.begin() + l.start);
  l.size = static_cast<uint32_t>(users.size());
}

// Lays the lists out again in node id order, each with no spare room.
void Graph::repack_users() {
  std::vector<NodeId> pool;
  size_t total = 0;
  for (const UserList& l : user_lists_) total += l.size;
  pool.reserve(total);
  for (UserList& l : user_lists_) {
    uint32_t start = static_cast<uint32_t>(pool.size());
    pool.insert(pool.end(), user_pool_.begin() + l.start, user_pool_.begin() + l.start + l.size);
    l = {start, l.size, l.size};
  }
  user_pool_ = std::move(pool);
  user_garbage_ = 0;
}

// ---- the references index ----

void Graph::refs_from_cells(NodeId n, std::vector<NodeId>& out) const {
  auto visit = [&](ArgId c) { out.push_back(static_cast<NodeId>(store_->cell(c).bits)); };
  for_each_ref(*store_, nodes_[n].args, visit);
  for_each_ref(*store_, nodes_[n].kwargs, visit);
}

NodeId Graph::arg0_from_cells(NodeId n) const {
  ArgView a = args(n);
  return a.size() > 0 && a[0].is(ArgKind::Node) ? a[0].node() : kNoNode;
}

void Graph::index_refs(NodeId n) {
  std::vector<NodeId> refs;
  refs_from_cells(n, refs);
  RefRun& r = ref_runs_[n];
  if (refs.size() > r.size) {  // does not fit the old run: a new one at the end
    ref_garbage_ += r.size;
    r.start = static_cast<uint32_t>(ref_pool_.size());
    ref_pool_.resize(ref_pool_.size() + refs.size());
  } else {
    ref_garbage_ += r.size - refs.size();
  }
  std::copy(refs.begin(), refs.end(), ref_pool_.begin() + r.start);
  r.size = static_cast<uint32_t>(refs.size()) & 0x7fffffffu;
  r.arg0_is_ref = arg0_from_cells(n) != kNoNode;
  if (ref_garbage_ > 4096 && ref_garbage_ * 2 > ref_pool_.size()) repack_refs();
}

// Lays the runs out again in node id order, with no gaps.
void Graph::repack_refs() {
  std::vector<NodeId> pool;
  pool.reserve(ref_pool_.size() - ref_garbage_);
  for (RefRun& r : ref_runs_) {
    uint32_t start = static_cast<uint32_t>(pool.size());
    pool.insert(pool.end(), ref_pool_.begin() + r.start, ref_pool_.begin() + r.start + r.size);
    r.start = start;
  }
  ref_pool_ = std::move(pool);
  ref_garbage_ = 0;
}

void Graph::link_inputs(NodeId n) {
  for (NodeId in : inputs(n)) add_user(in, n);
}

void Graph::unlink_inputs(NodeId n) {
  for (NodeId in : inputs(n)) remove_user(in, n);
}

void Graph::append(NodeId n) {
  sequential_ = sequential_ && n == live_;
  Hot& node = nodes_[n];
  node.prev = tail_;
  node.next = kNoNode;
  if (tail_ != kNoNode) nodes_[tail_].next = n;
  else head_ = n;
  tail_ = n;
  node.alive = true;
  ++live_;
}

void Graph::insert_before(NodeId pos, NodeId n) {
  sequential_ = false;
  Hot& node = nodes_[n];
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
  sequential_ = false;
  Hot& node = nodes_[n];
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
    if (n >= nodes_.size() || find(names_[n]) != n || seen[n]++)
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
  sequential_ = true;
  for (size_t i = 0; i < order.size() && sequential_; ++i) sequential_ = order[i] == i;
  if (tail_ != kNoNode) nodes_[tail_].next = kNoNode;
}

void Graph::erase(NodeId n) {
  if (!users(n).empty())
    throw std::logic_error("erase: node '" + std::string(name(n)) + "' still has users");
  unlink_inputs(n);
  unlink(n);
  by_name_.erase(names_[n]);
}

void Graph::set_args(NodeId n, const ArgValue& args) {
  unlink_inputs(n);
  nodes_[n].args = store_->add(args);
  index_refs(n);
  link_inputs(n);
}

void Graph::set_kwargs(NodeId n, const ArgValue& kwargs) {
  unlink_inputs(n);
  nodes_[n].kwargs = store_->add(kwargs);
  index_refs(n);
  link_inputs(n);
}

void Graph::set_val(NodeId n, const ArgValue& val) { vals_[n] = meta_store_->add(val); }

template <class To>
bool Graph::retarget_refs_by(NodeId user, To to) {
  bool any = false;
  auto fix = [&](ArgId c) {
    ArgCell& cell = store_->cell(c);
    if (NodeId t = to(static_cast<NodeId>(cell.bits)); t != kNoNode) {
      cell.bits = t;
      any = true;
    }
  };
  for_each_ref(*store_, nodes_[user].args, fix);
  for_each_ref(*store_, nodes_[user].kwargs, fix);
  const RefRun& r = ref_runs_[user];
  for (uint32_t k = r.start; k < r.start + r.size; ++k)
    if (NodeId t = to(ref_pool_[k]); t != kNoNode) ref_pool_[k] = t;
  return any;
}

bool Graph::retarget_refs(NodeId user, NodeId from, NodeId to) {
  return retarget_refs_by(user, [&](NodeId x) { return x == from ? to : kNoNode; });
}

void Graph::retarget_refs(NodeId user, const std::unordered_map<NodeId, NodeId>& to) {
  retarget_refs_by(user, [&](NodeId x) {
    auto it = to.find(x);
    return it == to.end() ? kNoNode : it->second;
  });
}

void Graph::replace_all_uses(NodeId from, NodeId to) {
  replace_uses_if(from, to, [](NodeId) { return true; });
}

void Graph::rebuild_users() {
  // The references index, in node id order (program order after reading).
  ref_pool_.clear();
  ref_garbage_ = 0;
  for (NodeId n = 0; n < nodes_.size(); ++n) {
    ref_runs_[n] = {static_cast<uint32_t>(ref_pool_.size()), 0, arg0_from_cells(n) != kNoNode};
    refs_from_cells(n, ref_pool_);
    ref_runs_[n].size = (static_cast<uint32_t>(ref_pool_.size()) - ref_runs_[n].start) & 0x7fffffffu;
  }
  // Each node's inputs once (CSR), then the users lists by counting sort:
  // every list in one run of the pool, in node id order, users in program
  // order.
  std::vector<uint32_t> count(nodes_.size() + 1, 0);
  std::vector<NodeId> flat, in;
  std::vector<NodeId> who;  // the node each run of `flat` belongs to
  std::vector<uint32_t> start{0};
  for (NodeId n = first(); n != kNoNode; n = next(n)) {
    inputs(n, in);
    for (NodeId x : in) {
      if (x >= nodes_.size()) continue;  // dangling: the verifier reports it
      flat.push_back(x);
      ++count[x + 1];
    }
    who.push_back(n);
    start.push_back(static_cast<uint32_t>(flat.size()));
  }
  for (size_t i = 0; i < nodes_.size(); ++i) count[i + 1] += count[i];
  user_pool_.assign(flat.size(), kNoNode);
  for (size_t i = 0; i < nodes_.size(); ++i) user_lists_[i] = {count[i], 0, count[i + 1] - count[i]};
  for (size_t k = 0; k < who.size(); ++k)
    for (uint32_t j = start[k]; j < start[k + 1]; ++j) {
      UserList& l = user_lists_[flat[j]];
      user_pool_[l.start + l.size++] = who[k];
    }
  user_garbage_ = 0;
}

bool Graph::scattered() const {
  // A node whose successor is not the next id is a jump in memory for
  // every walk; so is a dead slot.
  if (sequential_) return false;
  size_t jumps = 0;
  for (NodeId n = head_; n != kNoNode; n = nodes_[n].next) jumps += nodes_[n].next != n + 1;
  size_t dead = nodes_.size() - live_;
  return (jumps - (tail_ != kNoNode)) * 32 > live_ || dead * 8 > nodes_.size();
}

bool Graph::compact() {
  bool in_order = live_ == nodes_.size();
  if (in_order && sequential_) return false;
  NodeId expect = 0;
  for (NodeId n = head_; in_order && n != kNoNode; n = nodes_[n].next) in_order = n == expect++;
  if (in_order) return false;
  const std::vector<NodeId> old = order();
  std::vector<NodeId> to(nodes_.size(), kNoNode);
  for (size_t i = 0; i < old.size(); ++i) to[old[i]] = static_cast<NodeId>(i);

  const size_t n_live = old.size();
  std::vector<Hot> nodes(n_live);
  std::vector<Sym> names(n_live);
  std::vector<ArgId> vals(n_live), runtimes(n_live);
  std::vector<uint32_t> extra(n_live);
  std::vector<UserList> lists(n_live);
  std::vector<NodeId> pool;
  pool.reserve(user_pool_.size() - user_garbage_);
  std::vector<RefRun> runs(n_live);
  std::vector<NodeId> refs;
  refs.reserve(ref_pool_.size() - ref_garbage_);
  for (size_t i = 0; i < n_live; ++i) {
    NodeId o = old[i];
    nodes[i] = nodes_[o];
    nodes[i].prev = i == 0 ? kNoNode : static_cast<NodeId>(i - 1);
    nodes[i].next = i + 1 == n_live ? kNoNode : static_cast<NodeId>(i + 1);
    names[i] = names_[o];
    vals[i] = vals_[o];
    runtimes[i] = runtimes_[o];
    extra[i] = meta_extra_index_[o];
    const UserList& l = user_lists_[o];
    lists[i] = {static_cast<uint32_t>(pool.size()), l.size, l.size};
    for (uint32_t k = 0; k < l.size; ++k) pool.push_back(to[user_pool_[l.start + k]]);
    const RefRun& r = ref_runs_[o];
    runs[i] = {static_cast<uint32_t>(refs.size()), r.size, r.arg0_is_ref};
    for (uint32_t k = r.start; k < r.start + r.size; ++k) {
      NodeId x = ref_pool_[k];
      refs.push_back(x < to.size() ? to[x] : kNoNode);  // as the store renumbers its cells
    }
  }
  nodes_ = std::move(nodes);
  names_ = std::move(names);
  vals_ = std::move(vals);
  runtimes_ = std::move(runtimes);
  meta_extra_index_ = std::move(extra);
  user_lists_ = std::move(lists);
  user_pool_ = std::move(pool);
  user_garbage_ = 0;
  ref_runs_ = std::move(runs);
  ref_pool_ = std::move(refs);
  ref_garbage_ = 0;
  store_->renumber_nodes(to);
  meta_store_->renumber_nodes(to);
  by_name_.for_each_value([&](NodeId& v) { v = to[v]; });
  mark_.assign(n_live, 0);
  epoch_ = 0;
  head_ = n_live ? 0 : kNoNode;
  tail_ = n_live ? static_cast<NodeId>(n_live - 1) : kNoNode;
  sequential_ = true;
  return true;
}

size_t Graph::memory_bytes() const {
  size_t per_node =
      sizeof(Hot) + sizeof(Sym) + 2 * sizeof(ArgId) + sizeof(uint32_t) + sizeof(UserList) + sizeof(RefRun);
  return nodes_.capacity() * per_node + user_pool_.capacity() * sizeof(NodeId) +
         ref_pool_.capacity() * sizeof(NodeId) + by_name_.memory_bytes() +
         store_->memory_bytes() + meta_store_->memory_bytes();
}

}  // namespace graphopt
