#include "pipeline/pipeline.hpp"

#include "analysis/iteration_check.hpp"
#include "graphopt/version.hpp"

#include <algorithm>
#include <chrono>
#include <new>
#include <optional>

#include <spdlog/spdlog.h>

#include "analysis/collective_order.hpp"
#include "analysis/iteration_check.hpp"
#include "analysis/collectives.hpp"
#include "analysis/module_effects.hpp"
#include "analysis/verify.hpp"
#include "io/form_places.hpp"
#include "pipeline/analyses.hpp"
#include "pipeline/registry.hpp"

namespace graphopt {

namespace {

std::string trim(const std::string& s) {
  size_t a = s.find_first_not_of(" \t\n");
  if (a == std::string::npos) return "";
  size_t b = s.find_last_not_of(" \t\n");
  return s.substr(a, b - a + 1);
}

PassInvocation parse_one(const std::string& text) {
  std::string name = text;
  std::map<std::string, std::string> given;
  size_t brace = text.find('{');
  if (brace != std::string::npos) {
    if (text.back() != '}') throw UsageError("pass '" + text + "': options must end with '}'");
    name = trim(text.substr(0, brace));
    // One set of options: "print{file=a}{file=b}" wrote a file named "a}{file=b".
    int depth = 0;
    for (size_t i = brace + 1; i + 1 < text.size(); ++i) {
      if (text[i] == '{') ++depth;
      if (text[i] == '}' && --depth < 0)
        throw UsageError("pass '" + name + "': '" + text.substr(i + 1) + "' after its options (one {key=value,...} a pass)");
    }
    std::string body = text.substr(brace + 1, text.size() - brace - 2);
    size_t start = 0;
    while (start < body.size()) {
      size_t end = body.find(',', start);
      if (end == std::string::npos) end = body.size();
      std::string item = trim(body.substr(start, end - start));
      start = end + 1;
      if (item.empty()) continue;
      size_t eq = item.find('=');
      if (eq == std::string::npos)
        throw UsageError("pass '" + name + "': option '" + item + "' needs a value (key=value)");
      std::string key = trim(item.substr(0, eq));
      if (given.count(key)) throw UsageError("pass '" + name + "': option '" + key + "' given twice");
      given[key] = trim(item.substr(eq + 1));
    }
  }
  if (name.empty()) throw UsageError("empty pass name in the pipeline");
  const PassInfo* info = PassRegistry::instance().find(name);
  if (!info) {
    std::string hint = PassRegistry::instance().suggest(name);
    throw UsageError("unknown pass '" + name + "'" + (hint.empty() ? "" : "; did you mean '" + hint + "'?") +
                     " (see --list-passes)");
  }
  return PassInvocation{info, PassOptions(info->options, given, info->name), text};
}

}  // namespace

std::vector<PassInvocation> parse_pipeline(const std::string& spec) {
  std::vector<PassInvocation> out;
  // Split on commas outside braces.
  std::string cur;
  int depth = 0;
  auto flush = [&] {
    std::string t = trim(cur);
    cur.clear();
    if (t.empty()) throw UsageError("empty pass name in '--passes=" + spec + "'");
    out.push_back(parse_one(t));
  };
  for (char c : spec) {
    if (c == '{') ++depth;
    if (c == '}') {
      if (--depth < 0) throw UsageError("unbalanced '}' in '--passes=" + spec + "'");
    }
    if (c == ',' && depth == 0) flush();
    else cur += c;
  }
  if (depth != 0) throw UsageError("unbalanced '{' in '--passes=" + spec + "'");
  if (!trim(cur).empty() || !out.empty()) flush();

  // The seed's pass contract.
  for (size_t i = 0; i < out.size(); ++i) {
    const PassInfo& p = *out[i].info;
    bool required = p.prerequisite_option.empty() || out[i].options.get_bool(p.prerequisite_option);
    for (const std::string& req : required ? p.prerequisites : std::vector<std::string>{}) {
      bool found = false;
      for (size_t j = 0; j < i; ++j) found = found || out[j].info->name == req;
      if (!found)
        throw UsageError("pass '" + p.name + "' requires '" + req + "' to run before it; use --passes=" + req +
                         ",...," + p.name);
    }
  }
  // After a pass that writes an iteration form, only passes that keep its
  // graphs agreeing (docs/format.md, "Iteration form").
  for (size_t i = 0; i < out.size(); ++i) {
    if (!out[i].info->traits.makes_iteration_form) continue;
    for (size_t j = i + 1; j < out.size(); ++j)
      if (!out[j].info->runs_on_iteration_form(out[j].options))
        throw UsageError("pass '" + out[j].text + "' changes operations and comes after '" + out[i].info->name +
                         "', which writes an iteration form (whose graphs would then disagree): run it before");
  }
  // Make each pass once, so that option values it rejects are a usage
  // error now rather than a failure on every input.
  for (const PassInvocation& inv : out) inv.info->create(inv.options);
  return out;
}

namespace {

// A pipeline that may have reordered collectives records each group's
// order (analysis/collective_order.hpp) for the ranks to compare; one that
// finds an order recorded brings it up to date, so it is never stale.
bool has_record(const Document& doc) {
  return std::any_of(doc.extras.begin(), doc.extras.end(),
                     [](const auto& kv) { return kv.first == kCollectiveOrderKey; });
}

void record_collective_order(Document& doc, const CostConfig& cost, const std::string& input_name) {
  auto at = std::find_if(doc.extras.begin(), doc.extras.end(),
                         [](const auto& kv) { return kv.first == kCollectiveOrderKey; });
  // An iteration form's ranks must agree on every graph a run issues.
  std::vector<GroupOrder> orders;
  try {
    orders = document_collective_order(doc, cost.world_size, cost.compute.sym_hint);
  } catch (const AnalysisError& e) {
    // Only a refresh gets here (a pass that reorders sized the groups
    // already): an order that cannot be recomputed is not kept.
    spdlog::warn("{}: the recorded collective order is dropped: {}", input_name, e.what());
    if (at != doc.extras.end()) doc.extras.erase(at);
    return;
  }
  if (orders.empty()) {  // nothing left to order
    if (at != doc.extras.end()) doc.extras.erase(at);
    return;
  }
  Json order = collective_order_json(orders);
  if (at != doc.extras.end()) at->second = std::move(order);
  else doc.extras.emplace_back(kCollectiveOrderKey, std::move(order));
}

// Runs one pass; what it throws names it. An input the analysis cannot
// work on stays an input error, and memory running out stays what it is (a
// limit of the machine, which the driver reports); anything else is a bug
// of the pass.
bool run_pass(Pass& pass, const std::string& name, Document& doc, PassContext& ctx) {
  try {
    return pass.run(doc, ctx);
  } catch (const InternalError&) {
    throw;
  } catch (const std::bad_array_new_length& e) {  // a size computed wrong: a bug, though a bad_alloc
    throw InternalError("pass '" + name + "' failed: " + e.what());
  } catch (const std::bad_alloc&) {
    throw;
  } catch (const AnalysisError& e) {
    throw AnalysisError("pass '" + name + "': " + e.what());
  } catch (const std::exception& e) {
    throw InternalError("pass '" + name + "' failed: " + e.what());
  }
}

}  // namespace

void Pipeline::run(Document& doc, const PassContext& env, const std::vector<Instrumentation*>& hooks,
                   const std::function<void(const Report&)>& emit) const {
  CostConfig fallback;
  if (!env.cost) fallback = default_cost_config();
  const CostConfig* cost = env.cost ? env.cost : &fallback;
  Analyses analyses(doc, *cost);
  for (Instrumentation* h : hooks) h->attach(analyses);
  for (Instrumentation* h : hooks) h->begin(doc, env.input_name);
  bool reordered = false;  // some pass so far may have reordered collectives
  for (size_t i = 0; i < passes_.size(); ++i) {
    const PassInvocation& inv = passes_[i];
    for (Instrumentation* h : hooks) h->before_pass(inv, i, doc);
    PassContext ctx;
    ctx.input_name = env.input_name;
    ctx.cost = cost;
    ctx.analyses = &analyses;
    ctx.check_analyses = env.check_analyses;
    ctx.kept_bucketing = env.kept_bucketing;
    ctx.cores = env.cores;
    if (env.check_analyses) analyses.compute_all();  // so that there is something to go stale
    // (An input that is already a form; a form made earlier in the
    // pipeline is checked by parse_pipeline.)
    if (doc.iteration && !inv.info->runs_on_iteration_form(inv.options))
      throw AnalysisError("pass '" + inv.text + "' changes operations, and the input is an iteration form (its "
                          "graphs would then disagree): run it on the step before iter_move_grads_and_optimizers");
    // A module returning its input or a view of it (split_module's
    // pass-throughs) is read, printed and analyzed; a pass that orders nodes
    // would take its results for new tensors (analysis/module_effects.hpp).
    if (!inv.info->traits.keeps_order)
      if (std::vector<FormProblem> p = module_alias_problems(doc, 1); !p.empty())
        throw AnalysisError("pass '" + inv.text + "' cannot run on this document: " + form_problem_lines(p)[0]);
    std::unique_ptr<Pass> pass = inv.info->create(inv.options);
    auto t0 = std::chrono::steady_clock::now();
    bool changed = run_pass(*pass, inv.info->name, doc, ctx);
    // Moved nodes leave ids out of program order: renumber when that would
    // make the next walks jump around memory (it costs about one walk).
    if (changed) {
      const bool renumbered = doc.graph->compact_if_scattered();
      analyses.changed(inv.info->keeps_nodes(inv.options) && !renumbered);
    }
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (env.check_analyses)
      if (std::vector<std::string> stale = analyses.stale(); !stale.empty()) {
        std::string msg = "pass '" + inv.info->name + "' left a cached analysis stale (--verify-analyses):";
        for (const std::string& s : stale) msg += "\n  " + s;
        throw InternalError(msg);
      }
    // The record brought up to date after every change, not only at the
    // end: what the hooks see (--dump-dir's files) is a document too, and
    // a pass may bring a record of its own in (overlap_schedule's bucketed
    // copies, recorded before they were scheduled: found by red-team).
    reordered |= inv.info->reorders_collectives(inv.options);
    if (changed && (reordered || has_record(doc))) record_collective_order(doc, *cost, env.input_name);
    for (Instrumentation* h : hooks) h->after_pass(inv, i, doc, changed, seconds);
    for (const Report& r : ctx.reports) emit(r);
  }
  if (has_record(doc) || reordered) record_collective_order(doc, *cost, env.input_name);
  for (Instrumentation* h : hooks) h->end(doc);
}

namespace {

class Verifier : public Instrumentation {
 public:
  void begin(const Document& doc, const std::string&) override { check_structure(doc, "reading"); }
  void before_pass(const PassInvocation&, size_t, const Document& doc) override {
    snapshot_.emplace(doc);
    had_form_ = doc.iteration != nullptr;
    // A pass on an iteration form keeps its single iteration as it was.
    if (had_form_) single_ = run_single_iterations(doc, kUnrolled, new_iteration_runner());
  }
  void after_pass(const PassInvocation& inv, size_t, const Document& doc, bool, double) override {
    const std::string stage = "pass '" + inv.info->name + "'";
    check_structure(doc, stage);
    if (doc.iteration) fail_if(check_iteration_form(doc, kUnrolled), stage);
    if (had_form_)
      fail_if(compare_runs(run_single_iterations(doc, kUnrolled, single_.runner), single_, "the form after the pass",
                           "the form before it"),
              stage);
    // A new form is checked unrolled against the step (the pass does it)
    // and above against itself; its graphs are not the graph before.
    if (!(inv.info->traits.makes_iteration_form && !had_form_)) {
      InvariantPolicy policy;
      policy.collectives_may_reorder = inv.info->reorders_collectives(inv.options);
      policy.nodes_unchanged = inv.info->keeps_nodes(inv.options) || (had_form_ && inv.info->traits.keeps_iteration_form);
      fail_if(snapshot_->check(doc, policy), stage);
    }
    snapshot_.reset();
    single_ = {};
  }

