#pragma once
// How graphopt reads a number a user typed (a command-line flag, a pass
// option): decimal only, as JSON writes numbers. "010" is ten, never the
// octal eight; "0x10", "inf" and "nan" are not numbers.
#include <cstdint>
#include <string>
#include <string_view>
#include <system_error>

namespace graphopt {

// The whole text: a sign ('+' or '-'), digits. std::errc{} when read;
// invalid_argument for anything else; result_out_of_range past int64.
std::errc parse_decimal_int(std::string_view s, int64_t& v);
// The whole text: a sign, digits with an optional point, an optional
// exponent. result_out_of_range past a double's range ("1e400").
std::errc parse_decimal_float(std::string_view s, double& v);

// "`typed` is out of range [lo, hi]", the number as the user typed it and
// the bounds in their shortest form: the one wording of every range error.
std::string out_of_range(std::string_view typed, double lo, double hi);

}  // namespace graphopt
