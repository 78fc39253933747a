#pragma once
// Error messages in the form compilers use, so editors and CI logs can jump
// to the place:  in.json:12:5: error: node 'mm_1', args[0]: <message>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace graphopt {

struct Diagnostic {
  std::string file;
  int64_t line = 0;  // 1-based; 0 when the place is a node and field, not a position
  int64_t col = 0;
  std::string where;  // "node 'mm_1', args[0]", may be empty
  std::string message;

  std::string format() const;
};

// How messages name a place in a document, the same for every check: a
// part inside a place ("node 'mm_1', args[0]"; an empty place: the part
// alone), and a node of a graph: "node 'mm_1'" in the document's own graph
// (`graph_where` empty), "module 'sub', node 'mm_1'" or "iteration.setup,
// node 'mm_1'" in another.
std::string field_place(std::string_view where, std::string_view field);
std::string node_place(std::string_view graph_where, std::string_view node_name);

class Diagnostics {
 public:
  explicit Diagnostics(std::string file, size_t limit = 20) : file_(std::move(file)), limit_(limit) {}

  const std::string& file() const { return file_; }
  void error(int64_t line, int64_t col, std::string where, std::string message);
  void error(std::string where, std::string message) { error(0, 0, std::move(where), std::move(message)); }

  bool empty() const { return list_.empty() && dropped_ == 0; }
  // Set by a reader that ran out of memory (a limit of the machine, not a
  // fault of the file), so that --jobs can try the input again alone.
  void note_out_of_memory() { out_of_memory_ = true; }
  bool out_of_memory() const { return out_of_memory_; }
  bool full() const { return list_.size() >= limit_; }
  size_t count() const { return list_.size() + dropped_; }
  const std::vector<Diagnostic>& list() const { return list_; }
  // Every message, one per line, with a closing note when some were dropped.
  std::string render() const;

 private:
  std::string file_;
  size_t limit_;
  std::vector<Diagnostic> list_;
  size_t dropped_ = 0;
  bool out_of_memory_ = false;
};

}  // namespace graphopt
