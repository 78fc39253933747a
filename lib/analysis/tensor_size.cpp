#include "analysis/tensor_size.hpp"

namespace graphopt {

namespace {
void add_tensor(const Graph& g, ArgView t, int64_t sym_hint, TensorSize& out) {
  ArgView shape = t[kShape];
  int64_t numel = 1;
  for (uint32_t i = 0; i < shape.size(); ++i) {
    ArgView d = shape[i];
    if (d.kind() == ArgKind::Int) {
      numel *= d.as_int();
    } else {
      numel *= sym_hint;
      out.symbolic = true;
    }
  }
  ArgView dt = t[kDtype];
  std::optional<int64_t> size = dt.valid() ? dtype_size(dt.str()) : std::nullopt;
  out.numel += numel;
  out.bytes += numel * size.value_or(0);
  out.tensors += 1;
  (void)g;
}
}  // namespace

TensorSize tensor_size(const Graph& g, ArgView val, int64_t sym_hint) {
  TensorSize out;
  if (!val.valid()) return out;
  if (val.kind() == ArgKind::Tensor) {
    add_tensor(g, val, sym_hint, out);
  } else if (val.kind() == ArgKind::List) {
    for (uint32_t i = 0; i < val.size(); ++i) {
      TensorSize s = tensor_size(g, val[i], sym_hint);
      out.numel += s.numel;
      out.bytes += s.bytes;
      out.symbolic |= s.symbolic;
      out.tensors += s.tensors;
    }
  }
  return out;
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
    expected *= size;
  }
  return true;
}

}  // namespace graphopt
