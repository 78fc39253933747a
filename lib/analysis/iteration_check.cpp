#include "analysis/iteration_check.hpp"

#include <algorithm>
#include <cstring>
#include <unordered_map>
#include <unordered_set>

#include "analysis/node_kind.hpp"
#include "analysis/target.hpp"
#include "io/form_places.hpp"
#include "ir/iteration_form.hpp"

namespace graphopt {

// Numbers what a run computes: equal keys, equal numbers, across every
// run that shares the runner.
class IterationRunner {
 public:
  uint32_t number(std::string key) {
    return ids_.emplace(std::move(key), static_cast<uint32_t>(ids_.size())).first->second;
  }

 private:
  std::unordered_map<std::string, uint32_t> ids_;
};

namespace {

std::string q(std::string_view s) { return "'" + std::string(s) + "'"; }

struct Step {
  const Graph* g;
  std::string label;
  bool returns = true;  // what its output returns counts (not flush's: null)
};

std::string in_iteration(int i) { return "in iteration " + std::to_string(i); }

// Whether a storage's root is made by this node (not an input, and not an
// attribute: two get_attr of one buffer name one tensor; found by review).
bool allocates(Op op) { return op != Op::Placeholder && op != Op::GetAttr; }

// One program run, iteration after iteration, carrying values from each
// graph to the next.
class Execution {
 public:
  Execution(std::shared_ptr<IterationRunner> runner, const Document& doc, bool distinct_allocations = false)
      : runner_(std::move(runner)), distinct_allocations_(distinct_allocations) {
    for (const LabeledGraph& lg : doc.step_graphs()) note_written_inputs(*lg.graph);
    for (const ProcessGroup& pg : doc.process_groups) {  // (group_of)
      std::string def = "=" + std::to_string(pg.size) + "[";
      for (int64_t r : pg.ranks) def.append(std::to_string(r)).append(",");
      groups_.emplace(pg.name, def + "]");
    }
  }

