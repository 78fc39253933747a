#pragma once
// A pull parser over a JSON text held in memory. The fx-json reader drives it
// directly, so the document is never materialised as a DOM, and every token
// has an exact line and column for error messages. Malformed JSON throws
// JsonSyntaxError; the caller decides what a well-formed value means.
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>
#include <unordered_set>

#include <nlohmann/json.hpp>

namespace graphopt {

// Where a token starts; the column is worked out only when needed.
struct TextPos {
  uint64_t line = 1;
  const char* line_start = nullptr;
  const char* at = nullptr;
  int64_t column() const;  // 1-based, counted in characters (UTF-8 aware)
};

// The positions of `at` (pointers into `text`; a null one gets a TextPos
// with `at` null) in `text`, lines counted as JsonCursor counts them (a byte
// order mark left out of the first), in one scan of the text: for the few
// places messages name, where a TextPos kept for every node would cost the
// reader memory.
std::vector<TextPos> text_pos_at(std::string_view text, const std::vector<const char*>& at);

struct JsonSyntaxError : std::runtime_error {
  JsonSyntaxError(TextPos p, const std::string& msg) : std::runtime_error(msg), pos(p) {}
  TextPos pos;
};

enum class JsonType { Object, Array, String, Number, True, False, Null, End };
const char* json_type_name(JsonType t);

struct JsonNumber {
  bool is_int = true;
  int64_t i = 0;
  double d = 0;
};

class JsonCursor {
 public:
  // Objects and arrays nest at most this deep (bounded stack use).
  static constexpr int kMaxDepth = 512;
  // A string may be at most this long (real graphs' longest are stack traces
  // of a few KiB); a longer one is an error rather than a copy of it.
  static constexpr size_t kMaxString = size_t{64} << 20;

  explicit JsonCursor(std::string_view text);

  // Skips whitespace and tells what the next value is (End at end of text).
  JsonType peek();
  TextPos pos();  // position of the next token (after whitespace)

  // Structure. begin_* consume the opening bracket; next_* return false at
  // the closing one (consuming it) and handle the commas.
  void begin_object();
  // Reads the next key into `key` (valid until the next string read) and,
  // when `at` is given, its position there: the key's opening quote, after
  // the comma before it.
  bool next_key(std::string_view& key, TextPos* at = nullptr);
  void begin_array();
  bool next_element();

  // Scalars. The returned view is valid until the next string read.
  std::string_view string();
  JsonNumber number();
  bool boolean();
  void null();
  // Consumes any value.
  void skip();
  // Reads any value into a JSON value, keeping key order.
  nlohmann::ordered_json value();
  // After the top-level value: only whitespace may follow.
  void expect_end();

  [[noreturn]] void fail(TextPos p, const std::string& msg) const { throw JsonSyntaxError(p, msg); }
  [[noreturn]] void fail(const std::string& msg) { fail(pos(), msg); }
  [[noreturn]] void too_long(const char* start);

 private:
  void skip_ws();
  void expect(char c, const char* context);
  void literal(const char* word);
  [[noreturn]] void unexpected(const char* expected);

  const char* begin_;
  const char* p_;
  const char* end_;
  uint64_t line_ = 1;
  const char* line_start_;
  // Per-container state for comma handling: true once the first member is read.
  std::string first_stack_;
  std::string scratch_;
};

// Appends `key` to `obj` (made an object if null) without looking it up,
// for a caller that knows the key is new. nlohmann's ordered_json looks a
// key up one entry after another, so filling an object of n keys through
// contains() or operator[] takes n^2/2 comparisons (80,000 keys: 30 s).
void append_new_key(nlohmann::ordered_json& obj, std::string key, nlohmann::ordered_json value);

// The keys of a JSON object being read, appended in order, a duplicate
// found in constant time.
class ObjectBuilder {
 public:
  // `obj` becomes an object if it is null; the keys it has count as seen.
  explicit ObjectBuilder(nlohmann::ordered_json& obj);
  // Appends `key`; false (and nothing added) when the object has it.
  bool add(std::string key, nlohmann::ordered_json value);

 private:
  nlohmann::ordered_json& obj_;
  std::unordered_set<std::string> seen_;
};

}  // namespace graphopt
