// overlap_schedule: reorders the graph to hide communication under compute
// within a peak-memory budget (by default the input's peak plus 5%, or plus
// 1 GB where that is more and the step prefetches parameters), and by
// default so that the schedule stays good over the plausible range of the
// user's machine, not only at the cost model's one estimate.
//
// Candidates: a list scheduler (sched/list_scheduler.hpp) builds orders
// front to back while it simulates the compute stream and one FIFO stream
// per process group and tracks live memory: collectives go out as soon as
// they are ready, most urgent first, all-gather prefetches once their
// result is needed within a look-ahead window; finished waits run at once,
// unfinished ones only when no compute is left to hide them; compute that
// feeds the most urgent collective goes first; work pulled ahead of the
// input order must fit the budget on top of the input's own memory profile.
// A few settings (urgency measure, compute priority, look-ahead) are tried,
// with the group order kept and (reorder_collectives, the default) free; a
// schedule over budget is rebuilt with the limit lowered by the excess, then
// with a more cautious forecast. Robust (the default): each candidate also
// with its waits as late as they can go and its collectives issued as early
// as their inputs allow (slack costs nothing where the link is faster than
// feared, and saves the step where it is slower), within the budget; with
// deep_prefetch, also with its all-gathers prefetched as deep as the budget
// allows (sched/deep_prefetch.hpp; an option: no faster on two H200).
//
// Steps that prefetch parameters (FSDP) are bucketed by a fixed rule
// instead, measured on GPUs (sched/robust.hpp, parameter_bucketing): that
// copy's candidates alone compete, where its own order fits the budget and
// its best is no more than the guard slower by the estimate than the
// others' best. Parameters gathered twice first keep their first gathered
// copy within the budget's room (reuse_gathers: reuse_all_gathers), where
// the scheduler then fits that copy in the budget.
//
// Choice: robust, among the candidates within 5% of the fastest by the
// estimate, the least worst-case regret over the scoring models
// (sched/robust.hpp: the link from 0.03x to 2x, compute 0.75x, contention),
// near-ties going to the least mean regret and then to the estimate
// (Regret::choose); robust=false, the fastest by the estimate. The input's order is always a candidate. Then local
// improvement: the compute that ran just before a collective that came late
// (its wait blocked, or its stream idled before it), and that it does not
// depend on, is held back until it is issued; kept when the step gets
// shorter (robust: and the choice would still make it). Robust, last:
// compute moved under the collectives still exposed (sched/cover_exposed),
// and the link's gaps under the slow scoring models filled
// (sched/fill_link_gaps).
#include <algorithm>
#include <atomic>
#include <climits>
#include <cmath>
#include <future>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <unordered_set>

#include <spdlog/spdlog.h>

#include "analysis/dependencies.hpp"
#include "ir/checked_math.hpp"
#include "ir/fnv1a.hpp"
#include "io/limits.hpp"
#include "pipeline/analyses.hpp"
#include "pipeline/pipeline.hpp"
#include "pipeline/registry.hpp"
#include "sched/cover_exposed.hpp"
#include "sched/deep_prefetch.hpp"
#include "sched/fill_link_gaps.hpp"
#include "sched/late_waits.hpp"
#include "sched/list_scheduler.hpp"
#include "sched/memory_budget.hpp"
#include "sched/raise.hpp"
#include "sched/robust.hpp"
#include "sim/memory_tracker.hpp"
#include "sim/simulator.hpp"
#include "sys/parallel.hpp"

namespace graphopt {
namespace {

bool faster(const ScheduleResult& a, const ScheduleResult& b) {
  return std::tie(a.step_ns, a.exposed_ns, a.peak_bytes) < std::tie(b.step_ns, b.exposed_ns, b.peak_bytes);
}

class OverlapSchedule : public Pass {
  struct Version;  // one version of the graph and its candidates (below)

  // Why a bucketed copy was left out, by its place among the copies (the
  // parameter copy's two, then the others'): written by the thread that
  // made it, told on the caller's once the choice is made from those
  // copies, in that order, so that the debug log is the same with or
  // without threads (found by red-team: the lines came in any order, and
  // with --jobs outside the input's messages).
  struct LeftOut {
    static constexpr int kReuse = 0, kParam = 1, kOthers = 2;
    std::mutex mu;
    std::map<int, std::string> why;
    void add(int at, std::string line) {
      std::lock_guard<std::mutex> lock(mu);
      why[at] = std::move(line);
    }
    void tell(int below) {
      std::lock_guard<std::mutex> lock(mu);
      for (const auto& [at, line] : why)
        if (at < below) spdlog::debug("{}", line);
    }
  };

 public:
  explicit OverlapSchedule(const PassOptions& o)
      : ratio_(o.get_float("memory_ratio")),
        budget_gb_(o.get_float("memory_gb")),
        increase_gb_(o.get_float("memory_increase_gb")),
        prefetch_gb_(o.get_float("prefetch_gb")),
        reorder_(o.get_bool("reorder_collectives")),
        thorough_(o.get_bool("thorough")),
        robust_(o.get_bool("robust")),
        bucket_(o.get_bool("bucket")),
        coalesce_(o.get_bool("coalesce")),
        guard_(o.get_float("estimate_guard")),
        reuse_(o.get_float("reuse_gathers")),
        copy_mb_(o.get_float("copy_mb")),
        arrival_(o.get_bool("arrival")),
        deep_(o.get_bool("deep_prefetch")) {
    // An option that another switches off is an error, not ignored (found
    // by red-team: robust=false,deep_prefetch=true gave robust=false's
    // output, with exit 0).
    // (A switch given as false asks for nothing: robust=false,arrival=false is fine.)
    auto needs = [&](const char* option, const char* setting, bool on) {
      const std::string_view name = option;
      const bool a_switch = name == "bucket" || name == "arrival" || name == "deep_prefetch" || name == "coalesce";
      const bool asks = o.given(option) && !(a_switch && !o.get_bool(option));
      if (asks && !on)
        throw UsageError(std::string("overlap_schedule: ") + option + "= applies only with " + setting +
                         " (leave it out)");
    };
    for (const char* robust_only : {"bucket", "reuse_gathers", "copy_mb", "arrival", "deep_prefetch", "estimate_guard"})
      needs(robust_only, "robust=true", robust_);
    needs("bucket", "reorder_collectives=true", reorder_);
    for (const char* bucketing : {"coalesce", "copy_mb"}) needs(bucketing, "bucket=true, robust=true and reorder_collectives=true", bucket_ && robust_ && reorder_);
  }

