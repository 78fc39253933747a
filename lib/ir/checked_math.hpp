#pragma once
// Arithmetic on sizes and times that cannot overflow. Inputs are range
// checked when read (io/limits.hpp), but values combine (sums over lists,
// products with a group size, buffers that passes create), so every sum or
// product of sizes goes through these: int64 saturates instead of wrapping
// (undefined behaviour), and shares of times are never nan.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

namespace graphopt {

inline constexpr int64_t kInt64Max = std::numeric_limits<int64_t>::max();
inline constexpr int64_t kInt64Min = std::numeric_limits<int64_t>::min();

// a + b, clamped to the int64 range.
inline int64_t sat_add(int64_t a, int64_t b) {
  int64_t r;
  if (!__builtin_add_overflow(a, b, &r)) return r;
  return b > 0 ? kInt64Max : kInt64Min;
}

// a * b, clamped to the int64 range.
inline int64_t sat_mul(int64_t a, int64_t b) {
  int64_t r;
  if (!__builtin_mul_overflow(a, b, &r)) return r;
  return (a < 0) != (b < 0) ? kInt64Min : kInt64Max;
}

// A double as int64, clamped (a plain cast of an out-of-range double is
// undefined behaviour); nan gives 0.
inline int64_t sat_int64(double x) {
  if (std::isnan(x)) return 0;
  if (x >= 9.2233720368547758e18) return kInt64Max;
  if (x <= -9.2233720368547758e18) return kInt64Min;
  return static_cast<int64_t>(x);
}

// part / whole in [0, 1]; `if_none` when whole is 0 (or either is not
// finite), so that a percentage printed from it is never nan.
inline double share(double part, double whole, double if_none) {
  if (!(whole > 0) || !std::isfinite(whole) || !std::isfinite(part)) return if_none;
  return std::clamp(part / whole, 0.0, 1.0);
}

}  // namespace graphopt
