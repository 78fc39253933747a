#include "synthetic.hpp"

#include <random>
#include <string>
#include <vector>

namespace graphopt::bench {

namespace {

class Builder {
 public:
  explicit Builder(Graph& g) : g_(g) {}

  NodeId node(Op op, const std::string& base, const std::string& target, std::vector<ArgValue> args,
              std::vector<int64_t> shape, ArgValue kwargs = ArgValue::dict()) {
    NodeId n = g_.create(op, g_.unique_name(base), target, ArgValue::list(std::move(args)), kwargs);
    if (!shape.empty()) g_.set_val(n, ArgValue::tensor(shape, "bfloat16", strides(shape), "cuda:0"));
    g_.append(n);
    return n;
  }
  NodeId placeholder(const std::string& name, std::vector<int64_t> shape) {
    return node(Op::Placeholder, name, name, {}, std::move(shape));
  }
  NodeId call(const std::string& target, std::vector<ArgValue> args, std::vector<int64_t> shape,
              const std::string& base = "") {
    std::string b = base;
    if (b.empty()) {
      size_t dot = target.find('.');
      size_t dot2 = target.find('.', dot + 1);
      b = target.substr(dot + 1, dot2 - dot - 1);
    }
    return node(Op::CallFunction, b, target, std::move(args), std::move(shape));
  }
  static ArgValue r(NodeId n) { return ArgValue::ref(n); }