  bool run(Document& doc, PassContext& ctx) override {
    std::string kept;
    bool choosing = false, changed;
    try {
      changed = choose_version(doc, ctx, kept, choosing);
    } catch (const std::bad_alloc&) {
      // Side by side, the versions' memory adds up, and how their threads
      // interleave decides whether the input fits (found by red-team: under
      // ulimit -v one command failed in 7 of 10 runs). On one thread: the
      // same choice in the least memory, so a limit fails the input every
      // time or never. (Not once the choice writes into the document.)
      if (choosing) throw;
      PassContext alone = ctx;
      alone.cores = 1;
      kept.clear();
      changed = choose_version(doc, alone, kept, choosing);
    }
    if (ctx.kept_bucketing) *ctx.kept_bucketing = kept;
    else if (!kept.empty())  // (a pass that runs the scheduler itself takes the choice instead)
      spdlog::info("overlap_schedule ({}): kept the step bucketed by {}", ctx.input_name, kept);
    return changed;
  }

 private:
  // The pass: every version of the graph made and scheduled, the choice
  // written into `doc`; `kept` is the pipeline that made the version kept
  // (empty: the graph as given).
  bool choose_version(Document& doc, PassContext& ctx, std::string& kept, bool& choosing) {
    auto plain = std::make_unique<Version>(doc, *ctx.analyses);
    if (plain->analysis.collectives().all().empty()) return false;
    // The budget (sched/memory_budget.hpp says why steps that prefetch
    // parameters get more room).
    const bool prefetches = prefetches_parameters(plain->analysis);
    const MemoryBudget rule{ratio_, increase_gb_, prefetch_gb_, budget_gb_};
    const int64_t budget = memory_budget(rule, plain->cands.front().result.peak_bytes, prefetches);
    const bool robust_buckets = robust_ && bucket_ && reorder_ && !doc.iteration;
    // A step that prefetches parameters: its parameter copy
    // (parameter_version), made from copies of the document taken here,
    // before the input's graph is scheduled.
    const bool with_param = robust_buckets && prefetches;
    const bool reuse = with_param && reuse_ > 0 && gathers_twice(plain->analysis);
    auto left_out = std::make_shared<LeftOut>();
    ParameterCopies copies{with_param ? std::shared_ptr<Document>(doc.copy()) : nullptr,
                           reuse ? std::shared_ptr<Document>(doc.copy()) : nullptr, left_out};
    const double stands_within = (1 + guard_) * compute_time(plain->analysis);
    auto make_param = [this, copies, &plain_analysis = plain->analysis,
                       input_peak = plain->cands.front().result.peak_bytes, &ctx, rule, budget,
                       stands_within](std::atomic<bool>* sure) {
      return parameter_version(copies, plain_analysis, input_peak, rule, budget, stands_within, sure, ctx);
    };
    // They stand for the input, their candidates alone, unless the estimate
    // charges the best of them more than the guard over the best of all the
    // others (on fsdp_llama_8b, whose buckets fit the budget only with the
    // all-gathers late: 66% slower). Within the guard of the input's compute
    // alone, no schedule of the others can be that much faster (a step is
    // never shorter than its compute), so the choice is the same whether or
    // not the others are made: on a machine with few cores they are made
    // only where the copy does not stand; on many, beside it, until its own
    // order shows that it will stand or it stands (`sure`: they stop where
    // they are, and the copy takes more threads).
    const unsigned cores = ctx.cores ? ctx.cores : std::thread::hardware_concurrency();
    const bool side_by_side = with_param && cores >= kSideBySideCores;
    auto stands = [&](const std::unique_ptr<Version>& p) { return p && best_estimate(*p, budget) <= stands_within; };
    const std::vector<NodeId> input = plain->cands.front().result.order;
    std::vector<std::unique_ptr<Version>> versions;
    std::unique_ptr<Version> param;
    auto choose_alone = [&](std::unique_ptr<Version> alone) {
      left_out->tell(LeftOut::kOthers);
      versions.push_back(std::move(alone));
      choosing = true;
      return choose(doc, versions, budget, input, kept);
    };
    if (with_param && !side_by_side) {
      param = make_param(nullptr);
      if (stands(param)) return choose_alone(std::move(param));
    }
    std::atomic<bool> sure{false};
    std::vector<std::future<std::unique_ptr<Version>>> others;
    if (side_by_side) {
      // (declared out of the `try`: whatever was started is waited for
      // after `sure` is set, so an exception leaves without their end)
      std::future<std::unique_ptr<Version>> param_future;
      std::future<void> plain_scheduled;
      try {
        param_future = async_or_deferred([&] { return make_param(&sure); });
        make_others(doc, ctx, robust_buckets, budget, &sure, *left_out, others);
        plain_scheduled = async_or_deferred([&] { schedule(*plain, budget, budget, &sure); });
        param = param_future.get();
      } catch (...) {
        sure = true;
        throw;
      }
      const bool stood = stands(param);
      if (stood) sure = true;
      for (auto& other : others) other.wait();
      plain_scheduled.wait();
      if (stood) return choose_alone(std::move(param));
      if (sure) {
        // The first copy's own order said it would stand and the copy kept
        // does not (two estimates of one order apart in their last bits):
        // the rest, made in full now, so that the choice is the one made
        // without threads.
        others.clear();
        make_others(doc, ctx, robust_buckets, budget, nullptr, *left_out, others);
        plain->forget_schedules();
        schedule(*plain, budget, budget, nullptr, threads_for(ctx, kThreads));
      } else {
        plain_scheduled.get();
      }
    } else {
      make_others(doc, ctx, robust_buckets, budget, nullptr, *left_out, others);
      schedule(*plain, budget, budget, nullptr, threads_for(ctx, kThreads));
    }
    versions.push_back(std::move(plain));
    for (auto& other : others)
      if (std::unique_ptr<Version> v = other.get()) versions.push_back(std::move(v));
    left_out->tell(INT_MAX);  // (once every copy is made: deferred ones too)
    drop_copies_unless_tied(versions, budget);
    if (param && best_estimate(*param, budget) <= (1 + guard_) * best_estimate(versions, budget)) {
      versions.clear();
      versions.push_back(std::move(param));
    }
    choosing = true;
    return choose(doc, versions, budget, input, kept);
  }

