#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "io/json_cursor.hpp"
#include "io/number_format.hpp"

using namespace graphopt;

namespace {
std::string syntax_error(const std::string& text) {
  try {
    JsonCursor c(text);
    c.value();
    c.expect_end();
  } catch (const JsonSyntaxError& e) {
    return std::to_string(e.pos.line) + ":" + std::to_string(e.pos.column()) + " " + e.what();
  }
  return "";
}
}  // namespace

TEST_CASE("cursor decodes strings, escapes and UTF-8", "[io]") {
  JsonCursor c(R"(["plain", "a\"b\\c\/\n\t", "\u00e9\u4e2d", "\ud83d\ude00", "é中"])");
  auto v = c.value();
  CHECK(v[0] == "plain");
  CHECK(v[1] == "a\"b\\c/\n\t");
  CHECK(v[2] == "\xC3\xA9\xE4\xB8\xAD");
  CHECK(v[3] == "\xF0\x9F\x98\x80");
  CHECK(v[4] == "é中");
}

TEST_CASE("cursor reads numbers exactly", "[io]") {
  JsonCursor c("[0, -12, 9223372036854775807, 2.5, -1e-05, 1E3, 0.1]");
  auto v = c.value();
  CHECK(v[0].is_number_integer());
  CHECK(v[1] == -12);
  CHECK(v[2] == INT64_MAX);
  CHECK(v[3].is_number_float());
  CHECK(v[4] == -1e-05);
  CHECK(v[5] == 1000.0);
  CHECK(v[6] == 0.1);
}

TEST_CASE("cursor errors carry line and column", "[io]") {
  CHECK(syntax_error("{\n  \"a\": 1,\n}") == "3:1 expected a key string, found '}'");
  CHECK(syntax_error("[1, 2") == "1:6 unexpected end of file, expected ',' or ']'");
  CHECK(syntax_error("{\"a\" 1}") == "1:6 expected ':', found '1'");
  CHECK(syntax_error("[01]") == "1:3 expected ',' or ']', found '1'");
  CHECK(syntax_error("[1.]") == "1:2 invalid number: digits expected after '.'");
  CHECK(syntax_error("[1e400]") == "1:2 number out of range");
  CHECK(syntax_error("[nul]") == "1:2 invalid literal (expected 'null')");
  CHECK(syntax_error("\"\\x\"") == "1:2 invalid escape '\\x' in string");
  CHECK(syntax_error("\"abc") == "1:1 unterminated string");
  CHECK(syntax_error("[\"\xC3\"]") == "1:3 invalid UTF-8 in string");
  CHECK(syntax_error("[\"\xED\xA0\x80\"]") == "1:3 invalid UTF-8 in string");  // an encoded surrogate
  CHECK(syntax_error("[\"é\", x]") == "1:7 expected a JSON value, found 'x'");  // columns count characters
  CHECK(syntax_error("{} {}") == "1:4 unexpected content after the end of the document");
  CHECK(syntax_error(std::string(600, '[') + std::string(600, ']')).find("nesting deeper than 512") != std::string::npos);
  CHECK(syntax_error("\xEF\xBB\xBF{}") == "");  // a byte order mark is fine
  CHECK(syntax_error("[1e-400]") == "");        // underflow to zero is fine
}

TEST_CASE("floats are written as Python's repr writes them", "[io]") {
  CHECK(python_float(1.0) == "1.0");
  CHECK(python_float(-0.5) == "-0.5");
  CHECK(python_float(0.0) == "0.0");
  CHECK(python_float(-0.0) == "-0.0");
  CHECK(python_float(1e-05) == "1e-05");
  CHECK(python_float(0.0001) == "0.0001");
  CHECK(python_float(1e-06) == "1e-06");
  CHECK(python_float(1e16) == "1e+16");
  CHECK(python_float(123456789012345.0) == "123456789012345.0");
  CHECK(python_float(0.1) == "0.1");
  CHECK(python_float(62176.0) == "62176.0");
  CHECK(python_float(1.5e300) == "1.5e+300");
  CHECK(python_float(2.0 / 3.0) == "0.6666666666666666");
  CHECK(python_float(5e-324) == "5e-324");
  CHECK(python_float(1.0 / 0.0) == "inf");
}

TEST_CASE("objects keep their keys in order and refuse a duplicate", "[io]") {
  JsonCursor c(R"({"b": 1, "a": {"z": [1], "y": null}, "c": "x"})");
  nlohmann::ordered_json v = c.value();
  CHECK(v.dump() == R"({"b":1,"a":{"z":[1],"y":null},"c":"x"})");
  CHECK(v["a"]["y"].is_null());  // lookups still work on what was appended
  CHECK(syntax_error(R"({"a": 1, "b": 2, "a": 3})") == "1:18 duplicate key \"a\"");  // at the key, not the comma
  CHECK(syntax_error("{\"a\": 1,\n \"a\": 2}") == "2:2 duplicate key \"a\"");  // on the key's line

  nlohmann::ordered_json obj;  // null: becomes an object
  ObjectBuilder keys(obj);
  CHECK(keys.add("k", 1));
  CHECK(keys.add("j", 2));
  CHECK_FALSE(keys.add("k", 3));  // refused, the first kept
  CHECK(obj.dump() == R"({"k":1,"j":2})");
  nlohmann::ordered_json more = {{"x", 1}};
  ObjectBuilder again(more);
  CHECK_FALSE(again.add("x", 2));  // keys already there count
  append_new_key(more, "y", 3);
  CHECK(more.dump() == R"({"x":1,"y":3})");
}

TEST_CASE("a key's position is its opening quote, after the comma before it", "[io]") {
  JsonCursor c("{\"a\": 1,\n  \"bc\": [2] ,  \"d\": {\"e\": 3,\n\"f\": 4}}");
  std::vector<std::string> keys;
  std::string_view k;
  TextPos at;
  auto read_object = [&](auto& self) -> void {
    c.begin_object();
    while (c.next_key(k, &at)) {
      keys.push_back(std::string(k) + "@" + std::to_string(at.line) + ":" + std::to_string(at.column()));
      if (c.peek() == JsonType::Object) self(self);
      else c.skip();
    }
  };
  read_object(read_object);
  CHECK(keys == std::vector<std::string>{"a@1:2", "bc@2:3", "d@2:16", "e@2:22", "f@3:1"});
}

TEST_CASE("text_pos_at gives the cursor's positions for pointers in any order", "[io]") {
  // A byte order mark, CRLF line ends, a multi-byte character before a key.
  const std::string text = "\xEF\xBB\xBF{\"a\": 1,\r\n \"\xC3\xA9\": 2,\n  \"c\": 3}";
  JsonCursor c(text);
  std::vector<TextPos> keys;
  std::string_view k;
  TextPos at;
  c.begin_object();
  while (c.next_key(k, &at)) {
    keys.push_back(at);
    c.skip();
  }
  REQUIRE(keys.size() == 3);
  std::vector<TextPos> got = text_pos_at(text, {keys[2].at, nullptr, keys[0].at, keys[1].at});
  CHECK(got[1].at == nullptr);
  for (auto [g, want] : {std::pair{got[0], keys[2]}, {got[2], keys[0]}, {got[3], keys[1]}}) {
    CHECK(g.line == want.line);
    CHECK(g.column() == want.column());
  }
  CHECK(got[3].line == 2);
  CHECK(got[3].column() == 2);
}
