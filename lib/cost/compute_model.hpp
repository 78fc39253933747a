#pragma once
// Run time of a compute node on one GPU, in ns, as a roofline:
//   max(flops / (peak(dtype) * matmul_efficiency), bytes / (hbm * memory_efficiency))
// and never less than a kernel's fixed cost (launch and tail, which dominate
// small ops in eager execution). FLOPs are counted for mm, addmm, bmm,
// baddbmm, matmul, linear, convolution (and its backward) and the
// scaled-dot-product-attention forward and backward ops; every other op is
// costed by the bytes it reads and writes. Views and allocations cost nothing.
#include <cstdint>

#include "cost/hardware.hpp"
#include "ir/graph.hpp"

namespace graphopt {

class OutputSizes;

struct ComputeParams {
  GpuSpec gpu;
  // Defaults fitted to the per-op times measured on an H200 in eager mode
  // (testdata/graphs/*_profiled.json; docs/cost-model.md gives the fit).
  double matmul_efficiency = 0.7;       // fraction of the tensor-core peak large matmuls reach
  double fp32_matmul_efficiency = 0.5;  // float32 matmuls on CUDA cores (TF32 off) reach less
  double attention_efficiency = 0.2;    // attention kernels, of the same peaks
  double memory_efficiency = 0.6;       // fraction of HBM bandwidth bandwidth-bound kernels reach
  double kernel_ns = 8000;              // smallest time of any kernel, launch included (eager)
  // What the CPU spends launching a node, when the compute stream may not
  // run ahead of it (sim/stream_clock.hpp): a kernel, a view that launches
  // none, a collective with its wait. 0 (the default): launches are free,
  // the one-stream model. Measured in eager mode on an H100 host
  // (bench/robust/issue_cost.py, torch 2.11): a small kernel 9-17 us, a
  // view 6-7 us, all_gather_into_tensor + wait_tensor 40 us with NCCL.
  double kernel_launch_ns = 0;
  double view_launch_ns = 0;
  double collective_launch_ns = 0;
  bool tf32 = false;               // float32 matmuls on tensor cores (torch.backends.cuda.matmul.allow_tf32)
  int64_t sym_hint = 1;            // size taken for a symbolic dimension
};

struct ComputeEstimate {
  double flops = 0;
  double bytes = 0;
  double ns = 0;
};

// True for an op that only allocates (empty, empty_strided, new_empty...):
// it launches no kernel and touches no bytes, so it costs nothing on the GPU.
bool allocates_only(std::string_view target);

// For a node that is not a view, placeholder or output. `sizes`: the
// graph's output sizes when the caller has them (else computed here).
ComputeEstimate estimate_compute(const Graph& g, NodeId n, const ComputeParams& p,
                                 const OutputSizes* sizes = nullptr);
// Peak FLOP/s (in TFLOP/s) for math in this dtype.
double peak_tflops(const GpuSpec& gpu, std::string_view dtype, bool tf32);

}  // namespace graphopt
