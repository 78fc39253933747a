#include "io/decimal.hpp"

#include <charconv>
#include <cstdio>

namespace graphopt {

namespace {
// from_chars takes no '+'; a typed "+2" is a number all the same.
std::string_view without_plus(std::string_view s) {
  return s.size() > 1 && s[0] == '+' && s[1] != '-' ? s.substr(1) : s;
}

template <typename T, typename... Format>
std::errc parse_whole(std::string_view s, T& v, Format... format) {
  s = without_plus(s);
  if (s.empty()) return std::errc::invalid_argument;
  auto r = std::from_chars(s.data(), s.data() + s.size(), v, format...);
  if (r.ec == std::errc() && r.ptr != s.data() + s.size()) return std::errc::invalid_argument;
  return r.ec;
}
}  // namespace

std::errc parse_decimal_int(std::string_view s, int64_t& v) { return parse_whole(s, v); }

std::string out_of_range(std::string_view typed, double lo, double hi) {
  char bounds[96];
  std::snprintf(bounds, sizeof bounds, " is out of range [%.15g, %.15g]", lo, hi);
  return std::string(typed) + bounds;
}

std::errc parse_decimal_float(std::string_view s, double& v) {
  // chars_format::general: no hex. It reads "inf" and "nan", which are not
  // what a user means by a number here.
  for (char c : s)
    if (c == 'i' || c == 'I' || c == 'n' || c == 'N') return std::errc::invalid_argument;
  return parse_whole(s, v, std::chars_format::general);
}

}  // namespace graphopt