  void run(const Step& s, int iteration) {
    const Graph& g = *s.g;
    NodeKinds kinds(g);
    std::vector<NodeId> roots = storage_roots(g, kinds);
    // Storages this graph allocates and then writes in place: two of them
    // with the same key (clone(x) twice) are two tensors, so each gets the
    // number of its place among the run's allocations of that key; a
    // storage is known by that number (found by red-team: two clones were
    // one storage, and a read moved across a write to the other was missed).
    // Only with distinct_allocations (one graph against another): in an
    // iteration form the allocation and its write may sit in different
    // graphs, and the collectives' results, which their waits complete, are
    // not counted.
    std::vector<char> allocated_and_written(g.capacity(), 0);
    if (distinct_allocations_)
      for (NodeId n = g.first(); n != kNoNode; n = g.next(n))
        if (kinds.may_write(n) && !kinds.is_wait(n))
          for (NodeId w : written_inputs(g, n, kinds.kind(n), kinds.collective(n)))
            if (allocates(g.op(roots[w])) && !kinds.collective(roots[w])) allocated_and_written[roots[w]] = 1;
    id_.assign(g.capacity(), UINT32_MAX);
    size_t placeholder_index = 0;
    std::vector<uint32_t> handed;
    std::string key;
    for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) {
      auto here = [&](std::string field = "") {
        return RunPlace{FormPlace::at_node(s.label, g, n, std::move(field)), iteration};
      };
      switch (g.op(n)) {
        case Op::Placeholder: {
          size_t i = placeholder_index++;
          if (i < inputs_.size()) {
            // A graph's caller passes its inputs by position: the i-th
            // input is the same tensor whatever its name (found by red-team:
            // two inputs swapped were "the same", numbered by name).
            std::string name(g.name(n)), input = input_key(i);
            id_[n] = runner_->number(written_.count(name) ? input : input + " @" + std::to_string(iteration));
          } else if (i - inputs_.size() < carry_.size()) {
            id_[n] = carry_[i - inputs_.size()];
          } else {
            fail(here().at, in_iteration(iteration) + ", no carried value for this placeholder");
            id_[n] = runner_->number("missing carry");
          }
          continue;
        }
        case Op::Output: {
          key.clear();
          if (s.returns) {  // null returns nothing: an empty key, unlike any value's
            if (g.args(n).size() > 0 && !g.args(n)[0].is(ArgKind::None)) arg(g, roots, g.args(n)[0], key);
            out_.returns.push_back(runner_->number("return " + key));
            out_.return_at.push_back(here("args[0]"));
          }
          if (ArgView c = carried_outputs(g); c.valid())
            for (uint32_t i = 0; i < c.size(); ++i) {
              NodeId x = c[i].node();
              if (written_roots_.count(id_[roots[x]]))
                fail(here("args[1][" + std::to_string(i) + "]").at,
                     in_iteration(iteration) + ", carried value " + q(g.name(x)) +
                         " aliases a tensor the step writes in place");
              handed.push_back(id_[x]);
            }
          continue;
        }
        default:
          break;
      }
      // An operator spelled with or without torch.ops. (or a builtin with or
      // without its module) is one operator: a false "differ" otherwise.
      const std::string target =
          g.op(n) == Op::CallFunction ? qualified_target(op_target(g.target(n))) : std::string(g.target(n));
      key.assign(op_name(g.op(n))).append(" ").append(target).append("(");
      arg(g, roots, g.args(n), key);
      key += "; ";
      kwargs(g, roots, g.kwargs(n), key);
      key += ")";
      group_of(g, n, kinds, key);
      // A collective reads its input until its wait: the wait names the
      // versions the input has when it runs.
      const NodeId waited = kinds.is_wait(n) ? collective_of_wait(g, kinds, n) : kNoNode;
      if (waited != kNoNode)
        for (NodeId x : g.refs(waited)) version_of(roots[x], key);
      // A random draw gets the numbers of its place among the run's draws:
      // the same op drawing in another order computes something else.
      if (kinds.draws_random(n)) key.append(" draw ").append(std::to_string(draws_++));
      // An op runs under the modes the markers before it set: the same op
      // on the other side of a marker computes something else.
      if (kinds.is_order_marker(n)) ++modes_;
      if (modes_ > 0) key.append(" mode ").append(std::to_string(modes_));
      if (allocated_and_written[n]) key.append(" allocation ").append(std::to_string(allocations_[key]++));
      id_[n] = runner_->number(key);
      if (g.op(n) != Op::GetAttr) {
        out_.ops.push_back(id_[n]);
        out_.last_run[id_[n]] = here();
      }
      // An in-place collective's buffer holds the result only once a wait
      // on it returns: until then it is a version of its own (in flight),
      // so a read moved between the two differs from one after the wait.
      // Each issue makes a new version from the last; when the last
      // collective in flight on a storage is waited for, the storage is
      // done: the same version whichever order the waits come in (a
      // coalesced collective has one wait per output; slices of one buffer
      // can be reduced by several collectives at once).
      // (An out= collective, all_gather_into_tensor_out, fills its buffer
      // the same way: in flight until its wait. Found by red-team.)
      const CollectiveSig* sig = kinds.collective(n);
      const bool issues_inplace = sig != nullptr;
      if (kinds.may_write(n))
        for (NodeId w : written_inputs(g, n, kinds.kind(n), sig)) {
          const uint32_t storage = id_[roots[w]];
          written_roots_.insert(storage);
          auto prev = versions_.find(storage);
          const std::string from = prev == versions_.end() ? "" : " after " + std::to_string(prev->second);
          versions_[storage] = runner_->number((issues_inplace ? "in flight " : "write ") + std::to_string(id_[n]) +
                                               " of " + std::to_string(storage) + from);
          changed_at_[storage] = here();
          if (issues_inplace) in_flight_[storage].push_back(id_[n]);
        }
      if (const CollectiveSig* waited_sig = waited != kNoNode ? kinds.collective(waited) : nullptr; waited_sig)
        for (NodeId w : written_inputs(g, waited, kinds.kind(waited), waited_sig)) {
          const uint32_t storage = id_[roots[w]];
          auto it = in_flight_.find(storage);
          if (it == in_flight_.end()) continue;
          auto c = std::find(it->second.begin(), it->second.end(), id_[waited]);
          if (c == it->second.end()) continue;  // an earlier wait on it completed it
          it->second.erase(c);
          if (!it->second.empty()) continue;
          in_flight_.erase(it);
          versions_[storage] = runner_->number("done " + std::to_string(versions_[storage]));
          changed_at_[storage] = here();
        }
    }
    carry_ = std::move(handed);
  }

  void set_inputs(const Step& s) {
    inputs_ = placeholders(*s.g);
    inputs_label_ = s.label;
    inputs_graph_ = s.g;
  }

