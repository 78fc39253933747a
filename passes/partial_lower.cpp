// partial_lower: carves the maximal runs of consecutive lowerable nodes
// into call_module subgraphs that a backend compiler can take one by one,
// as torch's _spmd/partial_lower.py does for Inductor; collectives, waits,
// fused optimizer steps, in-place writes, random draws and what the user
// denies stay in the parent.
//
// Walking the graph in order (placeholders skipped), a node that is not
// lowerable ends the current run; the break is logged (warning) with its
// reason, as the seed does. A run is kept when it holds at least min_ops
// aten ops. Each kept run is outlined (transform/outline.hpp): inputs and
// outputs are tensors, containers move with their getitems, get_attr
// nodes are passed in. Module names are `prefix` plus a number that no
// module or get_attr target of the document uses yet (they share the
// GraphModule's attributes); the call's `tag` kwarg comes from a template.
#include <algorithm>
#include <cctype>
#include <unordered_set>

#include <spdlog/spdlog.h>

#include "analysis/node_kind.hpp"
#include "analysis/optimizer_ops.hpp"
#include "analysis/target.hpp"
#include "pipeline/analyses.hpp"
#include "pipeline/registry.hpp"
#include "transform/outline.hpp"

namespace graphopt {
namespace {

// A target list entry matches exactly, or as a prefix when it ends in '*'.
bool listed(const std::vector<std::string>& list, std::string_view target) {
  for (const std::string& e : list) {
    if (!e.empty() && e.back() == '*' ? target.substr(0, e.size() - 1) == std::string_view(e).substr(0, e.size() - 1)
                                      : target == e)
      return true;
  }
  return false;
}


std::string fill(std::string text, const std::string& key, const std::string& value) {
  for (size_t at = text.find(key); at != std::string::npos; at = text.find(key, at + value.size()))
    text.replace(at, key.size(), value);
  return text;
}

class PartialLower : public Pass {
 public:
  explicit PartialLower(const PassOptions& o)
      : min_ops_(o.get_int("min_ops")),
        deny_(o.get_list("deny")),
        allow_(o.get_list("allow")),
        prefix_(o.get_string("prefix")),
        tag_(o.get_string("tag")) {
    if (prefix_.empty()) throw UsageError("partial_lower: prefix must not be empty");  // (given empty: pass_options)
    // A module name torch can register (add_module refuses '.', and the
    // name is an attribute of the loaded module): a Python identifier.
    // (found by red-team: prefix=x.y made modules torch could not load)
    const bool identifier = !std::isdigit(static_cast<unsigned char>(prefix_[0])) &&
                            std::all_of(prefix_.begin(), prefix_.end(), [](char c) {
                              return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
                            });
    if (!identifier)
      throw UsageError("partial_lower: prefix must be letters, digits and '_', not starting with a digit (a "
                       "module name torch can load), found '" + prefix_ + "'");
  }

  bool run(Document& doc, PassContext& ctx) override {
    Graph& g = *doc.graph;
    const NodeKinds& kinds = ctx.analyses->kinds();  // read before any outlining
    const std::vector<NodeId> roots = storage_roots(g, kinds);
    std::vector<std::vector<NodeId>> runs(1);
    for (NodeId n = g.first(); n != kNoNode && g.op(n) != Op::Output; n = g.next(n)) {
      if (g.op(n) == Op::Placeholder) continue;
      std::string reason = why_not(g, kinds, n);
      if (reason.empty()) {
        runs.back().push_back(n);
        continue;
      }
      if (!runs.back().empty()) {
        spdlog::warn("{}: partial_lower: graph break at {} ({}). Reason: {}", ctx.input_name, g.name(n),
                     g.target(n), reason);
        runs.emplace_back();
      }
    }

    bool changed = false;
    int index = 0;
    std::unordered_set<std::string> taken = doc.attribute_names();
    for (std::vector<NodeId>& run : runs) {
      // An earlier outline may have taken some of these nodes along (the
      // getitems of a container it returned).
      std::erase_if(run, [&](NodeId n) { return !g.alive(n); });
      if (aten_ops(g, run) < min_ops_ || run.empty()) continue;  // (no warning for a run too short anyway)
      std::string why;
      if (!leave_views_outside(g, roots, run, why)) {
        spdlog::warn("{}: partial_lower: not lowering {}..{}: {}", ctx.input_name, g.name(run.front()),
                     g.name(run.back()), why);
        continue;
      }
      if (aten_ops(g, run) < min_ops_ || run.empty()) continue;
      std::optional<OutlinePlan> plan = plan_outline(g, run, why);
      if (plan && !returns_no_view_of_input(g, roots, *plan, why)) plan.reset();
      if (!plan) {
        spdlog::warn("{}: partial_lower: not lowering {}..{}: {}", ctx.input_name, g.name(run.front()),
                     g.name(run.back()), why);
        continue;
      }
      std::string name;
      do name = prefix_ + std::to_string(index++);
      while (!taken.insert(name).second);
      std::string tag = fill(fill(fill(fill(tag_, "{first}", std::string(g.name(run.front()))), "{last}",
                                       std::string(g.name(run.back()))),
                                  "{module}", name),
                             "{nodes}", std::to_string(plan->body.size()));
      apply_outline(doc, g, *plan, name, tag);
      changed = true;
    }
    return changed;
  }

