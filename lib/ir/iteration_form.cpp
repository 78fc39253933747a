#include "ir/iteration_form.hpp"

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

std::vector<std::string> iteration_shape_problems(const Document& doc, size_t limit) {
  std::vector<std::string> out;
  if (!doc.iteration) return out;
  auto fail = [&](const std::string& m) {
    if (out.size() < limit) out.push_back(m);
  };
  const IterationForm& it = *doc.iteration;
  if (doc.version < 2) fail("an iteration form needs \"version\": 2");
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
      fail(std::string(p.label) + ": placeholder #" + std::to_string(i) + " should be " + expect +
           " (the step's inputs" + (p.takes_carried ? ", then the carried values" : "") + "), found " + found);
      break;
    }
    NodeId o = g.last();
    if (o == kNoNode || g.op(o) != Op::Output) continue;  // the structure checks report it
    if (g.args(o).size() != 2) {
      fail(std::string(p.label) + ": the output node of an iteration form has two arguments "
           "(the step's return value, the list of values handed on), found " + std::to_string(g.args(o).size()));
      continue;
    }
    ArgView handed = carried_outputs(g);
    size_t expect = p.hands_on ? it.carried.size() : 0;
    if (!handed.valid()) {
      fail(std::string(p.label) + ": the output node's second argument is the list of values handed on");
      continue;
    }
    if (handed.size() != expect)
      fail(std::string(p.label) + ": the output hands on " + std::to_string(handed.size()) +
           " values, expected " + std::to_string(expect));
    for (uint32_t i = 0; i < handed.size(); ++i)
      if (!handed[i].is(ArgKind::Node)) {
        fail(std::string(p.label) + ": value handed on #" + std::to_string(i) + " is not a node reference");
        break;
      }
    if (p.g == it.flush.get() && !g.args(o)[0].is(ArgKind::None))
      fail("iteration.flush: returns nothing of the step (its output's first argument is null)");
  }
  return out;
}

}  // namespace graphopt