 private:
  void check_structure(const Document& doc, const std::string& stage) { fail_if(verify_structure(doc), stage); }
  static void fail_if(const std::vector<std::string>& problems, const std::string& stage) {
    if (problems.empty()) return;
    std::string msg = stage + " broke an invariant (--verify-each):";
    for (const auto& p : problems) msg += "\n  " + p;
    throw InternalError(msg);
  }
  static constexpr int kUnrolled = 4;  // iterations: setup, two steady states, cleanup
  std::optional<InvariantSnapshot> snapshot_;
  bool had_form_ = false;
  UnrolledRun single_;
};

}  // namespace

std::unique_ptr<Instrumentation> make_verifier() { return std::make_unique<Verifier>(); }

void record_rewrite(Document& doc, const Pipeline& pipeline) {
  if (pipeline.passes().empty()) return;  // only written in canonical form
  std::string passes;
  for (const PassInvocation& inv : pipeline.passes()) passes += (passes.empty() ? "" : ",") + inv.text;
  Json entry = {{"tool", "graphopt"}, {"version", kVersion}, {"passes", passes}};
  auto at = std::find_if(doc.extras.begin(), doc.extras.end(),
                         [](const auto& kv) { return kv.first == kRewrittenByKey; });
  if (at == doc.extras.end()) {
    doc.extras.emplace_back(kRewrittenByKey, Json::array({entry}));
  } else {
    // The same pipeline again: one entry (a run that repeats is a no-op
    // for the record, and graphopt's output stays a fixed point of it).
    if (at->second.empty() || at->second.back() != entry) at->second.push_back(entry);
  }
}

}  // namespace graphopt