  // Robust with bucketing: the graph with its collectives bucketed
  // (comm_fusion, which reorders collectives) competes too; fewer, larger
  // collectives pay where the link's latency does. Two ways: bucketing
  // collectives where they stand (all-reduces and reduce-scatters issued
  // as gradients complete), and after raising every collective to its
  // inputs, which lets all-gathers that stand apart share a bucket. Each
  // copy of the document is made here, before the input's graph is
  // scheduled, and bucketed and scheduled on a thread of its own; the
  // choice is the same whichever finishes first. Once `stop` is set, each
  // gives up at its next step and comes back null. Each is added to
  // `others` as it starts (where an exception leaves halfway, the caller
  // still holds those started, to stop them).
  void make_others(const Document& doc, const PassContext& ctx, bool robust_buckets, int64_t budget,
                   const std::atomic<bool>* stop, LeftOut& left_out,
                   std::vector<std::future<std::unique_ptr<Version>>>& others) const {
    // On an iteration form the steady state keeps its operations: its
    // graphs must agree (bucketing belongs before the form is made).
    if (!robust_buckets) return;
    std::vector<std::string> made;
    for (const char* bucketing : kRobustBucketings) {
      // (coalesced, the first two are one: alone_mb goes)
      const std::string pipeline = coalesce_ ? coalesced(bucketing) : bucketing;
      if (std::find(made.begin(), made.end(), pipeline) != made.end()) continue;
      made.push_back(pipeline);
      std::shared_ptr<Document> copy = doc.copy();
      const int at = LeftOut::kOthers + static_cast<int>(made.size());
      auto make = [this, copy, bucketing, &ctx, budget, stop, &left_out, at]() -> std::unique_ptr<Version> {
        if (stopped(stop)) return nullptr;
        std::unique_ptr<Version> v = bucketed_version(copy, bucketing, ctx, left_out, at);
        if (v) schedule(*v, budget, budget, stop, threads_for(ctx, kThreads));
        return stopped(stop) ? nullptr : std::move(v);
      };
      // (on one core, each is made when its result is asked for: one at a time)
      others.push_back(ctx.cores == 1 ? std::async(std::launch::deferred, make) : async_or_deferred(make));
    }
  }

  // Copies of the input document for the parameter copy: one to bucket,
  // and one to bucket after reusing gathers (null where there is none).
  struct ParameterCopies {
    std::shared_ptr<Document> plain, reuse;
    std::shared_ptr<LeftOut> left_out;
  };

  // The parameter copy, scheduled: the parameter buckets of sched/robust.hpp
  // (parameter_bucketing says why), where the copy's own order fits the
  // budget. The list scheduler works on it to the limit the copy would have
  // as an input, as measured on the GPUs; its schedules must still fit the
  // input's budget. Null where there is none.
  //
  // reuse_gathers: first, parameters gathered twice keep their first
  // gathered copy, within that share of the budget's room over the input's
  // peak. That copy's own order may then exceed the budget (its buckets
  // sunk late): it is kept where the scheduler finds an order within the
  // budget, and stands alone where the guard would take it at once; else
  // the copy without the reuse is made too, and the faster of the two by
  // the estimate stands.
  //
  // `sure` (where the others are made beside it): set once the first copy
  // made shows, by its own order, that the copy will stand (its best is no
  // slower than that).
  std::unique_ptr<Version> parameter_version(const ParameterCopies& copies, const CostedGraph& input,
                                             int64_t input_peak, const MemoryBudget& rule, int64_t budget,
                                             double stands_within, std::atomic<bool>* sure,
                                             const PassContext& ctx) const {
    bool told = false;
    auto tell = [&](const Version& v) {
      const ScheduleResult& own = v.cands.front().result;
      if (sure && !told && own.peak_bytes <= budget && own.step_ns <= stands_within) *sure = true;
      told = true;
    };
    auto scheduled = [&](std::unique_ptr<Version> v) {
      const unsigned threads = threads_for(ctx, sure && *sure ? kAloneThreads : kThreads);
      schedule(*v, memory_budget(rule, v->cands.front().result.peak_bytes, prefetches_parameters(v->analysis)), budget,
               nullptr, threads);
      return v;
    };
    std::unique_ptr<Version> r;
    if (copies.reuse) {
      const std::string bucketing = parameter_bucketing(input, reuse_room_gb(budget, input_peak, reuse_), copy_mb_,
                                                        arrival_room(budget, input_peak));
      r = bucketed_version(copies.reuse, bucketing, ctx, *copies.left_out, LeftOut::kReuse);
      if (r && reuses_gathers(*r, input)) {
        tell(*r);
        r = scheduled(std::move(r));
        if (best_estimate(*r, budget) <= stands_within) return r;
      } else {
        r.reset();
      }
    }
    std::unique_ptr<Version> v =
        copies.plain ? bucketed_version(copies.plain,
                                        parameter_bucketing(input, 0, copy_mb_, arrival_room(budget, input_peak)), ctx,
                                        *copies.left_out, LeftOut::kParam)
                     : nullptr;
    if (v && v->cands.front().result.peak_bytes <= budget) {
      tell(*v);
      v = scheduled(std::move(v));
    } else {
      v.reset();
    }
    if (r && (!v || best_estimate(*r, budget) <= best_estimate(*v, budget))) return r;
    return v;
  }

