#include "cost/estimator.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <unordered_map>

#include "analysis/target.hpp"
#include "analysis/tensor_size.hpp"
#include "io/limits.hpp"

namespace graphopt {

const char* cost_source_name(CostSource s) {
  switch (s) {
    case CostSource::Free: return "free";
    case CostSource::Profiled: return "profiled";
    case CostSource::Target: return "cost-file target";
    case CostSource::Kind: return "cost-file kind";
    case CostSource::Default: return "cost-file default";
    case CostSource::Analytic: return "analytic";
  }
  return "?";
}

CostConfig default_cost_config(const std::string& gpu) {
  const GpuSpec* spec = find_gpu(gpu);
  if (!spec) throw std::invalid_argument("unknown GPU '" + gpu + "' (known: " + gpu_names() + ")");
  CostConfig cfg;
  cfg.compute.gpu = *spec;
  cfg.network = default_network(*spec);
  return cfg;
}

void apply_cost_file(CostConfig& cfg, std::shared_ptr<const CostFile> file) {
  if (!file) return;
  if (file->comm_model) cfg.comm_model = *file->comm_model;
  if (file->gpus_per_node) cfg.network.gpus_per_node = *file->gpus_per_node;
  auto link = [](LinkSpec& l, const PartialLink& p) {
    if (p.busbw_GBps) l.busbw_GBps = *p.busbw_GBps;
    if (p.base_us) l.base_us = *p.base_us;
    if (p.hop_us) l.hop_us = *p.hop_us;
    if (p.large_busbw_GBps) l.large_busbw_GBps = *p.large_busbw_GBps;
    if (p.large_base_us) l.large_base_us = *p.large_base_us;
  };
  link(cfg.network.intra, file->intra);
  link(cfg.network.inter, file->inter);
  if (file->matmul_efficiency) cfg.compute.matmul_efficiency = *file->matmul_efficiency;
  if (file->fp32_matmul_efficiency) cfg.compute.fp32_matmul_efficiency = *file->fp32_matmul_efficiency;
  if (file->attention_efficiency) cfg.compute.attention_efficiency = *file->attention_efficiency;
  if (file->memory_efficiency) cfg.compute.memory_efficiency = *file->memory_efficiency;
  if (file->kernel_ns) cfg.compute.kernel_ns = *file->kernel_ns;
  if (file->kernel_launch_ns) cfg.compute.kernel_launch_ns = *file->kernel_launch_ns;
  if (file->view_launch_ns) cfg.compute.view_launch_ns = *file->view_launch_ns;
  if (file->collective_launch_ns) cfg.compute.collective_launch_ns = *file->collective_launch_ns;
  if (file->tf32) cfg.compute.tf32 = *file->tf32;
  if (file->contention) cfg.contention = {*file->contention, *file->contention > 0};
  if (file->has_fixed_costs()) cfg.fixed = std::move(file);
}

namespace {
double shape_ns(const CollectiveShape& shape, const CostConfig& cfg) {
  if (cfg.comm_model == CommModel::Torch)
    return torch_collective_ns(shape, cfg.network.gpus_per_node, cfg.compute.gpu.torch_arch);
  return graphopt_collective_ns(shape, cfg.network);
}
}  // namespace

double collective_ns(const CollectiveInfo& c, const CostConfig& cfg) {
  return shape_ns({c.sig->op, c.in_bytes, c.out_bytes, c.group_size, c.tensors}, cfg);
}

double collective_latency_ns(const CollectiveInfo& c, const CostConfig& cfg) {
  return shape_ns({c.sig->op, 0, 0, c.group_size, c.tensors}, cfg);
}

namespace {

// A reshape-like view copies when its input is not contiguous.
bool view_copies(const Graph& g, NodeId n) {
  std::string_view op = split_target(g.target(n)).op;
  if (op != "reshape" && op != "flatten" && op != "unflatten") return false;
  ArgView a = g.args(n);
  return a.size() > 0 && a[0].is(ArgKind::Node) && !is_contiguous(g, g.val(a[0].node()));
}

class Estimator {
 public:
  Estimator(const Document& doc, const CostConfig& cfg) : doc_(doc), cfg_(cfg) {}

  // `sizes`: g's output sizes when the caller has them. A module's graph is
  // estimated unperturbed (`top` false): its sum is perturbed once, as the
  // call_module node's cost.
  NodeCosts run(const Graph& g, const NodeKinds& kinds, const Collectives& colls, const OutputSizes* sizes,
                bool top = true) {
    NodeCosts out;
    out.ns.assign(g.capacity(), 0);
    out.source.assign(g.capacity(), CostSource::Free);
    out.latency.assign(g.capacity(), 0);
    out.launch.assign(g.capacity(), 0);
    for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) {
      NodeKind k = kinds.kind(n);
      if (k == NodeKind::Placeholder || k == NodeKind::Output || k == NodeKind::GetAttr) continue;
      out.launch[n] = g.op(n) == Op::CallModule ? module(std::string(g.target(n))).launch : launch_ns(g, n, k);
      ArgView rt = g.runtime_ns(n);
      if (rt.valid()) {
        out.ns[n] = rt.as_double();
        out.source[n] = CostSource::Profiled;
        continue;
      }
      if (fixed(g, n, k, out.ns[n], out.source[n])) continue;
      out.source[n] = CostSource::Analytic;
      out.ns[n] = analytic(g, n, k, colls, sizes);
      if (k == NodeKind::Collective) out.latency[n] = std::min(out.ns[n], collective_latency_ns(*colls.of(n), cfg_));
    }
    if (top && !(cfg_.perturbation == Perturbation{})) perturb_costs(kinds, cfg_.perturbation, out);
    return out;
  }

