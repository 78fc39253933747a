#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <random>
#include <sstream>

#include "io/json_out.hpp"

using namespace graphopt;

namespace {
std::string dumped(double v) {
  std::ostringstream os;
  JsonOut(os).dump_float(v);
  return os.str();
}
}  // namespace

// The trace was built with nlohmann/json and is now streamed: both must
// write every number and string the same way for it to stay byte-identical.
TEST_CASE("dump_float writes doubles as nlohmann/json's dump() does", "[io]") {
  std::vector<double> values = {0.0, -0.0, 1.0, -0.5, 0.1, 8.0, 1e-5, 1e-4, 1e-6, 1e15, 1e16, 999999999999999.9,
                                123456789012345.0, 62176.0, 1.5e300, 5e-324, 2.0 / 3.0, 22.753199999999996,
                                7.999999999999993, 43000.4};
  std::mt19937_64 rng(19);
  for (int i = 0; i < 20000; ++i) {  // any bit pattern, and times in ns shown in us as the trace does
    uint64_t bits = rng();
    double d;
    std::memcpy(&d, &bits, sizeof d);
    if (std::isfinite(d)) values.push_back(d);
    values.push_back(static_cast<double>(rng() % 100000000) / 7.0 / 1e3);
  }
  for (double v : values) {
    INFO(v);
    CHECK(dumped(v) == nlohmann::ordered_json(v).dump());
  }
  CHECK(dumped(1.0 / 0.0) == "null");
  CHECK(dumped(std::nan("")) == "null");
}

TEST_CASE("strings are escaped as nlohmann/json's dump() escapes them", "[io]") {
  std::vector<std::string> strings = {"", "plain", "a \"q\" b", "back\\slash", "tab\tnl\nret\r", "\b\f", "/",
                                      "r\xC3\xA9lu", "\xE2\x98\x83", std::string("nul\0byte", 8)};
  for (int c = 0; c < 0x80; ++c) strings.push_back(std::string(1, static_cast<char>(c)) + "x");
  for (const std::string& s : strings) {
    std::ostringstream os;
    JsonOut(os).string(s);
    CHECK(os.str() == nlohmann::ordered_json(s).dump());
  }
}

TEST_CASE("a string that is not UTF-8 (a file name from the command line) is written as valid JSON", "[io]") {
  auto quoted = [](const std::string& s) {
    std::ostringstream os;
    JsonOut(os).string(s);
    return os.str();
  };
  CHECK(quoted("bad\xFF.json") == "\"bad\\ufffd.json\"");
  CHECK(quoted("\xC3\xA9\xF0\x9F\x98\x80\xEF\xBF\xBF") == "\"\xC3\xA9\xF0\x9F\x98\x80\xEF\xBF\xBF\"");  // kept
  CHECK(quoted("\xC0\x80") == "\"\\ufffd\\ufffd\"");          // overlong
  CHECK(quoted("\xED\xA0\x80") == "\"\\ufffd\\ufffd\\ufffd\"");  // a surrogate
  CHECK(quoted("\xF4\x90\x80\x80") == "\"\\ufffd\\ufffd\\ufffd\\ufffd\"");  // above U+10FFFF
  CHECK(quoted("x\xE2\x98") == "\"x\\ufffd\\ufffd\"");           // cut short
  CHECK(quoted("\xE2\x98\x83\x80") == "\"\xE2\x98\x83\\ufffd\"");  // a stray continuation byte
  // Whatever the bytes, the result parses.
  std::mt19937 rng(7);
  for (int k = 0; k < 2000; ++k) {
    std::string s(static_cast<size_t>(rng() % 12), '\0');
    for (char& c : s) c = static_cast<char>(rng() & 0xFF);
    CHECK_NOTHROW(nlohmann::json::parse(quoted(s)));
  }
}