  // The choice among the versions' candidates, written into `doc`; whether
  // the graph changed.
  bool choose(Document& doc, std::vector<std::unique_ptr<Version>>& versions, int64_t budget,
              const std::vector<NodeId>& input, std::string& kept) const {
    // (told here, on the caller's thread and in the versions' order, not
    // as each version is made: the same log with or without threads)
    for (const auto& v : versions)
      spdlog::debug("overlap_schedule: {} candidates scored for a graph of {} nodes", v->cands.size(),
                    v->analysis.graph().size());
    // The choice, over every version's candidates.
    std::vector<std::pair<Version*, size_t>> all;
    std::vector<const Candidate*> flat;
    std::vector<std::vector<double>> steps, lost;  // robust: by candidate, under each scoring model
    for (auto& v : versions)
      for (size_t i = 0; i < v->cands.size(); ++i) {
        all.push_back({v.get(), i});
        flat.push_back(&v->cands[i]);
        if (robust_) {
          steps.push_back(v->steps[i]);
          lost.push_back(v->scorer->lost(v->steps[i]));
        }
      }
    const std::optional<Regret> regret = robust_ ? std::optional<Regret>(versions.front()->scorer->regret(guard_)) : std::nullopt;
    // Robust: the candidates within the budget (the input's own order
    // always), each with its lost times and its estimate.
    std::vector<size_t> admitted;
    std::vector<std::vector<double>> admitted_lost;
    std::vector<double> admitted_estimate;
    for (size_t i = 0; robust_ && i < flat.size(); ++i)
      if (admitted_in(*all[i].first, all[i].second, budget)) {
        admitted.push_back(i);
        admitted_lost.push_back(lost[i]);
        admitted_estimate.push_back(steps[i][kEstimateModel]);
      }
    const size_t pick = robust_ ? admitted[pick_robust(flat, steps, admitted, admitted_lost, admitted_estimate, *regret)]
                                : pick_fastest(flat, budget);
    Version& won = *all[pick].first;
    Candidate best = won.cands[all[pick].second];
    if (best.model) {
      ScheduleResult improved = best.result;
      // Within the input's budget, whatever limit the scheduler worked to.
      ListScheduleParams params = best.params;
      params.give_up_above = std::min(params.give_up_above, budget);
      improve(*won.doc->graph, best.model->analysis, best.model->deps, best.model->sched, params, thorough_, improved);
      // Robust: kept when the choice would make it, standing first among
      // the candidates within the budget.
      if (robust_) {
        const std::vector<double> s = won.scorer->steps(improved.order);
        admitted_lost.insert(admitted_lost.begin(), won.scorer->lost(s));
        admitted_estimate.insert(admitted_estimate.begin(), s[kEstimateModel]);
        if (regret->choose(admitted_lost, admitted_estimate) == 0) best.result = std::move(improved);
        lost.insert(lost.begin(), admitted_lost.front());
      } else {
        best.result = std::move(improved);
      }
    }
    // Robust: compute moved under the collectives the choice still leaves
    // exposed, where the choice stays as robust.
    // Then the link kept busy where a slow link makes its gaps the step's.
    if (robust_ && won.scorer) {
      const CollectiveOrder mode = kept_collective_order(reorder_);
      cover_exposed(*won.doc->graph, won.analysis, mode, *won.scorer, *regret, Regret::best(lost), budget,
                    best.result.order);
      fill_link_gaps(*won.doc->graph, won.analysis, mode, *won.scorer, budget, best.result.order);
    }
    // arrival, on a step that prefetches parameters: the cut's buckets are
    // cut for a stream busy from the start, so the gathers go out as early
    // as the budget allows (a list scheduler's choice to spread them over
    // the forward looked as good to the models and ran up to 1.2% slower on
    // a GPU: docs/overlap_schedule-record.md). Whichever version won, so
    // that the bucketing and overlap_schedule{bucket=false} give the same.
    if (arrival_ && robust_ && prefetches_parameters(won.analysis))
      gathers_up_front(*won.doc->graph, won.analysis, reorder_, budget, best.result.order);
    won.doc->graph->set_order(best.result.order);
    kept = won.pipeline;
    if (won.owned) {
      doc = std::move(*won.owned);
      return true;
    }
    return best.result.order != input;
  }

 private:
  static constexpr int kAttempts = 4;
  static constexpr int kRounds = 6;
  static constexpr unsigned kThreads = 4;  // per version (the input and each bucketed copy run side by side)
  static constexpr unsigned kAloneThreads = 8;  // the parameter copy once the others have stopped
  // Threads for a version's work: one where the pass runs on one core.
  static unsigned threads_for(const PassContext& ctx, unsigned want) { return ctx.cores == 1 ? 1 : want; }
  // Cores from which the parameter copy is scheduled beside the other
  // versions rather than first: its two models and three others' two each.
  static constexpr unsigned kSideBySideCores = 8;

  // Whether the other versions were told to stop (null: never told).
  static bool stopped(const std::atomic<bool>* stop) { return stop && stop->load(std::memory_order_relaxed); }

  struct Model {
    const CostedGraph& analysis;
    CollectiveOrder order;
    Dependencies deps;
    ListScheduler sched;
    Model(const CostedGraph& a, CollectiveOrder o)
        : analysis(a), order(o), deps(a.graph(), a.kinds(), o, &a.roots()), sched(a, deps, o) {}
  };
  struct Candidate {
    ScheduleResult result;
    const Model* model = nullptr;  // none: the input's order, or a variant
    ListScheduleParams params;
    const char* variant = nullptr;  // a slack variant's kind (its params are its base's)
  };

  // One version of the graph (the input, or a bucketed copy) and the
  // schedules found for it. Its candidates start with its own order.
  struct Version {
    std::unique_ptr<Document> owned;  // the copy; null for the input document
    Document* doc;
    std::unique_ptr<CostedGraph> owned_analysis;  // the copy's; the input's is the pipeline's
    const CostedGraph& analysis;
    std::vector<std::unique_ptr<Model>> models;
    std::vector<Candidate> cands;
    std::unique_ptr<RobustScorer> scorer;
    std::vector<std::vector<double>> steps;  // by candidate, under each scoring model
    std::string pipeline;  // the bucketing that made the copy; empty for the input