 private:
  bool fixed(const Graph& g, NodeId n, NodeKind k, double& ns, CostSource& src) {
    const CostFile* f = cfg_.fixed.get();
    if (!f) return false;
    auto it = f->target.find(std::string(op_target(g.target(n))));  // (keyed so: cost_file.cpp)
    if (it != f->target.end()) {
      ns = it->second;
      src = CostSource::Target;
      return true;
    }
    // A call_module is the sum of its nodes, each costed by these rules,
    // unless a target entry names the module: a kind or default entry for
    // the call itself would replace its measured nodes too (found by
    // red-team).
    if (g.op(n) == Op::CallModule) return false;
    const std::optional<double>* by_kind = nullptr;
    switch (k) {
      case NodeKind::Collective: by_kind = &f->collective; break;
      case NodeKind::Wait: by_kind = &f->wait; break;
      case NodeKind::View: by_kind = &f->view; break;
      default: by_kind = &f->compute; break;
    }
    if (*by_kind) {
      ns = **by_kind;
      src = CostSource::Kind;
      return true;
    }
    if (f->default_ns) {
      ns = *f->default_ns;
      src = CostSource::Default;
      return true;
    }
    return false;
  }

  // The CPU's time to launch n in eager mode: a collective with its wait
  // (the wait adds nothing of its own), a view that does not copy (a
  // getitem is plain Python indexing: nothing), else a kernel's.
  double launch_ns(const Graph& g, NodeId n, NodeKind k) const {
    const ComputeParams& c = cfg_.compute;
    switch (k) {
      case NodeKind::Collective: return c.collective_launch_ns;
      case NodeKind::Wait: return 0;
      case NodeKind::View:
        if (g.target(n) == "operator.getitem") return 0;
        return view_copies(g, n) ? c.kernel_launch_ns : c.view_launch_ns;
      default: return allocates_only(g.target(n)) ? c.view_launch_ns : c.kernel_launch_ns;
    }
  }

  double analytic(const Graph& g, NodeId n, NodeKind k, const Collectives& colls, const OutputSizes* sizes) {
    switch (k) {
      case NodeKind::Collective: return collective_ns(*colls.of(n), cfg_);
      case NodeKind::Wait: return 0;
      case NodeKind::View:
        if (!view_copies(g, n)) return 0;
        return estimate_compute(g, n, cfg_.compute, sizes).ns;
      default: break;
    }
    if (g.op(n) == Op::CallModule) return module(std::string(g.target(n))).ns;
    return estimate_compute(g, n, cfg_.compute, sizes).ns;
  }

  // A module's cost: the sums of its nodes' times and of their launches.
  struct ModuleCost {
    double ns = 0, launch = 0;
  };
  ModuleCost module(const std::string& name) {
    auto it = modules_.find(name);
    if (it != modules_.end()) return it->second;
    modules_[name] = {};  // a module that calls itself adds nothing more
    const Module* m = doc_.find_module(name);
    ModuleCost total;
    if (m) {
      NodeKinds kinds(*m->graph);
      Collectives colls(doc_, *m->graph, kinds, cfg_.world_size, cfg_.compute.sym_hint);
      NodeCosts c = run(*m->graph, kinds, colls, nullptr, false);
      for (NodeId n = m->graph->first(); n != kNoNode; n = m->graph->next(n)) {
        total.ns += c.ns[n];
        total.launch += c.launch[n];
      }
    }
    // A call is one node, held to one node's most: modules that call the
    // next several times each multiply up, and 520 levels of 4 calls made
    // inf, then nan in the step's sums (found by red-team).
    total.ns = std::min(total.ns, kMaxNodeNs);
    total.launch = std::min(total.launch, kMaxNodeNs);
    return modules_[name] = total;
  }

  const Document& doc_;
  const CostConfig& cfg_;
  std::unordered_map<std::string, ModuleCost> modules_;
};

}  // namespace

// A collective's latency (its cost at no bytes, for the analytic model;
// none for a fixed cost) scales with the inverse square root of the link
// factor, the rest with its inverse; compute with the compute factor.
void perturb_costs(const NodeKinds& kinds, const Perturbation& p, NodeCosts& costs) {
  const double root = std::sqrt(p.link);
  for (size_t n = 0; n < costs.ns.size(); ++n) {
    if (n < costs.launch.size()) costs.launch[n] *= p.compute;
    double& ns = costs.ns[n];
    if (ns == 0) continue;
    if (!kinds.is_collective(static_cast<NodeId>(n))) {
      ns *= p.compute;
      continue;
    }
    double& latency = costs.latency[n];
    ns = latency / root + (ns - latency) / p.link;
    latency /= root;
  }
}

NodeCosts estimate_costs(const Document& doc, const Graph& g, const NodeKinds& kinds, const Collectives& colls,
                         const CostConfig& cfg, const OutputSizes* sizes) {
  return Estimator(doc, cfg).run(g, kinds, colls, sizes);
}

}  // namespace graphopt
