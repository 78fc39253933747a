#include "diff/graph_diff.hpp"

#include <algorithm>
#include <bit>
#include <string_view>
#include <unordered_map>

#include "io/fx_text.hpp"
#include "ir/arg_equal.hpp"

namespace graphopt {

namespace {

std::string what(const Graph& g, NodeId n) { return std::string(op_name(g.op(n))) + " " + std::string(g.target(n)); }

// A JSON value with every object's keys sorted: documents that differ only
// in the order of keys (which JSON does not give a meaning) are the same.
std::string canonical(const Json& j) { return nlohmann::json(j).dump(); }

std::string json_of(const Json* j) { return j ? canonical(*j) : "{}"; }

std::vector<std::string> changes(const Graph& ga, NodeId a, const Graph& gb, NodeId b) {
  std::vector<std::string> f;
  if (ga.op(a) != gb.op(b)) f.push_back(std::string("op: ") + op_name(ga.op(a)) + " -> " + op_name(gb.op(b)));
  if (ga.target(a) != gb.target(b))
    f.push_back("target: " + std::string(ga.target(a)) + " -> " + std::string(gb.target(b)));
  if (!same_arg(ga, ga.node(a).args, gb, gb.node(b).args))
    f.push_back("args: " + fx_args_text(ga, a) + " -> " + fx_args_text(gb, b));
  if (!same_arg(ga, ga.node(a).kwargs, gb, gb.node(b).kwargs))
    f.push_back("kwargs: " + fx_kwargs_text(ga, a) + " -> " + fx_kwargs_text(gb, b));
  if (!same_arg(ga, ga.node(a).val, gb, gb.node(b).val, true))
    f.push_back("meta.val: " + val_summary(ga, ga.val(a)) + " -> " + val_summary(gb, gb.val(b)));
  if (!same_arg(ga, ga.node(a).runtime_ns, gb, gb.node(b).runtime_ns, true)) f.push_back("meta.runtime_ns");
  if (json_of(ga.meta_extra(a)) != json_of(gb.meta_extra(b))) f.push_back("meta (other keys)");
  return f;
}

// Indices (into `seq`) of a longest strictly increasing subsequence.
std::vector<size_t> longest_increasing(const std::vector<uint32_t>& seq) {
  std::vector<size_t> tails, prev(seq.size(), SIZE_MAX);
  for (size_t i = 0; i < seq.size(); ++i) {
    auto it = std::lower_bound(tails.begin(), tails.end(), seq[i],
                               [&](size_t t, uint32_t v) { return seq[t] < v; });
    if (it != tails.begin()) prev[i] = *(it - 1);
    if (it == tails.end()) tails.push_back(i);
    else *it = i;
  }
  std::vector<size_t> out;
  for (size_t i = tails.empty() ? SIZE_MAX : tails.back(); i != SIZE_MAX; i = prev[i]) out.push_back(i);
  std::reverse(out.begin(), out.end());
  return out;
}

GraphDiff diff_graphs(const Graph& ga, const Graph& gb, const std::string& label) {
  GraphDiff d;
  d.label = label;
  std::vector<NodeId> oa = ga.order(), ob = gb.order();
  d.a_nodes = oa.size();
  d.b_nodes = ob.size();
  std::unordered_map<std::string_view, uint32_t> pos_b;
  for (uint32_t i = 0; i < ob.size(); ++i) pos_b.emplace(gb.name(ob[i]), i);
  std::vector<uint32_t> common_b;   // B positions of common nodes, in A order
  std::vector<uint32_t> common_a;
  for (uint32_t i = 0; i < oa.size(); ++i) {
    auto it = pos_b.find(ga.name(oa[i]));
    if (it == pos_b.end()) {
      d.removed.push_back({std::string(ga.name(oa[i])), i, what(ga, oa[i])});
      continue;
    }
    common_a.push_back(i);
    common_b.push_back(it->second);
    auto f = changes(ga, oa[i], gb, ob[it->second]);
    if (!f.empty()) d.changed.push_back({std::string(ga.name(oa[i])), std::move(f)});
  }
  for (uint32_t i = 0; i < ob.size(); ++i)
    if (ga.find(gb.name(ob[i])) == kNoNode) d.added.push_back({std::string(gb.name(ob[i])), i, what(gb, ob[i])});
  std::vector<size_t> keep = longest_increasing(common_b);
  std::vector<char> stays(common_b.size(), 0);
  for (size_t k : keep) stays[k] = 1;
  for (size_t k = 0; k < common_b.size(); ++k) {
    if (stays[k]) continue;
    uint32_t to = common_b[k];
    NodeMove m{std::string(ga.name(oa[common_a[k]])), common_a[k], to, "", ""};
    if (to > 0) m.after = std::string(gb.name(ob[to - 1]));
    if (to + 1 < ob.size()) m.before = std::string(gb.name(ob[to + 1]));
    d.moved.push_back(std::move(m));
  }
  std::sort(d.moved.begin(), d.moved.end(), [](const NodeMove& x, const NodeMove& y) { return x.to < y.to; });
  return d;
}

std::string groups_text(const Document& doc) {
  std::vector<std::string> groups;  // sorted: the groups are an object's keys
  for (const auto& g : doc.process_groups) {
    std::string s = g.name + ":" + std::to_string(g.size) + "[";
    for (size_t i = 0; i < g.ranks.size(); ++i) s += (i ? "," : "") + std::to_string(g.ranks[i]);
    groups.push_back(s + "]" + canonical(g.extra) + ";");
  }
  std::sort(groups.begin(), groups.end());
  std::string s;
  for (const std::string& g : groups) s += g;
  return s;
}

}  // namespace

bool DocumentDiff::equal() const {
  if (!other.empty()) return false;
  for (const auto& g : graphs)
    if (!g.empty()) return false;
  return true;
}

size_t DocumentDiff::added() const {
  size_t n = 0;
  for (const auto& g : graphs) n += g.added.size();
  return n;
}
size_t DocumentDiff::removed() const {
  size_t n = 0;
  for (const auto& g : graphs) n += g.removed.size();
  return n;
}
size_t DocumentDiff::changed() const {
  size_t n = 0;
  for (const auto& g : graphs) n += g.changed.size();
  return n;
}
size_t DocumentDiff::moved() const {
  size_t n = 0;
  for (const auto& g : graphs) n += g.moved.size();
  return n;
}

namespace {

// Every node of g as added (a graph only the second document has).
GraphDiff all_added(const Graph& g, const std::string& label) {
  GraphDiff out;
  out.label = label;
  out.b_nodes = g.size();
  uint32_t i = 0;
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n), ++i) out.added.push_back({std::string(g.name(n)), i, what(g, n)});
  return out;
}

