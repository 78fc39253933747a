#include "diff/same_result.hpp"

#include <algorithm>

#include "analysis/iteration_check.hpp"
#include "analysis/module_effects.hpp"
#include "io/form_places.hpp"

namespace graphopt {

SameResult same_result(const Document& a, const Document& b, const DocumentDiff& d, const std::string& a_name,
                       const std::string& b_name) {
  using V = SameResult::Verdict;
  SameResult out;
  // A call_module runs as one operation named by its target: the check
  // vouches for it only where both documents hold the same module bodies
  // and no module returns (a view of) its input or attribute, which the
  // numbering would take for a new tensor (found by red-team).
  bool modules_differ = false;
  for (const std::string& o : d.other) modules_differ |= o.rfind("module '", 0) == 0;
  for (const GraphDiff& g : d.graphs) modules_differ |= g.label.rfind("module", 0) == 0 && !g.empty();
  std::vector<FormProblem> aliases = module_alias_problems(a);
  for (const FormProblem& p : module_alias_problems(b)) aliases.push_back(p);
  if (modules_differ || !aliases.empty()) {
    out.why = modules_differ ? "their modules differ, and the check runs a module call as one operation"
                             : "a module returns its input or a view of it, which the check does not follow";
    out.lines = form_problem_lines(aliases);
    return out;
  }
  auto runner = new_iteration_runner();
  const UnrolledRun ra = run_single_iterations(a, 1, runner, true);
  if (!ra.problems.empty()) {  // (an iteration form's carried values)
    out.why = a_name + " itself cannot be run";
    out.lines = form_problem_lines(ra.problems);
    return out;
  }
  const UnrolledRun rb = run_single_iterations(b, 1, runner, true);
  out.lines = compare_runs(rb, ra, b_name, a_name);
  out.operations = ra.ops.size();
  out.verdict = out.lines.empty()                                  ? V::Same
                : d.added() + d.removed() + d.changed() == 0 ? V::Differs
                                                                   : V::NotAReordering;
  // The same nodes over other process groups: that, and not an order, may
  // be why the runs part (other top-level keys change nothing computed).
  if (out.verdict == V::Differs && std::find(d.other.begin(), d.other.end(), "process_groups differ") != d.other.end())
    out.why = "its process_groups differ (and its order may too)";
  return out;
}

}  // namespace graphopt
