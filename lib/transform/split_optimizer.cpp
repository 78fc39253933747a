#include "transform/split_optimizer.hpp"

#include <algorithm>
#include <unordered_set>

#include "analysis/target.hpp"
#include "analysis/tensor_size.hpp"
#include "transform/copy_node.hpp"

namespace graphopt {

namespace {

std::string q(std::string_view s) { return "'" + std::string(s) + "'"; }

bool is_step_counter(const Graph& g, NodeId n) {
  return g.op(n) == Op::CallFunction && op_target(g.target(n)).rfind("aten._foreach_add_.", 0) == 0 &&
         g.args(n).size() >= 1 && g.args(n)[0].is(ArgKind::List);
}

}  // namespace

bool is_fused_optimizer(std::string_view target) {
  target = op_target(target);
  return target == "aten._fused_adam_.default" || target == "aten._fused_adamw_.default";
}

bool has_optimizer_lists(const Graph& g, NodeId optim) {
  ArgView args = g.args(optim);
  if (args.size() < kOptimizerLists) return false;
  for (uint32_t l = 0; l < kOptimizerLists; ++l)
    if (!args[l].is(ArgKind::List)) return false;
  return true;
}

std::vector<NodeId> fused_optimizers(const Graph& g) {
  std::vector<NodeId> out;
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n))
    if (g.op(n) == Op::CallFunction && is_fused_optimizer(g.target(n))) out.push_back(n);
  return out;
}

std::string split_refusal(const Graph& g, NodeId optim) {
  std::string who = "optimizer step " + q(g.name(optim));
  if (!g.users(optim).empty())
    return who + " has users (" + q(g.name(g.users(optim)[0])) +
           "): only the in-place form, whose results nothing reads, is split";
  ArgView args = g.args(optim);
  if (!has_optimizer_lists(g, optim)) return who + " does not take its six lists as positional arguments";
  uint32_t n = args[kParams].size();
  for (uint32_t l = 0; l < kOptimizerLists; ++l) {
    ArgView list = args[l];
    if (!list.is(ArgKind::List)) return who + ": argument " + std::to_string(l) + " is not a list";
    if (l == kMaxExpAvgSqs && list.size() == 0) continue;
    if (list.size() != n)
      return who + ": argument " + std::to_string(l) + " has " + std::to_string(list.size()) + " entries, not " +
             std::to_string(n);
    for (uint32_t i = 0; i < list.size(); ++i)
      if (!list[i].is(ArgKind::Node)) return who + ": argument " + std::to_string(l) + " holds a non-tensor";
  }
  if (n < 2) return who + " updates fewer than two parameters";
  if (NodeId c = step_counter(g, optim); c != kNoNode && !g.users(c).empty())
    return "step counter " + q(g.name(c)) + " of " + who + " has users";
  return "";
}

NodeId step_counter(const Graph& g, NodeId optim) {
  ArgView steps = g.args(optim)[kStateSteps];
  if (steps.size() == 0) return kNoNode;
  NodeId first = steps[0].node();
  for (NodeId u : g.users(first))
    if (is_step_counter(g, u)) return u;
  return kNoNode;
}

SplitOptimizer split_fused_optimizer(Graph& g, NodeId optim, const std::vector<bool>& take) {
  SplitOptimizer out;
  ArgView args = g.args(optim);
  // The two optimizer steps: each list cut by `take`, the rest as it was.
  ArgValue all = g.store().to_value(g.node(optim).args);
  ArgValue kwargs = g.store().to_value(g.node(optim).kwargs);
  std::unordered_set<NodeId> chosen_steps;
  for (uint32_t i = 0; i < args[kStateSteps].size(); ++i)
    if (take[i]) chosen_steps.insert(args[kStateSteps][i].node());
  // Each part's share of a measured time: its parameters' bytes (the
  // update streams every byte of each list once), else its count.
  double bytes[2] = {0, 0}, count[2] = {0, 0};
  for (uint32_t i = 0; i < args[kParams].size(); ++i) {
    const int part = take[i] ? 0 : 1;
    bytes[part] += static_cast<double>(output_size(g, args[kParams][i].node()).bytes);
    count[part] += 1;
  }
  auto share = [](const double* w, int part) { return w[0] + w[1] > 0 ? w[part] / (w[0] + w[1]) : 0.5; };
  NodeId parts[2];
  for (int part = 0; part < 2; ++part) {
    ArgValue a = all;
    for (uint32_t l = 0; l < kOptimizerLists; ++l) {
      std::vector<ArgValue> kept;
      for (size_t i = 0; i < all.items[l].items.size(); ++i)
        if (take[i] == (part == 0)) kept.push_back(all.items[l].items[i]);
      a.items[l].items = std::move(kept);
    }
    parts[part] = g.create(Op::CallFunction, g.unique_name(g.name(optim)), g.target(optim), a, kwargs);
    copy_meta(g, optim, g, parts[part], share(bytes[0] + bytes[1] > 0 ? bytes : count, part));
    g.insert_before(optim, parts[part]);
  }
  out.chosen = parts[0];
  out.rest = parts[1];
  // The counter: split the same way, by which tensors it counts.
  if (NodeId counter = step_counter(g, optim); counter != kNoNode) {
    ArgValue cargs = g.store().to_value(g.node(counter).args);
    ArgValue ckw = g.store().to_value(g.node(counter).kwargs);
    NodeId cparts[2];
    const std::vector<ArgValue>& counted = cargs.items[0].items;
    // A list beside the counted tensors (_foreach_add_.List's `other`,
    // .ScalarList's `scalars`) holds one entry per tensor: cut alike (found
    // by red-team: each part kept the whole list, which torch refuses).
    auto cut = [&](ArgValue& v, int part) {
      if (v.kind != ArgKind::List || v.items.size() != counted.size()) return;
      std::vector<ArgValue> kept;
      for (size_t i = 0; i < counted.size(); ++i)
        if ((counted[i].kind == ArgKind::Node && chosen_steps.count(counted[i].node)) == (part == 0))
          kept.push_back(v.items[i]);
      v.items = std::move(kept);
    };
    double counts[2] = {0, 0};
    for (const ArgValue& c : counted) counts[c.kind == ArgKind::Node && chosen_steps.count(c.node) ? 0 : 1] += 1;
    for (int part = 0; part < 2; ++part) {
      ArgValue a = cargs, kw = ckw;
      for (ArgValue& v : a.items) cut(v, part);
      for (ArgValue& v : kw.items) cut(v, part);
      if (a.items[0].items.empty()) continue;
      cparts[part] = g.create(Op::CallFunction, g.unique_name(g.name(counter)), g.target(counter), a, kw);
      copy_meta(g, counter, g, cparts[part], share(counts, part));
      g.insert_before(counter, cparts[part]);
      (part == 0 ? out.chosen_counter : out.rest_counter) = cparts[part];
    }
    if (g.users(counter).empty()) g.erase(counter);
  }
  g.erase(optim);
  return out;
}

}  // namespace graphopt
