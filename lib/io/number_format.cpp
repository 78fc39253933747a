#include "io/number_format.hpp"

#include <charconv>
#include <cmath>
#include <cstdlib>

namespace graphopt {

void append_python_float(std::string& out, double x) {
  if (std::isnan(x)) {
    out += "nan";
    return;
  }
  if (std::isinf(x)) {
    out += x < 0 ? "-inf" : "inf";
    return;
  }
  if (x == 0) {
    out += std::signbit(x) ? "-0.0" : "0.0";
    return;
  }
  // Shortest round-trip digits, in scientific form: [-]d[.ddd]e[+-]XX
  char buf[64];
  auto r = std::to_chars(buf, buf + sizeof buf, x, std::chars_format::scientific);
  std::string_view sci(buf, r.ptr - buf);
  bool neg = sci[0] == '-';
  if (neg) sci.remove_prefix(1);
  size_t e = sci.find('e');
  std::string digits;
  for (char c : sci.substr(0, e))
    if (c != '.') digits += c;
  int exp10 = std::atoi(std::string(sci.substr(e + 1)).c_str());
  if (neg) out += '-';
  if (exp10 >= -4 && exp10 < 16) {  // where Python uses fixed notation
    if (exp10 < 0) {
      out += "0.";
      out.append(static_cast<size_t>(-exp10 - 1), '0');
      out += digits;
    } else if (static_cast<size_t>(exp10) + 1 >= digits.size()) {
      out += digits;
      out.append(static_cast<size_t>(exp10) + 1 - digits.size(), '0');
      out += ".0";
    } else {
      out += digits.substr(0, static_cast<size_t>(exp10) + 1);
      out += '.';
      out += digits.substr(static_cast<size_t>(exp10) + 1);
    }
    return;
  }
  out += digits[0];
  if (digits.size() > 1) {
    out += '.';
    out += digits.substr(1);
  }
  out += 'e';
  out += exp10 < 0 ? '-' : '+';
  int a = std::abs(exp10);
  if (a < 10) out += '0';
  out += std::to_string(a);
}

std::string python_float(double x) {
  std::string s;
  append_python_float(s, x);
  return s;
}

}  // namespace graphopt
