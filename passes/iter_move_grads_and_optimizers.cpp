// iter_move_grads_and_optimizers: the seed's cross-iteration pass. Moves a
// gradient collective (all-reduce, reduce-scatter), its wait and its slice
// of the fused optimizer step into the next iteration, before a given node,
// and writes the step as an iteration form (docs/format.md): the update of
// those parameters then overlaps the next iteration's start instead of
// finishing this one, which on a slow link is where every single-iteration
// schedule leaves communication exposed.
//
// Options name the collectives and the destination (by default the latest
// legal one: just before the first node that touches what the moved work
// writes, once the views of it are sunk to their first users). With
// comm=false the collective and its wait stay, and only the optimizer
// slice moves (the reduced gradient is carried). With no
// collective named, the pass chooses: it tries moving the last collectives
// of the backward pass with their communication, and the optimizer slices
// of the first ones without, and the first ones with their communication
// (their link time then fills the next iteration's forward, where a
// gradient-bound link idles), scores each steady state under the robust
// scorer's machines (sched/robust.hpp) within the memory budget, and keeps
// the most robust (Regret::choose) if that is not the step as it was.
//
// Refused, with the node named: a move that would take along work on other
// gradients (a clip by the global norm of all of them), or the step's
// return value; and any move the unrolled check (analysis/iteration_check)
// does not find exact.
#include <algorithm>
#include <cmath>
#include <mutex>
#include <optional>
#include <sstream>
#include <thread>
#include <unordered_set>

#include <spdlog/spdlog.h>

#include "analysis/iteration_check.hpp"
#include "analysis/node_kind.hpp"
#include "analysis/target.hpp"
#include "io/writer.hpp"
#include "ir/checked_math.hpp"
#include "pipeline/analyses.hpp"
#include "pipeline/load_input.hpp"
#include "pipeline/pipeline.hpp"
#include "pipeline/registry.hpp"
#include "sched/memory_budget.hpp"
#include "sched/robust.hpp"
#include "sim/simulator.hpp"
#include "sys/parallel.hpp"
#include "transform/iteration_builder.hpp"
#include "transform/sink_views.hpp"
#include "transform/split_optimizer.hpp"

namespace graphopt {
namespace {

std::string q(std::string_view s) { return "'" + std::string(s) + "'"; }

const std::string kPass = "iter_move_grads_and_optimizers: ";

struct MoveRequest {
  std::vector<std::string> collectives;
  bool comm = true;      // the collective and its wait move too
  std::string before;    // destination; empty: the latest legal one
  std::string prep = ""; // passes run before the move (the automatic mode's bucketing)
};

constexpr double kEstimateSlack = 0.005;  // of the step (choose_and_move)

// Nodes reachable from `start` through users, the output node excepted.
std::vector<bool> users_closure(const Graph& g, const std::vector<NodeId>& start) {
  std::vector<bool> in(g.capacity(), false);
  std::vector<NodeId> stack;
  for (NodeId s : start)
    if (!in[s]) in[s] = true, stack.push_back(s);
  while (!stack.empty()) {
    NodeId n = stack.back();
    stack.pop_back();
    for (NodeId u : g.users(n))
      if (!in[u] && g.op(u) != Op::Output) in[u] = true, stack.push_back(u);
  }
  return in;
}

// A collective's waits (and the getitems of a coalesced one).
std::vector<NodeId> comm_and_waits(const Graph& g, const NodeKinds& kinds, NodeId c) {
  std::vector<NodeId> out{c};
  for (size_t i = 0; i < out.size(); ++i)
    for (NodeId u : g.users(out[i]))
      if (kinds.is_wait(u) || (out[i] == c && g.target(u) == "operator.getitem")) out.push_back(u);
  return out;
}

// The collectives whose results are gradients of a fused optimizer step,
// through waits, views and scaling (a clip, a cast): program order.
std::vector<NodeId> gradient_collectives(const Graph& g) {
  NodeKinds kinds(g);
  std::vector<char> mark(g.capacity(), 0);
  for (NodeId optim : fused_optimizers(g)) {
    if (!has_optimizer_lists(g, optim)) continue;
    ArgView grads = g.args(optim)[kGrads];
    for (uint32_t i = 0; i < grads.size(); ++i) {
      if (!grads[i].is(ArgKind::Node)) continue;
      NodeId n = grads[i].node();
      for (int depth = 0; depth < 8 && n != kNoNode; ++depth) {
        if (kinds.is_collective(n)) {
          mark[n] = 1;
          break;
        }
        NodeKind k = kinds.kind(n);
        std::string_view t = op_target(g.target(n));
        bool passes_through = k == NodeKind::Wait || k == NodeKind::View || t.rfind("aten.mul.", 0) == 0 ||
                              t.rfind("aten.div.", 0) == 0 || t.rfind("aten._to_copy.", 0) == 0;
        n = passes_through ? g.arg0_node(n) : kNoNode;
      }
    }
  }
  std::vector<NodeId> out;
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n))
    if (mark[n]) out.push_back(n);
  return out;
}

