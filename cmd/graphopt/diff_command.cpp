#include "diff_command.hpp"

#include <iostream>

#include "diff/graph_diff.hpp"
#include "driver.hpp"
#include "io/output_file.hpp"
#include "io/printable.hpp"
#include "output_plan.hpp"
#include "pipeline/load_input.hpp"

namespace graphopt {

int run_diff(const std::string& a, const std::string& b, bool stat_only) {
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
  DocumentDiff d = diff_documents(*docs[0], *docs[1]);
  const std::string left = display_name(a), right = display_name(b);
  std::string text = stat_only ? render_stat(d, left, right) : render_diff(d, left, right), error;
  // Names come from the inputs: no control character reaches the terminal.
  if (!write_output("-", [&](std::ostream& os) { os << escape_controls(text); }, error)) {
    std::cerr << "graphopt: error: diff: " << error << "\n";
    return kExitInput;  // trouble is 2, as diff's convention has it
  }
  return d.equal() ? 0 : 1;
}

}  // namespace graphopt
