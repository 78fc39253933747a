#include "io/json_cursor.hpp"

#include <algorithm>
#include <charconv>
#include <cstring>

namespace graphopt {

int64_t TextPos::column() const {
  int64_t col = 1;
  for (const char* c = line_start; c < at; ++c)
    if ((static_cast<unsigned char>(*c) & 0xC0) != 0x80) ++col;
  return col;
}

std::vector<TextPos> text_pos_at(std::string_view text, const std::vector<const char*>& at) {
  std::vector<size_t> order;  // the non-null ones, in text order
  for (size_t i = 0; i < at.size(); ++i)
    if (at[i]) order.push_back(i);
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return at[a] < at[b]; });
  std::vector<TextPos> out(at.size());
  TextPos p{1, text.data(), text.data()};
  if (text.size() >= 3 && std::memcmp(text.data(), "\xEF\xBB\xBF", 3) == 0) p.line_start += 3;
  for (size_t i : order) {
    for (; p.at < at[i]; ++p.at)
      if (*p.at == '\n') ++p.line, p.line_start = p.at + 1;
    out[i] = p;
  }
  return out;
}

const char* json_type_name(JsonType t) {
  switch (t) {
    case JsonType::Object: return "an object";
    case JsonType::Array: return "a list";
    case JsonType::String: return "a string";
    case JsonType::Number: return "a number";
    case JsonType::True:
    case JsonType::False: return "a boolean";
    case JsonType::Null: return "null";
    case JsonType::End: return "end of file";
  }
  return "?";
}

JsonCursor::JsonCursor(std::string_view text)
    : begin_(text.data()), p_(text.data()), end_(text.data() + text.size()), line_start_(text.data()) {
  // A UTF-8 byte order mark is allowed and ignored.
  if (text.size() >= 3 && std::memcmp(p_, "\xEF\xBB\xBF", 3) == 0) p_ += 3, line_start_ = p_;
}

void JsonCursor::skip_ws() {
  while (p_ < end_) {
    char c = *p_;
    if (c == ' ' || c == '\t' || c == '\r') {
      ++p_;
    } else if (c == '\n') {
      ++p_;
      ++line_;
      line_start_ = p_;
    } else {
      break;
    }
  }
}

TextPos JsonCursor::pos() {
  skip_ws();
  return TextPos{line_, line_start_, p_};
}

JsonType JsonCursor::peek() {
  skip_ws();
  if (p_ >= end_) return JsonType::End;
  switch (*p_) {
    case '{': return JsonType::Object;
    case '[': return JsonType::Array;
    case '"': return JsonType::String;
    case 't': return JsonType::True;
    case 'f': return JsonType::False;
    case 'n': return JsonType::Null;
    default:
      if (*p_ == '-' || (*p_ >= '0' && *p_ <= '9')) return JsonType::Number;
      unexpected("a JSON value");
  }
}

void JsonCursor::unexpected(const char* expected) {
  skip_ws();
  if (p_ >= end_) fail(std::string("unexpected end of file, expected ") + expected);
  unsigned char c = static_cast<unsigned char>(*p_);
  std::string got;
  if (c >= 0x20 && c < 0x7F) got = std::string("'") + static_cast<char>(c) + "'";
  else {
    char buf[8];
    std::snprintf(buf, sizeof buf, "0x%02X", c);
    got = std::string("byte ") + buf;
  }
  fail("expected " + std::string(expected) + ", found " + got);
}

void JsonCursor::expect(char c, const char* context) {
  skip_ws();
  if (p_ < end_ && *p_ == c) {
    ++p_;
    return;
  }
  unexpected(context);
}

void JsonCursor::begin_object() {
  expect('{', "'{'");
  first_stack_.push_back(0);
  if (first_stack_.size() > static_cast<size_t>(kMaxDepth))
    fail("nesting deeper than " + std::to_string(kMaxDepth) + " levels");
}

bool JsonCursor::next_key(std::string_view& key, TextPos* at) {
  skip_ws();
  char& started = first_stack_.back();
  if (p_ < end_ && *p_ == '}') {
    ++p_;
    first_stack_.pop_back();
    return false;
  }
  if (started) expect(',', "',' or '}'");
  else if (p_ >= end_ || *p_ != '"') unexpected("a key string or '}'");
  started = 1;
  skip_ws();
  if (p_ >= end_ || *p_ != '"') unexpected("a key string");
  if (at) *at = TextPos{line_, line_start_, p_};
  key = string();
  expect(':', "':'");
  return true;
}

void JsonCursor::begin_array() {
  expect('[', "'['");
  first_stack_.push_back(0);
  if (first_stack_.size() > static_cast<size_t>(kMaxDepth))
    fail("nesting deeper than " + std::to_string(kMaxDepth) + " levels");
}

bool JsonCursor::next_element() {
  skip_ws();
  char& started = first_stack_.back();
  if (p_ < end_ && *p_ == ']') {
    ++p_;
    first_stack_.pop_back();
    return false;
  }
  if (started) expect(',', "',' or ']'");
  started = 1;
  return true;
}

