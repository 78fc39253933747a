#include "io/printable.hpp"

#include <cstdio>

namespace graphopt {
namespace {

bool is_control(unsigned char c) { return c < 0x20 || c == 0x7f; }

void append_hex(std::string& out, unsigned char c) {
  char buf[5];
  std::snprintf(buf, sizeof buf, "\\x%02x", c);
  out += buf;
}

// The length of the valid UTF-8 sequence at s[i], or 0 when it is not one
// (overlong forms, surrogates and code points past U+10FFFF included).
size_t utf8_length(std::string_view s, size_t i) {
  const auto b = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char c = b(i);
  if (c < 0x80) return 1;
  size_t n = c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 : c >= 0xf0 && c <= 0xf4 ? 4 : 0;
  if (n == 0 || i + n > s.size()) return 0;
  for (size_t k = 1; k < n; ++k)
    if ((b(i + k) & 0xc0) != 0x80) return 0;
  const unsigned char d = b(i + 1);
  if ((c == 0xe0 && d < 0xa0) || (c == 0xed && d > 0x9f) || (c == 0xf0 && d < 0x90) || (c == 0xf4 && d > 0x8f))
    return 0;
  return n;
}

bool plain(std::string_view name) {
  for (size_t i = 0; i < name.size();) {
    const unsigned char c = static_cast<unsigned char>(name[i]);
    if (c == '\\' || is_control(c)) return false;
    const size_t n = utf8_length(name, i);
    if (n == 0) return false;
    i += n;
  }
  return true;
}

}  // namespace

std::string printable_name(std::string_view name) {
  if (plain(name)) return std::string(name);
  std::string out;
  out.reserve(name.size() + 8);
  for (size_t i = 0; i < name.size();) {
    const unsigned char c = static_cast<unsigned char>(name[i]);
    if (c == '\\') {
      out += "\\\\";
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\t') {
      out += "\\t";
    } else if (is_control(c)) {
      append_hex(out, c);
    } else if (const size_t n = utf8_length(name, i); n == 0) {
      append_hex(out, c);
    } else {
      out.append(name.substr(i, n));
      i += n;
      continue;
    }
    ++i;
  }
  return out;
}

bool has_controls(std::string_view text) {
  for (char ch : text) {
    const unsigned char c = static_cast<unsigned char>(ch);
    if (is_control(c) && c != '\n' && c != '\t') return true;
  }
  return false;
}

std::string escape_controls(std::string_view text) {
  if (!has_controls(text)) return std::string(text);
  std::string out;
  out.reserve(text.size() + 16);
  for (char ch : text) {
    const unsigned char c = static_cast<unsigned char>(ch);
    if (is_control(c) && c != '\n' && c != '\t')
      append_hex(out, c);
    else
      out += ch;
  }
  return out;
}

}  // namespace graphopt
