#pragma once
// Whether one document computes what another computes (`graphopt diff
// --same-result`, and the pipeline fuzzer's oracle): both run once,
// numbered alike (analysis/iteration_check.hpp, with storages allocated
// alike told apart), must perform the same operations on the same values,
// every read after the same writes.
#include <cstddef>
#include <string>
#include <vector>

#include "diff/graph_diff.hpp"

namespace graphopt {

struct SameResult {
  enum class Verdict {
    Same,            // b computes what a computes
    Differs,         // b runs a's nodes in another order that changes what it computes
    NotAReordering,  // b adds, removes or changes nodes (a bucketing): the runs part, the check cannot follow
    CannotTell,      // module bodies differ, a module returns a view of its input, or a cannot be run
  };
  Verdict verdict = Verdict::CannotTell;
  size_t operations = 0;           // a's, when Same
  std::string why;                 // when CannotTell; when Differs, what else the documents differ in
  std::vector<std::string> lines;  // where they part, or why it cannot tell (form_places.hpp's form)
};

// `d`: diff_documents(a, b). Names go into the lines.
SameResult same_result(const Document& a, const Document& b, const DocumentDiff& d, const std::string& a_name,
                       const std::string& b_name);

}  // namespace graphopt