// The iteration forms' graphs: pairwise when both have one; when only one
// does, each of its graphs against the other's step (what setup leaves
// for the next iteration, what cleanup runs again).
void diff_iteration(const Document& a, const Document& b, DocumentDiff& d) {
  if (!a.iteration && !b.iteration) return;
  if (!a.iteration || !b.iteration) {
    const Document& has = a.iteration ? a : b;
    d.other.push_back(std::string("iteration form ") + (a.iteration ? "removed" : "added") + " (" +
                      std::to_string(has.iteration->carried.size()) + " values carried)");
    for (const LabeledGraph& g : has.step_graphs())
      if (g.graph != has.graph.get())
        d.graphs.push_back(a.iteration ? diff_graphs(*g.graph, *b.graph, g.label) : diff_graphs(*a.graph, *g.graph, g.label));
    return;
  }
  if (a.iteration->carried != b.iteration->carried) d.other.push_back("iteration.carried differs");
  std::vector<LabeledGraph> ga = a.step_graphs(), gb = b.step_graphs();
  for (size_t i = 1; i < ga.size(); ++i) d.graphs.push_back(diff_graphs(*ga[i].graph, *gb[i].graph, ga[i].label));
}

}  // namespace

DocumentDiff diff_documents(const Document& a, const Document& b) {
  DocumentDiff d;
  d.graphs.push_back(diff_graphs(*a.graph, *b.graph, "graph"));
  diff_iteration(a, b, d);
  // Looked up by name through maps (find_module's, and extras' below): a
  // linear search per module made a document of many modules (or top-level
  // keys) quadratic to compare.
  for (const Module& m : a.modules) {
    const Module* other = b.find_module(m.name);
    if (!other) d.other.push_back("module '" + m.name + "' removed");
    else d.graphs.push_back(diff_graphs(*m.graph, *other->graph, "module '" + m.name + "'"));
  }
  for (const Module& m : b.modules)
    if (!a.find_module(m.name)) {
      d.other.push_back("module '" + m.name + "' added (" + std::to_string(m.graph->size()) + " nodes)");
      d.graphs.push_back(all_added(*m.graph, "module '" + m.name + "'"));
    }
  if (groups_text(a) != groups_text(b)) d.other.push_back("process_groups differ");
  auto extras = [](const Document& doc) {
    std::unordered_map<std::string_view, const Json*> out;
    for (const auto& [k, v] : doc.extras)
      if (k != kRewrittenByKey) out.emplace(k, &v);
    return out;
  };
  const auto ea = extras(a), eb = extras(b);
  for (const auto& [k, v] : a.extras) {
    if (k == kRewrittenByKey) continue;
    auto other = eb.find(k);
    if (other == eb.end()) d.other.push_back("key \"" + k + "\" removed");
    else if (canonical(*other->second) != canonical(v)) d.other.push_back("key \"" + k + "\" changed");
  }
  for (const auto& [k, v] : b.extras)
    if (k != kRewrittenByKey && !ea.count(k)) d.other.push_back("key \"" + k + "\" added");
  return d;
}

