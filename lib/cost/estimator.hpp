#pragma once
// The run time of every node, in ns, one unit everywhere. In order of
// precedence: meta.runtime_ns (profiled graphs); the cost file's entry for
// the node's target, then for its kind, then its default; the analytic
// model (compute roofline, collective model). Placeholders, get_attr and
// the output cost nothing. A call_module costs the sum of its subgraph.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "analysis/collectives.hpp"
#include "cost/comm_model.hpp"
#include "cost/compute_model.hpp"
#include "cost/contention.hpp"
#include "cost/cost_file.hpp"

namespace graphopt {

enum class CostSource : uint8_t { Free, Profiled, Target, Kind, Default, Analytic };
const char* cost_source_name(CostSource s);

// The machine as it may differ from the estimate (--link-scale,
// --compute-scale): collectives' bandwidth times `link` (their fixed
// latency divided by its square root), compute times times `compute`. The
// robust scheduler scores its candidates under several of these.
struct Perturbation {
  double link = 1;
  double compute = 1;
  bool operator==(const Perturbation&) const = default;
};

// Everything the estimates depend on, resolved from flags and the cost file.
struct CostConfig {
  ComputeParams compute;
  NetworkSpec network;
  CommModel comm_model = CommModel::Graphopt;
  std::shared_ptr<const CostFile> fixed;  // fixed costs, when a cost file gives them
  int64_t world_size = 0;                 // 0: groups must be described by the document
  Perturbation perturbation;
  Contention contention;                  // how the streams slow each other (sim/stream_clock.hpp)
};

// The default configuration for a GPU preset (h100 if none is named).
CostConfig default_cost_config(const std::string& gpu = "h100");
// Applies a cost file's links, efficiencies and fixed costs (its "gpu" picks
// the preset passed to default_cost_config; that is the caller's business).
void apply_cost_file(CostConfig& cfg, std::shared_ptr<const CostFile> file);

struct NodeCosts {
  std::vector<double> ns;          // by NodeId
  std::vector<CostSource> source;  // by NodeId
  std::vector<double> latency;     // by NodeId: the fixed part of a collective's ns (analytic ones)
  std::vector<double> launch;      // by NodeId: the CPU's time to launch it (ComputeParams)
};

// The same costs on a machine that differs by `p` from the one they were
// estimated for (Perturbation's rule; latencies kept apart; launch times
// scale with compute, as the kernels they launch do).
void perturb_costs(const NodeKinds& kinds, const Perturbation& p, NodeCosts& costs);

// `sizes`: the graph's output sizes when the caller has them.
NodeCosts estimate_costs(const Document& doc, const Graph& g, const NodeKinds& kinds, const Collectives& colls,
                         const CostConfig& cfg, const OutputSizes* sizes = nullptr);
// The collective model alone, for one collective.
double collective_ns(const CollectiveInfo& c, const CostConfig& cfg);
// Its fixed part: the same collective with no bytes to move.
double collective_latency_ns(const CollectiveInfo& c, const CostConfig& cfg);

}  // namespace graphopt
