#include "ir/module_calls.hpp"

#include <algorithm>

namespace graphopt {

namespace {

struct Params {
  std::vector<std::string> names;  // placeholder targets, in order
  size_t required = 0;             // those before the last one without a default (placeholder args)
  bool varargs = false;            // a "*args" or "**kwargs" placeholder takes anything
};

struct Call {
  int32_t caller;
  NodeId node;
  uint32_t callee;
};

std::string plural(size_t n) { return std::to_string(n) + (n == 1 ? " argument" : " arguments"); }

}  // namespace

const Graph* caller_graph(const Document& doc, int32_t caller) {
  if (caller >= 0) return static_cast<size_t>(caller) < doc.modules.size() ? doc.modules[caller].graph.get() : nullptr;
  if (caller == kTopLevelCaller) return doc.graph.get();
  if (!doc.iteration) return nullptr;
  return caller == kSetupCaller ? doc.iteration->setup.get()
         : caller == kCleanupCaller ? doc.iteration->cleanup.get()
         : caller == kFlushCaller ? doc.iteration->flush.get() : nullptr;
}

std::vector<ModuleCallProblem> check_module_calls(const Document& doc) {
  std::vector<ModuleCallProblem> out;
  const std::vector<Module>& modules = doc.modules;
  std::vector<Params> params(modules.size());
  for (uint32_t i = 0; i < modules.size(); ++i) {
    const Graph& g = *modules[i].graph;
    Params& p = params[i];
    for (NodeId n = g.first(); n != kNoNode && g.op(n) == Op::Placeholder; n = g.next(n)) {
      std::string_view t = g.target(n);
      if (t.starts_with("*")) p.varargs = true;
      p.names.emplace_back(t);
      if (g.args(n).size() == 0) p.required = p.names.size();
    }
  }
  // The calls each graph makes, by caller number: [caller - kFirstCaller]
  // (graphs that are not modules first, then module i at [i - kFirstCaller]).
  // Checked in the order a document holds them (problems come out so).
  std::vector<std::vector<Call>> calls(modules.size() - kFirstCaller);
  std::vector<int32_t> callers{kTopLevelCaller, kSetupCaller, kCleanupCaller, kFlushCaller};
  for (int32_t i = 0; i < static_cast<int32_t>(modules.size()); ++i) callers.push_back(i);
  for (int32_t caller : callers) {
    const Graph* graph = caller_graph(doc, caller);
    if (!graph) continue;
    const Graph& g = *graph;
    for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) {
      if (g.op(n) != Op::CallModule) continue;
      const Module* m = doc.find_module(g.target(n));
      if (!m) continue;
      const auto callee = static_cast<uint32_t>(m - modules.data());
      calls[static_cast<size_t>(caller - kFirstCaller)].push_back({caller, n, callee});
      const Params& p = params[callee];
      if (p.varargs) continue;
      const std::string& target = modules[callee].name;
      const size_t nargs = g.args(n).size();
      if (nargs > p.names.size()) {
        out.push_back({caller, n, "args",
                       "module '" + target + "' takes " + plural(p.names.size()) + " (its placeholders), found " +
                           std::to_string(nargs)});
        continue;
      }
      std::vector<char> filled(p.names.size(), 0);
      std::fill_n(filled.begin(), nargs, 1);
      ArgView kw = g.kwargs(n);
      for (uint32_t i = 0; i < kw.size(); ++i) {
        std::string key(kw.key(i));
        auto pos = std::find(p.names.begin(), p.names.end(), key);
        if (pos == p.names.end()) {
          if (key != "tag")  // graphopt's own: names the region (partial_lower), ignored when run
            out.push_back({caller, n, "kwargs['" + key + "']", "module '" + target + "' has no placeholder '" + key + "'"});
        } else if (filled[static_cast<size_t>(pos - p.names.begin())]++) {
          out.push_back({caller, n, "kwargs['" + key + "']", "module '" + target + "': '" + key + "' is given twice"});
        }
      }
      for (size_t i = 0; i < p.required; ++i)
        if (!filled[i]) {
          out.push_back({caller, n, "args",
                         "module '" + target + "' takes " + plural(p.required) + " (its placeholders), found " +
                             std::to_string(nargs) + "; '" + p.names[i] + "' is missing"});
          break;
        }
    }
  }
  // Recursion: a depth-first walk from each graph along its calls, with an
  // explicit stack (a hostile file may chain thousands of modules); a call
  // to a module on the current path closes a cycle.
  std::vector<uint8_t> state(calls.size(), 0);  // 1: on the path, 2: done
  // And depth: the longest chain of calls below each graph, known when its
  // walk is done. The analyses follow calls recursively, one stack frame
  // or two per level; kMaxModuleDepth keeps that far from any stack's end.
  std::vector<uint32_t> depth(calls.size(), 0);
  bool too_deep = false;
  struct Frame {
    uint32_t graph;  // as in calls
    size_t next = 0;
  };
  std::vector<Frame> path;
  const uint32_t first_module = static_cast<uint32_t>(-kFirstCaller);  // its slot in calls
  for (uint32_t root = 0; root < calls.size(); ++root) {
    if (state[root]) continue;
    state[root] = 1;
    path.push_back({root});
    while (!path.empty()) {
      Frame& f = path.back();
      if (f.next == calls[f.graph].size()) {
        state[f.graph] = 2;
        for (const Call& c : calls[f.graph]) {
          if (state[c.callee + first_module] != 2) continue;  // (a cycle, reported)
          depth[f.graph] = std::max(depth[f.graph], depth[c.callee + first_module] + 1);
          if (depth[f.graph] > kMaxModuleDepth && !too_deep) {
            too_deep = true;
            out.push_back({c.caller, c.node, "target",
                           "module calls nest more than " + std::to_string(kMaxModuleDepth) + " levels deep (from '" +
                               modules[c.callee].name + "')"});
          }
        }
        path.pop_back();
        continue;
      }
      const Call& c = calls[f.graph][f.next++];
      const uint32_t to = c.callee + first_module;
      if (state[to] == 0) {
        state[to] = 1;
        path.push_back({to});
      } else if (state[to] == 1) {
        std::string chain;
        size_t i = 0;
        while (path[i].graph != to) ++i;
        for (; i < path.size(); ++i) chain += modules[path[i].graph - first_module].name + " -> ";
        out.push_back({c.caller, c.node, "target",
                       "module '" + modules[c.callee].name + "' calls itself (" + chain + modules[c.callee].name +
                           "): it would never return"});
      }
    }
  }
  return out;
}

}  // namespace graphopt
