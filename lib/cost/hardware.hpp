#pragma once
// What the cost model knows of the machine: a GPU's peak throughput and
// memory bandwidth (vendors' data sheets, dense, no sparsity) and the links
// collectives run over. Presets are defaults; every number can be set.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace graphopt {

struct GpuSpec {
  std::string name;
  double hbm_GBps = 0;     // memory bandwidth, GB/s
  double fp64_tflops = 0;  // tensor-core FP64 where the chip has it
  double fp32_tflops = 0;  // CUDA cores (PyTorch's default for float32 matmul: TF32 off)
  double tf32_tflops = 0;
  double bf16_tflops = 0;  // also FP16
  double fp8_tflops = 0;
  double int8_tops = 0;
  double nvlink_busbw_GBps = 0;  // NCCL ring bus bandwidth inside one node
  int torch_arch = 1;            // torch's comm model table row: 0 Volta, 1 Ampere, 2 Hopper
};

const std::vector<GpuSpec>& gpu_presets();  // a100, h100, h200, b200
const GpuSpec* find_gpu(std::string_view name);
std::string gpu_names();  // "a100, h100, h200, b200"

// One class of link: inside a node (NVLink) or between nodes (the network).
struct LinkSpec {
  double busbw_GBps = 0;  // NCCL bus bandwidth per GPU
  double base_us = 0;     // fixed cost of one collective
  double hop_us = 0;      // added per ring step
  // A second line for large messages (0: none), and a collective takes the
  // faster of the two, as NCCL picks its faster protocol: over sockets a
  // large message pays more to start and then moves faster than the line
  // fitted to every size says (bench/nccl/results/h200x2_sockets.json).
  double large_busbw_GBps = 0;
  double large_base_us = 0;
};

struct NetworkSpec {
  LinkSpec intra;
  LinkSpec inter;
  int gpus_per_node = 8;
};

// Defaults for a GPU: NVLink inside the node, a 400 Gb/s NIC per GPU between nodes.
NetworkSpec default_network(const GpuSpec& gpu);

}  // namespace graphopt
