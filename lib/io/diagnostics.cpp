#include "io/diagnostics.hpp"

namespace graphopt {

std::string field_place(std::string_view where, std::string_view field) {
  if (where.empty()) return std::string(field);
  std::string s(where);
  if (!field.empty()) s.append(", ").append(field);
  return s;
}

std::string node_place(std::string_view graph_where, std::string_view node_name) {
  return field_place(graph_where, "node '" + std::string(node_name) + "'");
}

std::string Diagnostic::format() const {
  std::string s = file;
  if (line > 0) s += ":" + std::to_string(line) + ":" + std::to_string(col);
  s += ": error: ";
  if (!where.empty()) s += where + ": ";
  s += message;
  return s;
}

void Diagnostics::error(int64_t line, int64_t col, std::string where, std::string message) {
  if (full()) {
    ++dropped_;
    return;
  }
  list_.push_back(Diagnostic{file_, line, col, std::move(where), std::move(message)});
}

std::string Diagnostics::render() const {
  std::string out;
  for (const auto& d : list_) out += d.format() + "\n";
  if (dropped_ > 0)
    out += file_ + ": note: " + std::to_string(dropped_) + " more error(s) not shown\n";
  return out;
}

}  // namespace graphopt
