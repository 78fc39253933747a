#include "transform/dead_code.hpp"

#include <string>
#include <unordered_map>

#include "analysis/node_kind.hpp"

namespace graphopt {

namespace {

class Sweeper {
 public:
  explicit Sweeper(const Document& doc) : doc_(doc) {}

  bool sweep(Graph& g) {
    bool changed = false;
    for (NodeId n = g.last(); n != kNoNode;) {
      NodeId prev = g.prev(n);
      if (g.users(n).empty() && removable(g, n)) {
        g.erase(n);
        changed = true;
      }
      n = prev;
    }
    return changed;
  }

 private:
  bool removable(const Graph& g, NodeId n) {
    if (g.op(n) == Op::CallModule) return !module_impure(std::string(g.target(n)));
    return !has_side_effects(g, n);
  }

  // A call_module is kept when its subgraph holds anything impure.
  bool module_impure(const std::string& name) {
    auto it = impure_.find(name);
    if (it != impure_.end()) return it->second;
    impure_[name] = true;  // a module that calls itself is kept
    const Module* m = doc_.find_module(name);
    bool impure = m == nullptr;
    if (m) {
      const Graph& g = *m->graph;
      for (NodeId n = g.first(); n != kNoNode && !impure; n = g.next(n)) {
        if (g.op(n) == Op::Placeholder || g.op(n) == Op::Output) continue;
        impure = g.op(n) == Op::CallModule ? module_impure(std::string(g.target(n))) : has_side_effects(g, n);
      }
    }
    return impure_[name] = impure;
  }

  const Document& doc_;
  std::unordered_map<std::string, bool> impure_;
};

}  // namespace

bool eliminate_dead_code(Document& doc) {
  Sweeper s(doc);
  bool changed = s.sweep(*doc.graph);
  for (Module& m : doc.modules) changed |= s.sweep(*m.graph);
  return changed;
}

}  // namespace graphopt
