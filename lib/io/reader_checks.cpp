// What the reader checks once a whole graph is read (io/fx_reader.hpp).
#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <unordered_map>
#include <unordered_set>

#include "io/fx_reader.hpp"
#include "io/limits.hpp"
#include "io/number_format.hpp"
#include "ir/dtype.hpp"
#include "ir/module_calls.hpp"

namespace graphopt::reader_detail {

namespace {

// A file with many references out of order is most likely in another
// order altogether, not a cyclic graph: the first few are searched for a
// cycle, so that the messages stay cheap (each search walks the graph).
constexpr size_t kCycleSearches = 20;

// The path from `user` back to itself through `target` when the nodes
// `target` uses (transitively) include `user`: "user -> ... -> target ->
// user"; empty when there is none. The walk reads the arg cells (the
// graph's reference index is built after these checks) and stops after a
// few visits per node, so a malformed graph cannot make it run long.
std::string find_cycle(const Graph& g, NodeId user, NodeId target) {
  std::vector<NodeId> stack{target}, parent(g.capacity(), kNoNode), ins;
  std::vector<char> seen(g.capacity(), 0);
  seen[target] = 1;
  bool found = false;
  size_t budget = 4 * g.capacity() + 64;
  while (!stack.empty() && !found && budget-- > 0) {
    NodeId n = stack.back();
    stack.pop_back();
    ins.clear();
    g.refs_from_cells(n, ins);
    for (NodeId in : ins) {
      if (in == kNoNode || in >= g.capacity() || seen[in] || found) continue;
      seen[in] = 1;
      parent[in] = n;
      if (in == user) found = true;
      stack.push_back(in);
    }
  }
  if (!found) return "";
  std::string chain = std::string(g.name(user));
  for (NodeId n = user; n != target;) {
    n = parent[n];
    chain = std::string(g.name(n)) + " -> " + chain;
  }
  return std::string(g.name(user)) + " -> " + chain;
}

}  // namespace

void FxReader::check_graph(Graph& g, const std::string& where, TextPos graph_pos) {
  std::string label = where.empty() ? "graph" : where;
  // References to nodes defined later: out of order, and maybe a cycle.
  size_t cycle_checks = 0;
  for (ForwardRef& f : forward_) {
    NodeId target = g.find(f.name);
    std::string name(g.pool().str(f.name));
    if (target == kNoNode) {
      report(f.pos, f.where, "reference to undefined node '" + name + "'");
      continue;
    }
    g.store().cell(f.cell).bits = target;
    std::string msg = "reference to node '" + name + "', which is defined later (line " +
                      std::to_string(name_pos_[f.name].line) +
                      "); a node must come after every node it uses";
    // Is there a path from the target back to the user? Then it is a cycle.
    if (cycle_checks++ < kCycleSearches)
      if (std::string cycle = find_cycle(g, f.user, target); !cycle.empty()) msg = "cycle: " + cycle;
    report(f.pos, f.where, msg);
  }
  // Exactly one output node, and it ends the graph.
  if (outputs_.empty()) {
    report(graph_pos, label, "no output node: a graph ends with exactly one");
  } else {
    if (outputs_.size() > 1)
      report(outputs_[1].pos, outputs_[1].where,
             "a second output node (a graph has exactly one, at its end)");
    else if (outputs_[0].index + 1 != node_count_)
      report(outputs_[0].pos, outputs_[0].where, "the output node must be the last node");
  }
}

// torch.fx graphs take their inputs first (the tracers put every
// placeholder before the first other node), and the passes keep them there.
void FxReader::check_placeholder_order(const NodeDraft& d, const std::string& where) {
  if (!d.has_op) return;
  if (d.op != Op::Placeholder) {
    if (first_non_placeholder_.empty()) {
      first_non_placeholder_ = d.has_name ? d.name : "#" + std::to_string(d.index);
      first_non_placeholder_pos_ = d.start;
    }
  } else if (!first_non_placeholder_.empty()) {
    report(d.op_pos, where + ", op",
           "a placeholder must come before every other node, but follows '" + first_non_placeholder_ +
               "' (line " + std::to_string(first_non_placeholder_pos_.line) + ")");
  }
}

// Reports the problems of module calls (ir/module_calls.hpp) at their place.
// graphopt's record of what rewrote the document (format.md), as the schema
// has it: a list of {"tool", "version", "passes"} strings. Anything else was
// written back inside graphopt's next record, an output its own schema
// refuses (found by a docs audit: "rewritten_by": "me").
void FxReader::check_rewritten_by(TextPos at, const Json& record) {
  const std::string shape = "a list of records {\"tool\": ..., \"version\": ..., \"passes\": ...} (graphopt's own)";
  if (!record.is_array()) {
    report(at, kRewrittenByKey, "expected " + shape + ", found " + std::string(record.type_name()));
    return;
  }
  for (size_t i = 0; i < record.size(); ++i) {
    const Json& r = record[i];
    bool ok = r.is_object();
    for (const char* k : {"tool", "version", "passes"}) ok = ok && r.contains(k) && r[k].is_string();
    if (!ok) {
      report(at, std::string(kRewrittenByKey) + "[" + std::to_string(i) + "]",
             "expected a record with the strings \"tool\", \"version\" and \"passes\"");
      return;
    }
  }
}

void FxReader::check_module_calls() {
  std::vector<ModuleCallProblem> problems = graphopt::check_module_calls(*doc_);
  if (problems.empty()) return;
  std::unordered_map<uint64_t, const ModuleCall*> by_node;  // (caller, node) -> where it was read
  auto key = [](int32_t caller, NodeId node) { return (uint64_t(uint32_t(caller)) << 32) | node; };
  for (const ModuleCall& mc : module_calls_) by_node.emplace(key(mc.caller, mc.node), &mc);
  for (const ModuleCallProblem& p : problems) {
    const ModuleCall& mc = *by_node.at(key(p.caller, p.node));  // every call_module read is recorded
    TextPos pos = p.field == "args" ? mc.args_pos : p.field == "target" ? mc.target_pos : mc.pos;
    report(pos, mc.where + ", " + p.field, p.message);
  }
}

}  // namespace graphopt::reader_detail