  UnrolledRun finish() {
    for (size_t i = 0; i < inputs_.size(); ++i) {
      const NodeId in = inputs_[i];
      std::string name(inputs_graph_->name(in));
      if (!written_.count(name)) continue;
      uint32_t storage = runner_->number(input_key(i));
      auto it = versions_.find(storage);
      out_.final_state.emplace_back(name, it == versions_.end() ? storage : it->second);
      auto at = changed_at_.find(storage);
      out_.last_write[name] = at != changed_at_.end() ? at->second
                                                      : RunPlace{FormPlace::at_node(inputs_label_, *inputs_graph_, in), 0};
    }
    std::sort(out_.final_state.begin(), out_.final_state.end());
    std::sort(out_.ops.begin(), out_.ops.end());
    out_.runner = runner_;
    return std::move(out_);
  }

  void fail(FormPlace at, const std::string& m) {
    if (out_.problems.size() < 20) out_.problems.push_back({std::move(at), m});
  }

 private:
  // Placeholders written anywhere in the step (through views too): the
  // same tensors in every iteration.
  void note_written_inputs(const Graph& g) {
    NodeKinds kinds(g);
    std::vector<NodeId> roots = storage_roots(g, kinds);
    for (NodeId n = g.first(); n != kNoNode; n = g.next(n))
      if (kinds.may_write(n))
        for (NodeId w : written_inputs(g, n, kinds.kind(n), kinds.collective(n)))
          if (g.op(roots[w]) == Op::Placeholder) written_.emplace(g.name(roots[w]));
  }

  void version_of(NodeId root, std::string& key) {
    auto it = versions_.find(id_[root]);
    if (it != versions_.end()) key.append("v").append(std::to_string(it->second));
  }

  static std::string input_key(size_t position) { return "input #" + std::to_string(position); }

  // A collective names its group by a string that stands for the group's
  // ranks: one document's group "0" over 8 ranks is not another's over 4
  // (found by red-team: --same-result said "same").
  void group_of(const Graph& g, NodeId n, const NodeKinds& kinds, std::string& key) const {
    const CollectiveSig* sig = kinds.collective(n);
    if (!sig || sig->group_name < 0 || static_cast<uint32_t>(sig->group_name) >= g.args(n).size()) return;
    ArgView name = g.args(n)[static_cast<uint32_t>(sig->group_name)];
    if (!name.valid() || !holds_string(g.store().cell(name.id()).kind)) return;
    if (auto pg = groups_.find(std::string(name.str())); pg != groups_.end()) key.append(" group").append(pg->second);
  }

  static void counted(std::string_view text, std::string& key) {
    key.append(std::to_string(text.size())).append("'").append(text);
  }

  // A call's keyword arguments bind by name, so their order is not part of
  // what it computes: they go in sorted by key (a reordered kwargs dict was
  // a false "differ").
  void kwargs(const Graph& g, const std::vector<NodeId>& roots, ArgView a, std::string& key) {
    if (a.valid() && g.store().cell(a.id()).kind == ArgKind::Dict) return dict(g, roots, a, true, key);
    arg(g, roots, a, key);
  }

  void dict(const Graph& g, const std::vector<NodeId>& roots, ArgView a, bool by_key, std::string& key) {
    std::vector<uint32_t> order(a.size());
    for (uint32_t i = 0; i < a.size(); ++i) order[i] = i;
    if (by_key) std::sort(order.begin(), order.end(), [&](uint32_t x, uint32_t y) { return a.key(x) < a.key(y); });
    key += '{';
    for (uint32_t i : order) {
      counted(a.key(i), key);
      key += ':';
      arg(g, roots, a.value(i), key);
      key += ',';
    }
    key += '}';
  }

  void arg(const Graph& g, const std::vector<NodeId>& roots, ArgView a, std::string& key) {
    if (!a.valid()) return;
    const ArgCell& c = g.store().cell(a.id());
    // Strings and dict keys go in with their lengths: quoted alone, a
    // string holding the quote, or a key holding ':' and ',', could spell
    // another call's arguments (found by red-team).
    if (holds_string(c.kind)) {
      key.append(std::to_string(static_cast<int>(c.kind))).append("'");
      counted(a.str(), key);
      return;
    }
    switch (c.kind) {
      case ArgKind::Node: {
        NodeId x = a.node();
        key.append("#").append(std::to_string(id_[x]));
        version_of(roots[x], key);
        return;
      }
      case ArgKind::List:
      case ArgKind::Slice:
      case ArgKind::Tensor:
        key.append(std::to_string(static_cast<int>(c.kind))).append("[");
        for (uint32_t i = 0; i < a.size(); ++i) {
          arg(g, roots, a[i], key);
          key += ',';
        }
        key += ']';
        return;
      case ArgKind::Dict:
        dict(g, roots, a, false, key);
        return;
      default:
        key.append(std::to_string(static_cast<int>(c.kind))).append(":").append(std::to_string(c.bits));
        return;
    }
  }

