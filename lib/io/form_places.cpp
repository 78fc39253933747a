#include "io/form_places.hpp"

#include "io/diagnostics.hpp"

namespace graphopt {

std::string form_place(const FormPlace& at, std::string_view main_graph) {
  if (at.carried >= 0) return "iteration.carried[" + std::to_string(at.carried) + "]";
  if (at.graph.empty()) return "version";
  const std::string_view graph_where = at.graph == "graph" ? main_graph : std::string_view(at.graph);
  if (at.node == kNoNode) return std::string(graph_where.empty() ? std::string_view("graph") : graph_where);
  return field_place(node_place(graph_where, at.name), at.field);
}

std::vector<std::string> form_problem_lines(const std::vector<FormProblem>& problems) {
  std::vector<std::string> out;
  out.reserve(problems.size());
  for (const FormProblem& p : problems) out.push_back(form_place(p.at) + ": " + p.message);
  return out;
}

}  // namespace graphopt