    // The input document, with the analyses the pipeline holds for it.
    Version(Document& d, Analyses& cached) : doc(&d), analysis(cached.costed()) {
      if (!analysis.collectives().all().empty()) start(cached.simulated());
    }
    Version(std::unique_ptr<Document> copy, const CostConfig& c)
        : owned(std::move(copy)),
          doc(owned.get()),
          owned_analysis(std::make_unique<CostedGraph>(*doc, *doc->graph, c)),
          analysis(*owned_analysis) {
      if (!analysis.collectives().all().empty()) start(simulate(analysis));
    }

    // Back to its own order alone, as made (a schedule left unfinished).
    void forget_schedules() {
      cands.resize(1);
      models.clear();
      scorer.reset();
      steps.clear();
    }

   private:
    // The version's own order, its first candidate.
    void start(const SimResult& r) {
      Candidate c;
      c.result.order = doc->graph->order();
      c.result.step_ns = r.step_ns;
      c.result.exposed_ns = r.exposed_ns;
      c.result.peak_bytes = r.peak_bytes;
      cands.push_back(std::move(c));
    }
  };

  // Every candidate for one version: the list scheduler's under each
  // setting, and (robust) their slack variants, scored once each.
  // `limit` is what the list scheduler works to; `budget` what a candidate
  // must fit.
  // `stop`, once set, leaves the version unfinished (its maker drops it, or
  // forgets its schedules). `threads`: at most that many at a time.
  void schedule(Version& v, int64_t limit, int64_t budget, const std::atomic<bool>* stop = nullptr,
                unsigned threads = kThreads) const {
    auto stopped = [stop] { return OverlapSchedule::stopped(stop); };
    if (stopped()) return;
    const CostedGraph& a = v.analysis;
    // (reordering: also each group's order kept, a candidate of its own)
    std::vector<CollectiveOrder> orders{reorder_ ? CollectiveOrder::PerGroup : CollectiveOrder::Global};
    if (reorder_) orders.push_back(CollectiveOrder::Free);
    v.models.resize(orders.size());
    parallel_for(orders.size(), threads, [&](size_t k) { v.models[k] = std::make_unique<Model>(a, orders[k]); });
    // Every model under every setting, side by side; candidates by model,
    // then setting, whichever finishes first.
    std::vector<std::pair<const Model*, ListScheduleParams>> runs;
    for (const auto& m : v.models)
      for (const ListScheduleParams& p : settings(m->order, m->sched.has_prefetches(), thorough_))
        runs.push_back({m.get(), p});
    std::vector<std::optional<std::pair<ScheduleResult, ListScheduleParams>>> found(runs.size());
    parallel_for(runs.size(), threads, [&](size_t k) {
      if (!stopped()) found[k] = within_budget(*runs[k].first, runs[k].second, limit);
    });
    for (size_t k = 0; k < runs.size(); ++k)
      if (found[k]) v.cands.push_back({std::move(found[k]->first), runs[k].first, found[k]->second});
    if (!robust_ || stopped()) return;
    drop_duplicates(v.cands);
    add_slack_variants(*v.doc->graph, a, reorder_, deep_, budget, threads, stopped, v.cands);
    if (stopped()) return;
    v.scorer = std::make_unique<RobustScorer>(v.analysis);
    v.steps.resize(v.cands.size());
    parallel_for(v.cands.size(), threads, [&](size_t i) {
      if (!stopped()) v.steps[i] = v.scorer->steps(v.cands[i].result.order);
    });
  }

  // Whether a bucketed version gathers fewer bytes than the input (some
  // gathers reused).
  static bool reuses_gathers(const Version& v, const CostedGraph& input) {
    return gathered_bytes(v.analysis) < gathered_bytes(input);
  }

  // Whether a version's candidate k may be chosen: within the budget, or
  // the input's own order (a copy's own order must fit like the rest).
  static bool admitted_in(const Version& v, size_t k, int64_t budget) {
    return (k == 0 && !v.owned) || v.cands[k].result.peak_bytes <= budget;
  }

  // The shortest estimated step among a version's admitted candidates, or
  // among several versions'.
  static double best_estimate(const Version& v, int64_t budget) {
    double best = std::numeric_limits<double>::infinity();
    for (size_t i = 0; i < v.cands.size(); ++i)
      if (admitted_in(v, i, budget)) best = std::min(best, v.steps[i][kEstimateModel]);
    return best;
  }
  // The version with every gradient copied into a bucket (the first of
  // kRobustBucketings) competes only where its estimate is within
  // kCopiesTie of the best of the others: where the link hides the copies
  // (sched/robust.hpp says why).
  // (Coalesced buckets copy nothing: the rule does not apply.)
  void drop_copies_unless_tied(std::vector<std::unique_ptr<Version>>& versions, int64_t budget) const {
    if (coalesce_) return;
    const std::string copied = kRobustBucketings[0];
    auto it = std::find_if(versions.begin(), versions.end(), [&](const auto& v) { return v->pipeline == copied; });
    if (it == versions.end()) return;
    double others = std::numeric_limits<double>::infinity();
    for (const auto& v : versions)
      if (v != *it) others = std::min(others, best_estimate(*v, budget));
    if (best_estimate(**it, budget) > others * (1 + kCopiesTie)) versions.erase(it);
  }
  static double best_estimate(const std::vector<std::unique_ptr<Version>>& versions, int64_t budget) {
    double best = std::numeric_limits<double>::infinity();
    for (const auto& v : versions) best = std::min(best, best_estimate(*v, budget));
    return best;
  }

