#include "analysis/tensor_size.hpp"

#include "ir/checked_math.hpp"

namespace graphopt {

namespace {
// Sizes saturate rather than wrap: the reader bounds each tensor (2^56
// elements), not their sum, and a shape with a 0 can hide huge other
// dimensions, and a list can repeat a tensor.
template <class DtypeSize>
void add_tensor(ArgView t, int64_t sym_hint, DtypeSize&& dtype_size_of, TensorSize& out) {
  ArgView shape = t[kShape];
  int64_t numel = 1;
  for (uint32_t i = 0; i < shape.size(); ++i) {
    ArgView d = shape[i];
    if (d.kind() == ArgKind::Int) {
      numel = sat_mul(numel, d.as_int());
    } else {
      numel = sat_mul(numel, sym_hint);
      out.symbolic = true;
    }
  }
  ArgView dt = t[kDtype];
  std::optional<int64_t> size = dt.valid() ? dtype_size_of(dt) : std::nullopt;
  out.numel = sat_add(out.numel, numel);
  out.bytes = sat_add(out.bytes, sat_mul(numel, size.value_or(0)));
  out.tensors += 1;
}

template <class DtypeSize>
TensorSize size_of(ArgView val, int64_t sym_hint, DtypeSize&& dtype_size_of) {
  TensorSize out;
  if (!val.valid()) return out;
  if (val.kind() == ArgKind::Tensor) {
    add_tensor(val, sym_hint, dtype_size_of, out);
  } else if (val.kind() == ArgKind::List) {
    for (uint32_t i = 0; i < val.size(); ++i) {
      TensorSize s = size_of(val[i], sym_hint, dtype_size_of);
      out.numel = sat_add(out.numel, s.numel);
      out.bytes = sat_add(out.bytes, s.bytes);
      out.symbolic |= s.symbolic;
      out.tensors += s.tensors;
    }
  }
  return out;
}
}  // namespace

TensorSize tensor_size(const Graph&, ArgView val, int64_t sym_hint) {
  return size_of(val, sym_hint, [](ArgView dt) { return dtype_size(dt.str()); });
}

OutputSizes::OutputSizes(const Graph& g, int64_t sym_hint) : sizes_(g.capacity()) {
  // A graph has a handful of dtypes: remember their sizes by symbol.
  std::vector<std::pair<Sym, std::optional<int64_t>>> known;
  auto dtype_size_of = [&](ArgView dt) {
    for (const auto& [sym, size] : known)
      if (sym == dt.sym()) return size;
    known.push_back({dt.sym(), dtype_size(dt.str())});
    return known.back().second;
  };
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) {
    sizes_[n] = size_of(g.val(n), sym_hint, dtype_size_of);
    symbolic_ |= sizes_[n].symbolic;
  }
}

bool is_contiguous(const Graph&, ArgView t) {
  if (!t.is(ArgKind::Tensor)) return false;
  ArgView shape = t[kShape], stride = t[kStride];
  if (!stride.valid()) return true;
  int64_t expected = 1;
  for (uint32_t i = shape.size(); i-- > 0;) {
    if (shape[i].kind() != ArgKind::Int || stride[i].kind() != ArgKind::Int) return false;
    int64_t size = shape[i].as_int();
    if (size != 1 && stride[i].as_int() != expected) return false;
    expected = sat_mul(expected, size);
  }
  return true;
}

}  // namespace graphopt
