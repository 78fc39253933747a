#pragma once
// The cost file given with --cost-model FILE (schemas/cost-model.schema.json):
// fixed costs in ns per node kind and per target with a default, and/or the
// machine's numbers (GPU preset, links, compute efficiencies). What it leaves
// out falls back to the analytic model. Example, the seed test's estimator:
//   {"collective": 100, "wait": 0,
//    "target": {"aten.mm.default": 5, "aten.addmm.default": 5, "aten.bmm.default": 5},
//    "default": 1}
#include <optional>
#include <string>
#include <unordered_map>

#include "cost/comm_model.hpp"
#include "io/limits.hpp"

namespace graphopt {

class Diagnostics;

struct PartialLink {
  std::optional<double> busbw_GBps, base_us, hop_us, large_busbw_GBps, large_base_us;
};

struct CostFile {
  std::optional<double> collective, wait, view, compute;  // per kind, ns
  std::unordered_map<std::string, double> target;         // per target (as op_target spells it), ns
  std::optional<double> default_ns;
  std::optional<std::string> gpu;
  std::optional<CommModel> comm_model;
  std::optional<int> gpus_per_node;
  PartialLink intra, inter;
  std::optional<double> matmul_efficiency, fp32_matmul_efficiency, attention_efficiency, memory_efficiency, kernel_ns,
      kernel_launch_ns, view_launch_ns, collective_launch_ns;
  std::optional<bool> tf32;
  std::optional<double> contention;  // compute slowdown under communication (cost/contention.hpp)

  bool has_fixed_costs() const {
    return collective || wait || view || compute || default_ns || !target.empty();
  }
};

// Reads and checks a cost file; on error returns false with messages in diags.
// At most limit_bytes (--max-input-mb), as a graph.
bool load_cost_file(const std::string& path, CostFile& out, Diagnostics& diags,
                    uint64_t limit_bytes = kDefaultMaxInputMiB << 20);
bool parse_cost_file(std::string_view text, CostFile& out, Diagnostics& diags);

}  // namespace graphopt
