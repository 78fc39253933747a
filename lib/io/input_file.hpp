#pragma once
// The one way graphopt reads a file into memory (a graph, a cost file),
// with the bounds that keep a hostile input from taking the machine: at
// most `limit` bytes (endless input such as a generator behind a pipe), and
// no NUL byte, which no JSON text holds, so /dev/zero or binary data is
// refused at the first one instead of after gigabytes.
#include <cstdint>
#include <string>

#include "io/diagnostics.hpp"
#include "io/limits.hpp"

namespace graphopt {

// Reads `path` ("-" is standard input) into `out`. On failure reports one
// diagnostic (with the line and column of a NUL byte) and returns false.
bool read_input_file(const std::string& path, std::string& out, Diagnostics& diags,
                     uint64_t limit_bytes = kDefaultMaxInputMiB << 20);

}  // namespace graphopt
