#include "ir/iteration_form.hpp"

#include <algorithm>
#include <unordered_map>

#include "ir/arg_equal.hpp"

namespace graphopt {

namespace {

std::string q(std::string_view s) { return "'" + std::string(s) + "'"; }

}  // namespace

std::vector<NodeId> placeholders(const Graph& g) {
  std::vector<NodeId> out;
  for (NodeId n = g.first(); n != kNoNode && g.op(n) == Op::Placeholder; n = g.next(n)) out.push_back(n);
  return out;
}

ArgView carried_outputs(const Graph& g) {
  NodeId out = g.last();
  if (out == kNoNode || g.op(out) != Op::Output || g.args(out).size() != 2) return {};
  ArgView list = g.args(out)[1];
  return list.is(ArgKind::List) ? list : ArgView();
}

FormPlace FormPlace::at_node(std::string graph, const Graph& g, NodeId n, std::string field) {
  FormPlace p;
  p.graph = std::move(graph);
  p.g = &g;
  p.node = n;
  if (n != kNoNode) p.name = std::string(g.name(n));
  p.field = std::move(field);
  return p;
}

FormPlace FormPlace::at_carried(size_t index) {
  FormPlace p;
  p.carried = static_cast<int>(index);
  return p;
}

namespace {

// Both have a meta.val, and they differ (one left out says nothing).
bool vals_differ(const Graph& ga, NodeId a, const Graph& gb, NodeId b) {
  const ArgId va = ga.node(a).val, vb = gb.node(b).val;
  return va != kNoArg && vb != kNoArg && !same_arg(ga, va, gb, vb, true);
}

// The same tensors in every graph: each input as setup declares it, and
// each carried placeholder as the values handed on in its place. A size or
// dtype told otherwise in one graph makes every estimate of it wrong (found
// by red-team). Called once the placeholders and outputs are as they
// should be.
void same_tensors(const Document& doc, std::vector<FormProblem>& out, size_t limit) {
  const IterationForm& it = *doc.iteration;
  const Graph& setup = *it.setup;
  const std::vector<NodeId> inputs = placeholders(setup);
  struct Hander {
    const char* label;
    const Graph* g;
  };
  const Hander handers[] = {{"iteration.setup", &setup}, {"graph", doc.graph.get()}};
  const std::pair<const char*, const Graph*> takers[] = {
      {"graph", doc.graph.get()}, {"iteration.cleanup", it.cleanup.get()}, {"iteration.flush", it.flush.get()}};
  for (const auto& [label, g] : takers) {
    const std::vector<NodeId> have = placeholders(*g);
    for (size_t i = 0; i < inputs.size() && out.size() < limit; ++i)
      if (vals_differ(setup, inputs[i], *g, have[i]))
        out.push_back({FormPlace::at_node(label, *g, have[i], "meta.val"),
                       "differs from iteration.setup's (an input is the same tensor in every graph)"});
    for (size_t j = 0; j < it.carried.size() && out.size() < limit; ++j) {
      const NodeId c = have[inputs.size() + j];
      for (const Hander& h : handers) {
        const NodeId handed = carried_outputs(*h.g)[static_cast<uint32_t>(j)].node();
        if (!vals_differ(*g, c, *h.g, handed)) continue;
        out.push_back({FormPlace::at_node(label, *g, c, "meta.val"),
                       "differs from that of " + q(h.g->name(handed)) + ", which " + h.label +
                           " hands on in its place"});
        break;
      }
    }
  }
}

}  // namespace

std::vector<FormProblem> form_shape_problems(const Document& doc, size_t limit) {
  std::vector<FormProblem> out;
  auto fail = [&](FormPlace at, const std::string& m) {
    if (out.size() < limit) out.push_back({std::move(at), m});
  };
  // Outside an iteration form, torch.fx's output node takes one argument,
  // the graph's result (a list of its outputs), at most, and no keywords (found by
  // red-team: two arguments, and kwargs, were read and their values lost).
  auto one_result = [&](const std::string& label, const Graph& g) {
    NodeId o = g.last();
    if (o == kNoNode || g.op(o) != Op::Output) return;  // the structure checks report it
    if (g.args(o).size() > 1)  // (none: args left out, as the format allows; the graph returns nothing)
      fail(FormPlace::at_node(label, g, o, "args"), "an output node takes one argument, the graph's result (a "
                                                    "list of its outputs), found " + std::to_string(g.args(o).size()));
    else if (g.kwargs(o).size() != 0)
      fail(FormPlace::at_node(label, g, o, "kwargs"), "an output node takes no keyword arguments");
  };
  if (!doc.iteration) one_result("graph", *doc.graph);
  for (const Module& m : doc.modules) one_result("module '" + m.name + "'", *m.graph);
  if (!doc.iteration) return out;
  const IterationForm& it = *doc.iteration;
  if (doc.version < 2) fail({}, "an iteration form needs \"version\": 2, found " + std::to_string(doc.version));
  const Graph& setup = *it.setup;
  std::vector<NodeId> inputs = placeholders(setup);
  struct Part {
    const char* label;
    const Graph* g;
    bool takes_carried;
    bool hands_on;
  };
  const Part parts[] = {{"iteration.setup", it.setup.get(), false, true},
                        {"graph", doc.graph.get(), true, true},
                        {"iteration.cleanup", it.cleanup.get(), true, false},
                        {"iteration.flush", it.flush.get(), true, false}};
  // Each carried value is named once, by a placeholder of every graph that
  // takes them; the checks below would only repeat a wrong entry.
  bool carried_ok = true;
  std::unordered_map<std::string_view, size_t> first;
  for (size_t j = 0; j < it.carried.size(); ++j) {
    const FormPlace entry = FormPlace::at_carried(j);
    const std::string& name = it.carried[j];
    auto [seen, fresh] = first.emplace(name, j);
    if (!fresh) {
      fail(entry, q(name) + " is carried twice (also iteration.carried[" + std::to_string(seen->second) + "])");
      carried_ok = false;
      continue;
    }
    std::string lacking;
    for (const Part& p : parts) {
      if (!p.takes_carried) continue;
      NodeId n = p.g->find(name);
      if (n != kNoNode && p.g->op(n) == Op::Placeholder) continue;
      lacking += (lacking.empty() ? "" : ", ") + std::string(p.label);
    }
    if (!lacking.empty()) {
      fail(entry, q(name) + " is not a placeholder of " + lacking +
                      " (each takes the step's inputs, then one placeholder per carried value)");
      carried_ok = false;
    }
    // setup's placeholders are the step's inputs, which every other graph
    // takes first: one of them carried is setup's mistake, and is said there
    // (found by red-team: the other three graphs were blamed).
    if (NodeId n = setup.find(name); n != kNoNode && setup.op(n) == Op::Placeholder) {
      fail(FormPlace::at_node("iteration.setup", setup, n),
           "setup takes the step's inputs only, and " + q(name) + " is carried (iteration.carried[" +
               std::to_string(j) + "]), handed on by setup's output");
      carried_ok = false;
    }
  }
  if (!carried_ok) return out;
  for (const Part& p : parts) {
    const Graph& g = *p.g;
    std::vector<std::string> want;
    for (NodeId n : inputs) want.emplace_back(setup.name(n));
    if (p.takes_carried) want.insert(want.end(), it.carried.begin(), it.carried.end());
    std::vector<NodeId> have = placeholders(g);
    for (size_t i = 0; i < std::max(want.size(), have.size()); ++i) {
      if (i < want.size() && i < have.size() && g.name(have[i]) == want[i]) continue;
      std::string expect = i < want.size() ? "placeholder " + q(want[i]) : "no more placeholders";
      std::string found = i < have.size() ? q(g.name(have[i])) : "none";
      // The placeholder found there, or the node where the missing one belongs.
      NodeId at = i < have.size() ? have[i] : have.empty() ? g.first() : g.next(have.back());
      fail(FormPlace::at_node(p.label, g, at, ""), "placeholder #" + std::to_string(i) + " should be " + expect +
                                       " (the step's inputs" + (p.takes_carried ? ", then the carried values" : "") +
                                       "), found " + found);
      break;
    }
    NodeId o = g.last();
    if (o == kNoNode || g.op(o) != Op::Output) continue;  // the structure checks report it
    if (g.args(o).size() != 2) {
      fail(FormPlace::at_node(p.label, g, o, "args"), "the output node of an iteration form has two arguments "
           "(the step's return value, the list of values handed on), found " + std::to_string(g.args(o).size()));
      continue;
    }
    if (g.kwargs(o).size() != 0)  // (as outside a form: found by red-team, kept here alone)
      fail(FormPlace::at_node(p.label, g, o, "kwargs"), "an output node takes no keyword arguments");
    ArgView handed = carried_outputs(g);
    size_t expect = p.hands_on ? it.carried.size() : 0;
    if (!handed.valid()) {
      fail(FormPlace::at_node(p.label, g, o, "args[1]"), "the output node's second argument is the list of values handed on");
      continue;
    }
    if (handed.size() != expect)
      fail(FormPlace::at_node(p.label, g, o, "args[1]"), "the output hands on " + std::to_string(handed.size()) +
                                            " values, expected " + std::to_string(expect) +
                                            (p.hands_on ? " (one per carried value)" : " (the last iteration hands on none)"));
    for (uint32_t i = 0; i < handed.size(); ++i)
      if (!handed[i].is(ArgKind::Node)) {
        fail(FormPlace::at_node(p.label, g, o, "args[1][" + std::to_string(i) + "]"),
             "value handed on #" + std::to_string(i) + " is not a node reference");
        break;
      }
    if (p.g == it.flush.get() && !g.args(o)[0].is(ArgKind::None))
      fail(FormPlace::at_node(p.label, g, o, "args[0]"), "must be null: flush returns nothing of the step");
  }
  if (out.empty()) same_tensors(doc, out, limit);
  return out;
}

}  // namespace graphopt