  // A copy of the document, bucketed here by the pipeline, or null where
  // that changes nothing: a graph comm_fusion cannot bucket, or a bucketed
  // graph the analysis cannot size, only leaves the choice smaller.
  std::unique_ptr<Version> bucketed_version(const std::shared_ptr<Document>& copy, const std::string& bucketing,
                                            const PassContext& ctx, LeftOut& left_out, int at) const {
    const std::string pipeline = coalesce_ ? coalesced(bucketing) : bucketing;
    try {
      if (!bucket_copy(*copy, pipeline, ctx)) return nullptr;
      auto v = std::make_unique<Version>(std::make_unique<Document>(std::move(*copy)), *ctx.cost);
      v->pipeline = pipeline;
      return v;
    } catch (const AnalysisError& e) {
      left_out.add(at, "overlap_schedule: the graph bucketed by " + pipeline + " is left out: " + e.what());
      return nullptr;
    }
  }

  // Buckets the copy's collectives; false when that changes nothing.
  static bool bucket_copy(Document& copy, const std::string& pipeline, const PassContext& ctx) {
    const size_t nodes = copy.graph->size();
    PassContext env{ctx.input_name, ctx.cost, {}};
    Pipeline(parse_pipeline(pipeline)).run(copy, env, {}, [](const Report&) {});
    return copy.graph->size() != nodes;
  }

  // A schedule within the budget for these settings, if one is found: one
  // over budget is rebuilt with the limit lowered by the excess, then with
  // the cautious forecast.
  // Returns it with the settings that made it.
  static std::optional<std::pair<ScheduleResult, ListScheduleParams>> within_budget(const Model& m, ListScheduleParams p,
                                                                                    int64_t budget) {
    p.memory_limit = budget;
    p.give_up_above = budget;
    for (int attempt = 0; attempt < kAttempts; ++attempt) {
      ScheduleResult r = m.sched.run(p);
      if (r.complete && r.peak_bytes <= budget) return std::make_pair(std::move(r), p);
      p.memory_limit -= r.peak_bytes - budget;
      if (attempt + 1 == kAttempts / 2) {
        p.memory_limit = budget;
        p.oldest_front = true;
      }
    }
    return std::nullopt;
  }

  // Slack where hiding costs nothing: each candidate also with its waits as
  // late as they can go, and with its collectives that do not prefetch
  // (all-reduce, reduce-scatter: no memory held early) or all of them
  // issued as early as their inputs allow; kept where the budget allows.
  // deep_prefetch: also with its gathers prefetched as deep as the budget
  // allows (sched/deep_prefetch.hpp).
  template <class Stopped>
  static void add_slack_variants(const Graph& g, const CostedGraph& a, bool reorder, bool deep, int64_t budget,
                                 unsigned threads, const Stopped& stopped, std::vector<Candidate>& cands) {
    const NodeKinds& kinds = a.kinds();
    const CollectiveOrder mode = kept_collective_order(reorder);
    auto no_prefetch = [&](NodeId n) {
      const CollectiveInfo* c = a.collectives().of(n);
      return c && c->out_bytes <= c->in_bytes;
    };
    const MemoryTracker empty(a);  // copied by each thread
    static const char* const kinds_of[] = {"late waits", "raised non-prefetch", "raised all", "deep prefetch"};
    struct Made {
      std::vector<NodeId> order;
      uint64_t hash;
      int64_t peak;
    };
    std::unordered_set<uint64_t> seen;
    for (const Candidate& c : cands) seen.insert(order_hash(c.result.order));
    // A few candidates at a time, their variants made side by side (the
    // graph is only read), then kept in candidate order where new and
    // within the budget: the same choice as one at a time, with the
    // duplicates and the orders over budget of a few candidates in memory at
    // once rather than of all.
    const size_t n = cands.size(), chunk = 2 * threads;
    for (size_t first = 0; first < n && !stopped(); first += chunk) {
      const size_t count = std::min(chunk, n - first);
      std::vector<std::vector<Made>> made(count);
      parallel_for(count, threads, [&](size_t j) {
        const std::vector<NodeId>& base = cands[first + j].result.order;
        const DependencyQuery deps(g, base, kinds, mode, &a.roots());
        std::vector<std::vector<NodeId>> orders = {
            late_waits(base, deps, kinds),
            late_waits(raised_order(g, kinds, deps, no_prefetch), deps, kinds),
            late_waits(raised_order(g, kinds, deps, [](NodeId) { return true; }), deps, kinds)};
        MemoryTracker mem = empty;
        if (deep) orders.push_back(deeply_prefetched(base, a, deps, mem, budget));
        for (std::vector<NodeId>& o : orders) {
          const uint64_t h = order_hash(o);
          const int64_t peak = seen.count(h) ? 0 : mem.peak_of(o);  // (seen is only read here)
          made[j].push_back({std::move(o), h, peak});
        }
      });
      for (size_t j = 0; j < count; ++j)
        for (size_t k = 0; k < made[j].size(); ++k) {
          Made& m = made[j][k];
          if (!seen.insert(m.hash).second || m.peak > budget) continue;
          Candidate v;
          v.result.order = std::move(m.order);
          v.result.peak_bytes = m.peak;
          v.params = cands[first + j].params;
          v.variant = cands[first + j].model ? kinds_of[k] : nullptr;
          cands.push_back(std::move(v));
        }
    }
  }

  // `base` with its prefetching collectives (all-gathers: output larger
  // than input) prefetched as deep as the budget allows and its waits as
  // late as they go; `deps` is built on `base`. The caller checks the
  // peak (mem.peak_of).
  static std::vector<NodeId> deeply_prefetched(const std::vector<NodeId>& base, const CostedGraph& a,
                                               const DependencyQuery& deps, MemoryTracker& mem, int64_t budget) {
    auto prefetches = [&](NodeId n) {
      const CollectiveInfo* c = a.collectives().of(n);
      return c && c->out_bytes > c->in_bytes;
    };
    return late_waits(deep_prefetch(base, a, deps, mem, budget, prefetches), deps, a.kinds());
  }

  // `order` deeply prefetched (add_slack_variants' "deep prefetch"), where
  // that fits the budget.
  static void gathers_up_front(const Graph& g, const CostedGraph& a, bool reorder, int64_t budget,
                               std::vector<NodeId>& order) {
    const DependencyQuery deps(g, order, a.kinds(), kept_collective_order(reorder), &a.roots());
    MemoryTracker mem(a);
    std::vector<NodeId> up = deeply_prefetched(order, a, deps, mem, budget);
    if (mem.peak_of(up) <= budget) order = std::move(up);
  }

