#include <catch2/catch.hpp>

#include <cmath>
#include <limits>

#include "ir/checked_math.hpp"

using namespace graphopt;

TEST_CASE("saturating int64 arithmetic clamps instead of wrapping", "[limits]") {
  CHECK(sat_add(1, 2) == 3);
  CHECK(sat_add(kInt64Max, 1) == kInt64Max);
  CHECK(sat_add(kInt64Min, -1) == kInt64Min);
  CHECK(sat_add(kInt64Max, -1) == kInt64Max - 1);
  CHECK(sat_mul(int64_t{1} << 56, int64_t{1} << 56) == kInt64Max);
  CHECK(sat_mul(-(int64_t{1} << 56), int64_t{1} << 56) == kInt64Min);
  CHECK(sat_mul(sat_mul(int64_t{1} << 56, int64_t{1} << 56), 0) == 0);  // a 0 dimension
  CHECK(sat_mul(6, 7) == 42);
  CHECK(sat_int64(1e300) == kInt64Max);
  CHECK(sat_int64(-1e300) == kInt64Min);
  CHECK(sat_int64(std::nan("")) == 0);
  CHECK(sat_int64(12.9) == 12);
}

TEST_CASE("shares of times are never nan", "[limits]") {
  const double inf = std::numeric_limits<double>::infinity();
  CHECK(share(1, 4, 0) == 0.25);
  CHECK(share(0, 0, 0) == 0);
  CHECK(share(5, 0, 1) == 1);
  CHECK(share(inf, inf, 0) == 0);
  CHECK(share(1, inf, 0) == 0);
  CHECK(share(std::nan(""), 1, 0) == 0);
  CHECK(share(8, 4, 0) == 1);  // clamped
}
