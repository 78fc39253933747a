#include "diff_command.hpp"

#include <iostream>

#include "analysis/iteration_check.hpp"
#include "analysis/module_effects.hpp"
#include "io/form_places.hpp"
#include "diff/graph_diff.hpp"
#include "driver.hpp"
#include "io/output_file.hpp"
#include "io/printable.hpp"
#include "output_plan.hpp"
#include "pipeline/load_input.hpp"

namespace graphopt {

namespace {

// --same-result: b's run against a's, numbered alike (analysis/iteration_check):
// the same operations on the same values, each read after the writes it
// follows in a. Where b only moves a's nodes, a difference is a read moved
// across a write (or random draws reordered); where b adds, removes or
// changes nodes (bucketing, fusion), the check cannot follow the rewrite and
// says so rather than calling it wrong. Empty `equal`: b computes what a does.
std::string same_result_report(const Document& a, const Document& b, const DocumentDiff& d, const std::string& left,
                               const std::string& right, bool& equal) {
  // A call_module runs as one operation named by its target: the check
  // vouches for it only where both documents hold the same module bodies
  // and no module returns (a view of) its input or attribute, which the
  // numbering would take for a new tensor (found by red-team).
  equal = false;
  bool modules_differ = false;
  for (const std::string& o : d.other) modules_differ |= o.rfind("module '", 0) == 0;
  for (const GraphDiff& g : d.graphs) modules_differ |= g.label.rfind("module", 0) == 0 && !g.empty();
  std::vector<FormProblem> aliases = module_alias_problems(a);
  for (const FormProblem& p : module_alias_problems(b)) aliases.push_back(p);
  if (modules_differ || !aliases.empty()) {
    std::string text = "cannot tell whether " + right + " computes what " + left + " computes: " +
                       (modules_differ ? std::string("their modules differ, and the check runs a module call as "
                                                     "one operation")
                                       : std::string("a module returns its input or a view of it, which the check "
                                                     "does not follow")) +
                       "\n";
    for (const std::string& l : form_problem_lines(aliases)) text += "  " + l + "\n";
    return text;
  }
  auto runner = new_iteration_runner();
  const UnrolledRun ra = run_single_iterations(a, 1, runner, true);
  const UnrolledRun rb = run_single_iterations(b, 1, runner, true);
  std::vector<std::string> lines = compare_runs(rb, ra, right, left);
  equal = lines.empty();
  if (equal)
    return right + " computes what " + left + " computes: the same " + std::to_string(ra.ops.size()) +
           " operations on the same values, every read after the same writes\n";
  std::string text;
  if (d.added() + d.removed() + d.changed() == 0)
    text = right + " does not compute what " + left + " computes: it runs the same nodes in an order that moves a "
           "read across a write (or swaps two identical computations whose results are written, which the check "
           "cannot tell apart)\n";
  else
    text = right + " is not a reordering of " + left + " (" + std::to_string(d.added()) + " nodes added, " +
           std::to_string(d.removed()) + " removed, " + std::to_string(d.changed()) +
           " changed): the check follows reorderings only, so it cannot confirm that the two compute the same; "
           "where their runs part:\n";
  for (const std::string& l : lines) text += "  " + l + "\n";
  return text;
}

}  // namespace

int run_diff(const std::string& a, const std::string& b, bool stat_only, bool same_result) {
  try {
    check_report_output({a, b});
  } catch (const UsageError& e) {
    std::cerr << "graphopt: error: diff: " << e.what() << "\n";
    return kExitInput;  // trouble is 2, as diff's convention has it
  }
  std::unique_ptr<Document> docs[2];
  int code = 0;
  for (int i = 0; i < 2; ++i) {
    const std::string& path = i == 0 ? a : b;
    Diagnostics d(display_name(path));
    docs[i] = load_input(path, d);
    if (!docs[i]) {
      std::cerr << d.render();
      code = kExitInput;
    }
  }
  if (code) return code;
  const std::string left = display_name(a), right = display_name(b);
  const DocumentDiff d = diff_documents(*docs[0], *docs[1]);
  bool equal = d.equal();
  std::string error;
  const std::string text = same_result ? same_result_report(*docs[0], *docs[1], d, left, right, equal)
                           : stat_only ? render_stat(d, left, right)
                                       : render_diff(d, left, right);
  // Names come from the inputs: no control character reaches the terminal.
  if (!write_output("-", [&](std::ostream& os) { os << escape_controls(text); }, error)) {
    std::cerr << "graphopt: error: diff: " << error << "\n";
    return kExitInput;  // trouble is 2, as diff's convention has it
  }
  return equal ? 0 : 1;
}

}  // namespace graphopt
