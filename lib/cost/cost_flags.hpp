#pragma once
// The cost model of a run, from its three sources in one order: the GPU
// preset (the flag, else the cost file's "gpu", else h100), then the cost
// file (links, efficiencies, fixed costs), then the command line's machine
// flags, which override both. The CLI fills CostFlags; ranges are checked
// there (io/limits.hpp), the rule of precedence here.
#include <memory>
#include <optional>
#include <string>

#include "cost/cost_file.hpp"
#include "cost/estimator.hpp"

namespace graphopt {

struct CostFlags {
  std::string gpu;         // empty: the cost file's, else h100
  std::string comm_model;  // empty, "graphopt" or "torch"
  int64_t world_size = 0;  // 0: groups must be described by the document
  std::optional<int> gpus_per_node = {};
  std::optional<double> intra_bw_GBps = {}, inter_bw_GBps = {}, intra_lat_us = {}, inter_lat_us = {};
  double link_scale = 1, compute_scale = 1;
  std::optional<double> contention = {};
};

// Throws UsageError for an unknown GPU or collective model.
CostConfig merge_cost_config(const CostFlags& flags, std::shared_ptr<const CostFile> file);

}  // namespace graphopt