  // The fastest by the estimate (the input first: it wins ties).
  static size_t pick_fastest(const std::vector<const Candidate*>& cands, int64_t budget) {
    size_t best = 0;
    for (size_t i = 1; i < cands.size(); ++i)
      if (faster(cands[i]->result, cands[best]->result) || cands[best]->result.peak_bytes > budget) best = i;
    return best;
  }

  // A hash of an order, to find equal orders without comparing them all.
  static uint64_t order_hash(const std::vector<NodeId>& order) {
    uint64_t h = kFnv1aOffset;
    for (NodeId n : order) h = (h ^ n) * kFnv1aPrime;
    return h;
  }

  static void drop_duplicates(std::vector<Candidate>& cands) {
    std::vector<Candidate> kept;
    std::unordered_set<uint64_t> seen;
    for (Candidate& c : cands)
      if (seen.insert(order_hash(c.result.order)).second) kept.push_back(std::move(c));
    cands = std::move(kept);
  }

  // The robust choice (Regret::choose) among the admitted candidates: the
  // position of the winner in `index`.
  static size_t pick_robust(const std::vector<const Candidate*>& cands, const std::vector<std::vector<double>>& steps,
                            const std::vector<size_t>& index, const std::vector<std::vector<double>>& lost,
                            const std::vector<double>& estimate, const Regret& regrets) {
    const std::vector<double> regret = spdlog::should_log(spdlog::level::debug) ? regrets.all(lost) : std::vector<double>{};
    for (size_t k = 0; k < regret.size(); ++k) {
      const Candidate& c = *cands[index[k]];
      spdlog::debug("overlap_schedule: candidate {} ({}): regret {:.4f}, step ns {}", index[k],
                    c.model || c.variant ? fmt::format("{} urgency {} need_first {} lookahead {}", c.variant ? c.variant : "",
                                                       static_cast<int>(c.params.urgency), c.params.need_first,
                                                       c.params.lookahead)
                                         : std::string("input or its variant"),
                    regret[k], fmt::join(steps[index[k]], " "));
    }
    return regrets.choose(lost, estimate);
  }

  // The settings tried for one dependency model: every combination of
  // urgency, compute priority and all-gather look-ahead when `thorough`,
  // else the few that won on the real graphs under three cost models
  // (bench/overlap_vs_torch.py), plus prefetching as early as memory allows
  // (torch's habit), which wins when the link is much slower than the
  // estimate (bench/robust/perturbed.py). Without prefetching collectives
  // the look-ahead changes nothing and is dropped.
  static std::vector<ListScheduleParams> settings(CollectiveOrder order, bool prefetches, bool thorough) {
    const double asap = std::numeric_limits<double>::infinity();
    struct S {
      Urgency urgency;
      bool need_first;
      double lookahead;
    };
    std::vector<S> list;
    if (thorough) {
      for (Urgency u : {Urgency::Needed, Urgency::MustStart, Urgency::Ready})
        for (bool need_first : {true, false})
          for (double lookahead : {asap, 2.0, 1.0}) list.push_back({u, need_first, lookahead});
    } else if (order == CollectiveOrder::Free) {
      list = {{Urgency::MustStart, false, 2.0}, {Urgency::Needed, true, 1.0}, {Urgency::Ready, true, 1.0},
              {Urgency::MustStart, true, 1.0},  {Urgency::MustStart, false, 1.0}, {Urgency::MustStart, true, 2.0},
              {Urgency::Needed, true, asap}};
    } else {
      list = {{Urgency::MustStart, true, 2.0}, {Urgency::Needed, false, 2.0}, {Urgency::Ready, true, 1.0},
              {Urgency::Needed, true, 1.0},    {Urgency::Needed, true, asap}};
    }
    std::vector<ListScheduleParams> out;
    for (const S& s : list) {
      ListScheduleParams p;
      p.urgency = s.urgency;
      p.need_first = s.need_first;
      p.lookahead = prefetches ? s.lookahead : asap;
      bool seen = std::any_of(out.begin(), out.end(), [&](const ListScheduleParams& q) {
        return q.urgency == p.urgency && q.need_first == p.need_first && q.lookahead == p.lookahead;
      });
      if (!seen) out.push_back(p);
    }
    return out;
  }

  // A collective that came late (the latest first: its wait blocked, or its
  // stream idled before it) gets the compute that ran just before it, and
  // that it does not depend on, held back until it is issued, so that what
  // it needs runs first; kept when the step gets shorter within budget.
  static void improve(const Graph& g, const CostedGraph& a, const Dependencies& deps, const ListScheduler& sched,
                      ListScheduleParams p, bool thorough, ScheduleResult& best) {
    const NodeKinds& kinds = a.kinds();
    std::vector<NodeId> hold(g.capacity(), kNoNode);
    std::vector<char> ancestor(g.capacity(), 0), tried(g.capacity(), 0);
    std::vector<NodeId> stack;
    for (int round = 0; round < (thorough ? 2 : 1) * kRounds; ++round) {
      // First the exposed collectives, then (when thorough) those their
      // stream waited for: on the real graphs these gain 0.3% at most.
      const auto& late = round < kRounds ? best.exposed : best.idle_before;
      NodeId worst = kNoNode;
      double exposed = 0;
      for (const auto& [ns, c] : late)
        if (!tried[c]) {
          worst = c;
          exposed = ns;
          break;
        }
      if (worst == kNoNode) {
        if (round >= kRounds) return;
        round = kRounds - 1;  // on to the idle streams
        continue;
      }
      tried[worst] = 1;
      std::fill(ancestor.begin(), ancestor.end(), 0);
      stack.assign(1, worst);
      ancestor[worst] = 1;
      while (!stack.empty()) {
        NodeId n = stack.back();
        stack.pop_back();
        for (NodeId q : deps.preds(n))
          if (!ancestor[q]) {
            ancestor[q] = 1;
            stack.push_back(q);
          }
      }
      std::vector<NodeId> trial = hold;
      double covered = 0;
      size_t at = static_cast<size_t>(std::find(best.order.begin(), best.order.end(), worst) - best.order.begin());
      for (size_t i = at; i-- > 0 && covered < exposed;) {
        NodeId n = best.order[i];
        if (ancestor[n] || kinds.is_collective(n) || kinds.is_wait(n) || g.op(n) == Op::Placeholder ||
            trial[n] != kNoNode)
          continue;
        trial[n] = worst;
        covered += a.cost(n);
      }
      if (covered == 0) continue;
      p.hold_until = &trial;
      ScheduleResult r = sched.run(p);
      if (!r.complete || !faster(r, best)) continue;
      best = std::move(r);
      hold = std::move(trial);
    }
  }