// Carries out a request on a plain document; throws AnalysisError naming
// what cannot be moved. Returns a line for the report.
// How apply_move ends: the unrolled check that the form is exact (every
// move that is kept), or none (a trial of the automatic mode, which is
// scored only and made again, checked, if chosen: the check is most of a
// trial's time).
enum class Check { Exact, Skip };

std::string apply_move(Document& doc, const MoveRequest& req, Check check = Check::Exact) {
  Graph& g = *doc.graph;
  if (g.last() == kNoNode || g.op(g.last()) != Op::Output || g.args(g.last()).size() != 1)
    throw AnalysisError(kPass + "the step's output node must have exactly one argument (what the step returns)");
  NodeKinds kinds(g);
  std::vector<NodeId> chosen, start, blocks;
  for (const std::string& name : req.collectives) {
    NodeId c = g.find(name);
    if (c == kNoNode || !kinds.is_collective(c)) throw AnalysisError(kPass + "no collective named " + q(name));
    chosen.push_back(c);
    std::vector<NodeId> block = comm_and_waits(g, kinds, c);
    blocks.insert(blocks.end(), block.begin(), block.end());
    if (req.comm) {
      start.push_back(c);
    } else {
      std::vector<bool> in_block(g.capacity(), false);
      for (NodeId b : block) in_block[b] = true;
      for (NodeId b : block)
        for (NodeId u : g.users(b))
          if (!in_block[u] && g.op(u) != Op::Output) start.push_back(u);
    }
  }
  // What the chosen gradients reach must not also be work on other
  // gradients: that node would have to move, and with it their update.
  std::vector<bool> reach = users_closure(g, blocks);
  std::vector<bool> is_chosen(g.capacity(), false);
  for (NodeId c : chosen) is_chosen[c] = true;
  std::vector<NodeId> other_grads;
  for (NodeId c : gradient_collectives(g))
    if (!is_chosen[c]) other_grads.push_back(c);
  std::vector<bool> others = users_closure(g, other_grads);
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n))
    if (reach[n] && others[n] && !is_fused_optimizer(g.target(n)))
      throw AnalysisError(kPass + q(g.name(n)) + " combines the gradients of " + q(req.collectives[0]) +
                          " with others (a clip by the global norm of all gradients?): the update of the chosen "
                          "parameters cannot move without it, nor it without the others");
  // The optimizer step these gradients feed, and which of its parameters.
  NodeId optim = kNoNode;
  std::vector<bool> take;
  for (NodeId o : fused_optimizers(g)) {
    if (!has_optimizer_lists(g, o)) continue;
    ArgView grads = g.args(o)[kGrads];
    std::vector<bool> t(grads.size(), false);
    bool any = false;
    for (uint32_t i = 0; i < grads.size(); ++i)
      if (grads[i].is(ArgKind::Node) && reach[grads[i].node()]) t[i] = any = true;
    if (!any) continue;
    if (optim != kNoNode)
      throw AnalysisError(kPass + "the gradients of the chosen collectives feed two optimizer steps, " +
                          q(g.name(optim)) + " and " + q(g.name(o)));
    optim = o;
    take = t;
  }
  if (optim == kNoNode)
    throw AnalysisError(kPass + q(req.collectives.empty() ? "" : req.collectives[0]) +
                        " is not used by any fused optimizer step (_fused_adam_, _fused_adamw_)");
  NodeId step = optim, counter = step_counter(g, optim);
  // Only a step that updates more than the chosen gradients is split, and
  // only then must it be splittable (found by red-team: a step of one
  // parameter, moved whole, was refused as "fewer than two parameters").
  if (!std::all_of(take.begin(), take.end(), [](bool b) { return b; })) {
    if (std::string why = split_refusal(g, optim); !why.empty()) throw AnalysisError(kPass + why);
    SplitOptimizer s = split_fused_optimizer(g, optim, take);
    step = s.chosen;
    counter = s.chosen_counter;
  }
  start.push_back(step);
  if (counter != kNoNode) start.push_back(counter);
  std::vector<bool> moved = users_closure(g, start);
  // Nothing else may come along: no other update, nor the step's return.
  NodeKinds after(g);
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) {
    if (!moved[n]) continue;
    for (NodeId u : g.users(n))
      if (g.op(u) == Op::Output)
        throw AnalysisError(kPass + q(g.name(n)) + " would move into the next iteration, but the step returns it");
    if ((is_fused_optimizer(g.target(n)) && n != step) || (after.is_collective(n) && !is_chosen[n]))
      throw AnalysisError(kPass + "moving " + q(req.collectives[0]) + " would take along " + q(g.name(n)) +
                          ", which is not part of the chosen gradients' update");
  }
  // The step as it came, for the check below, before any view moves.
  std::shared_ptr<IterationRunner> runner;
  std::optional<UnrolledRun> before;
  if (check == Check::Exact) {
    runner = new_iteration_runner();
    before = run_single_iterations(doc, 4, runner);
  }
  // The default destination: views of what the block writes first wait for
  // their first user (a traced step takes a view of every parameter at its
  // start), so that the block runs as late as the first real read.
  if (req.before.empty()) sink_views_of_written(g, moved);
  NodeId dest = req.before.empty() ? latest_destination(g, moved) : g.find(req.before);
  if (dest == kNoNode) throw AnalysisError(kPass + "no node named " + q(req.before));
  if (std::string why = move_refusal(g, moved, dest); !why.empty()) throw AnalysisError(kPass + why);
  size_t moved_count = static_cast<size_t>(std::count(moved.begin(), moved.end(), true));
  std::string dest_name(g.name(dest));

  // Built, then checked against the step it came from, unrolled.
  build_iteration_form(doc, moved, dest);
  if (check == Check::Exact) {
    UnrolledRun form = run_unrolled_form(doc, 4, runner);
    std::vector<std::string> problems = compare_runs(form, *before, "the iteration form", "the step");
    std::vector<std::string> own = check_iteration_form(doc);
    problems.insert(problems.end(), own.begin(), own.end());
    if (!problems.empty()) throw AnalysisError(kPass + "the move is not exact: " + problems[0]);
  }
  const size_t n = req.collectives.size(), carried = doc.iteration->carried.size();
  const std::string what = std::to_string(n) + (n == 1 ? " collective" : " collectives");
  std::ostringstream line;
  if (req.comm)
    line << "moved " << what << " and the update of " << (n == 1 ? "its" : "their") << " gradients";
  else
    line << "moved the update of the gradients of " << what << ", not " << (n == 1 ? "the collective" : "the collectives");
  line << " (" << moved_count << " nodes, " << carried << (carried == 1 ? " value" : " values") << " carried) before "
       << q(dest_name);
  return line.str();
}