  std::shared_ptr<IterationRunner> runner_;
  bool distinct_allocations_ = false;
  uint64_t draws_ = 0;  // random draws so far in the run
  uint64_t modes_ = 0;  // order markers so far in the run
  std::unordered_map<std::string, uint32_t> allocations_;  // key -> written storages so far with it
  std::unordered_set<std::string> written_;
  std::unordered_map<std::string, std::string> groups_;  // process group name -> "=size[ranks,]"
  std::unordered_set<uint32_t> written_roots_;
  std::unordered_map<uint32_t, uint32_t> versions_;   // storage -> its last write
  std::unordered_map<uint32_t, std::vector<uint32_t>> in_flight_;  // storage -> in-place collectives running on it
  std::unordered_map<uint32_t, RunPlace> changed_at_;  // storage -> where its version last changed
  std::vector<NodeId> inputs_;
  std::string inputs_label_;
  const Graph* inputs_graph_ = nullptr;
  std::vector<uint32_t> carry_;
  std::vector<uint32_t> id_;
  UnrolledRun out_;
};

}  // namespace

std::shared_ptr<IterationRunner> new_iteration_runner() { return std::make_shared<IterationRunner>(); }

UnrolledRun run_single_iterations(const Document& doc, int k, std::shared_ptr<IterationRunner> runner,
                                  bool distinct_allocations) {
  if (!runner) runner = std::make_shared<IterationRunner>();
  Execution ex(runner, doc, distinct_allocations);
  const Step setup{doc.iteration ? doc.iteration->setup.get() : nullptr, "iteration.setup"};
  const Step flush{doc.iteration ? doc.iteration->flush.get() : nullptr, "iteration.flush", false};
  const Step plain{doc.graph.get(), "graph"};
  ex.set_inputs(doc.iteration ? setup : plain);
  for (int i = 1; i <= k; ++i) {
    if (doc.iteration) {
      ex.run(setup, i);
      ex.run(flush, i);
    } else {
      ex.run(plain, i);
    }
  }
  return ex.finish();
}

UnrolledRun run_unrolled_form(const Document& doc, int k, std::shared_ptr<IterationRunner> runner, bool flushed) {
  Execution ex(runner, doc);
  const IterationForm& it = *doc.iteration;
  const Step setup{it.setup.get(), "iteration.setup"}, steady{doc.graph.get(), "graph"},
      cleanup{it.cleanup.get(), "iteration.cleanup"}, flush{it.flush.get(), "iteration.flush", false};
  ex.set_inputs(setup);
  for (int i = 1; i <= k; ++i) ex.run(i == 1 ? setup : i == k && !flushed ? cleanup : steady, i);
  if (flushed) ex.run(flush, k);
  return ex.finish();
}

