#pragma once
// What running a call_module needs beyond its target existing: arguments
// that fill the module's placeholders (by position, then by name through
// kwargs; a placeholder with a default may be left out, a "*args" one takes
// anything, the "tag" kwarg partial_lower adds is ignored), and no module
// that calls itself, directly or through others (it would never return),
// and calls that nest at most kMaxModuleDepth levels deep (the analyses
// follow calls recursively; graphopt's own modules nest one level). One
// rule for the reader (which adds the line and column) and for the check
// before a graph is written.
#include <cstdint>
#include <string>
#include <vector>

#include "ir/document.hpp"

namespace graphopt {

inline constexpr uint32_t kMaxModuleDepth = 1000;

// Callers that are not modules: the top-level graph, and an iteration
// form's other graphs (a module's index is its caller number).
inline constexpr int32_t kTopLevelCaller = -1, kSetupCaller = -2, kCleanupCaller = -3, kFlushCaller = -4;
inline constexpr int32_t kFirstCaller = kFlushCaller;

// The graph of a caller number; null where the document has none.
const Graph* caller_graph(const Document& doc, int32_t caller);

struct ModuleCallProblem {
  int32_t caller;     // the graph that holds the call (a caller number, above)
  NodeId node;        // the call_module node
  std::string field;  // "args", "target" or "kwargs['key']"
  std::string message;
};

// Calls whose target is not a module are left to the caller to report.
std::vector<ModuleCallProblem> check_module_calls(const Document& doc);

}  // namespace graphopt