class IterMoveGradsAndOptimizers : public Pass {
 public:
  explicit IterMoveGradsAndOptimizers(const PassOptions& o)
      : req_{o.get_list("collective"), o.get_bool("comm"), o.get_string("before")},
        ratio_(o.get_float("memory_ratio")) {
    if (req_.collectives.empty() && !req_.before.empty())
      throw UsageError(std::string(kPass) + "before= needs collective= (the automatic mode chooses destinations itself)");
    if (!req_.collectives.empty() && o.given("memory_ratio"))
      throw UsageError(std::string(kPass) + "memory_ratio= is the automatic mode's (without collective=): a named move "
                       "is made whatever its memory");
    if (req_.collectives.empty() && o.given("comm"))
      throw UsageError(std::string(kPass) + "comm= needs collective= (the automatic mode tries moves with and without "
                       "the communication and chooses)");
  }

  bool run(Document& doc, PassContext& ctx) override {
    if (doc.iteration)
      throw AnalysisError(kPass + "the document is already an iteration form; move everything in one run");
    if (!req_.collectives.empty()) {
      ctx.reports.push_back(note(kPass + apply_move(doc, req_) + "\n"));
      return true;
    }
    return choose_and_move(doc, ctx);
  }

 private:
  struct Trial {
    MoveRequest req;
    std::vector<double> steps;
    int64_t peak = 0;
    std::string line;
    std::vector<double> lost;  // to communication, under each scoring model
  };

