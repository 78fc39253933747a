#include "ir/dtype.hpp"

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
      // Sub-byte types (torch 2.3+); torch gives them an itemsize of 1.
      {"uint1", 1}, {"uint2", 1}, {"uint3", 1}, {"uint4", 1}, {"uint5", 1}, {"uint6", 1}, {"uint7", 1},
      {"int1", 1}, {"int2", 1}, {"int3", 1}, {"int4", 1}, {"int5", 1}, {"int6", 1}, {"int7", 1},
      // Older spellings torch still accepts.
      {"float", 4}, {"double", 8}, {"half", 2}, {"long", 8}, {"int", 4}, {"short", 2},
      {"cfloat", 8}, {"cdouble", 16}, {"chalf", 4},
  };
  auto it = sizes.find(dtype);
  if (it == sizes.end()) return std::nullopt;
  return it->second;
}

}  // namespace graphopt