std::string render_stat(const DocumentDiff& d, const std::string& a_name, const std::string& b_name) {
  std::string s = a_name + " -> " + b_name + ": ";
  if (d.equal()) return s + "equal\n";
  s += std::to_string(d.added()) + " added, " + std::to_string(d.removed()) + " removed, " +
       std::to_string(d.changed()) + " changed, " + std::to_string(d.moved()) + " moved";
  if (!d.other.empty()) s += ", " + std::to_string(d.other.size()) + " other";
  return s + "\n";
}

std::string render_diff(const DocumentDiff& d, const std::string& a_name, const std::string& b_name) {
  std::string s = "--- " + a_name + "\n+++ " + b_name + "\n";
  for (const auto& o : d.other) s += "document: " + o + "\n";
  for (const GraphDiff& g : d.graphs) {
    if (g.empty()) continue;
    std::string prefix = g.label == "graph" ? "" : g.label + ": ";
    for (const auto& n : g.removed)
      s += prefix + "removed " + n.name + " (" + n.what + ") at " + std::to_string(n.position) + "\n";
    for (const auto& n : g.added)
      s += prefix + "added   " + n.name + " (" + n.what + ") at " + std::to_string(n.position) + "\n";
    for (const auto& c : g.changed)
      for (const auto& f : c.fields) s += prefix + "changed " + c.name + " " + f + "\n";
    for (const auto& m : g.moved) {
      s += prefix + "moved   " + m.name + " " + std::to_string(m.from) + " -> " + std::to_string(m.to) + " (now";
      if (!m.after.empty()) s += " after " + m.after;
      if (!m.after.empty() && !m.before.empty()) s += ",";
      if (!m.before.empty()) s += " before " + m.before;
      s += ")\n";
    }
  }
  return s + render_stat(d, a_name, b_name);
}

}  // namespace graphopt
