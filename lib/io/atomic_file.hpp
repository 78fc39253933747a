#pragma once
// Output files are written whole or not at all: the text goes to a temporary
// file beside the target, which is flushed to disk and then renamed over it.
// A failed write leaves the target as it was and no temporary behind.
#include <functional>
#include <ostream>
#include <string>

namespace graphopt {

// Calls fill() with a stream into the temporary file. Returns false with a
// readable reason in `error` on any failure.
bool write_file_atomic(const std::string& path, const std::function<void(std::ostream&)>& fill,
                       std::string& error);

// The same, but "-" writes to standard output (flushed) instead.
bool write_output(const std::string& path, const std::function<void(std::ostream&)>& fill, std::string& error);

// True when both paths name the same existing file.
bool same_file(const std::string& a, const std::string& b);

}  // namespace graphopt
