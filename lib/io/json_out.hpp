#pragma once
// A buffered JSON text sink: the fx-json writer and the reports use it so
// that output streams in large chunks and numbers and strings are written
// one way everywhere.
#include <cstdint>
#include <cstdio>
#include <ostream>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace graphopt {

class JsonOut {
 public:
  explicit JsonOut(std::ostream& os) : os_(os) { buf_.reserve(kFlushAt + 4096); }
  ~JsonOut() { flush(); }

  JsonOut& raw(std::string_view s) {
    buf_.append(s);
    maybe_flush();
    return *this;
  }
  JsonOut& raw(char c) {
    buf_ += c;
    return *this;
  }
  JsonOut& string(std::string_view s);  // quoted and escaped
  JsonOut& integer(int64_t v);
  // A finite double in Python's repr form; non-finite ones are the caller's
  // business (fx-json writes them as {"float": "inf"}).
  JsonOut& real(double v);
  // A double as nlohmann/json's dump() writes it ("null" when not finite),
  // for documents once built with it that must stay byte-identical.
  JsonOut& dump_float(double v);
  // Any JSON value on one line, with ", " and ": " separators.
  JsonOut& value(const nlohmann::ordered_json& v);
  void flush();

 private:
  static constexpr size_t kFlushAt = 1 << 20;
  void maybe_flush() {
    if (buf_.size() >= kFlushAt) flush();
  }
  std::ostream& os_;
  std::string buf_;
};

}  // namespace graphopt