  bool choose_and_move(Document& doc, PassContext& ctx) {
    if (gradient_collectives(*doc.graph).empty()) {
      ctx.reports.push_back(note(kPass + "moved nothing: no collective's result is a gradient of a fused "
                                         "optimizer step (_fused_adam_, _fused_adamw_)\n"));
      return false;
    }
    // The step as the scheduler would leave it, and each candidate move on
    // a copy, followed by the scheduler: what a pipeline that moves and then
    // schedules gives, against what scheduling alone gives. The scheduler
    // may bucket a plain step's collectives, not a form's: the moves are
    // also tried on the step bucketed as it would bucket it.
    const std::string text = write_fx_json(doc);
    Trial base;
    std::optional<Regret> judge;  // regret with the step as the input
    std::string kept;  // the bucketing of the step that the scheduler kept
    {
      std::unique_ptr<Document> step = copy_of(text);
      kept = schedule(*step, ctx);
      judge = score(*step, ctx, base);
    }
    const int64_t budget = sat_int64(std::floor(static_cast<double>(base.peak) * ratio_));
    // Every move to try, on the step as it is and bucketed (read back from
    // its text, as the chosen move's document is made below).
    std::vector<std::unique_ptr<Document>> prepared;
    std::vector<std::pair<MoveRequest, size_t>> requests;  // with the index of its text
    // Where the scheduler took a parameter copy for the step, the moves are
    // judged on that copy alone, as the scheduler judges the step (the rule
    // measured on the GPUs; the scoring models do not see what it saves
    // over sockets).
    const std::vector<std::string> preps = preparations(ctx, kept);
    const bool parameter_copy = !kept.empty() && std::find(std::begin(kRobustBucketings), std::end(kRobustBucketings),
                                                           kept) == std::end(kRobustBucketings);
    const std::string only_prep = parameter_copy ? kept : "";
    for (size_t k = 0; k < preps.size(); ++k) {
      const std::string& prep = preps[k];
      if (!prep.empty()) {
        std::unique_ptr<Document> bucketed = copy_of(text);
        run_pipeline(*bucketed, prep.c_str(), ctx);
        prepared.push_back(copy_of(write_fx_json(*bucketed)));
      } else {
        prepared.push_back(copy_of(text));
      }
      std::vector<std::string> names;
      for (NodeId c : gradient_collectives(*prepared.back()->graph)) names.emplace_back(prepared.back()->graph->name(c));
      const size_t n = names.size();
      for (size_t m = 1; n > 0 && (m < n || (n == 1 && m == 1)); m = std::min(n, m * 2)) {
        // The last m, with their communication and without; the first n - m
        // without; the first m with (the gradients needed last in the next
        // forward, whose collectives then run during it).
        MoveRequest late{{names.end() - static_cast<long>(m), names.end()}, true, "", prep};
        MoveRequest late_update = late;
        late_update.comm = false;
        MoveRequest early{{names.begin(), names.end() - static_cast<long>(m)}, false, "", prep};
        MoveRequest first{{names.begin(), names.begin() + static_cast<long>(m)}, true, "", prep};
        if (m == n) first.collectives.clear();  // all of them: `late` already
        for (const MoveRequest& r : {late, late_update, early, first})
          if (!r.collectives.empty()) requests.push_back({r, prepared.size() - 1});
        if (m == n) break;
      }
    }
    if (!only_prep.empty())
      requests.erase(std::remove_if(requests.begin(), requests.end(),
                                    [&](const auto& r) { return r.first.prep != only_prep; }),
                     requests.end());
    // Each tried on a copy of its own, side by side; kept by index, so the
    // choice is the same whichever finishes first.
    std::vector<std::optional<Trial>> tried(requests.size());
    std::vector<std::string> refused(requests.size());
    std::mutex copying;  // a document read by several threads at once need not be safe
    parallel_for(requests.size(), std::thread::hardware_concurrency(), [&](size_t i) {
      const MoveRequest& r = requests[i].first;
      std::unique_ptr<Document> copy;
      {
        std::lock_guard<std::mutex> lock(copying);
        copy = prepared[requests[i].second]->copy();
      }
      Trial t{r, {}, 0, "", {}};
      try {  // a move refused, or its schedule not sized, is one candidate less
        t.line = apply_move(*copy, r, Check::Skip);
        schedule(*copy, ctx);
        score(*copy, ctx, t);
      } catch (const AnalysisError& e) {
        refused[i] = e.what();
        return;
      }
      tried[i] = std::move(t);
    });
    std::vector<Trial> trials;
    std::string refusal;
    for (size_t i = 0; i < requests.size(); ++i) {
      if (refusal.empty()) refusal = refused[i];
      if (tried[i] && tried[i]->peak <= budget) trials.push_back(std::move(*tried[i]));
    }
    if (trials.empty()) {
      ctx.reports.push_back(note(kPass + "moved nothing: " +
                                     (refusal.empty() ? "no move fits the memory budget" : refusal.substr(std::string(kPass).size())) + "\n"));
      return false;
    }
    // The most robust move among those that cost the estimate at most a
    // little (the scheduler's rule, Regret::choose, with scheduling alone
    // as the first candidate): on the traced DDP steps the moves that win
    // 3-5% of the step on the slow scoring links cost 0.01-0.5% under the
    // estimate.
    // The trials were scored without the unrolled check: the chosen move
    // is made again, checked, and one found inexact is dropped and the
    // choice made again without it.
    std::string inexact;
    while (true) {
      std::vector<std::vector<double>> rows{base.lost};
      std::vector<double> estimate{base.steps[kEstimateModel]};
      std::vector<size_t> admitted;  // into trials, by row - 1
      for (size_t i = 0; i < trials.size(); ++i)
        if (trials[i].steps[kEstimateModel] <= base.steps[kEstimateModel] * (1 + kEstimateSlack)) {
          rows.push_back(trials[i].lost);
          estimate.push_back(trials[i].steps[kEstimateModel]);
          admitted.push_back(i);
        }
      const size_t chosen_row = judge->choose(rows, estimate);
      if (spdlog::should_log(spdlog::level::debug)) {
        std::vector<double> regret = judge->all(rows);
        for (size_t r = 0; r < rows.size(); ++r) {
          std::vector<double> lost_ms;
          for (double ns : rows[r]) lost_ms.push_back(ns / 1e6);
          spdlog::debug("iter_move_grads_and_optimizers: {}: estimate {:.4g} ms, worst regret {:.4f}, "
                        "ms lost under each scoring model {:.2f}",
                        r == 0 ? std::string("overlap_schedule alone") : trials[admitted[r - 1]].line,
                        estimate[r] / 1e6, regret[r], fmt::join(lost_ms, " "));
        }
      }
      if (chosen_row == 0) {
        ctx.reports.push_back(note(kPass + "moved nothing: no move of the " + std::to_string(trials.size()) +
                                       " tried, each followed by overlap_schedule, is chosen over overlap_schedule "
                                       "alone by the robust choice (among moves that cost at most 0.5% under the "
                                       "estimate)" + (inexact.empty() ? "" : "; " + inexact.substr(kPass.size())) +
                                       "\n"));
        return false;
      }
      // The move is made again on the document it was scored on (the step's
      // text, bucketed by the same passes when it was), which then replaces
      // the input: names made by the bucketing are those the trial named.
      const size_t pick = admitted[chosen_row - 1];
      const Trial& best = trials[pick];
      std::unique_ptr<Document> chosen = copy_of(text);
      if (!best.req.prep.empty()) run_pipeline(*chosen, best.req.prep.c_str(), ctx);
      std::string line;
      try {
        line = (best.req.prep.empty() ? "" : "after " + best.req.prep + ", ") + apply_move(*chosen, best.req);
      } catch (const AnalysisError& e) {
        if (inexact.empty()) inexact = e.what();
        trials.erase(trials.begin() + static_cast<long>(pick));
        continue;
      }
      doc = std::move(*chosen);
      std::ostringstream os;
      os.precision(4);
      os << kPass << line << "; estimated, both scheduled by overlap_schedule: steady-state step "
         << best.steps[kEstimateModel] / 1e6 << " ms, the step alone " << base.steps[kEstimateModel] / 1e6 << " ms ("
         << trials.size() << " moves tried)\n";
      ctx.reports.push_back(note(os.str()));
      return true;
    }
  }

