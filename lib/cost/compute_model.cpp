#include "cost/compute_model.hpp"

#include <algorithm>
#include <unordered_set>

#include "analysis/target.hpp"
#include "analysis/tensor_size.hpp"

namespace graphopt {

double peak_tflops(const GpuSpec& gpu, std::string_view dtype, bool tf32) {
  if (dtype == "float32") return tf32 ? gpu.tf32_tflops : gpu.fp32_tflops;
  if (dtype == "bfloat16" || dtype == "float16") return gpu.bf16_tflops;
  if (dtype == "float64") return gpu.fp64_tflops;
  if (dtype.substr(0, 6) == "float8") return gpu.fp8_tflops > 0 ? gpu.fp8_tflops : gpu.bf16_tflops;
  if (dtype == "int8" || dtype == "uint8") return gpu.int8_tops;
  return gpu.fp32_tflops;
}

namespace {

// Dimension i of a tensor meta (negative i counts from the end), or 0.
int64_t dim(ArgView t, int i, int64_t sym_hint) {
  if (!t.is(ArgKind::Tensor)) return 0;
  ArgView shape = t[kShape];
  int rank = static_cast<int>(shape.size());
  if (i < 0) i += rank;
  if (i < 0 || i >= rank) return 0;
  ArgView d = shape[static_cast<uint32_t>(i)];
  return d.kind() == ArgKind::Int ? d.as_int() : sym_hint;
}

ArgView input_val(const Graph& g, NodeId n, uint32_t i) {
  ArgView a = g.args(n);
  if (i >= a.size() || !a[i].is(ArgKind::Node)) return {};
  return g.val(a[i].node());
}

// The first TensorMeta of a node's output (a multi-output op's first tensor).
ArgView first_tensor(const Graph& g, NodeId n) {
  ArgView v = g.val(n);
  if (v.is(ArgKind::List))
    for (uint32_t i = 0; i < v.size(); ++i)
      if (v[i].is(ArgKind::Tensor)) return v[i];
  return v;
}

bool flag(const Graph& g, NodeId n, uint32_t pos, const char* key) {
  ArgView v = g.arg(n, pos, key);
  return v.is(ArgKind::Bool) && v.as_bool();
}

// Multiply-adds of attention over q [B, H, Lq, D], k [B, H, Lk, D], v [.., Dv]: QK^T and PV.
double attention_flops(ArgView qv, ArgView kv, ArgView vv, bool causal, int64_t h) {
  double b = static_cast<double>(dim(qv, 0, h)) * static_cast<double>(dim(qv, 1, h));
  double lq = static_cast<double>(dim(qv, -2, h)), lk = static_cast<double>(dim(kv, -2, h));
  double d = static_cast<double>(dim(qv, -1, h)), dv = static_cast<double>(dim(vv, -1, h));
  double f = 2 * b * lq * lk * (d + dv);
  return causal ? f / 2 : f;
}

double matmul_flops(const Graph& g, NodeId n, std::string_view op, int64_t h) {
  ArgView out = first_tensor(g, n);
  double out_numel = static_cast<double>(tensor_size(g, out, h).numel);
  if (op == "mm" || op == "bmm" || op == "matmul")
    return 2 * out_numel * static_cast<double>(dim(input_val(g, n, 0), -1, h));
  if (op == "addmm" || op == "baddbmm")
    return 2 * out_numel * static_cast<double>(dim(input_val(g, n, 1), -1, h)) + out_numel;
  if (op == "linear") return 2 * out_numel * static_cast<double>(dim(input_val(g, n, 0), -1, h));
  if (op == "convolution" || op == "_convolution" || op == "convolution_backward") {
    bool backward = op == "convolution_backward";
    ArgView w = input_val(g, n, backward ? 2 : 1);  // [Cout, Cin/groups, k...]
    if (!w.is(ArgKind::Tensor)) return 0;
    double per_out = static_cast<double>(dim(w, 1, h));
    for (uint32_t i = 2; i < w[kShape].size(); ++i) per_out *= static_cast<double>(dim(w, static_cast<int>(i), h));
    if (backward) {  // gradient of the input and of the weight, each about a forward
      double grad_out = static_cast<double>(tensor_size(g, input_val(g, n, 0), h).numel);
      return 2 * 2 * grad_out * per_out;
    }
    bool transposed = flag(g, n, 6, "transposed");
    if (transposed)  // weight [Cin, Cout/groups, k...]: each input element feeds per_out outputs
      return 2 * static_cast<double>(tensor_size(g, input_val(g, n, 0), h).numel) * per_out;
    return 2 * out_numel * per_out;
  }
  // Scaled dot product attention: forward ops take q, k, v first; backward
  // ops take the output gradient first, and cost about 2.5 forwards.
  struct Attn {
    const char* op;
    bool backward;
    uint32_t causal_pos;
  };
  static const Attn attn[] = {
      {"_scaled_dot_product_efficient_attention", false, 6},
      {"_scaled_dot_product_flash_attention", false, 4},
      {"_scaled_dot_product_cudnn_attention", false, 6},
      {"_scaled_dot_product_flash_attention_for_cpu", false, 3},
      {"_flash_attention_forward", false, 8},
      {"_efficient_attention_forward", false, 9},
      {"scaled_dot_product_attention", false, 5},
      {"_scaled_dot_product_efficient_attention_backward", true, 11},
      {"_scaled_dot_product_flash_attention_backward", true, 11},
      {"_scaled_dot_product_cudnn_attention_backward", true, 14},
      {"_flash_attention_backward", true, 10},
      {"_efficient_attention_backward", true, 11},
  };
  for (const Attn& a : attn) {
    if (op != a.op) continue;
    uint32_t q = a.backward ? 1 : 0;
    bool causal = flag(g, n, a.causal_pos, "is_causal");
    double f = attention_flops(input_val(g, n, q), input_val(g, n, q + 1), input_val(g, n, q + 2), causal, h);
    return a.backward ? 2.5 * f : f;
  }
  return 0;
}

// Bytes a node reads (its distinct tensor inputs) and writes (its output; an
// in-place op with no output writes what it reads).
double traffic(const Graph& g, NodeId n, int64_t h, const OutputSizes* sizes) {
  auto bytes = [&](NodeId x) { return static_cast<double>(sizes ? (*sizes)[x].bytes : output_size(g, x, h).bytes); };
  double read = 0;
  thread_local std::vector<NodeId> ins;  // reused: this runs once per node
  g.inputs(n, ins);
  for (NodeId in : ins) read += bytes(in);
  double written = bytes(n);
  if (!g.val(n).valid() && is_inplace_name(split_target(g.target(n)).op)) written = read;
  return read + written;
}

}  // namespace

bool allocates_only(std::string_view target) {
  static const std::unordered_set<std::string_view> ops = {
      "aten.empty.memory_format", "aten.empty_strided.default",     "aten.new_empty.default",
      "aten.empty_like.default",  "aten.new_empty_strided.default", "aten.empty.default"};
  return ops.count(op_target(target)) > 0;
}

ComputeEstimate estimate_compute(const Graph& g, NodeId n, const ComputeParams& p, const OutputSizes* sizes) {
  ComputeEstimate e;
  if (g.op(n) == Op::CallFunction && allocates_only(g.target(n))) return e;
  std::string_view op = split_target(g.target(n)).op;
  e.flops = matmul_flops(g, n, op, p.sym_hint);
  e.bytes = traffic(g, n, p.sym_hint, sizes);
  double ns = 0;
  if (e.flops > 0) {
    ArgView t = first_tensor(g, n);
    std::string_view dtype = t.is(ArgKind::Tensor) && t[kDtype].valid() ? t[kDtype].str() : "float32";
    bool simt = dtype == "float32" && !p.tf32;
    double eff = op.find("attention") != std::string_view::npos ? p.attention_efficiency
                 : simt                                          ? p.fp32_matmul_efficiency
                                                                 : p.matmul_efficiency;
    double peak = peak_tflops(p.gpu, dtype, p.tf32) * eff;  // TFLOP/s = 1e3 FLOP/ns
    if (peak > 0) ns = e.flops / (peak * 1e3);
  }
  double hbm = p.gpu.hbm_GBps * p.memory_efficiency;  // GB/s = bytes/ns
  if (hbm > 0) ns = std::max(ns, e.bytes / hbm);
  e.ns = std::max(ns, p.kernel_ns);
  return e;
}

}  // namespace graphopt
