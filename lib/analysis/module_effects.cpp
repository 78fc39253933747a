#include "analysis/module_effects.hpp"

#include <string_view>
#include <unordered_set>

#include "analysis/node_kind.hpp"

namespace graphopt {

std::vector<FormProblem> module_effect_problems(const Document& doc, size_t limit) {
  std::vector<FormProblem> out;
  for (const Module& m : doc.modules) {
    const Graph& g = *m.graph;
    const std::string label = "module '" + m.name + "'";
    NodeKinds kinds(g);
    const std::vector<NodeId> roots = storage_roots(g, kinds);
    for (NodeId n = g.first(); n != kNoNode && out.size() < limit; n = g.next(n)) {
      // (what a call_module, ordered as compute, would hide)
      struct Hidden {
        bool (NodeKinds::*is)(NodeId) const;
        const char* why;
      };
      static const Hidden kHidden[] = {
          {&NodeKinds::is_collective,
           "issues a collective inside a module: graphopt orders a call_module as compute, so its group's other "
           "collectives could be moved across the call, and the group's recorded order and fingerprint would leave "
           "it out (keep collectives and their waits out of modules)"},
          {&NodeKinds::draws_random,
           "draws random numbers inside a module: graphopt orders a call_module as compute that draws none, so the "
           "draws' order could change (keep random draws out of modules)"},
          {&NodeKinds::is_order_marker,
           "sets a mode, orders streams or communicates inside a module (autocast, grad mode, a stream wait, a "
           "torch.distributed call): graphopt orders a call_module as compute, so ops could be moved across the "
           "marker it hides (keep order markers out of modules)"}};
      const Hidden* hidden = nullptr;
      for (const Hidden& h : kHidden)
        if (!hidden && (kinds.*h.is)(n)) hidden = &h;
      if (hidden) {
        out.push_back({FormPlace::at_node(label, g, n, ""), hidden->why});
        continue;
      }
      if (!kinds.may_write(n)) continue;
      for (NodeId w : written_inputs(g, n, kinds.kind(n), kinds.collective(n))) {
        const Op root = g.op(roots[w]);
        if (root != Op::Placeholder && root != Op::GetAttr) continue;  // its own temporary: unseen outside
        out.push_back({FormPlace::at_node(label, g, n, ""),
                       root == Op::Placeholder
                           ? "writes the module's placeholder '" + std::string(g.name(roots[w])) +
                                 "' in place: graphopt orders a call_module as compute that writes none of its "
                                 "arguments, so a reader of it could be moved across the call (keep in-place writes "
                                 "of inputs out of modules)"
                           : "writes the module's attribute '" + std::string(g.name(roots[w])) +
                                 "' in place: graphopt orders a call_module as compute without state, so two calls "
                                 "could be swapped (keep in-place writes of attributes out of modules)"});
        break;
      }
    }
  }
  return out;
}

std::vector<FormProblem> module_alias_problems(const Document& doc, size_t limit) {
  std::vector<FormProblem> out;
  if (doc.modules.empty()) return out;  // (the pipeline asks before every pass: no walk then)
  // Only modules some graph calls: one nothing calls aliases nothing.
  std::unordered_set<std::string_view> called;
  for (const LabeledGraph& lg : doc.all_graphs())
    for (NodeId n = lg.graph->first(); n != kNoNode; n = lg.graph->next(n))
      if (lg.graph->op(n) == Op::CallModule) called.insert(lg.graph->target(n));
  for (const Module& m : doc.modules) {
    if (!called.count(m.name)) continue;
    const Graph& g = *m.graph;
    NodeKinds kinds(g);
    const std::vector<NodeId> roots = storage_roots(g, kinds);
    for (NodeId n = g.first(); n != kNoNode && out.size() < limit; n = g.next(n)) {
      if (g.op(n) != Op::Output) continue;
      for (NodeId x : g.refs(n)) {
        const Op root = g.op(roots[x]);
        if (root != Op::Placeholder && root != Op::GetAttr) continue;
        out.push_back({FormPlace::at_node("module '" + m.name + "'", g, n, ""),
                       "returns '" + std::string(g.name(x)) + "', which is (or views) the module's " +
                           (root == Op::Placeholder ? "placeholder '" : "attribute '") +
                           std::string(g.name(roots[x])) +
                           "': graphopt orders a call_module as compute that returns new tensors, so a write of "
                           "what it views could be moved across a reader of it (compute such views in the caller)"});
        break;
      }
    }
  }
  return out;
}

}  // namespace graphopt
