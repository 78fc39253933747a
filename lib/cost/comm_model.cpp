#include "cost/comm_model.hpp"

#include <algorithm>
#include <cmath>

namespace graphopt {

// Group sizes, steps and bytes are counted in double here: a product of a
// group size and a message (all-gather's shard times n) can pass 2^63, and
// --world-size reaches this unchecked by the reader. Exact below 2^53, so
// real sizes give the same figures as integer arithmetic did.
namespace {
double nodes_spanned(double n, int gpus_per_node) { return std::ceil(n / std::max(gpus_per_node, 1)); }
}  // namespace

double graphopt_collective_ns(const CollectiveShape& c, const NetworkSpec& net) {
  if (c.group_size <= 1) return 0;
  double n = static_cast<double>(c.group_size);
  double nodes = nodes_spanned(n, net.gpus_per_node);
  const LinkSpec& link = nodes > 1 ? net.inter : net.intra;
  double frac = (n - 1) / n;
  double in = static_cast<double>(c.in_bytes), out = static_cast<double>(c.out_bytes);
  double wire = 0;
  double steps = n - 1;
  switch (c.op) {
    case CollectiveOp::AllReduce:
      wire = 2 * frac * in;
      steps = 2 * (n - 1);
      break;
    case CollectiveOp::AllGather:
      wire = frac * std::max(out, in * n);
      break;
    case CollectiveOp::ReduceScatter:
      wire = frac * std::max(in, out * n);
      break;
    case CollectiveOp::AllToAll:
      wire = frac * in;
      break;
    case CollectiveOp::Broadcast:
      wire = in;
      break;
  }
  const double rings = static_cast<double>(std::max<int64_t>(c.tensors, 1));
  auto line = [&](double base_us, double busbw_GBps) {
    double transfer_ns = busbw_GBps > 0 ? wire / busbw_GBps : 0;  // bytes / (GB/s) = ns
    return (base_us + rings * steps * link.hop_us) * 1e3 + transfer_ns;
  };
  double t = line(link.base_us, link.busbw_GBps);
  // The large line starts no sooner than the small one (a cost file that
  // says otherwise is refused; this holds it for the defaults and flags it
  // is merged with), so that a collective's latency is the small line's.
  if (link.large_busbw_GBps > 0)
    t = std::min(t, line(std::max(link.large_base_us, link.base_us), link.large_busbw_GBps));
  return t;
}

double torch_collective_ns(const CollectiveShape& c, int gpus_per_node, int torch_arch, double intra_node_GBps,
                           double inter_node_GBps) {
  // torch._inductor.comm_analysis.estimate_nccl_collective_runtime_impl.
  if (c.group_size <= 1) return 0;
  double n = static_cast<double>(c.group_size);
  double nodes = nodes_spanned(n, gpus_per_node);
  static const double ll_max_bw[3][3] = {{39.0, 39.0, 20.4}, {87.7, 22.5, 19.0}, {87.7, 22.5, 19.0}};
  int row = nodes == 1 ? std::clamp(torch_arch, 0, 2) : 0;
  int col = nodes <= 2 ? static_cast<int>(nodes - 1) : 2;
  double bw = nodes == 1 ? intra_node_GBps : inter_node_GBps;
  double bus_bw = 2 * bw;  // two channels
  bool all_reduce = c.op == CollectiveOp::AllReduce;
  bus_bw = std::min(ll_max_bw[row][col], bus_bw * ((nodes > 1 || all_reduce) ? 0.25 : 1.0 / 3.0));
  double steps = (all_reduce || c.op == CollectiveOp::AllToAll) ? 2 * (n - 1) : n - 1;
  double algo_bw = bus_bw * n / steps;  // GB/s
  double inter_steps = all_reduce ? (nodes > 1 ? 2 * nodes : 0) : nodes - 1;
  double intra_lat = nodes > 1 ? std::max(0.6, 1.0) : 0.6;  // NVLink ring LL; network overhead when multi-node
  double latency_us = 6.6 + (steps - inter_steps) * intra_lat + inter_steps * 2.7;
  double size_gib = static_cast<double>(c.in_bytes) / 1024.0 / 1024.0 / 1024.0;
  return size_gib / (algo_bw / 1e9) + latency_us * 1e3;
}

}  // namespace graphopt
