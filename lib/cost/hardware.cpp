#include "cost/hardware.hpp"

namespace graphopt {

const std::vector<GpuSpec>& gpu_presets() {
  // Dense peaks from NVIDIA's data sheets (SXM parts). The NVLink bus
  // bandwidth of h100/h200 is fitted to NCCL 2.28 measured on 2 H200s
  // (bench/nccl/results/h200x2_nvlink.json: 280 GB/s); a100 and b200 scale it
  // by their NVLink generation (300 and 900 GB/s per direction against 450).
  static const std::vector<GpuSpec> presets = {
      {"a100", 2039, 19.5, 19.5, 156, 312, 0, 624, 187, 1},
      {"h100", 3350, 67, 67, 494.7, 989.4, 1978.9, 1978.9, 280, 2},
      {"h200", 4800, 67, 67, 494.7, 989.4, 1978.9, 1978.9, 280, 2},
      {"b200", 8000, 40, 75, 1125, 2250, 4500, 4500, 560, 2},
  };
  return presets;
}

const GpuSpec* find_gpu(std::string_view name) {
  for (const auto& g : gpu_presets())
    if (g.name == name) return &g;
  return nullptr;
}

std::string gpu_names() {
  std::string s;
  for (const auto& g : gpu_presets()) s += (s.empty() ? "" : ", ") + g.name;
  return s;
}

NetworkSpec default_network(const GpuSpec& gpu) {
  NetworkSpec n;
  // Inside a node: latencies fitted to the same measurement (18.5 us per
  // call, launch included, and 1.75 us per ring step). Between nodes: a
  // 400 Gb/s NIC per GPU, about 90% usable, and InfiniBand-like latencies;
  // not measured here, so set them for your cluster (docs/cost-model.md).
  n.intra = {gpu.nvlink_busbw_GBps, 18.5, 1.75};
  n.inter = {45, 20.0, 5.0};
  n.gpus_per_node = 8;
  return n;
}

}  // namespace graphopt
