#include "analysis/tensor_size.hpp"

#include <unordered_map>

namespace graphopt {

std::optional<int64_t> dtype_size(std::string_view dtype) {
  static const std::unordered_map<std::string_view, int64_t> sizes = {
      {"float64", 8}, {"float32", 4}, {"float16", 2}, {"bfloat16", 2},
      {"complex128", 16}, {"complex64", 8}, {"complex32", 4},
      {"int64", 8}, {"int32", 4}, {"int16", 2}, {"int8", 1},
      {"uint64", 8}, {"uint32", 4}, {"uint16", 2}, {"uint8", 1}, {"bool", 1},
      {"float8_e4m3fn", 1}, {"float8_e5m2", 1}, {"float8_e4m3fnuz", 1}, {"float8_e5m2fnuz", 1},
      {"float8_e8m0fnu", 1}, {"float4_e2m1fn_x2", 1},
      {"qint8", 1}, {"quint8", 1}, {"qint32", 4}, {"quint4x2", 1}, {"quint2x4", 1},
      {"bits8", 1}, {"bits16", 2}, {"bits1x8", 1}, {"bits2x4", 1}, {"bits4x2", 1},
      // Older spellings torch still accepts.
      {"float", 4}, {"double", 8}, {"half", 2}, {"long", 8}, {"int", 4}, {"short", 2},
      {"cfloat", 8}, {"cdouble", 16}, {"chalf", 4},
  };
  auto it = sizes.find(dtype);
  if (it == sizes.end()) return std::nullopt;
  return it->second;
}

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
  if (!size) out.unknown_dtype = true;
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
      out.unknown_dtype |= s.unknown_dtype;
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
