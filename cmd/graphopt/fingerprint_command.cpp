#include "fingerprint_command.hpp"

#include <algorithm>
#include <iostream>
#include <sstream>
#include <unordered_map>

#include "analysis/collective_order.hpp"
#include "driver.hpp"
#include "io/output_file.hpp"
#include "io/printable.hpp"
#include "output_plan.hpp"
#include "pipeline/load_input.hpp"

namespace graphopt {

namespace {
// A file's orders by group name: looked up once per group of either side,
// so many groups stay linear (found by red-team: 80000 took 30 s).
std::unordered_map<std::string_view, const GroupOrder*> by_group(const std::vector<GroupOrder>& orders) {
  std::unordered_map<std::string_view, const GroupOrder*> out;
  for (const GroupOrder& o : orders) out.emplace(o.group, &o);
  return out;
}

const GroupOrder* find(const std::unordered_map<std::string_view, const GroupOrder*>& orders,
                       std::string_view group) {
  auto it = orders.find(group);
  return it == orders.end() ? nullptr : it->second;
}

// An iteration form's orders name each graph on a line of their own ("# setup").
bool names_graph(const std::string& item) { return item.rfind("# ", 0) == 0; }

// Item i of an order as a reader counts it: "collective K" among the
// collectives alone, "of graph G" in an iteration form.
std::string position(const GroupOrder& o, size_t i) {
  size_t k = 1;
  std::string graph;
  for (size_t j = 0; j < i; ++j) {
    if (names_graph(o.items[j])) graph = o.items[j].substr(2), k = 1;
    else ++k;
  }
  return "collective " + std::to_string(k) + (graph.empty() ? "" : " of graph '" + graph + "'");
}

std::string shown(const std::string& item) {
  return names_graph(item) ? "no collective (the iteration form's graph '" + item.substr(2) + "' begins there)" : item;
}

// Where two files' orders of one group part, or "" when they agree.
std::string parting(const GroupOrder* a, const GroupOrder* b) {
  static const GroupOrder none;
  const GroupOrder& x = a ? *a : none;
  const GroupOrder& y = b ? *b : none;
  size_t n = std::min(x.items.size(), y.items.size());
  for (size_t i = 0; i < n; ++i)
    if (x.items[i] != y.items[i])
      return position(x, i) + " is " + shown(x.items[i]) + " against " +  // the same items before i
             shown(y.items[i]);
  if (x.items.size() != y.items.size())
    return std::to_string(collective_count(x)) + " collectives against " + std::to_string(collective_count(y));
  return "";
}
}  // namespace

int run_fingerprint(const std::vector<std::string>& paths, int64_t world_size) {
  try {
    check_report_output(paths);
  } catch (const UsageError& e) {
    std::cerr << "graphopt: error: fingerprint: " << e.what() << "\n";
    return kExitInput;  // 2: trouble, as diff's convention has it (1 is "they differ")
  }
  std::vector<std::vector<GroupOrder>> orders;
  int code = 0;
  for (const std::string& path : paths) {
    Diagnostics d(display_name(path));
    std::unique_ptr<Document> doc = load_input(path, d);
    if (!doc) {
      std::cerr << d.render();
      code = kExitInput;
      continue;
    }
    try {
      orders.push_back(document_collective_order(*doc, world_size));
    } catch (const AnalysisError& e) {
      std::cerr << display_name(path) << ": error: " << e.what() << "\n";
      code = kExitInput;
    }
  }
  if (code) return code;
  std::vector<std::string> names;
  for (const std::string& path : paths) names.push_back(display_name(path));
  std::ostringstream out;
  for (size_t f = 0; f < paths.size(); ++f) {
    if (orders[f].empty()) out << names[f] << ": no collectives\n";
    for (const GroupOrder& o : orders[f])
      out << names[f] << ": group " << o.group << ": " << collective_count(o) << " collectives, " << o.fingerprint << "\n";
  }
  bool agree = true;
  const auto first = by_group(orders[0]);
  for (size_t f = 1; f < paths.size() && agree; ++f) {
    const auto other = by_group(orders[f]);
    std::vector<std::string_view> groups;  // the first file's, then the other's it lacks
    for (const GroupOrder& o : orders[0]) groups.push_back(o.group);
    for (const GroupOrder& o : orders[f])
      if (!first.count(o.group)) groups.push_back(o.group);
    for (std::string_view group : groups) {
      std::string why = parting(find(first, group), find(other, group));
      if (why.empty()) continue;
      out << "differ: group " << group << ": " << names[0] << " and " << names[f] << ": " << why
          << " (the ranks would hang or exchange the wrong tensors)\n";
      agree = false;
      break;
    }
  }
  if (agree && paths.size() == 1) out << "one file: its order is shown, with nothing to compare it with\n";
  else if (agree) out << "agree: every group's collectives in the same order in all " << paths.size() << " files\n";
  std::string error;
  // Group names come from the inputs: no control character reaches the terminal.
  if (!write_output("-", [&](std::ostream& os) { os << escape_controls(out.str()); }, error)) {
    std::cerr << "graphopt: error: fingerprint: " << error << "\n";
    return kExitInput;
  }
  return agree ? 0 : 1;
}

}  // namespace graphopt
