#include "diff_command.hpp"

#include <iostream>

#include "diff/graph_diff.hpp"
#include "diff/same_result.hpp"
#include "driver.hpp"
#include "io/output_file.hpp"
#include "io/printable.hpp"
#include "output_plan.hpp"
#include "pipeline/load_input.hpp"

namespace graphopt {

namespace {

// --same-result's report (diff/same_result.hpp): the verdict, then where the
// two runs part or why the check cannot tell.
std::string same_result_report(const SameResult& r, const DocumentDiff& d, const std::string& left,
                               const std::string& right) {
  using V = SameResult::Verdict;
  std::string text;
  switch (r.verdict) {
    case V::Same:
      return right + " computes what " + left + " computes: the same " + std::to_string(r.operations) +
             " operations on the same values, every read after the same writes\n";
    case V::Differs:
      text = right + " does not compute what " + left + " computes: " +
             (r.why.empty() ? "it runs the same nodes in an order that moves a read across a write (or swaps two "
                              "identical computations whose results are written, which the check cannot tell apart)"
                            : "it runs the same nodes, but " + r.why) +
             "\n";
      break;
    case V::NotAReordering:
      text = right + " is not a reordering of " + left + " (" + std::to_string(d.added()) + " nodes added, " +
             std::to_string(d.removed()) + " removed, " + std::to_string(d.changed()) +
             " changed): the check follows reorderings only, so it cannot confirm that the two compute the same; "
             "where their runs part:\n";
      break;
    case V::CannotTell:
      text = "cannot tell whether " + right + " computes what " + left + " computes: " + r.why + "\n";
      break;
  }
  for (const std::string& l : r.lines) text += "  " + l + "\n";
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
  std::string text, error;
  if (same_result) {
    const SameResult r = graphopt::same_result(*docs[0], *docs[1], d, left, right);
    equal = r.verdict == SameResult::Verdict::Same;
    text = same_result_report(r, d, left, right);
  } else {
    text = stat_only ? render_stat(d, left, right) : render_diff(d, left, right);
  }
  // Names come from the inputs: no control character reaches the terminal.
  if (!write_output("-", [&](std::ostream& os) { os << escape_controls(text); }, error)) {
    std::cerr << "graphopt: error: diff: " << error << "\n";
    return kExitInput;  // trouble is 2, as diff's convention has it
  }
  return equal ? 0 : 1;
}

}  // namespace graphopt