  double ratio_, budget_gb_, increase_gb_, prefetch_gb_;
  // A bucketing pipeline whose comm_fusion passes make coalesced buckets.
  // (alone_mb goes: it spares large collectives a bucket's copy, and a
  // coalesced bucket copies nothing.)
  static std::string coalesced(std::string pipeline) {
    const std::string alone = ",alone_mb=";
    for (size_t at = pipeline.find(alone); at != std::string::npos; at = pipeline.find(alone, at))
      pipeline.erase(at, pipeline.find_first_of(",}", at + 1) - at);
    const std::string pass = "comm_fusion{";
    for (size_t at = pipeline.find(pass); at != std::string::npos; at = pipeline.find(pass, at + 1))
      pipeline.insert(at + pass.size(), "coalesce=true,");
    return pipeline;
  }

  bool reorder_, thorough_, robust_, bucket_, coalesce_;
  double guard_, reuse_, copy_mb_;
  bool arrival_;

  // comm_fusion's arrival_room_gb for the parameter buckets: the budget's
  // room over the input's peak; -1 (the ramp alone) without arrival.
  double arrival_room(int64_t budget, int64_t input_peak) const {
    constexpr double kMaxGb = 1e6;  // comm_fusion's arrival_room_gb range
    return arrival_ ? std::clamp(static_cast<double>(budget - input_peak) / 1e9, 0.0, kMaxGb) : -1;
  }
  bool deep_;
};

const RegisterPass reg({
    .name = "overlap_schedule",
    .description = "reorder to minimise the simulated step time within a peak-memory budget",
    .options = {{"memory_ratio", OptionType::Float, "1.05",
                 "peak-memory budget as a multiple of the input's peak (prefetch_gb and memory_increase_gb may allow "
                 "more)", 0.01, 1e6},
                {"memory_increase_gb", OptionType::Float, "0",
                 "the budget may also exceed the input's peak by this many GB, when that is more than memory_ratio "
                 "allows (torch 2.11's scheduler allows 1)", 0, 1e9},
                {"prefetch_gb", OptionType::Float, "1",
                 "steps that prefetch parameters (all-gathers of what the step holds from its start, as FSDP's): "
                 "the budget may exceed the input's peak by this many GB, when that is more than memory_ratio "
                 "allows (torch 2.11's 1 GB)", 0, 1e9},
                {"memory_gb", OptionType::Float, "0",
                 "peak-memory budget in GB (10^9 bytes); overrides memory_ratio, memory_increase_gb and prefetch_gb", 0, 1e9},
                {"reorder_collectives", OptionType::Bool, "true",
                 "let the scheduler choose the order of collectives (the same on every rank); false keeps the traced order"},
                {"thorough", OptionType::Bool, "false", "try every scheduler setting (slower, sometimes a little better)"},
                {"bucket", OptionType::Bool, "true",
                 "robust, with reorder_collectives: also try the graph with its collectives bucketed "
                 "(comm_fusion{bucket_mb=4}, with and without alone_mb=4, where they stand, and after raising them) and keep it "
                 "when it is more robust"},
                {"coalesce", OptionType::Bool, "false",
                 "with bucket: the bucketed copies use coalesced collectives (comm_fusion{coalesce=true}: one NCCL "
                 "group launch per bucket, no copies) instead of concatenations"},
                {"robust", OptionType::Bool, "true",
                 "choose the schedule with the least worst-case regret over a range of links, compute speeds and "
                 "contention, rather than the fastest by the estimate alone"},
                {"reuse_gathers", OptionType::Float, "1",
                 "robust, steps that prefetch parameters: this share of the budget's room over the input's peak "
                 "goes to keeping parameters gathered twice from their first gather (reuse_all_gathers)", 0, 1},
                {"copy_mb", OptionType::Float, "4",
                 "robust, steps that prefetch parameters: a gathered parameter or a gradient of at least this many "
                 "MiB joins its bucket uncopied, the bucket one coalesced collective whose first tensor concatenates "
                 "the smaller ones (comm_fusion's copy_mb; 0: every member is copied)", 0, kMaxBucketMb},
                {"arrival", OptionType::Bool, "true",
                 "robust, steps that prefetch parameters: cut the first all-gather buckets where each arrives in "
                 "time for its use on links down to ten times slower than the estimate (comm_fusion's arrival, "
                 "with the budget's room) and issue the gathers as early as the budget allows; false: the "
                 "doubling caps alone, the gathers where the scheduler puts them (the default until the "
                 "thirty-fifth session)"},
                {"deep_prefetch", OptionType::Bool, "false",
                 "robust: also try each schedule with its all-gathers prefetched as early as the budget allows, ahead "
                 "of other collectives (torch's habit; better on links much slower than the estimate, by the models; "
                 "not faster on two H200, and up to 4.2% more GPU memory)"},
                {"estimate_guard", OptionType::Float, fmt::format("{}", Regret::kEstimateGuard),
                 "robust: only schedules at most this fraction slower than the fastest by the estimate compete "
                 "(a bucket's copies count there and nowhere else)", 0, 1e6}},
    .traits = {.keeps_nodes = true, .keeps_iteration_form = true},
    .reorder_option = "reorder_collectives",
    .node_change_option = "bucket",
    .create = [](const PassOptions& o) { return std::make_unique<OverlapSchedule>(o); },
});

}  // namespace
}  // namespace graphopt
