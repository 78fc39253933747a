// Names shown in messages, the overlap log and --stats: what a user sees
// must not drive the terminal, and two files must never look alike.
#include <catch2/catch.hpp>

#include "io/printable.hpp"

using graphopt::escape_controls;
using graphopt::has_controls;
using graphopt::printable_name;

TEST_CASE("plain names are shown as they are", "[printable]") {
  CHECK(printable_name("ddp_gpt_small.json") == "ddp_gpt_small.json");
  CHECK(printable_name("dir with space/é€😀.json") == "dir with space/é€😀.json");
  CHECK(printable_name("") == "");
}

TEST_CASE("control characters, backslashes and invalid UTF-8 are escaped", "[printable]") {
  CHECK(printable_name("a\nb") == "a\\nb");
  CHECK(printable_name("a\tb") == "a\\tb");
  CHECK(printable_name("\x1b[2J.json") == "\\x1b[2J.json");
  CHECK(printable_name("a\x7f") == "a\\x7f");
  CHECK(printable_name("a\\b") == "a\\\\b");
  CHECK(printable_name("a\xff.json") == "a\\xff.json");
  CHECK(printable_name("\xc0\x80") == "\\xc0\\x80");        // overlong NUL
  CHECK(printable_name("\xed\xa0\x80") == "\\xed\\xa0\\x80");  // a surrogate
  CHECK(printable_name("\xf4\x90\x80\x80") == "\\xf4\\x90\\x80\\x80");  // past U+10FFFF
  CHECK(printable_name("\xe2\x82") == "\\xe2\\x82");        // cut short
  CHECK(printable_name("ok\xe2\x82\xac\xff") == "ok\xe2\x82\xac\\xff");
}

TEST_CASE("two different names never look alike", "[printable]") {
  // The escaped form of one name and the raw form of another.
  CHECK(printable_name("a\xff") != printable_name("a\\xff"));
  CHECK(printable_name("a\n") != printable_name("a\\n"));
  CHECK(printable_name("a\\") != printable_name("a\\\\"));
}

TEST_CASE("text for a terminal keeps newlines and tabs, escapes other controls", "[printable]") {
  CHECK_FALSE(has_controls("line one\n\tline two\n"));
  CHECK(escape_controls("line one\n\tline two\n") == "line one\n\tline two\n");
  CHECK(has_controls("\x1b]0;title\x07"));
  CHECK(escape_controls("x\x1b]0;t\x07y\r\n") == "x\\x1b]0;t\\x07y\\x0d\n");
  CHECK(escape_controls(std::string("a\0b", 3)) == "a\\x00b");
}