  static std::unique_ptr<Document> copy_of(const std::string& text) {
    Diagnostics diags("copy");
    std::unique_ptr<Document> copy = load_input_text(text, diags);
    if (!copy) throw InternalError(kPass + "the step does not read back: " + diags.render());
    return copy;
  }

  // The step as it is, and bucketed as overlap_schedule buckets a plain
  // step: its bucketed copies (every gradient copied only where the
  // scheduler kept that one: it competes only where the estimate cannot
  // see its copies), and for a step that prefetches parameters its
  // parameter copy (parameters gathered twice kept from their first gather
  // within the budget's room, then the parameter buckets), the one it
  // schedules there. A form is not bucketed by the scheduler, so a move
  // made without them would be judged against a step that has them.
  // (The parameter copies come last: where the scheduler kept one for the
  // step (`kept`), that one, as it made it; else the copy with the reuse
  // where some parameter is gathered twice, and the one without it, which
  // the scheduler takes where the reuse fits no schedule in the budget.)
  static std::vector<std::string> preparations(PassContext& ctx, const std::string& kept) {
    std::vector<std::string> preps{""};
    for (const char* b : kRobustBucketings)
      if (b != kRobustBucketings[0] || kept == b) preps.push_back(b);
    const CostedGraph& a = ctx.analyses->costed();
    if (std::find(preps.begin(), preps.end(), kept) == preps.end()) {
      preps.push_back(kept);
    } else if (prefetches_parameters(a)) {
      const int64_t peak = ctx.analyses->simulated().peak_bytes;
      // (the scheduler's, with its default options: it runs with them after this pass)
      const double room_gb = reuse_room_gb(memory_budget(MemoryBudget{}, peak, true), peak);
      if (gathers_twice(a)) preps.push_back(parameter_bucketing(a, room_gb));
      preps.push_back(parameter_bucketing(a));
    }
    return preps;
  }

