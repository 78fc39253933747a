#include "pipeline/load_input.hpp"

#include "analysis/collectives.hpp"
#include "analysis/iteration_check.hpp"
#include "analysis/module_effects.hpp"
#include "analysis/storage_swaps.hpp"
#include "analysis/verify.hpp"
#include "io/form_places.hpp"
#include "io/reader.hpp"
#include "ir/module_calls.hpp"

namespace graphopt {

namespace {

// `map`: where the reader found what the checks name (the text it points
// into is still there).
std::unique_ptr<Document> validate(std::unique_ptr<Document> doc, const SourceMap& map, Diagnostics& diags) {
  if (!doc) return nullptr;
  report_form_problems(collective_problems(*doc), map, diags);
  report_form_problems(module_effect_problems(*doc), map, diags);
  report_form_problems(storage_swap_problems(*doc), map, diags);
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
  for (std::string& p : form_problem_lines(collective_problems(doc))) problems.push_back(std::move(p));
  for (std::string& p : form_problem_lines(module_effect_problems(doc))) problems.push_back(std::move(p));
  for (std::string& p : form_problem_lines(storage_swap_problems(doc))) problems.push_back(std::move(p));
  for (const ModuleCallProblem& p : check_module_calls(doc))
    problems.push_back(std::string(p.caller == kSetupCaller     ? "iteration.setup, "
                                   : p.caller == kCleanupCaller ? "iteration.cleanup, "
                                   : p.caller == kFlushCaller   ? "iteration.flush, "
                                                                : "") +
                       "node " + std::string(caller_graph(doc, p.caller)->name(p.node)) + ", " + p.field + ": " +
                       p.message);
  return problems;
}

}  // namespace graphopt