namespace {

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

void append_utf8(std::string& out, uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

// Length of the valid UTF-8 sequence at p (lead byte >= 0x80), or 0.
size_t utf8_sequence(const unsigned char* p, const unsigned char* end) {
  auto cont = [&](size_t i, unsigned char lo = 0x80, unsigned char hi = 0xBF) {
    return p + i < end && p[i] >= lo && p[i] <= hi;
  };
  unsigned char c = p[0];
  if (c >= 0xC2 && c <= 0xDF) return cont(1) ? 2 : 0;
  if (c == 0xE0) return cont(1, 0xA0) && cont(2) ? 3 : 0;
  if ((c >= 0xE1 && c <= 0xEC) || c == 0xEE || c == 0xEF) return cont(1) && cont(2) ? 3 : 0;
  if (c == 0xED) return cont(1, 0x80, 0x9F) && cont(2) ? 3 : 0;
  if (c == 0xF0) return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0;
  if (c >= 0xF1 && c <= 0xF3) return cont(1) && cont(2) && cont(3) ? 4 : 0;
  if (c == 0xF4) return cont(1, 0x80, 0x8F) && cont(2) && cont(3) ? 4 : 0;
  return 0;
}

}  // namespace

void JsonCursor::too_long(const char* start) {
  // A string holds no raw newline, so it ends on the line it starts on.
  fail(TextPos{line_, line_start_, start - 1},
       "string longer than " + std::to_string(kMaxString >> 20) + " MiB (a limit that keeps memory bounded)");
}

std::string_view JsonCursor::string() {
  expect('"', "a string");
  const char* start = p_;
  // Fast path: no escapes, so the view points into the input.
  for (;;) {
    if (p_ >= end_) fail(TextPos{line_, line_start_, start - 1}, "unterminated string");
    unsigned char c = static_cast<unsigned char>(*p_);
    if (c == '"') {
      std::string_view v(start, p_ - start);
      if (v.size() > kMaxString) too_long(start);
      ++p_;
      return v;
    }
    if (c == '\\') break;
    if (c < 0x20) fail(TextPos{line_, line_start_, p_}, "control character in string (must be escaped)");
    if (c >= 0x80) {
      size_t n = utf8_sequence(reinterpret_cast<const unsigned char*>(p_),
                               reinterpret_cast<const unsigned char*>(end_));
      if (n == 0) fail(TextPos{line_, line_start_, p_}, "invalid UTF-8 in string");
      p_ += n;
    } else {
      ++p_;
    }
  }
  // Slow path: decode into scratch.
  scratch_.assign(start, p_ - start);
  for (;;) {
    if (p_ >= end_) fail(TextPos{line_, line_start_, start - 1}, "unterminated string");
    unsigned char c = static_cast<unsigned char>(*p_);
    if (c == '"') {
      if (scratch_.size() > kMaxString) too_long(start);
      ++p_;
      return scratch_;
    }
    if (c < 0x20) fail(TextPos{line_, line_start_, p_}, "control character in string (must be escaped)");
    if (c >= 0x80) {
      size_t n = utf8_sequence(reinterpret_cast<const unsigned char*>(p_),
                               reinterpret_cast<const unsigned char*>(end_));
      if (n == 0) fail(TextPos{line_, line_start_, p_}, "invalid UTF-8 in string");
      scratch_.append(p_, n);
      p_ += n;
      continue;
    }
    if (c != '\\') {
      scratch_ += static_cast<char>(c);
      ++p_;
      continue;
    }
    const char* esc = p_;
    if (p_ + 1 >= end_) fail(TextPos{line_, line_start_, start - 1}, "unterminated string");
    char e = p_[1];
    p_ += 2;
    switch (e) {
      case '"': scratch_ += '"'; break;
      case '\\': scratch_ += '\\'; break;
      case '/': scratch_ += '/'; break;
      case 'b': scratch_ += '\b'; break;
      case 'f': scratch_ += '\f'; break;
      case 'n': scratch_ += '\n'; break;
      case 'r': scratch_ += '\r'; break;
      case 't': scratch_ += '\t'; break;
      case 'u': {
        auto read4 = [&](const char* q) -> int32_t {
          if (end_ - q < 4) return -1;
          int32_t v = 0;
          for (int i = 0; i < 4; ++i) {
            int h = hex_digit(q[i]);
            if (h < 0) return -1;
            v = v * 16 + h;
          }
          return v;
        };
        int32_t cp = read4(p_);
        if (cp < 0) fail(TextPos{line_, line_start_, esc}, "invalid \\u escape");
        p_ += 4;
        if (cp >= 0xD800 && cp <= 0xDBFF) {
          int32_t lo = (end_ - p_ >= 6 && p_[0] == '\\' && p_[1] == 'u') ? read4(p_ + 2) : -1;
          if (lo < 0xDC00 || lo > 0xDFFF)
            fail(TextPos{line_, line_start_, esc}, "invalid \\u escape: unpaired surrogate");
          p_ += 6;
          cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
        } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
          fail(TextPos{line_, line_start_, esc}, "invalid \\u escape: unpaired surrogate");
        }
        append_utf8(scratch_, static_cast<uint32_t>(cp));
        break;
      }
      default:
        fail(TextPos{line_, line_start_, esc}, std::string("invalid escape '\\") + e + "' in string");
    }
  }
}

