#include "report/stats.hpp"

#include <map>
#include <set>

#include "analysis/collective_order.hpp"
#include "io/json_release.hpp"

namespace graphopt {

nlohmann::ordered_json stats_json(const StageInfo& stage, const CostedGraph& a, const SimResult& r,
                                  const std::vector<GroupOrder>* orders, const StepBound* bound, int64_t sym_hint) {
  const Graph& g = a.graph();
  // The order first: what is built next is released if anything after throws.
  std::vector<GroupOrder> own;
  if (!orders) orders = &(own = collective_order(g, a.collectives(), sym_hint));
  nlohmann::ordered_json j;
  ReleaseJsonOnThrow release_j(j);
  j["input"] = stage.input;
  j["stage"] = stage.stage;
  if (!stage.pass.empty()) j["pass"] = stage.pass;
  j["index"] = stage.index;
  if (stage.pass_ms) j["pass_wall_ms"] = *stage.pass_ms;
  j["nodes"] = g.size();
  std::set<std::string> groups(r.groups.begin(), r.groups.end());
  j["collectives"] = r.collectives.size();
  j["groups"] = groups.size();
  j["step_time_ns"] = r.step_ns;
  j["compute_ns"] = r.compute_ns;
  j["comm_ns"] = r.comm_ns;
  j["exposed_comm_ns"] = r.exposed_ns;
  j["contention_ns"] = r.contention_ns;
  j["launch_wait_ns"] = r.launch_wait_ns;
  j["overlap_ratio"] = r.overlap_ratio;
  j["peak_memory_bytes"] = r.peak_bytes;
  j["peak_memory_gb"] = static_cast<double>(r.peak_bytes) / 1e9;
  j["peak_memory_at"] = r.peak_at == kNoNode ? "" : std::string(g.name(r.peak_at));
  j["input_memory_bytes"] = r.input_bytes;
  if (bound) {
    nlohmann::ordered_json b;
    b["single_iteration_ns"] = bound->single_ns;
    b["across_iterations_ns"] = bound->across_ns;
    b["group"] = bound->group;
    b["before_ns"] = bound->before_ns;
    b["comm_ns"] = bound->comm_ns;
    b["after_ns"] = bound->after_ns;
    j["bound"] = b;
  }
  std::map<std::string, int> sources;
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n))
    if (a.cost_source(n) != CostSource::Free) ++sources[cost_source_name(a.cost_source(n))];
  j["cost_sources"] = sources;
  nlohmann::ordered_json per = nlohmann::ordered_json::array();
  ReleaseJsonOnThrow release_per(per);
  for (size_t i = 0; i < r.collectives.size(); ++i) {
    const CollectiveTiming& c = r.collectives[i];
    const CollectiveInfo& info = *a.collectives().of(c.node);
    per.push_back({{"name", std::string(g.name(c.node))},
                   {"op", collective_op_name(info.sig->op)},
                   {"group", info.group},
                   {"group_size", info.group_size},
                   {"in_bytes", info.in_bytes},
                   {"out_bytes", info.out_bytes},
                   {"dtype", info.dtype},
                   {"est_ns", a.cost(c.node)},
                   {"start_ns", c.start},
                   {"end_ns", c.end},
                   {"exposed_ns", c.exposed}});
  }
  j["per_collective"] = std::move(per);
  if (!orders->empty()) {
    nlohmann::ordered_json fp = nlohmann::ordered_json::object();
    for (const GroupOrder& o : *orders) fp[o.group] = o.fingerprint;
    j["collective_order"] = fp;
  }
  return j;
}

}  // namespace graphopt
