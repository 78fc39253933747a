#pragma once
// The Arg tree of fx-json (docs/format.md, "Arg"), stored compactly.
//
// Every value in a node's args, kwargs and meta.val is a cell in the graph's
// ArgStore: 16 bytes, with lists, dicts, slices and tensor metas pointing at
// a run of child ids in a side array. Passes read cells through ArgView and
// build new values with ArgValue, an owning tree that is copied into the
// store in one go.
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ir/string_pool.hpp"

namespace graphopt {

using NodeId = uint32_t;
inline constexpr NodeId kNoNode = UINT32_MAX;
using ArgId = uint32_t;
inline constexpr ArgId kNoArg = UINT32_MAX;

enum class ArgKind : uint8_t {
  None,
  Bool,
  Int,
  Float,   // finite or not; non-finite ones are written as {"float": ...}
  Str,
  Node,    // {"node": name}
  List,
  Dict,    // {"dict": {...}}
  Dtype,   // {"dtype": "torch.float32"}
  Device,
  Layout,
  MemoryFormat,
  Slice,   // {"slice": [start, stop, step]}: three child args
  Sym,     // {"sym": "s0"}
  Repr,    // {"repr": "..."}: opaque
  Tensor,  // a TensorMeta in meta.val: children shape, dtype, stride, device
};


// The kinds whose cell holds a string (a Sym of the pool).
inline bool holds_string(ArgKind k) {
  switch (k) {
    case ArgKind::Str:
    case ArgKind::Dtype:
    case ArgKind::Device:
    case ArgKind::Layout:
    case ArgKind::MemoryFormat:
    case ArgKind::Sym:
    case ArgKind::Repr:
      return true;
    default:
      return false;
  }
}

struct ArgCell {
  uint64_t bits;  // int, double bits, Sym, NodeId, or offset into kids
  uint32_t aux;   // child count for List/Slice/Tensor, entry count for Dict
  ArgKind kind;
};

// Positions of a TensorMeta's children.
enum TensorField : uint32_t { kShape = 0, kDtype = 1, kStride = 2, kDevice = 3, kTensorFields = 4 };

class ArgStore;

// Read-only handle on one cell.
class ArgView {
 public:
  ArgView() = default;
  ArgView(const ArgStore* s, ArgId id) : store_(s), id_(id) {}

  bool valid() const { return store_ != nullptr && id_ != kNoArg; }
  ArgId id() const { return id_; }
  ArgKind kind() const;
  bool is(ArgKind k) const { return valid() && kind() == k; }

  bool as_bool() const;
  int64_t as_int() const;
  double as_double() const;  // Int or Float
  Sym sym() const;           // Str, Dtype, Device, Layout, MemoryFormat, Sym, Repr
  std::string_view str() const;
  NodeId node() const;

  // List, Slice and Tensor children; Dict values.
  uint32_t size() const;
  ArgView operator[](uint32_t i) const;
  // Dict entries.
  std::string_view key(uint32_t i) const;
  Sym key_sym(uint32_t i) const;
  ArgView value(uint32_t i) const;
  ArgView get(std::string_view key) const {  // invalid view when absent
    return size() == 0 ? ArgView() : find_key(key);
  }

 private:
  ArgView find_key(std::string_view key) const;

  const ArgStore* store_ = nullptr;
  ArgId id_ = kNoArg;
};

// Owning tree, for building values that passes then store.
struct ArgValue {
  ArgKind kind = ArgKind::None;
  int64_t i = 0;
  double f = 0;
  std::string s;
  NodeId node = kNoNode;
  std::vector<ArgValue> items;      // List, Slice, Tensor, Dict values
  std::vector<std::string> keys;    // Dict keys
  bool missing = false;             // an absent TensorMeta field (stride, device)

  static ArgValue none() { return {}; }
  static ArgValue absent() {
    ArgValue v;
    v.missing = true;
    return v;
  }
  static ArgValue boolean(bool b);
  static ArgValue integer(int64_t v);
  static ArgValue real(double v);
  static ArgValue string(std::string v, ArgKind k = ArgKind::Str);
  static ArgValue ref(NodeId n);
  static ArgValue list(std::vector<ArgValue> items = {});
  static ArgValue dict(std::vector<std::pair<std::string, ArgValue>> entries = {});
  static ArgValue int_list(const std::vector<int64_t>& v);
  // A TensorMeta; an empty device or an empty stride leaves that field out.
  static ArgValue tensor(const std::vector<int64_t>& shape, std::string dtype,
                         const std::vector<int64_t>& stride, std::string device);
};

class ArgStore {
 public:
  ArgStore(StringPool& pool) : pool_(&pool) {}
  // The same cells, their strings in `pool` (a copy of other's pool).
  ArgStore(const ArgStore& other, StringPool& pool) : ArgStore(other) { pool_ = &pool; }

