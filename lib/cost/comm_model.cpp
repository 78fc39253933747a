#include "cost/comm_model.hpp"

#include <algorithm>
#include <cmath>

namespace graphopt {

double graphopt_collective_ns(const CollectiveShape& c, const NetworkSpec& net) {
  int64_t n = c.group_size;
  if (n <= 1) return 0;
  int64_t nodes = (n + net.gpus_per_node - 1) / net.gpus_per_node;
  const LinkSpec& link = nodes > 1 ? net.inter : net.intra;
  double frac = static_cast<double>(n - 1) / static_cast<double>(n);
  double wire = 0;
  int64_t steps = n - 1;
  switch (c.op) {
    case CollectiveOp::AllReduce:
      wire = 2 * frac * static_cast<double>(c.in_bytes);
      steps = 2 * (n - 1);
      break;
    case CollectiveOp::AllGather:
      wire = frac * static_cast<double>(std::max(c.out_bytes, c.in_bytes * n));
      break;
    case CollectiveOp::ReduceScatter:
      wire = frac * static_cast<double>(std::max(c.in_bytes, c.out_bytes * n));
      break;
    case CollectiveOp::AllToAll:
      wire = frac * static_cast<double>(c.in_bytes);
      break;
    case CollectiveOp::Broadcast:
      wire = static_cast<double>(c.in_bytes);
      break;
  }
  double latency_us = link.base_us + static_cast<double>(steps) * link.hop_us;
  double transfer_ns = link.busbw_GBps > 0 ? wire / link.busbw_GBps : 0;  // bytes / (GB/s) = ns
  return latency_us * 1e3 + transfer_ns;
}

double torch_collective_ns(const CollectiveShape& c, int gpus_per_node, int torch_arch, double intra_node_GBps,
                           double inter_node_GBps) {
  // torch._inductor.comm_analysis.estimate_nccl_collective_runtime_impl.
  int64_t n = c.group_size;
  if (n <= 1) return 0;
  int64_t nodes = (n + gpus_per_node - 1) / gpus_per_node;
  static const double ll_max_bw[3][3] = {{39.0, 39.0, 20.4}, {87.7, 22.5, 19.0}, {87.7, 22.5, 19.0}};
  int row = nodes == 1 ? std::clamp(torch_arch, 0, 2) : 0;
  int col = nodes <= 2 ? static_cast<int>(nodes - 1) : 2;
  double bw = nodes == 1 ? intra_node_GBps : inter_node_GBps;
  double bus_bw = 2 * bw;  // two channels
  bool all_reduce = c.op == CollectiveOp::AllReduce;
  bus_bw = std::min(ll_max_bw[row][col], bus_bw * ((nodes > 1 || all_reduce) ? 0.25 : 1.0 / 3.0));
  int64_t steps = (all_reduce || c.op == CollectiveOp::AllToAll) ? 2 * (n - 1) : n - 1;
  double algo_bw = bus_bw * static_cast<double>(n) / static_cast<double>(steps);  // GB/s
  int64_t inter_steps = all_reduce ? (nodes > 1 ? 2 * nodes : 0) : nodes - 1;
  double intra_lat = nodes > 1 ? std::max(0.6, 1.0) : 0.6;  // NVLink ring LL; network overhead when multi-node
  double latency_us = 6.6 + static_cast<double>(steps - inter_steps) * intra_lat + static_cast<double>(inter_steps) * 2.7;
  double size_gib = static_cast<double>(c.in_bytes) / 1024.0 / 1024.0 / 1024.0;
  return size_gib / (algo_bw / 1e9) + latency_us * 1e3;
}

}  // namespace graphopt
