#include "cost/cost_flags.hpp"

#include <spdlog/spdlog.h>

#include "cost/hardware.hpp"
#include "ir/errors.hpp"

namespace graphopt {

CostConfig merge_cost_config(const CostFlags& flags, std::shared_ptr<const CostFile> file) {
  if (!flags.gpu.empty() && !find_gpu(flags.gpu))
    throw UsageError("--gpu: unknown GPU '" + flags.gpu + "' (known: " + gpu_names() + ")");
  CostConfig cost = default_cost_config(!flags.gpu.empty() ? flags.gpu : file->gpu.value_or("h100"));
  apply_cost_file(cost, file);
  if (flags.comm_model == "torch") cost.comm_model = CommModel::Torch;
  else if (flags.comm_model == "graphopt") cost.comm_model = CommModel::Graphopt;
  else if (!flags.comm_model.empty()) throw UsageError("--comm-model must be graphopt or torch");
  cost.world_size = flags.world_size;
  if (flags.gpus_per_node) cost.network.gpus_per_node = *flags.gpus_per_node;
  if (flags.intra_bw_GBps) cost.network.intra.busbw_GBps = *flags.intra_bw_GBps;
  if (flags.inter_bw_GBps) cost.network.inter.busbw_GBps = *flags.inter_bw_GBps;
  if (flags.intra_lat_us) cost.network.intra.base_us = *flags.intra_lat_us;
  if (flags.inter_lat_us) cost.network.inter.base_us = *flags.inter_lat_us;
  if (cost.comm_model == CommModel::Torch) {
    // torch's estimate has link constants of its own (found by red-team:
    // link settings made no difference and nothing said so).
    std::string ignored;
    auto note = [&](bool given, const char* what) {
      if (given) ignored += (ignored.empty() ? "" : ", ") + std::string(what);
    };
    note(flags.intra_bw_GBps || flags.inter_bw_GBps || flags.intra_lat_us || flags.inter_lat_us,
         "the --intra-node-*/--inter-node-* flags");
    auto given = [](const PartialLink& l) { return l.busbw_GBps || l.base_us || l.hop_us || l.large_busbw_GBps; };
    note(file && (given(file->intra) || given(file->inter)), "the cost file's intra_node/inter_node");
    if (!ignored.empty())
      spdlog::warn("the torch collective model (--comm-model torch, or the cost file's comm_model) prices "
                   "collectives with torch's own link constants: {} have no effect",
                   ignored);
  }
  cost.perturbation = {flags.link_scale, flags.compute_scale};
  if (flags.contention) cost.contention = {*flags.contention, *flags.contention > 0};
  return cost;
}

}  // namespace graphopt
