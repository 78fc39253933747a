#include "ir/arg.hpp"

#include <algorithm>
#include <bit>
#include <cassert>

namespace graphopt {

// ---- ArgView ----

double ArgView::as_double() const {
  const ArgCell& c = store_->cell(id_);
  if (c.kind == ArgKind::Int) return static_cast<double>(static_cast<int64_t>(c.bits));
  return std::bit_cast<double>(c.bits);
}
std::string_view ArgView::str() const { return store_->pool().str(sym()); }

std::string_view ArgView::key(uint32_t i) const { return store_->pool().str(key_sym(i)); }

ArgView ArgView::find_key(std::string_view k) const {
  if (!is(ArgKind::Dict)) return {};
  for (uint32_t i = 0; i < size(); ++i)
    if (key(i) == k) return value(i);
  return {};
}

// ---- ArgValue ----

ArgValue ArgValue::boolean(bool b) {
  ArgValue v;
  v.kind = ArgKind::Bool;
  v.i = b;
  return v;
}
ArgValue ArgValue::integer(int64_t x) {
  ArgValue v;
  v.kind = ArgKind::Int;
  v.i = x;
  return v;
}
ArgValue ArgValue::real(double x) {
  ArgValue v;
  v.kind = ArgKind::Float;
  v.f = x;
  return v;
}
ArgValue ArgValue::string(std::string s, ArgKind k) {
  ArgValue v;
  v.kind = k;
  v.s = std::move(s);
  return v;
}
ArgValue ArgValue::ref(NodeId n) {
  ArgValue v;
  v.kind = ArgKind::Node;
  v.node = n;
  return v;
}
ArgValue ArgValue::list(std::vector<ArgValue> items) {
  ArgValue v;
  v.kind = ArgKind::List;
  v.items = std::move(items);
  return v;
}
ArgValue ArgValue::dict(std::vector<std::pair<std::string, ArgValue>> entries) {
  ArgValue v;
  v.kind = ArgKind::Dict;
  for (auto& [k, x] : entries) {
    v.keys.push_back(std::move(k));
    v.items.push_back(std::move(x));
  }
  return v;
}
ArgValue ArgValue::int_list(const std::vector<int64_t>& xs) {
  ArgValue v = list();
  for (int64_t x : xs) v.items.push_back(integer(x));
  return v;
}
ArgValue ArgValue::tensor(const std::vector<int64_t>& shape, std::string dtype,
                          const std::vector<int64_t>& stride, std::string device) {
  ArgValue v;
  v.kind = ArgKind::Tensor;
  v.items.resize(kTensorFields);
  v.items[kShape] = int_list(shape);
  v.items[kDtype] = string(std::move(dtype));
  v.items[kStride] = !stride.empty() || shape.empty() ? int_list(stride) : absent();
  v.items[kDevice] = !device.empty() ? string(std::move(device)) : absent();
  return v;
}

// ---- ArgStore ----

namespace {
bool is_container(ArgKind k) {
  return k == ArgKind::List || k == ArgKind::Dict || k == ArgKind::Slice || k == ArgKind::Tensor;
}
// How many entries of kids_ a container's cell spans.
uint32_t kid_span(ArgKind k, uint32_t aux) { return k == ArgKind::Dict ? 2 * aux : aux; }

uint64_t hash_content(ArgKind kind, uint64_t bits, const uint32_t* kids, uint32_t n_kids) {
  // FNV-style mixing over the words, finished with a multiply-xorshift.
  uint64_t h = 0xcbf29ce484222325ull ^ static_cast<uint64_t>(kind);
  auto mix = [&](uint64_t v) { h = (h ^ v) * 0x100000001b3ull; };
  mix(bits);
  mix(n_kids);
  for (uint32_t i = 0; i < n_kids; ++i) mix(kids[i]);
  h ^= h >> 29;
  h *= 0xbf58476d1ce4e5b9ull;
  return h ^ (h >> 32);
}
}  // namespace

uint64_t ArgStore::content_hash(ArgId id) const {
  const ArgCell& c = cells_[id];
  if (!is_container(c.kind)) return hash_content(c.kind, c.bits, nullptr, 0);
  return hash_content(c.kind, 0, kids_.data() + c.bits, kid_span(c.kind, c.aux));
}

bool ArgStore::same_content(ArgId id, ArgKind kind, uint64_t bits, const uint32_t* kids, uint32_t n_kids) const {
  const ArgCell& c = cells_[id];
  if (c.kind != kind) return false;
  if (!is_container(kind)) return c.bits == bits;
  if (kid_span(c.kind, c.aux) != n_kids) return false;
  return std::equal(kids, kids + n_kids, kids_.begin() + static_cast<std::ptrdiff_t>(c.bits));
}

size_t ArgStore::intern_slot(uint64_t hash, ArgKind kind, uint64_t bits, const uint32_t* kids,
                             uint32_t n_kids) const {
  const size_t mask = interned_.size() - 1;
  for (size_t i = hash & mask;; i = (i + 1) & mask)
    if (interned_[i] == kNoArg || same_content(interned_[i], kind, bits, kids, n_kids)) return i;
}

void ArgStore::remember(size_t slot, ArgId id) {
  interned_[slot] = id;
  if (++interned_count_ * 2 <= interned_.size()) return;
  std::vector<ArgId> old = std::move(interned_);
  interned_.assign(old.size() * 2, kNoArg);
  const size_t mask = interned_.size() - 1;
  for (ArgId x : old) {
    if (x == kNoArg) continue;
    size_t i = content_hash(x) & mask;
    while (interned_[i] != kNoArg) i = (i + 1) & mask;
    interned_[i] = x;
  }
}

ArgId ArgStore::add_scalar(ArgKind kind, uint64_t bits) {
  holds_refs_ = holds_refs_ || kind == ArgKind::Node;
  size_t slot = 0;
  if (intern_) {
    if (interned_.empty()) interned_.assign(1024, kNoArg);
    slot = intern_slot(hash_content(kind, bits, nullptr, 0), kind, bits, nullptr, 0);
    if (interned_[slot] != kNoArg) return interned_[slot];
  }
  cells_.push_back(ArgCell{bits, 0, kind});
  const ArgId id = static_cast<ArgId>(cells_.size() - 1);
  if (intern_) remember(slot, id);
  return id;
}

ArgId ArgStore::add_double(double v) { return add_scalar(ArgKind::Float, std::bit_cast<uint64_t>(v)); }

ArgId ArgStore::add_container(ArgKind kind, const uint32_t* kids, uint32_t n_kids) {
  // Empty lists and dicts (a placeholder's args, most kwargs) are one
  // shared cell each: no cell is edited in place but node references, so
  // sharing is safe, and a walk over every node's kwargs then reads one
  // hot cell instead of a cache line per node.
  if (n_kids == 0 && (kind == ArgKind::List || kind == ArgKind::Dict)) {
    ArgId& shared = kind == ArgKind::List ? empty_list_ : empty_dict_;
    if (shared == kNoArg) {
      cells_.push_back(ArgCell{kids_.size(), 0, kind});
      shared = static_cast<ArgId>(cells_.size() - 1);
    }
    return shared;
  }
  size_t slot = 0;
  if (intern_) {
    if (interned_.empty()) interned_.assign(1024, kNoArg);
    slot = intern_slot(hash_content(kind, 0, kids, n_kids), kind, 0, kids, n_kids);
    if (interned_[slot] != kNoArg) return interned_[slot];
  }
  uint64_t offset = kids_.size();
  kids_.insert(kids_.end(), kids, kids + n_kids);
  uint32_t count = kind == ArgKind::Dict ? n_kids / 2 : n_kids;
  cells_.push_back(ArgCell{offset, count, kind});
  const ArgId id = static_cast<ArgId>(cells_.size() - 1);
  if (intern_) remember(slot, id);
  return id;
}

ArgId ArgStore::add(const ArgValue& v) {
  switch (v.kind) {
    case ArgKind::None: return add_scalar(ArgKind::None, 0);
    case ArgKind::Bool: return add_scalar(ArgKind::Bool, v.i ? 1 : 0);
    case ArgKind::Int: return add_int(v.i);
    case ArgKind::Float: return add_double(v.f);
    case ArgKind::Node: return add_scalar(ArgKind::Node, v.node);
    case ArgKind::Str:
    case ArgKind::Dtype:
    case ArgKind::Device:
    case ArgKind::Layout:
    case ArgKind::MemoryFormat:
    case ArgKind::Sym:
    case ArgKind::Repr:
      return add_string(v.kind, v.s);
    case ArgKind::List:
    case ArgKind::Slice:
    case ArgKind::Tensor: {
      std::vector<uint32_t> kids;
      kids.reserve(v.items.size());
      for (const ArgValue& x : v.items)
        kids.push_back(x.missing ? kNoArg : add(x));
      return add_container(v.kind, kids.data(), static_cast<uint32_t>(kids.size()));
    }
    case ArgKind::Dict: {
      std::vector<uint32_t> kids;
      kids.reserve(2 * v.items.size());
      for (size_t i = 0; i < v.items.size(); ++i) {
        kids.push_back(pool_->intern(v.keys[i]));
        kids.push_back(add(v.items[i]));
      }
      return add_container(ArgKind::Dict, kids.data(), static_cast<uint32_t>(kids.size()));
    }
  }
  return kNoArg;
}

ArgValue ArgStore::to_value(ArgId id) const {
  if (id == kNoArg) return ArgValue::absent();
  ArgValue v;
  const ArgCell& c = cells_[id];
  v.kind = c.kind;
  switch (c.kind) {
    case ArgKind::None: break;
    case ArgKind::Bool: v.i = c.bits != 0; break;
    case ArgKind::Int: v.i = static_cast<int64_t>(c.bits); break;
    case ArgKind::Float: v.f = std::bit_cast<double>(c.bits); break;
    case ArgKind::Node: v.node = static_cast<NodeId>(c.bits); break;
    case ArgKind::Str:
    case ArgKind::Dtype:
    case ArgKind::Device:
    case ArgKind::Layout:
    case ArgKind::MemoryFormat:
    case ArgKind::Sym:
    case ArgKind::Repr:
      v.s = std::string(pool_->str(static_cast<Sym>(c.bits)));
      break;
    case ArgKind::List:
    case ArgKind::Slice:
    case ArgKind::Tensor:
      for (uint32_t i = 0; i < c.aux; ++i) v.items.push_back(to_value(kids_[c.bits + i]));
      break;
    case ArgKind::Dict:
      for (uint32_t i = 0; i < c.aux; ++i) {
        v.keys.emplace_back(pool_->str(kids_[c.bits + 2 * i]));
        v.items.push_back(to_value(kids_[c.bits + 2 * i + 1]));
      }
      break;
  }
  return v;
}

void ArgStore::renumber_nodes(const std::vector<NodeId>& to) {
  if (!holds_refs_) return;
  for (ArgCell& c : cells_)
    if (c.kind == ArgKind::Node) c.bits = c.bits < to.size() ? to[c.bits] : kNoNode;
}

}  // namespace graphopt