std::vector<FormProblem> run_differences(const UnrolledRun& what, const UnrolledRun& ref, const std::string& what_name,
                                         const std::string& ref_name, size_t limit) {
  std::vector<FormProblem> out = what.problems;
  out.insert(out.end(), ref.problems.begin(), ref.problems.end());
  auto fail = [&](const FormPlace& at, const std::string& m) {
    if (out.size() < limit) out.push_back({at, m});
  };
  // Operations in one run and not the other (multisets, both sorted).
  std::vector<uint32_t> extra, missing;
  std::set_difference(what.ops.begin(), what.ops.end(), ref.ops.begin(), ref.ops.end(), std::back_inserter(extra));
  std::set_difference(ref.ops.begin(), ref.ops.end(), what.ops.begin(), what.ops.end(), std::back_inserter(missing));
  // Where each run last computed it: the likelier culprit of a repeat.
  for (size_t i = 0; i < extra.size() && i < 3; ++i) {
    const RunPlace& p = what.last_run.at(extra[i]);
    fail(p.at, "computes " + in_iteration(p.iteration) + ", in " + what_name + ", what " + ref_name +
                   " computes less often or never (it reads a value from another iteration, runs on the wrong "
                   "side of a write, draws random numbers out of their order, or runs on the other side of a "
                   "mode marker such as autocast's or of communication graphopt does not model)");
  }
  for (size_t i = 0; i < missing.size() && i < 3; ++i) {
    const RunPlace& p = ref.last_run.at(missing[i]);
    fail(p.at, "computes " + in_iteration(p.iteration) + ", in " + ref_name + ", what " + what_name +
                   " computes less often or never");
  }
  if (extra.size() + missing.size() > 6)
    fail((extra.empty() ? ref.last_run.at(missing[0]) : what.last_run.at(extra[0])).at,
         "in all, " + std::to_string(extra.size()) + " operations differ one way and " +
             std::to_string(missing.size()) + " the other");
  if (what.returns.size() != ref.returns.size()) {
    // Each run returns once an iteration: only runs of different lengths differ here.
    fail((what.return_at.empty() ? ref.return_at : what.return_at).front().at,
         what_name + " returns " + std::to_string(what.returns.size()) + " values, " + ref_name + " " +
             std::to_string(ref.returns.size()));
  } else {
    for (size_t i = 0; i < what.returns.size(); ++i)
      if (what.returns[i] != ref.returns[i]) {
        fail(what.return_at[i].at, "iteration " + std::to_string(i + 1) + " returns a different value in " +
                                       what_name + " than in " + ref_name);
        break;
      }
  }
  // Where a run last changed an input: its last write, or its placeholder
  // (finish() gives every input of final_state one).
  auto changed = [&](const std::string& input, bool in_what) {
    const UnrolledRun& r = in_what ? what : ref;
    auto it = r.last_write.find(input);
    return it != r.last_write.end() ? it->second : RunPlace{};
  };
  if (what.final_state != ref.final_state) {
    for (size_t i = 0; i < what.final_state.size() && i < ref.final_state.size(); ++i)
      if (what.final_state[i] != ref.final_state[i]) {
        const std::string& input = what.final_state[i].first;
        const RunPlace p = changed(input, true);
        fail(p.at, "input " + q(input) + " is left in another state by " + what_name + " than by " + ref_name +
                       (p.iteration > 0 ? " (this is its last write in " + what_name + ", " + in_iteration(p.iteration) + ")"
                                        : " (which never writes it)"));
        break;
      }
    if (what.final_state.size() != ref.final_state.size()) {
      // The first input one of them writes and the other does not.
      std::string input;
      bool in_what = true;
      for (size_t i = 0; input.empty() && i < std::max(what.final_state.size(), ref.final_state.size()); ++i) {
        if (i < what.final_state.size() && !ref.last_write.count(what.final_state[i].first))
          input = what.final_state[i].first;
        else if (i < ref.final_state.size() && !what.last_write.count(ref.final_state[i].first))
          input = ref.final_state[i].first, in_what = false;
      }
      fail(changed(input, in_what).at, what_name + " and " + ref_name + " write different inputs: " + q(input) +
                                           " only " + (in_what ? what_name : ref_name));
    }
  }
  return out;
}

std::vector<std::string> compare_runs(const UnrolledRun& what, const UnrolledRun& ref, const std::string& what_name,
                                      const std::string& ref_name, size_t limit) {
  return form_problem_lines(run_differences(what, ref, what_name, ref_name, limit));
}

std::vector<FormProblem> form_run_problems(const Document& doc, int k, size_t limit) {
  if (!doc.iteration) return {};
  // Every length up to k, each way a run may end: a carried value that one
  // graph hands on differently from another may show in one run only (a
  // slot the steady state passes on untouched, read by cleanup after setup
  // or by flush after a steady state). The first run that differs is
  // reported, the longest first (it runs every graph).
  auto runner = std::make_shared<IterationRunner>();
  for (int m = k; m >= 2; --m) {
    const UnrolledRun ref = run_single_iterations(doc, m, runner);
    const std::string n = std::to_string(m);
    const std::string ref_name = "its single iteration (setup, then flush) run " + n + " times";
    for (bool flushed : {false, true}) {
      std::vector<FormProblem> out =
          run_differences(run_unrolled_form(doc, m, runner, flushed), ref,
                          flushed ? "the form run " + n + " iterations, then flushed"
                                  : "the form unrolled over " + n + " iterations",
                          ref_name, limit);
      if (!out.empty()) return out;
    }
  }
  return {};
}

std::vector<std::string> check_iteration_form(const Document& doc, int k, size_t limit) {
  return form_problem_lines(form_run_problems(doc, k, limit));
}

}  // namespace graphopt
