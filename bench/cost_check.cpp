// How close the analytic compute model is to measured run times: for graphs
// with meta.runtime_ns (the *_profiled.json ones), the measured and the
// estimated time per class of op, and in total.
//   cost_check [--gpu NAME] [--matmul-eff X] [--memory-eff X] [--kernel-ns N] FILE...
#include <cmath>
#include <cstdio>
#include <cstring>
#include <map>
#include <string>

#include "analysis/node_kind.hpp"
#include "analysis/target.hpp"
#include "cost/compute_model.hpp"
#include "io/reader.hpp"

using namespace graphopt;

int main(int argc, char** argv) {
  ComputeParams p;
  p.gpu = *find_gpu("h200");
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto next = [&] { return i + 1 < argc ? std::string(argv[++i]) : std::string(); };
    if (a == "--gpu") p.gpu = *find_gpu(next());
    else if (a == "--matmul-eff") p.matmul_efficiency = std::stod(next());
    else if (a == "--memory-eff") p.memory_efficiency = std::stod(next());
    else if (a == "--fp32-eff") p.fp32_matmul_efficiency = std::stod(next());
    else if (a == "--attention-eff") p.attention_efficiency = std::stod(next());
    else if (a == "--kernel-ns") p.kernel_ns = std::stod(next());
    else files.push_back(a);
  }
  for (const auto& f : files) {
    Diagnostics d(f);
    auto doc = read_fx_json_file(f, d);
    if (!doc) {
      std::fputs(d.render().c_str(), stderr);
      return 2;
    }
    const Graph& g = *doc->graph;
    NodeKinds kinds(g);
    struct Row {
      int n = 0;
      double measured = 0, estimated = 0, log_err = 0;
    };
    std::map<std::string, Row> rows;
    Row total;
    for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) {
      ArgView rt = g.runtime_ns(n);
      NodeKind k = kinds.kind(n);
      if (!rt.valid() || k == NodeKind::View || k == NodeKind::Collective || k == NodeKind::Wait) continue;
      double est = estimate_compute(g, n, p).ns;
      std::string op(split_target(g.target(n)).op);
      bool mm = op == "mm" || op == "addmm" || op == "bmm";
      bool attn = op.find("attention") != std::string::npos;
      std::string cls = mm ? "matmul" : attn ? "attention" : k == NodeKind::Mutation ? "in-place" : "other compute";
      for (Row* r : {&rows[cls], &total}) {
        r->n++;
        r->measured += rt.as_double();
        r->estimated += est;
        r->log_err += std::fabs(std::log(est / rt.as_double()));
      }
    }
    std::printf("%s (gpu %s, matmul eff %.2f, memory eff %.2f, kernel %.0f ns)\n", f.c_str(), p.gpu.name.c_str(),
                p.matmul_efficiency, p.memory_efficiency, p.kernel_ns);
    rows["total (views excluded)"] = total;
    for (const auto& [cls, r] : rows)
      std::printf("  %-24s n=%4d measured %9.3f ms  estimated %9.3f ms  ratio %.2f  median-ish |log err| %.2f\n",
                  cls.c_str(), r.n, r.measured / 1e6, r.estimated / 1e6, r.estimated / r.measured, r.log_err / r.n);
  }
  return 0;
}