  // From now on, a value equal to a cell already here (same kind and bits,
  // or same kind and children) is that cell: a million nodes with a few
  // dozen distinct shapes then hold a few dozen TensorMetas, which every
  // walk over meta.val finds in cache. Only for a store that is never
  // edited in place and holds no node references (the meta store: the
  // reader never puts a node reference in meta.val).
  void intern_cells() { intern_ = true; }

  StringPool& pool() const { return *pool_; }
  ArgView view(ArgId id) const { return ArgView(this, id); }
  const ArgCell& cell(ArgId id) const { return cells_[id]; }
  ArgCell& cell(ArgId id) { return cells_[id]; }
  uint32_t kid(uint64_t pos) const { return kids_[pos]; }
  uint32_t& kid(uint64_t pos) { return kids_[pos]; }

  ArgId add_scalar(ArgKind kind, uint64_t bits);
  ArgId add_int(int64_t v) { return add_scalar(ArgKind::Int, static_cast<uint64_t>(v)); }
  ArgId add_double(double v);
  ArgId add_string(ArgKind kind, std::string_view s) { return add_scalar(kind, pool_->intern(s)); }
  // Containers take their children as ids already in the store. For Dict,
  // `kids` holds key-Sym, value-id pairs.
  ArgId add_container(ArgKind kind, const uint32_t* kids, uint32_t n_kids);
  ArgId add(const ArgValue& v);
  ArgValue to_value(ArgId id) const;

  // Every node reference to old id i now names to[i] (kNoNode for ids
  // beyond it): Graph::compact.
  void renumber_nodes(const std::vector<NodeId>& to);

  size_t cell_count() const { return cells_.size(); }
  size_t memory_bytes() const {
    return cells_.capacity() * sizeof(ArgCell) + kids_.capacity() * sizeof(uint32_t) +
           interned_.capacity() * sizeof(ArgId);
  }

 private:
  StringPool* pool_;
  std::vector<ArgCell> cells_;
  std::vector<uint32_t> kids_;
  bool holds_refs_ = false;  // any Node cell ever added (meta stores rarely have one)
  ArgId empty_list_ = kNoArg, empty_dict_ = kNoArg;  // the shared empty containers
  // Interning: an open-addressing table of cell ids (kNoArg: empty slot),
  // a power of two in size, at most half full.
  bool intern_ = false;
  std::vector<ArgId> interned_;
  size_t interned_count_ = 0;
  uint64_t content_hash(ArgId id) const;
  bool same_content(ArgId id, ArgKind kind, uint64_t bits, const uint32_t* kids, uint32_t n_kids) const;
  // The slot where a cell with this content is, or would go.
  size_t intern_slot(uint64_t hash, ArgKind kind, uint64_t bits, const uint32_t* kids, uint32_t n_kids) const;
  void remember(size_t slot, ArgId id);
};

// The accessors walks call once per node or more, defined here so that
// they inline.
inline ArgKind ArgView::kind() const { return store_->cell(id_).kind; }
inline bool ArgView::as_bool() const { return store_->cell(id_).bits != 0; }
inline int64_t ArgView::as_int() const { return static_cast<int64_t>(store_->cell(id_).bits); }
inline Sym ArgView::sym() const { return static_cast<Sym>(store_->cell(id_).bits); }
inline NodeId ArgView::node() const { return static_cast<NodeId>(store_->cell(id_).bits); }
inline uint32_t ArgView::size() const {
  if (!valid()) return 0;
  const ArgCell& c = store_->cell(id_);
  switch (c.kind) {
    case ArgKind::List:
    case ArgKind::Slice:
    case ArgKind::Tensor:
    case ArgKind::Dict:
      return c.aux;
    default:
      return 0;
  }
}
inline Sym ArgView::key_sym(uint32_t i) const { return store_->kid(store_->cell(id_).bits + 2 * i); }
inline ArgView ArgView::value(uint32_t i) const {
  return ArgView(store_, store_->kid(store_->cell(id_).bits + 2 * i + 1));
}
inline ArgView ArgView::operator[](uint32_t i) const {
  const ArgCell& c = store_->cell(id_);
  if (c.kind == ArgKind::Dict) return value(i);
  return ArgView(store_, store_->kid(c.bits + i));
}

// Calls f(ArgId of the cell) for every Node-reference cell under `id`, in
// document order.
template <class F>
void for_each_ref(const ArgStore& s, ArgId id, F&& f) {
  if (id == kNoArg) return;
  const ArgCell& c = s.cell(id);
  switch (c.kind) {
    case ArgKind::Node:
      f(id);
      break;
    case ArgKind::List:
    case ArgKind::Slice:
      for (uint32_t i = 0; i < c.aux; ++i) for_each_ref(s, s.kid(c.bits + i), f);
      break;
    case ArgKind::Dict:
      for (uint32_t i = 0; i < c.aux; ++i) for_each_ref(s, s.kid(c.bits + 2 * i + 1), f);
      break;
    default:
      break;
  }
}

}  // namespace graphopt
