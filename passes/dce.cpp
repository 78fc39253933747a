// dce: removes nodes whose value nobody uses and that have no side effects.
// Kept: placeholders, the output, collectives, waits, in-place and out=
// ops, asserts and other impure calls, and call_module nodes whose subgraph
// holds any of those.
#include <unordered_map>

#include "analysis/node_kind.hpp"
#include "pipeline/registry.hpp"

namespace graphopt {
namespace {

class DeadCodeElimination : public Pass {
 public:
  bool run(Document& doc, PassContext&) override {
    bool changed = sweep(doc, *doc.graph);
    for (Module& m : doc.modules) changed |= sweep(doc, *m.graph);
    return changed;
  }

 private:
  // Walking backwards, a node's users are all visited (and maybe removed)
  // before the node itself, so one sweep removes whole dead chains.
  bool sweep(const Document& doc, Graph& g) {
    bool changed = false;
    for (NodeId n = g.last(); n != kNoNode;) {
      NodeId prev = g.prev(n);
      if (g.users(n).empty() && removable(doc, g, n)) {
        g.erase(n);
        changed = true;
      }
      n = prev;
    }
    return changed;
  }

  bool removable(const Document& doc, const Graph& g, NodeId n) {
    if (g.op(n) == Op::CallModule) return !module_impure(doc, std::string(g.target(n)));
    return !has_side_effects(g, n);
  }

  bool module_impure(const Document& doc, const std::string& name) {
    auto it = impure_.find(name);
    if (it != impure_.end()) return it->second;
    impure_[name] = true;  // a module that calls itself is kept
    const Module* m = doc.find_module(name);
    bool impure = m == nullptr;
    if (m) {
      const Graph& g = *m->graph;
      for (NodeId n = g.first(); n != kNoNode && !impure; n = g.next(n)) {
        if (g.op(n) == Op::Placeholder || g.op(n) == Op::Output) continue;
        impure = g.op(n) == Op::CallModule ? module_impure(doc, std::string(g.target(n))) : has_side_effects(g, n);
      }
    }
    return impure_[name] = impure;
  }

  std::unordered_map<std::string, bool> impure_;
};

const RegisterPass reg({
    .name = "dce",
    .aliases = {},
    .description = "remove nodes whose results are unused and that have no side effects",
    .options = {},
    .prerequisites = {},
    .run_after = {},
    .traits = {},
    .reorder_option = "",
    .create = [](const PassOptions&) { return std::make_unique<DeadCodeElimination>(); },
});

}  // namespace
}  // namespace graphopt