 private:
  // Why n cannot go into a subgraph ("" when it can).
  std::string why_not(const Graph& g, const NodeKinds& kinds, NodeId n) const {
    std::string_view t = op_target(g.target(n));
    if (kinds.is_collective(n)) return "collective";
    if (kinds.is_wait(n) || is_wait_target(g.target(n))) return "wait";  // a wait on a wait too
    if (g.op(n) == Op::CallModule) return "call_module (subgraphs do not nest)";
    if (kinds.is_order_marker(n))
      return "order marker (autocast, grad mode, streams, communication graphopt does not model: the ops keep their "
             "side of it)";
    // Optimizer steps backends take whole or not at all (the seed's list,
    // with every fused optimizer, analysis/optimizer_ops.hpp).
    if (is_fused_optimizer_step(t) || is_foreach_op(t)) return "fused optimizer or foreach step";
    // The schedulers see a call_module as compute that writes nothing: a
    // write or a draw inside one would lose its place among the accesses
    // of what it writes, or among the draws (analysis/dependencies.hpp).
    if (kinds.may_write(n)) return "writes an input in place (the schedulers keep it ordered)";
    if (kinds.draws_random(n)) return "random draw (keeps its place among the draws)";
    // (deny and allow match a target spelled either way: with or without torch.ops.)
    auto in = [&](const std::vector<std::string>& list) { return listed(list, t) || listed(list, g.target(n)); };
    if (in(deny_)) return "denied (deny option)";
    if (!allow_.empty() && g.op(n) != Op::GetAttr && !in(allow_)) return "not allowed (allow option)";
    // A collective's result may only be read after its wait, in the parent.
    for (NodeId in : g.inputs(n))
      if (kinds.is_collective(in)) return "reads a collective's result before its wait";
    return "";
  }

  // Whether x is a view of a value `outside` says is outside (its storage
  // root, analysis/node_kind.hpp, is another node; ids made after the
  // roots were taken are no views).
  template <class Outside>
  static bool views(const std::vector<NodeId>& roots, NodeId x, Outside outside) {
    return x < roots.size() && roots[x] != x && roots[x] != kNoNode && outside(roots[x]);
  }

