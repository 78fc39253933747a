#pragma once
// graphopt diff A B: what changed between two graphs. Exit 0 when equal, 1
// when different, 2 when either cannot be read, as diff(1) does. With
// --same-result, "equal" is whether B computes what A computes (a schedule
// against its input), not whether the files match node for node.
#include <string>

namespace graphopt {

int run_diff(const std::string& a, const std::string& b, bool stat_only, bool same_result);

}  // namespace graphopt
