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

bool plain(std::string_view name) {
  for (size_t i = 0; i < name.size();) {
    const unsigned char c = static_cast<unsigned char>(name[i]);
    if (c == '\\' || is_control(c)) return false;
    const size_t n = c < 0x80 ? 1 : utf8_length(name, i);
    if (n == 0) return false;
    i += n;
  }
  return true;
}

}  // namespace

size_t utf8_length(std::string_view s, size_t i) {
  auto byte = [&](size_t k) { return i + k < s.size() ? static_cast<unsigned char>(s[i + k]) : 0u; };
  auto cont = [&](size_t k, unsigned lo = 0x80, unsigned hi = 0xBF) { return byte(k) >= lo && byte(k) <= hi; };
  const unsigned c = byte(0);
  if (c >= 0xC2 && c <= 0xDF) return cont(1) ? 2 : 0;
  if (c >= 0xE0 && c <= 0xEF) {
    const bool second = c == 0xE0 ? cont(1, 0xA0) : c == 0xED ? cont(1, 0x80, 0x9F) : cont(1);
    return second && cont(2) ? 3 : 0;
  }
  if (c >= 0xF0 && c <= 0xF4) {
    const bool second = c == 0xF0 ? cont(1, 0x90) : c == 0xF4 ? cont(1, 0x80, 0x8F) : cont(1);
    return second && cont(2) && cont(3) ? 4 : 0;
  }
  return 0;
}

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
    } else if (c < 0x80) {
      out += static_cast<char>(c);
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

std::string escape_controls(std::string text) {
  if (!has_controls(text)) return text;
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