  // Views of a value from outside the run (a weight's transpose) that are
  // read after it stay in the parent, where they stand: the dependency model
  // takes a call_module's results for new tensors, so a write of the weight
  // could otherwise be moved across a reader of its view (raise_comms lifted
  // an in-place all_reduce_ of a weight above the module reading its
  // transpose). Returns false, with the reason, when such a view also reads
  // a value the run computes (it could stand neither before nor after the
  // call): the run is not lowered.
  bool leave_views_outside(const Graph& g, const std::vector<NodeId>& roots, std::vector<NodeId>& run,
                           std::string& why) {
    // Markers sized once and cleared after each run: linear over all runs.
    in_run_.resize(g.capacity(), 0);
    stays_.resize(g.capacity(), 0);
    for (NodeId n : run) in_run_[n] = 1;
    // get_attr nodes stay in the parent and are passed in: outside too.
    auto outside = [&](NodeId x) { return !in_run_[x] || stays_[x] || g.op(x) == Op::GetAttr; };
    auto views_outside = [&](NodeId x) { return views(roots, x, outside); };
    std::vector<NodeId> stayed;
    for (size_t i = run.size(); i-- > 0;) {  // users first
      const NodeId n = run[i];
      if (g.op(n) == Op::GetAttr) continue;
      const auto& users = g.users(n);
      // A view read outside the run; or a container of views of values from
      // before it (broadcast_tensors(w, x)) whose getitem of one is outside
      // (found by red-team: the module returned that getitem).
      const bool stays = views_outside(n) ? std::any_of(users.begin(), users.end(), outside)
                                          : is_container(g, n) && std::any_of(users.begin(), users.end(), [&](NodeId u) {
                                              return outside(u) && views_outside(u);
                                            });
      if (stays) stays_[n] = 1, stayed.push_back(n);
    }
    bool ok = true;
    std::vector<NodeId> ins;
    for (NodeId n : run) {
      if (!stays_[n] || !ok) continue;
      g.inputs(n, ins);
      for (NodeId x : ins)
        if (!outside(x)) {
          why = "'" + std::string(g.name(n)) + "' views '" + std::string(g.name(roots[n])) +
                "' from before the run and is read after it, but reads '" + std::string(g.name(x)) +
                "', which the run computes";
          ok = false;
          break;
        }
    }
    for (NodeId n : run) in_run_[n] = 0;
    if (ok && !stayed.empty()) std::erase_if(run, [&](NodeId n) { return stays_[n] != 0; });
    for (NodeId n : stayed) stays_[n] = 0;
    return ok;
  }

  // The rule leave_views_outside keeps, checked on the plan itself: no
  // output of the module is (a view of) a value from outside its body,
  // which graphopt would refuse to read back. False, with the reason, when
  // one is (a case that rule does not foresee): the run is not lowered.
  bool returns_no_view_of_input(const Graph& g, const std::vector<NodeId>& roots, const OutlinePlan& plan,
                                std::string& why) {
    in_run_.resize(g.capacity(), 0);
    for (NodeId n : plan.body) in_run_[n] = 1;
    std::optional<NodeId> bad;
    for (NodeId o : plan.outputs)
      if (views(roots, o, [&](NodeId r) { return !in_run_[r]; })) {
        bad = o;
        break;
      }
    for (NodeId n : plan.body) in_run_[n] = 0;
    if (bad) why = "it would return '" + std::string(g.name(*bad)) + "', a view of a value from before it";
    return !bad;
  }

  static int64_t aten_ops(const Graph& g, const std::vector<NodeId>& run) {
    int64_t k = 0;
    for (NodeId n : run) k += op_target(g.target(n)).substr(0, 5) == "aten.";
    return k;
  }

  int64_t min_ops_;
  std::vector<char> in_run_, stays_;
  std::vector<std::string> deny_, allow_;
  std::string prefix_, tag_;
};

const RegisterPass reg({
    .name = "partial_lower",
    .description = "carve maximal runs of lowerable nodes into call_module subgraphs (collectives, waits, optimizer steps, in-place writes, random draws stay)",
    .options = {{"min_ops", OptionType::Int, "10", "fewest aten ops a subgraph holds (the seed's MIN_ATEN_OPS_TO_LOWER)", 0, 1e9},
                {"deny", OptionType::List, "", "targets never lowered (a trailing * matches a prefix)"},
                {"allow", OptionType::List, "", "when given, only these targets are lowered (a trailing * matches a prefix)"},
                {"prefix", OptionType::String, "subgraph_", "module names: prefix and a number"},
                {"tag", OptionType::String, "{first}..{last}",
                 "the call's tag kwarg; {first}, {last}, {module} and {nodes} are filled in"}},
    .traits = {.keeps_order = true},  // (its modules return no view of their input: leave_views_outside)
    .create = [](const PassOptions& o) { return std::make_unique<PartialLower>(o); },
});

}  // namespace
}  // namespace graphopt