  // Runs passes on d: the scheduler a pipeline runs after this pass (with
  // its defaults; on a form it leaves bucketing out), or the bucketing.
  static void run_pipeline(Document& d, const char* passes, const PassContext& ctx, std::string* kept = nullptr) {
    PassContext env{ctx.input_name, ctx.cost, {}};
    env.kept_bucketing = kept;
    env.cores = ctx.cores;
    Pipeline(parse_pipeline(passes)).run(d, env, {}, [](const Report&) {});
  }
  // Returns the bucketing of the version the scheduler kept (empty: none).
  static std::string schedule(Document& d, const PassContext& ctx) {
    std::string kept;
    run_pipeline(d, "overlap_schedule", ctx, &kept);
    return kept;
  }

  // Scores d into t; returns the regret that takes d as the input.
  static Regret score(const Document& d, PassContext& ctx, Trial& t) {
    CostedGraph cg(d, *d.graph, *ctx.cost);
    RobustScorer scorer(cg);
    t.steps = scorer.steps(d.graph->order());
    t.lost = scorer.lost(t.steps);
    t.peak = peak_memory(cg);
    return scorer.regret();
  }

  MoveRequest req_;
  double ratio_;
};

const RegisterPass reg({
    .name = "iter_move_grads_and_optimizers",
    .description = "move gradient collectives and their optimizer slice into the next iteration (writes an iteration form)",
    .options = {{"collective", OptionType::List, "", "gradient collectives to move (left out: choose automatically)"},
                {"before", OptionType::String, "", "the node the moved work goes before (default: the latest legal one)"},
                {"comm", OptionType::Bool, "true", "move the collective and its wait too (false: only the optimizer slice)"},
                {"memory_ratio", OptionType::Float, "1.05", "automatic mode: the steady state's peak may be this times the step's", 1, 100}},
    .traits = {.reorders_collectives = true, .makes_iteration_form = true},
    .create = [](const PassOptions& o) { return std::make_unique<IterMoveGradsAndOptimizers>(o); },
});

}  // namespace
}  // namespace graphopt
