// analyze: the simulator's view of the graph as it is at this point of the
// pipeline: step time, exposed communication, peak memory, and the
// collectives that leave the most exposed. Changes nothing.
#include <algorithm>
#include <cstdio>
#include <map>

#include "pipeline/analyses.hpp"
#include "pipeline/registry.hpp"
#include "report/overlap_log.hpp"
#include "sim/simulator.hpp"
#include "sim/step_bound.hpp"

namespace graphopt {
namespace {

class Analyze : public Pass {
 public:
  explicit Analyze(const PassOptions& o) : top_(o.get_int("top")) {}

  // An iteration form: the figures above are the steady state's, an
  // iteration in the middle of training; the first and the last, and the
  // flush, run once each.
  static std::string iteration_lines(const Document& doc, PassContext& ctx) {
    char buf[256];
    std::snprintf(buf, sizeof buf, "  iteration form: the above is the steady state; %zu values carried\n",
                  doc.iteration->carried.size());
    std::string out = buf;
    for (const LabeledGraph& lg : doc.step_graphs()) {
      if (lg.graph == doc.graph.get()) continue;
      SimResult r = simulate(CostedGraph(doc, *lg.graph, *ctx.cost));
      std::snprintf(buf, sizeof buf, "  %s: est. %.4g ms, exposed communication %.4g ms, peak memory %.3f GB\n",
                    lg.label.c_str(), r.step_ns / 1e6, r.exposed_ns / 1e6,
                    static_cast<double>(r.peak_bytes) / 1e9);
      out += buf;
    }
    return out;
  }

  // What reordering and bucketing could still gain (sim/step_bound.hpp).
  static std::string bound_line(const StepBound& b, double step_ns) {
    char buf[512];
    if (b.group.empty())
      std::snprintf(buf, sizeof buf, "  bound: no schedule under %.4g ms (the compute); this one is %.1f%% over it\n",
                    b.single_ns / 1e6, 100 * (step_ns / b.single_ns - 1));
    else
      std::snprintf(buf, sizeof buf,
                    "  bound: no schedule under %.4g ms (%.4g ms of compute before group %s's communication, %.4g ms "
                    "of it, %.4g ms after); this one is %.1f%% over it; across iterations %.4g ms\n",
                    b.single_ns / 1e6, b.before_ns / 1e6, b.group.c_str(), b.comm_ns / 1e6, b.after_ns / 1e6,
                    100 * (step_ns / b.single_ns - 1), b.across_ns / 1e6);
    return buf;
  }

  bool run(Document& doc, PassContext& ctx) override {
    const CostedGraph& a = ctx.analyses->costed();
    const SimResult& r = ctx.analyses->simulated();
    const Graph& g = *doc.graph;
    std::map<std::string, int> ops;
    for (const auto& c : a.collectives().all()) ++ops[collective_op_name(c.sig->op)];
    std::map<std::string, int> groups;
    for (const auto& grp : r.groups) ++groups[grp];
    char buf[512];
    std::string out = "analyze (" + ctx.input_name + "): " + std::to_string(g.size()) + " nodes, " +
                      std::to_string(r.collectives.size()) + " collectives";
    if (!ops.empty()) {
      out += " (";
      bool first = true;
      for (const auto& [op, n] : ops) out += (first ? "" : ", ") + std::to_string(n) + " " + op, first = false;
      out += ")";
    }
    out += " in " + std::to_string(groups.size()) + " group(s)\n";
    std::snprintf(buf, sizeof buf, "  est. step %.4g ms: compute %.4g ms + exposed communication %.4g ms",
                  r.step_ns / 1e6, r.compute_ns / 1e6, r.exposed_ns / 1e6);
    out += buf;
    // The rest of the step is not communication (found by red-team: it was
    // counted as exposed, more than there was): compute slowed by the
    // collectives in flight, and the GPU waiting for the CPU's launches.
    if (r.contention_ns > 0.5) {
      std::snprintf(buf, sizeof buf, " + compute slowed by contention %.4g ms", r.contention_ns / 1e6);
      out += buf;
    }
    if (r.launch_wait_ns > 0.5) {
      std::snprintf(buf, sizeof buf, " + waiting for launches %.4g ms", r.launch_wait_ns / 1e6);
      out += buf;
    }
    out += "\n";
    std::snprintf(buf, sizeof buf, "  communication %.4g ms, %s; peak memory %.3f GB (inputs %s)\n",
                  r.comm_ns / 1e6, hidden_share(r).c_str(), static_cast<double>(r.peak_bytes) / 1e9,
                  human_bytes(r.input_bytes).c_str());
    out += buf;
    if (!r.collectives.empty()) {
      const StepBound b = step_bound(a, *ctx.cost);
      if (b.single_ns > 0) out += bound_line(b, r.step_ns);  // (a step of nothing but free nodes has none)
    }
    std::vector<const CollectiveTiming*> exposed;
    for (const auto& c : r.collectives)
      if (c.exposed > 0) exposed.push_back(&c);
    std::stable_sort(exposed.begin(), exposed.end(),
                     [](const CollectiveTiming* x, const CollectiveTiming* y) { return x->exposed > y->exposed; });
    if (!exposed.empty() && top_ > 0) {
      out += "  most exposed:";
      for (size_t i = 0; i < exposed.size() && static_cast<int64_t>(i) < top_; ++i) {
        std::snprintf(buf, sizeof buf, "%s %s %.4g ms", i ? "," : "", std::string(g.name(exposed[i]->node)).c_str(),
                      exposed[i]->exposed / 1e6);
        out += buf;
      }
      out += "\n";
    }
    if (doc.iteration) out += iteration_lines(doc, ctx);
    if (a.symbolic_shapes()) out += "  note: symbolic dimensions are counted as 1 element\n";
    ctx.reports.push_back({"", out});
    return false;
  }

 private:
  int64_t top_;
};

const RegisterPass reg({
    .name = "analyze",
    .description = "print the simulated step time, exposed communication and peak memory",
    .options = {{"top", OptionType::Int, "5", "list this many of the most exposed collectives", 0, 1e6}},
    .traits = {.keeps_nodes = true, .keeps_order = true},
    .create = [](const PassOptions& o) { return std::make_unique<Analyze>(o); },
});

}  // namespace
}  // namespace graphopt