JsonNumber JsonCursor::number() {
  skip_ws();
  TextPos at{line_, line_start_, p_};
  const char* s = p_;
  auto digits = [&] {
    const char* d = p_;
    while (p_ < end_ && *p_ >= '0' && *p_ <= '9') ++p_;
    return p_ - d;
  };
  if (p_ < end_ && *p_ == '-') ++p_;
  if (p_ < end_ && *p_ == '0') {
    ++p_;
  } else if (digits() == 0) {
    fail(at, "invalid number");
  }
  bool is_int = true;
  if (p_ < end_ && *p_ == '.') {
    ++p_;
    is_int = false;
    if (digits() == 0) fail(at, "invalid number: digits expected after '.'");
  }
  if (p_ < end_ && (*p_ == 'e' || *p_ == 'E')) {
    ++p_;
    is_int = false;
    if (p_ < end_ && (*p_ == '+' || *p_ == '-')) ++p_;
    if (digits() == 0) fail(at, "invalid number: digits expected in exponent");
  }
  JsonNumber n;
  n.is_int = is_int;
  if (is_int) {
    auto r = std::from_chars(s, p_, n.i);
    if (r.ec != std::errc()) fail(at, "integer out of range (must fit in 64 bits)");
    n.d = static_cast<double>(n.i);
  } else {
    auto r = std::from_chars(s, p_, n.d);
    if (r.ec == std::errc::result_out_of_range) {
      // Underflow to zero is harmless; overflow is not.
      bool neg_exp = false;
      for (const char* q = s; q < p_; ++q)
        if ((*q == 'e' || *q == 'E') && q + 1 < p_ && q[1] == '-') neg_exp = true;
      if (!neg_exp) fail(at, "number out of range");
      n.d = *s == '-' ? -0.0 : 0.0;
    } else if (r.ec != std::errc()) {
      fail(at, "invalid number");
    }
  }
  return n;
}

void JsonCursor::literal(const char* word) {
  skip_ws();
  size_t n = std::strlen(word);
  if (static_cast<size_t>(end_ - p_) >= n && std::memcmp(p_, word, n) == 0) {
    p_ += n;
    return;
  }
  fail("invalid literal (expected '" + std::string(word) + "')");
}

bool JsonCursor::boolean() {
  if (peek() == JsonType::True) {
    literal("true");
    return true;
  }
  literal("false");
  return false;
}

void JsonCursor::null() { literal("null"); }

void JsonCursor::skip() {
  switch (peek()) {
    case JsonType::Object: {
      begin_object();
      std::string_view k;
      while (next_key(k)) skip();
      break;
    }
    case JsonType::Array:
      begin_array();
      while (next_element()) skip();
      break;
    case JsonType::String: string(); break;
    case JsonType::Number: number(); break;
    case JsonType::True:
    case JsonType::False: boolean(); break;
    case JsonType::Null: null(); break;
    case JsonType::End: unexpected("a JSON value");
  }
}

ObjectBuilder::ObjectBuilder(nlohmann::ordered_json& obj) : obj_(obj) {
  if (obj_.is_null()) obj_ = nlohmann::ordered_json::object();
  for (const auto& kv : obj_.items()) seen_.insert(kv.key());
}

void append_new_key(nlohmann::ordered_json& obj, std::string key, nlohmann::ordered_json value) {
  if (obj.is_null()) obj = nlohmann::ordered_json::object();
  auto& map = obj.get_ref<nlohmann::ordered_json::object_t&>();
  // The vector under the ordered map: its emplace_back does not search.
  static_cast<nlohmann::ordered_json::object_t::Container&>(map).emplace_back(std::move(key), std::move(value));
}

bool ObjectBuilder::add(std::string key, nlohmann::ordered_json value) {
  if (!seen_.insert(key).second) return false;
  append_new_key(obj_, std::move(key), std::move(value));
  return true;
}

nlohmann::ordered_json JsonCursor::value() {
  switch (peek()) {
    case JsonType::Object: {
      nlohmann::ordered_json obj = nlohmann::ordered_json::object();
      ObjectBuilder keys(obj);
      begin_object();
      std::string_view k;
      TextPos kp;
      while (next_key(k, &kp)) {
        std::string key(k);
        if (!keys.add(key, value())) fail(kp, "duplicate key \"" + key + "\"");
      }
      return obj;
    }
    case JsonType::Array: {
      nlohmann::ordered_json arr = nlohmann::ordered_json::array();
      begin_array();
      while (next_element()) arr.push_back(value());
      return arr;
    }
    case JsonType::String: return std::string(string());
    case JsonType::Number: {
      JsonNumber n = number();
      if (n.is_int) return n.i;
      return n.d;
    }
    case JsonType::True:
    case JsonType::False: return boolean();
    case JsonType::Null: null(); return nullptr;
    case JsonType::End: break;
  }
  unexpected("a JSON value");
}

void JsonCursor::expect_end() {
  skip_ws();
  if (p_ < end_) fail("unexpected content after the end of the document");
}

}  // namespace graphopt