 private:
  static std::vector<int64_t> strides(const std::vector<int64_t>& shape) {
    std::vector<int64_t> s(shape.size(), 1);
    for (size_t i = shape.size(); i-- > 1;) s[i - 1] = s[i] * shape[i];
    return s;
  }
  Graph& g_;
};

}  // namespace

std::unique_ptr<Document> synthetic_graph(const SyntheticSpec& spec) {
  auto doc = std::make_unique<Document>();
  doc->has_process_groups = true;
  for (const char* name : {"fsdp", "tp", "dp"}) {
    ProcessGroup pg;
    pg.name = name;
    pg.size = spec.world;
    doc->process_groups.push_back(pg);
  }
  doc->extras.push_back({"producer", Json{{"name", "graphopt bench/synthetic"}}});
  Graph& g = *doc->graph;
  Builder b(g);
  std::mt19937 rng(spec.seed);
  const int64_t d = spec.hidden, t = spec.batch_tokens, w = spec.world;
  const std::string AG = "_c10d_functional.all_gather_into_tensor.default";
  const std::string RS = "_c10d_functional.reduce_scatter_tensor.default";
  const std::string AR = "_c10d_functional.all_reduce.default";
  const std::string WAIT = "_c10d_functional.wait_tensor.default";
  auto R = Builder::r;
  // About 24.6 nodes per layer, placeholders, forward and backward together.
  int64_t layers = std::max<int64_t>(1, static_cast<int64_t>(static_cast<double>(spec.target_nodes - 5) / 24.6));

  NodeId x = b.placeholder("x", {t, d});
  std::vector<NodeId> shards, grads_acc, exp_avgs, exp_avg_sqs, steps;
  for (int64_t l = 0; l < layers; ++l) shards.push_back(b.placeholder("w_shard", {d * d / w}));
  for (int64_t l = 0; l < layers; ++l) exp_avgs.push_back(b.placeholder("exp_avg", {d * d / w}));
  for (int64_t l = 0; l < layers; ++l) exp_avg_sqs.push_back(b.placeholder("exp_avg_sq", {d * d / w}));
  for (int64_t l = 0; l < layers; ++l) steps.push_back(b.placeholder("step", {}));

  // Forward. The weights' waits come at varying distances after their gather.
  std::vector<NodeId> acts{x}, weights, pre;
  for (int64_t l = 0; l < layers; ++l) {
    NodeId ag = b.call(AG, {R(shards[l]), ArgValue::integer(w), ArgValue::string("fsdp")}, {d * d});
    NodeId h = acts.back();
    if (rng() % 2) h = b.call("aten.relu.default", {R(h)}, {t, d});
    NodeId wait = b.call(WAIT, {R(ag)}, {d * d});
    NodeId wt = b.call("aten.view.default", {R(wait), ArgValue::int_list({d, d})}, {d, d});
    NodeId wtt = b.call("aten.t.default", {R(wt)}, {d, d});
    NodeId mm = b.call("aten.mm.default", {R(h), R(wtt)}, {t, d});
    NodeId act = b.call("aten.gelu.default", {R(mm)}, {t, d});
    if (l % 4 == 3) {  // tensor-parallel style: all-reduce an activation, used at once
      NodeId ar = b.call(AR, {R(act), ArgValue::string("sum"), ArgValue::string("tp")}, {t, d});
      act = b.call(WAIT, {R(ar)}, {t, d});
    }
    NodeId res = b.call("aten.add.Tensor", {R(act), R(acts.back())}, {t, d});
    NodeId var = b.call("aten.mean.dim", {R(res), ArgValue::int_list({-1}), ArgValue::boolean(true)}, {t, 1});
    NodeId norm = b.call("aten.mul.Tensor", {R(res), R(var)}, {t, d});
    weights.push_back(wt);
    pre.push_back(h);
    acts.push_back(norm);
  }
  NodeId loss = b.call("aten.sum.default", {R(acts.back())}, {});
  NodeId grad = b.call("aten.ones_like.default", {R(acts.back())}, {t, d});

  // Backward, last layer first: weight gradients are reduce-scattered, and
  // every fifth is also all-reduced over the data-parallel group.
  std::vector<NodeId> grad_shards(layers);
  for (int64_t l = layers - 1; l >= 0; --l) {
    NodeId g1 = b.call("aten.mul.Tensor", {R(grad), R(acts[l + 1])}, {t, d});
    NodeId g2 = b.call("aten.gelu_backward.default", {R(g1), R(pre[l])}, {t, d});
    NodeId ht = b.call("aten.t.default", {R(pre[l])}, {d, t});
    NodeId dw = b.call("aten.mm.default", {R(ht), R(g2)}, {d, d});
    NodeId dwf = b.call("aten.view.default", {R(dw), ArgValue::int_list({d * d})}, {d * d});
    NodeId rs = b.call(RS, {R(dwf), ArgValue::string("sum"), ArgValue::integer(w), ArgValue::string("fsdp")},
                       {d * d / w});
    NodeId dx = b.call("aten.mm.default", {R(g2), R(weights[l])}, {t, d});
    NodeId rsw = b.call(WAIT, {R(rs)}, {d * d / w});
    NodeId gs = rsw;
    if (l % 5 == 0) {
      NodeId ar = b.call(AR, {R(rsw), ArgValue::string("avg"), ArgValue::string("dp")}, {d * d / w});
      gs = b.call(WAIT, {R(ar)}, {d * d / w});
    }
    grad_shards[l] = b.call("aten.mul.Scalar", {R(gs), ArgValue::real(1.0 / static_cast<double>(w))}, {d * d / w});
    grad = b.call("aten.add.Tensor", {R(dx), R(grad)}, {t, d});
  }

  // The optimizer step, in place on the shards and their states.
  auto refs = [&](const std::vector<NodeId>& v) {
    std::vector<ArgValue> out;
    for (NodeId n : v) out.push_back(R(n));
    return ArgValue::list(out);
  };
  b.call("aten._foreach_add_.Scalar", {refs(steps), ArgValue::integer(1)}, {}, "_foreach_add_");
  b.call("aten._fused_adam_.default",
         {refs(shards), refs(grad_shards), refs(exp_avgs), refs(exp_avg_sqs), ArgValue::list(), refs(steps)}, {},
         "_fused_adam_");
  b.node(Op::Output, "output", "output", {ArgValue::list({R(loss), R(grad)})}, {});
  return doc;
}

}  // namespace graphopt::bench
