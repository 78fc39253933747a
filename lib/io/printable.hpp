// Names and text as they may be shown on a terminal or in a log: a file
// name or a node name is the input's to choose, and a raw escape sequence
// or newline in it would rewrite the screen or forge a message line.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace graphopt {

// A name as messages, the overlap log and --stats show it. A name with no
// control character, no backslash and valid UTF-8 is shown as it is; any
// other has its backslashes doubled and each control character or invalid
// byte written as an escape (\n, \t, \xNN). Raw names never hold a
// backslash, so two different names never look alike.
std::string printable_name(std::string_view name);

// Text for a terminal or a log: control characters other than newline and
// tab become \xNN; everything else is kept (messages are made of names
// already shown by printable_name, and of the input's own strings). Taken
// by value: a text with nothing to escape comes back moved, not copied.
std::string escape_controls(std::string text);
bool has_controls(std::string_view text);

// The length of the well-formed UTF-8 sequence at s[i] (its first byte
// 0x80 or above), or 0 when it is not one (overlong forms, surrogates and
// code points past U+10FFFF included).
size_t utf8_length(std::string_view s, size_t i);

}  // namespace graphopt
