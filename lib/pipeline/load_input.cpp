#include "pipeline/load_input.hpp"

#include "analysis/collectives.hpp"
#include "analysis/iteration_check.hpp"
#include "analysis/verify.hpp"
#include "io/reader.hpp"
#include "ir/module_calls.hpp"

namespace graphopt {

namespace {

// `map`: where the reader found what the checks name (the text it points
// into is still there).
std::unique_ptr<Document> validate(std::unique_ptr<Document> doc, const SourceMap& map, Diagnostics& diags) {
  if (!doc) return nullptr;
  check_collectives(*doc, diags);
  if (!diags.empty()) return nullptr;
  // An iteration form must do what its single iteration does, unrolled.
  report_form_problems(form_run_problems(*doc), map, diags);
  if (!diags.empty()) return nullptr;
  return doc;
}

}  // namespace

std::unique_ptr<Document> load_input(const std::string& path, Diagnostics& diags, uint64_t limit_bytes) {
  std::string text;
  if (!read_input_file(path, text, diags, limit_bytes)) return nullptr;
  return load_input_text(text, diags);
}

std::unique_ptr<Document> load_input_text(std::string_view text, Diagnostics& diags) {
  SourceMap map;
  std::unique_ptr<Document> doc = read_fx_json(text, diags, &map);
  return validate(std::move(doc), map, diags);
}

std::vector<std::string> problems_before_writing(const Document& doc, bool structure_verified) {
  std::vector<std::string> problems;
  if (!structure_verified) problems = verify_structure(doc);
  Diagnostics diags("the graph to write");
  check_collectives(doc, diags);
  for (const ModuleCallProblem& p : check_module_calls(doc))
    problems.push_back("node " + std::string(p.caller < 0 ? doc.graph->name(p.node)
                                                         : doc.modules[static_cast<size_t>(p.caller)].graph->name(p.node)) +
                       ", " + p.field + ": " + p.message);
  for (const Diagnostic& d : diags.list()) problems.push_back((d.where.empty() ? "" : d.where + ": ") + d.message);
  return problems;
}

}  // namespace graphopt
