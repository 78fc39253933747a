#include "transform/outline.hpp"

#include <algorithm>
#include <functional>

#include "transform/copy_node.hpp"

namespace graphopt {

namespace {

bool is_getitem(const Graph& g, NodeId n) {
  return g.op(n) == Op::CallFunction && g.target(n) == "operator.getitem";
}

}  // namespace

bool is_container(const Graph& g, NodeId n) {
  const auto& users = g.users(n);
  return std::any_of(users.begin(), users.end(), [&](NodeId u) { return is_getitem(g, u); });
}

std::optional<OutlinePlan> plan_outline(const Graph& g, const std::vector<NodeId>& run, std::string& why) {
  const size_t cap = g.capacity();
  std::vector<char> in_run(cap, 0), visible(cap, 0), in_prologue(cap, 0), in_body(cap, 0), is_output(cap, 0);
  for (NodeId n : run) in_run[n] = 1;
  OutlinePlan plan;
  plan.end = run.empty() ? kNoNode : run.back();
  bool malformed = false;
  auto container = [&](NodeId n) {
    if (!is_container(g, n)) return false;
    for (NodeId u : g.users(n))
      if (!is_getitem(g, u)) {
        why = "'" + std::string(g.name(n)) + "' is read through getitem and also by '" + std::string(g.name(u)) + "'";
        malformed = true;
      }
    return true;
  };

  // Inputs: what the run reads from outside. A container made outside is
  // not passed itself: the run's getitems of it stay in the parent.
  std::function<void(NodeId)> add_input = [&](NodeId x) {
    if (container(x)) {
      for (NodeId u : g.users(x))
        if (in_run[u] && !in_prologue[u]) {
          in_prologue[u] = 1;
          plan.prologue.push_back(u);
          add_input(u);
        }
    } else if (!visible[x]) {
      visible[x] = 1;
      plan.inputs.push_back(x);
    }
  };
  std::vector<NodeId> ins;
  for (NodeId n : run) {
    if (g.op(n) == Op::GetAttr) {  // stays in the parent, passed in
      if (!visible[n]) {
        visible[n] = 1;
        plan.inputs.push_back(n);
      }
      continue;
    }
    g.inputs(n, ins);
    for (NodeId x : ins)
      if (!visible[x]) add_input(x);
    if (!in_prologue[n]) {
      plan.body.push_back(n);
      in_body[n] = visible[n] = 1;
    }
  }
  if (malformed) return std::nullopt;

  // Outputs: body values read outside. A container made inside is not
  // returned itself: all its getitems move in and are returned instead.
  auto read_outside = [&](NodeId n) {
    const auto& users = g.users(n);
    return std::any_of(users.begin(), users.end(), [&](NodeId u) { return !visible[u]; });
  };
  std::function<void(NodeId)> add_output = [&](NodeId y) {
    if (container(y)) {
      for (NodeId u : g.users(y))
        if (!in_body[u]) {
          in_body[u] = visible[u] = 1;
          plan.body.push_back(u);
        }
      for (NodeId u : g.users(y)) add_output(u);
    } else if (!is_output[y] && read_outside(y)) {
      is_output[y] = 1;
    }
  };
  for (size_t i = 0; i < plan.body.size(); ++i)
    if (read_outside(plan.body[i])) add_output(plan.body[i]);
  if (malformed) return std::nullopt;
  for (NodeId n : plan.body)
    if (is_output[n]) plan.outputs.push_back(n);
  return plan;
}

NodeId apply_outline(Document& doc, Graph& g, const OutlinePlan& plan, const std::string& module,
                     const std::string& tag) {
  using A = ArgValue;
  Module& m = doc.add_module(module);
  Graph& sub = *m.graph;
  std::vector<NodeId> to(g.capacity(), kNoNode);  // parent node -> subgraph node

  // Placeholders arg_0, arg_1, ..., clear of the names the body keeps.
  std::vector<char> in_body(g.capacity(), 0);
  for (NodeId n : plan.body) in_body[n] = 1;
  auto body_name = [&](std::string_view name) {
    NodeId n = g.find(name);
    return n != kNoNode && in_body[n];
  };
  for (size_t i = 0; i < plan.inputs.size(); ++i) {
    std::string name = sub.unique_name("arg_" + std::to_string(i), body_name);
    NodeId p = sub.create(Op::Placeholder, name, name, A::list());
    if (g.node(plan.inputs[i]).val != kNoArg) sub.set_val(p, g.meta_store().to_value(g.node(plan.inputs[i]).val));
    sub.append(p);
    to[plan.inputs[i]] = p;
  }
  for (NodeId n : plan.body) {
    NodeId c = copy_node(g, n, sub, g.name(n), to);
    sub.append(c);
    to[n] = c;
  }
  A results = A::list();
  for (NodeId o : plan.outputs) results.items.push_back(A::ref(to[o]));
  // The body may hold a node named "output" (it is not the output op).
  sub.append(sub.create(Op::Output, sub.unique_name("output"), "output", A::list({results})));

  // In the parent: the call where the run ended, then one getitem per output.
  const NodeId after = g.next(plan.end);
  A inputs = A::list();
  for (NodeId x : plan.inputs) inputs.items.push_back(A::ref(x));
  NodeId call = g.create(Op::CallModule, g.unique_name(module), module, inputs,
                         A::dict({{"tag", A::string(tag)}}));
  A vals = A::list();
  for (NodeId o : plan.outputs)
    vals.items.push_back(g.node(o).val != kNoArg ? g.meta_store().to_value(g.node(o).val) : A::none());
  g.set_val(call, vals);
  if (after == kNoNode) g.append(call);
  else g.insert_before(after, call);
  NodeId last = call;
  std::vector<std::pair<NodeId, NodeId>> items;
  for (size_t i = 0; i < plan.outputs.size(); ++i) {
    NodeId o = plan.outputs[i];
    NodeId item = g.create(Op::CallFunction, g.unique_name("getitem"), "operator.getitem",
                           A::list({A::ref(call), A::integer(static_cast<int64_t>(i))}));
    copy_meta(g, o, g, item, 0);  // o's time is the module's now
    g.insert_after(last, item);
    last = item;
    items.push_back({o, item});
  }
  g.replace_many_uses_if(items, [&](NodeId user) { return !in_body[user]; });
  for (size_t i = plan.body.size(); i-- > 0;) g.erase(plan.body[i]);
  return call;
}

}  // namespace graphopt
