#include "io/json_out.hpp"

#include <charconv>
#include <cmath>

#include "io/number_format.hpp"
#include "io/printable.hpp"

namespace graphopt {

namespace {
// JSON text must be UTF-8: what the reader took in already is, but a name
// from the command line (an input file's) may hold any bytes; each byte
// that is not part of a well-formed sequence becomes U+FFFD.
void append_quoted(std::string& out, std::string_view s) {
  static const char* hex = "0123456789abcdef";
  out += '"';
  size_t run = 0;  // copy unescaped runs in one go
  for (size_t i = 0; i < s.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (c >= 0x20 && c < 0x80 && c != '"' && c != '\\') continue;
    if (c >= 0x80) {
      if (size_t n = utf8_length(s, i)) {
        i += n - 1;
        continue;
      }
      out.append(s.data() + run, i - run);
      run = i + 1;
      out += "\\ufffd";
      continue;
    }
    out.append(s.data() + run, i - run);
    run = i + 1;
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      default:
        out += "\\u00";
        out += hex[c >> 4];
        out += hex[c & 15];
    }
  }
  out.append(s.data() + run, s.size() - run);
  out += '"';
}
}  // namespace

JsonOut& JsonOut::string(std::string_view s) {
  append_quoted(buf_, s);
  maybe_flush();
  return *this;
}

JsonOut& JsonOut::integer(int64_t v) {
  char b[24];
  char* end = std::to_chars(b, b + sizeof b, v).ptr;
  buf_.append(b, static_cast<size_t>(end - b));
  return *this;
}

JsonOut& JsonOut::real(double v) {
  append_python_float(buf_, v);
  return *this;
}

JsonOut& JsonOut::dump_float(double v) {
  if (!std::isfinite(v)) {
    buf_ += "null";
    return *this;
  }
  char b[64];  // the size of dump()'s own buffer
  char* end = nlohmann::detail::to_chars(b, b + sizeof b, v);
  buf_.append(b, static_cast<size_t>(end - b));
  return *this;
}

JsonOut& JsonOut::value(const nlohmann::ordered_json& v) {
  using T = nlohmann::ordered_json::value_t;
  switch (v.type()) {
    case T::null: buf_ += "null"; break;
    case T::boolean: buf_ += v.get<bool>() ? "true" : "false"; break;
    case T::number_integer: integer(v.get<int64_t>()); break;
    case T::number_unsigned: buf_ += std::to_string(v.get<uint64_t>()); break;
    case T::number_float: {
      double d = v.get<double>();
      if (std::isfinite(d)) real(d);
      else buf_ += "null";  // JSON has no non-finite numbers; never read from text
      break;
    }
    case T::string: append_quoted(buf_, v.get_ref<const std::string&>()); break;
    case T::array: {
      buf_ += '[';
      bool first = true;
      for (const auto& x : v) {
        if (!first) buf_ += ", ";
        first = false;
        value(x);
      }
      buf_ += ']';
      break;
    }
    case T::object: {
      buf_ += '{';
      bool first = true;
      for (const auto& [k, x] : v.items()) {
        if (!first) buf_ += ", ";
        first = false;
        append_quoted(buf_, k);
        buf_ += ": ";
        value(x);
      }
      buf_ += '}';
      break;
    }
    default: buf_ += "null"; break;  // binary / discarded: never produced
  }
  maybe_flush();
  return *this;
}

void JsonOut::flush() {
  if (buf_.empty()) return;
  os_.write(buf_.data(), static_cast<std::streamsize>(buf_.size()));
  buf_.clear();
}

}  // namespace graphopt
