// How a number a user typed is read (flags and pass options): decimal only.
#include <catch2/catch.hpp>

#include "io/decimal.hpp"

using graphopt::out_of_range;
using graphopt::parse_decimal_float;
using graphopt::parse_decimal_int;

TEST_CASE("integers are decimal: 010 is ten, never octal", "[decimal]") {
  int64_t v = 0;
  CHECK(parse_decimal_int("010", v) == std::errc());
  CHECK(v == 10);
  CHECK(parse_decimal_int("+7", v) == std::errc());
  CHECK(v == 7);
  CHECK(parse_decimal_int("-0", v) == std::errc());
  CHECK(v == 0);
  for (const char* bad : {"", "+", "-", "+-1", "0x10", "1_0", "0b11", "1.5", "2e0", " 2", "2 "})
    CHECK(parse_decimal_int(bad, v) == std::errc::invalid_argument);
  CHECK(parse_decimal_int("99999999999999999999", v) == std::errc::result_out_of_range);
}

TEST_CASE("numbers are decimal and finite: no hex, inf or nan", "[decimal]") {
  double v = 0;
  CHECK(parse_decimal_float("2.5e-1", v) == std::errc());
  CHECK(v == 0.25);
  CHECK(parse_decimal_float("-.5", v) == std::errc());
  CHECK(v == -0.5);
  CHECK(parse_decimal_float("010", v) == std::errc());
  CHECK(v == 10);
  for (const char* bad : {"", ".", "1e", "0x10", "0x1p3", "inf", "-inf", "nan", "Infinity", "1_0"})
    CHECK(parse_decimal_float(bad, v) == std::errc::invalid_argument);
  CHECK(parse_decimal_float("1e400", v) == std::errc::result_out_of_range);
}

TEST_CASE("a range error shows the number as typed", "[decimal]") {
  CHECK(out_of_range("1e9", 0.001, 1000) == "1e9 is out of range [0.001, 1000]");
  CHECK(out_of_range("99999999999999999999", 1, 1048576) == "99999999999999999999 is out of range [1, 1048576]");
}
