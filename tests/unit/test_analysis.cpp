#include <catch2/catch.hpp>
#include <map>

#include "analysis/accesses.hpp"
#include "analysis/collectives.hpp"
#include "analysis/node_kind.hpp"
#include "analysis/tensor_size.hpp"
#include "analysis/target.hpp"
#include "analysis/verify.hpp"
#include "helpers.hpp"

using namespace graphopt;

TEST_CASE("targets split into namespace, op and overload", "[analysis]") {
  TargetName t = split_target("aten._foreach_add_.Scalar");
  CHECK(t.ns == "aten");
  CHECK(t.op == "_foreach_add_");
  CHECK(t.overload == "Scalar");
  t = split_target("operator.getitem");
  CHECK(t.ns == "operator");
  CHECK(t.op == "getitem");
  CHECK(t.overload.empty());
  CHECK(is_inplace_name("add_"));
  CHECK(is_inplace_name("_fused_adam_"));
  CHECK(is_inplace_name("__iand__"));
  CHECK_FALSE(is_inplace_name("__and__"));
  CHECK_FALSE(is_inplace_name("add"));
  CHECK_FALSE(is_inplace_name("_to_copy"));
  // What a call names, resolved once for every rule keyed by name
  using K = CalledOp::Kind;
  auto kind_name = [](bool method, std::string_view t) {
    CalledOp c = called_op(method, t);
    return std::make_pair(c.kind, std::string(c.name));
  };
  CHECK(kind_name(false, "torch.Tensor.add_") == std::make_pair(K::Method, std::string("add_")));
  CHECK(kind_name(false, "builtins.TensorBase.__setitem__") == std::make_pair(K::Method, std::string("__setitem__")));
  CHECK(kind_name(false, "torch._tensor.Tensor.split") == std::make_pair(K::Method, std::string("split")));
  CHECK(kind_name(true, "float") == std::make_pair(K::Method, std::string("float")));
  CHECK(kind_name(false, "torch.nn.functional.relu") == std::make_pair(K::TorchFunction, std::string("relu")));
  CHECK(kind_name(false, "torch.ops.aten.add_.Tensor") == std::make_pair(K::Namespaced, std::string("add_")));
  CHECK(called_op(false, "aten.add_").overload.empty());  // a packet
  CHECK(kind_name(false, "operator.setitem") == std::make_pair(K::Python, std::string("setitem")));
}

TEST_CASE("collective signatures cover the current, autograd and legacy APIs", "[analysis]") {
  const CollectiveSig* s = collective_signature("_c10d_functional.reduce_scatter_tensor.default");
  REQUIRE(s);
  CHECK(s->op == CollectiveOp::ReduceScatter);
  CHECK(s->group_name == 3);
  CHECK(collective_signature("_c10d_functional_autograd.all_gather_into_tensor.default")->op == CollectiveOp::AllGather);
  CHECK(collective_signature("_c10d_functional.all_reduce_.default")->inplace);
  CHECK(collective_signature("_c10d_functional.all_gather_into_tensor_coalesced.default")->coalesced);
  CHECK(collective_signature("c10d_functional.all_reduce.default")->legacy);
  CHECK(collective_signature("_c10d_functional.wait_tensor.default") == nullptr);
  CHECK(is_wait_target("c10d_functional.wait_tensor.default"));
  CHECK(collective_signature("aten.all_reduce.default") == nullptr);
}

TEST_CASE("node kinds, written inputs, storage roots and groups", "[analysis]") {
  auto doc = test::load("testdata/graphs/seed_all_gather_coalesced.json");
  const Graph& g = *doc->graph;
  NodeKinds k(g);
  NodeId coalesced = g.find("all_gather_into_tensor_coalesced");
  CHECK(k.kind(coalesced) == NodeKind::Collective);
  CHECK(k.kind(g.find("getitem")) == NodeKind::View);
  CHECK(k.kind(g.find("wait_tensor_1")) == NodeKind::Wait);
  CHECK(k.kind(g.find("add")) == NodeKind::Compute);
  CHECK(k.kind(g.find("inp_1")) == NodeKind::Placeholder);
  CHECK(collective_of_wait(g, k, g.find("wait_tensor_1")) == coalesced);
  CHECK(collective_group_key(g, coalesced, *k.collective(coalesced)) == "0");
  Collectives colls(*doc, g, k, 0);
  CHECK(colls.of(coalesced)->tensors == 2);  // each its own ring (cost/comm_model.hpp)
  std::vector<NodeId> root = storage_roots(g, k);
  CHECK(root[g.find("wait_tensor")] == coalesced);
  CHECK(root[g.find("add")] == g.find("add"));

  auto legacy = test::load("testdata/graphs/seed_legacy_all_reduce.json");
  const Graph& lg = *legacy->graph;
  NodeKinds lk(lg);
  NodeId ar = lg.find("all_reduce");
  CHECK(collective_group_key(lg, ar, *lk.collective(ar)) == "|ranks=0,1,2,3,4,5,6,7");

  auto ddp = test::load("testdata/graphs/ddp_gpt_small.json");
  const Graph& dg = *ddp->graph;
  NodeId adam = kNoNode;
  for (NodeId n = dg.first(); n != kNoNode; n = dg.next(n))
    if (dg.target(n) == "aten._fused_adam_.default") adam = n;
  REQUIRE(adam != kNoNode);
  NodeKinds dk(dg);
  CHECK(dk.kind(adam) == NodeKind::Mutation);
  CHECK(dk.may_write(adam));
  CHECK_FALSE(dk.may_write(dg.find("t")));
  for (NodeId n = dg.first(); n != kNoNode; n = dg.next(n))
    if (!dk.may_write(n)) CHECK(written_inputs(dg, n, dk.kind(n), dk.collective(n)).empty());
  std::vector<NodeId> written = written_inputs(dg, adam);
  CHECK(std::find(written.begin(), written.end(), dg.find("params_1")) != written.end());
  CHECK(has_side_effects(dg, adam));
  CHECK_FALSE(has_side_effects(dg, dg.find("t")));
}

namespace {
// x -> ar(x) -> wait ; y = relu(x) ; x.add_(1) ; ar2(y) -> wait2 ; output
const char* kMutGraph = R"({"format": "fx-json", "version": 1, "graph": {"nodes": [
  {"name": "x", "op": "placeholder", "target": "x"},
  {"name": "p", "op": "placeholder", "target": "p"},
  {"name": "ar", "op": "call_function", "target": "_c10d_functional.all_reduce.default", "args": [{"node": "x"}, "sum", "0"]},
  {"name": "relu", "op": "call_function", "target": "aten.relu.default", "args": [{"node": "x"}]},
  {"name": "wait", "op": "call_function", "target": "_c10d_functional.wait_tensor.default", "args": [{"node": "ar"}]},
  {"name": "view", "op": "call_function", "target": "aten.view.default", "args": [{"node": "p"}, [4]]},
  {"name": "add_", "op": "call_function", "target": "aten.add_.Tensor", "args": [{"node": "x"}, 1]},
  {"name": "ar2", "op": "call_function", "target": "_c10d_functional.all_reduce.default", "args": [{"node": "relu"}, "sum", "0"]},
  {"name": "wait2", "op": "call_function", "target": "_c10d_functional.wait_tensor.default", "args": [{"node": "ar2"}]},
  {"name": "neg", "op": "call_function", "target": "aten.neg.default", "args": [{"node": "view"}]},
  {"name": "mul_", "op": "call_function", "target": "aten.mul_.Tensor", "args": [{"node": "p"}, 2]},
  {"name": "output", "op": "output", "target": "output", "args": [[{"node": "wait"}, {"node": "wait2"}, {"node": "neg"}]]}]}})";

std::vector<std::string> reorder_and_check(Document& doc, const std::vector<std::string>& order,
                                           InvariantPolicy policy = {}) {
  InvariantSnapshot snap(doc);
  std::vector<NodeId> ids;
  for (const auto& n : order) ids.push_back(doc.graph->find(n));
  doc.graph->set_order(ids);
  auto problems = verify_structure(doc);
  auto more = snap.check(doc, policy);
  problems.insert(problems.end(), more.begin(), more.end());
  return problems;
}
}  // namespace

TEST_CASE("the verifier accepts moves that keep every invariant", "[analysis][verify]") {
  auto doc = test::parse(kMutGraph);
  CHECK(verify_structure(*doc).empty());
  // relu later, wait2 later: data, collective order and mutations all kept.
  auto p = reorder_and_check(*doc, {"x", "p", "ar", "wait", "relu", "view", "add_", "ar2", "neg", "mul_", "wait2", "output"},
                             {.collectives_may_reorder = false, .nodes_unchanged = true});
  CHECK(p.empty());
}

TEST_CASE("the verifier keeps the collectives' order across groups", "[analysis][verify]") {
  // Two groups that may share ranks: issued in the other order on one rank,
  // they can deadlock NCCL (found by red-team), so a pass that declares no
  // new order keeps it.
  const char* two_groups = R"({"format": "fx-json", "version": 1, "graph": {"nodes": [
    {"name": "x", "op": "placeholder", "target": "x"},
    {"name": "y", "op": "placeholder", "target": "y"},
    {"name": "ar", "op": "call_function", "target": "_c10d_functional.all_reduce.default", "args": [{"node": "x"}, "sum", "0"]},
    {"name": "ar2", "op": "call_function", "target": "_c10d_functional.all_reduce.default", "args": [{"node": "y"}, "sum", "1"]},
    {"name": "wait", "op": "call_function", "target": "_c10d_functional.wait_tensor.default", "args": [{"node": "ar"}]},
    {"name": "wait2", "op": "call_function", "target": "_c10d_functional.wait_tensor.default", "args": [{"node": "ar2"}]},
    {"name": "output", "op": "output", "target": "output", "args": [[{"node": "wait"}, {"node": "wait2"}]]}]}})";
  const std::vector<std::string> swapped = {"x", "y", "ar2", "ar", "wait", "wait2", "output"};
  auto kept = reorder_and_check(*test::parse(two_groups), swapped, {.collectives_may_reorder = false});
  REQUIRE(kept.size() == 1);
  CHECK(kept[0] == "collective order changed across groups: 'ar2' now comes before 'ar'");
  CHECK(reorder_and_check(*test::parse(two_groups), swapped, {.collectives_may_reorder = true}).empty());
}

TEST_CASE("the verifier catches each broken invariant", "[analysis][verify]") {
  auto doc = test::parse(kMutGraph);
  auto has = [](const std::vector<std::string>& v, const std::string& s) {
    for (const auto& x : v)
      if (x.find(s) != std::string::npos) return true;
    return false;
  };
  SECTION("a use before its definition") {
    auto p = reorder_and_check(*doc, {"x", "p", "relu", "ar2", "ar", "wait", "view", "add_", "wait2", "neg", "mul_", "output"});
    CHECK(p.empty() == false);
    CHECK(has(p, "collective order changed in group '0': 'ar2' now comes before 'ar'"));
    auto q = reorder_and_check(*doc, {"x", "p", "ar", "wait", "view", "add_", "ar2", "relu", "wait2", "neg", "mul_", "output"});
    CHECK(has(q, "node 'ar2' uses 'relu', which comes after it"));
  }
  SECTION("a reader moved across a write") {
    auto p = reorder_and_check(*doc, {"x", "p", "ar", "wait", "add_", "relu", "view", "ar2", "wait2", "neg", "mul_", "output"});
    CHECK(has(p, "'relu' moved after 'add_', which writes 'x' that it accesses"));
  }
  SECTION("a write moved into a collective's window (its wait still reads the input)") {
    auto p = reorder_and_check(*doc, {"x", "p", "ar", "relu", "view", "add_", "wait", "ar2", "wait2", "neg", "mul_", "output"});
    CHECK(has(p, "'wait' moved after 'add_'"));
  }
  SECTION("a reader of a view moved across a write of its base") {
    auto p = reorder_and_check(*doc, {"x", "p", "ar", "relu", "wait", "view", "add_", "ar2", "wait2", "mul_", "neg", "output"});
    CHECK(has(p, "'neg' moved after 'mul_', which writes 'p'"));
  }
  SECTION("placeholders stay first") {
    auto p = reorder_and_check(*doc, {"x", "ar", "p", "relu", "wait", "view", "add_", "ar2", "wait2", "neg", "mul_", "output"});
    CHECK(has(p, "placeholder 'p' no longer comes before every other node"));
  }
  SECTION("a changed node, for passes that only move nodes") {
    InvariantSnapshot snap(*doc);
    doc->graph->set_args(doc->graph->find("neg"), ArgValue::list({ArgValue::ref(doc->graph->find("x"))}));
    CHECK(has(snap.check(*doc, {.collectives_may_reorder = false, .nodes_unchanged = true}), "but changed 'neg'"));
    CHECK(snap.check(*doc, {}).empty());
  }
  SECTION("collective reordering is accepted when the pass declares it") {
    auto p = reorder_and_check(*doc, {"x", "p", "relu", "ar2", "ar", "wait", "view", "add_", "wait2", "neg", "mul_", "output"},
                               {.collectives_may_reorder = true, .nodes_unchanged = false});
    CHECK_FALSE(has(p, "collective order"));
  }
}

TEST_CASE("the verifier reports a reference edited behind the graph's back", "[analysis][verify]") {
  auto doc = test::parse(kMutGraph);
  Graph& g = *doc->graph;
  // Point neg at x in its arg cell, bypassing Graph: the references index
  // and the users lists are now stale.
  ArgId ref = g.node(g.find("neg")).args;
  g.store().cell(g.store().kid(g.store().cell(ref).bits)).bits = g.find("x");
  auto p = verify_structure(*doc);
  REQUIRE(p.size() >= 3);
  CHECK(p[0].find("'neg': the graph's index of its references does not match its args") != std::string::npos);
  auto mentions = [&](const std::string& s) {
    return std::any_of(p.begin(), p.end(), [&](const std::string& m) { return m.find(s) != std::string::npos; });
  };
  CHECK(mentions("'x': users list misses 'neg'"));
  CHECK(mentions("users list holds a node that does not use it"));
  // Rebuilding the indexes from the cells makes the graph whole again.
  g.rebuild_users();
  CHECK(verify_structure(*doc).empty());
}

TEST_CASE("storage roots follow view chains in program order and out of it", "[analysis]") {
  auto doc = test::parse(test::doc_with(R"({"name": "x", "op": "placeholder", "target": "x"},
    {"name": "a", "op": "call_function", "target": "aten.relu.default", "args": [{"node": "x"}]},
    {"name": "v", "op": "call_function", "target": "aten.view.default", "args": [{"node": "a"}, [4]]},
    {"name": "w", "op": "call_function", "target": "aten.t.default", "args": [{"node": "v"}]},
    {"name": "m", "op": "call_function", "target": "aten.add_.Tensor", "args": [{"node": "w"}, {"node": "x"}]},
    {"name": "output", "op": "output", "target": "output", "args": [[{"node": "m"}]]})"));
  Graph& g = *doc->graph;
  NodeId x = g.find("x"), a = g.find("a"), v = g.find("v"), w = g.find("w"), m = g.find("m");
  auto check_roots = [&] {
    NodeKinds k(g);
    std::vector<NodeId> root = storage_roots(g, k);
    CHECK(root[x] == x);
    CHECK(root[a] == a);
    CHECK(root[v] == a);
    CHECK(root[w] == a);
    CHECK(root[m] == a);  // an in-place op returns the tensor it wrote
  };
  auto check_mutated = [&] {  // a writes through two views: a is the storage, read by m and output
    NodeKinds k(g);
    MutatedStorages ms = mutated_storages(g, k);
    REQUIRE(ms.size() == 1);
    CHECK(ms[0].root == a);
    std::vector<NodeId> nodes;
    for (const StorageAccess& acc : ms[0].accesses) nodes.push_back(acc.node);
    CHECK(std::find(nodes.begin(), nodes.end(), m) != nodes.end());
    CHECK(std::find(nodes.begin(), nodes.end(), g.find("output")) != nodes.end());
  };
  check_roots();
  check_mutated();
  // As comm_fusion leaves it for a moment: users before what they read.
  g.move_before(a, m);
  g.move_before(m, w);
  g.move_before(w, v);
  REQUIRE(test::names(g) == std::vector<std::string>{"x", "v", "w", "m", "a", "output"});
  check_roots();
  check_mutated();
}

TEST_CASE("mutated storages found from the writers equal those found from every node's root", "[analysis]") {
  // Without roots given, mutated_storages follows alias chains up from what
  // is written and users down from there; with storage_roots given, it
  // reads them: both must give the same account.
  size_t storages = 0;
  for (const char* rel : {"testdata/graphs/fsdp_gpt_small_w2.json", "testdata/graphs/ddp_gpt_small.json",
                          "testdata/graphs/seed_all_gather_coalesced.json", "testdata/graphs/fsdp_llama_8b.json",
                          "testdata/graphs/seed_reorder_compute_for_overlap.json"}) {
    INFO(rel);
    auto doc = test::load(rel);
    const Graph& g = *doc->graph;
    NodeKinds k(g);
    const std::vector<NodeId> roots = storage_roots(g, k);
    MutatedStorages found = mutated_storages(g, k), given = mutated_storages(g, k, &roots);
    REQUIRE(found.size() == given.size());
    for (size_t i = 0; i < found.size(); ++i) {
      CHECK(found[i].root == given[i].root);
      REQUIRE(found[i].accesses.size() == given[i].accesses.size());
      for (size_t j = 0; j < found[i].accesses.size(); ++j) {
        CHECK(found[i].accesses[j].node == given[i].accesses[j].node);
        CHECK(found[i].accesses[j].writes == given[i].accesses[j].writes);
      }
    }
    storages += found.size();
  }
  CHECK(storages > 10);  // the train steps mutate their parameters and optimizer states
}

TEST_CASE("OutputSizes gives every node the size output_size computes", "[analysis]") {
  for (const char* path : {"testdata/graphs/fsdp_llama_8b.json", "testdata/graphs/moe_gpt_small_w2.json",
                           "testdata/graphs/seed_all_gather_coalesced.json"}) {
    auto doc = test::load(path);
    const Graph& g = *doc->graph;
    for (int64_t hint : {1, 7}) {
      OutputSizes sizes(g, hint);
      bool symbolic = false;
      for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) {
        TensorSize want = output_size(g, n, hint);
        CHECK(sizes[n].bytes == want.bytes);
        CHECK(sizes[n].numel == want.numel);
        CHECK(sizes[n].tensors == want.tensors);
        CHECK(sizes[n].symbolic == want.symbolic);
        symbolic |= want.symbolic;
      }
      CHECK(sizes.symbolic() == symbolic);
    }
  }
}

TEST_CASE("group ids are equal exactly when the group keys are", "[analysis]") {
  for (const char* path : {"testdata/graphs/fsdp_llama_8b.json", "testdata/graphs/moe_gpt_small_w2.json",
                           "testdata/graphs/seed_legacy_all_reduce.json", "testdata/graphs/tp_gpt_small.json"}) {
    auto doc = test::load(path);
    const Graph& g = *doc->graph;
    NodeKinds k(g);
    GroupIds ids;
    std::map<std::string, uint32_t> by_key;
    for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) {
      if (!k.is_collective(n)) continue;
      std::string key = collective_group_key(g, n, *k.collective(n));
      uint32_t id = ids.of(g, n, *k.collective(n));
      auto [it, fresh] = by_key.try_emplace(key, id);
      CHECK(it->second == id);
      if (fresh) CHECK(id == by_key.size() - 1);  // dense, in order of first request
    }
    CHECK(ids.count() == by_key.size());
    REQUIRE_FALSE(by_key.empty());
  }
}

TEST_CASE("a wait on a value already waited for is a view of it, not a second wait", "[analysis]") {
  auto doc = test::load("tests/valid/double_wait.json");
  const Graph& g = *doc->graph;
  NodeKinds kinds(g);
  CHECK(kinds.kind(g.find("wait_tensor")) == NodeKind::Wait);
  CHECK(kinds.kind(g.find("wait_tensor_1")) == NodeKind::View);
  // It aliases the collective's result, as the first wait does.
  std::vector<NodeId> roots = storage_roots(g, kinds);
  CHECK(roots[g.find("wait_tensor_1")] == roots[g.find("wait_tensor")]);
}

TEST_CASE("what torch declares: writes past the first argument, outputs named otherwise, results that alias",
          "[analysis]") {
  // Each node below writes or aliases something the naming rules (a
  // trailing '_', out=, aten view names) do not see; found by red-team
  // (the passes moved readers across these writes).
  auto doc = test::parse(test::doc_with(R"({"name": "x", "op": "placeholder", "target": "x"},
    {"name": "y", "op": "placeholder", "target": "y"},
    {"name": "z", "op": "placeholder", "target": "z"},
    {"name": "rm", "op": "placeholder", "target": "rm"},
    {"name": "rv", "op": "placeholder", "target": "rv"},
    {"name": "setitem", "op": "call_function", "target": "operator.setitem", "args": [{"node": "x"}, 0, 1.0]},
    {"name": "iadd", "op": "call_function", "target": "operator.iadd", "args": [{"node": "x"}, {"node": "y"}]},
    {"name": "bn", "op": "call_function", "target": "aten._native_batch_norm_legit.default",
     "args": [{"node": "x"}, null, null, {"node": "rm"}, {"node": "rv"}, true, 0.1, 1e-05]},
    {"name": "bn_eval", "op": "call_function", "target": "aten.native_batch_norm.default",
     "args": [{"node": "x"}, null, null, {"node": "rm"}, {"node": "rv"}, false, 0.1, 1e-05]},
    {"name": "bn_train", "op": "call_function", "target": "aten.native_batch_norm.default",
     "args": [{"node": "x"}, null, null, {"node": "rm"}, {"node": "rv"}, true, 0.1, 1e-05]},
    {"name": "f_bn", "op": "call_function", "target": "torch.nn.functional.batch_norm",
     "args": [{"node": "x"}, {"node": "rm"}, {"node": "rv"}]},
    {"name": "unscale", "op": "call_function", "target": "aten._amp_foreach_non_finite_check_and_unscale_.default",
     "args": [[{"node": "y"}], {"node": "z"}, {"node": "rm"}]},
    {"name": "mx", "op": "call_function", "target": "aten.max.dim_max", "args": [{"node": "y"}, 0],
     "kwargs": {"max": {"node": "z"}, "max_values": {"node": "rv"}}},
    {"name": "mx1", "op": "call_function", "target": "operator.getitem", "args": [{"node": "mx"}, 1]},
    {"name": "torch_max", "op": "call_function", "target": "torch.max", "args": [{"node": "y"}, 0]},
    {"name": "contig", "op": "call_function", "target": "aten.contiguous.default", "args": [{"node": "y"}]},
    {"name": "m_contig", "op": "call_method", "target": "contiguous", "args": [{"node": "y"}]},
    {"name": "m_float", "op": "call_method", "target": "float", "args": [{"node": "y"}]},
    {"name": "to", "op": "call_function", "target": "aten.to.dtype", "args": [{"node": "y"}, "torch.float16"]},
    {"name": "flat", "op": "call_function", "target": "torch.flatten", "args": [{"node": "y"}]},
    {"name": "relu_in", "op": "call_function", "target": "torch.nn.functional.relu", "args": [{"node": "z"}],
     "kwargs": {"inplace": true}},
    {"name": "relu_out", "op": "call_function", "target": "torch.nn.functional.relu", "args": [{"node": "z"}, false]},
    {"name": "ops_add_", "op": "call_function", "target": "torch.ops.aten.add_.Tensor", "args": [{"node": "z"}, 1]},
    {"name": "custom", "op": "call_function", "target": "mylib.scale_.default", "args": [{"node": "z"}, 2]},
    {"name": "output", "op": "output", "target": "output", "args": [[{"node": "mx1"}]]})"));
  const Graph& g = *doc->graph;
  NodeKinds k(g);
  auto kind = [&](const char* n) { return k.kind(g.find(n)); };
  auto writes = [&](const char* n) {
    std::vector<std::string> out;
    for (NodeId w : written_inputs(g, g.find(n), k.kind(g.find(n)), k.collective(g.find(n))))
      out.emplace_back(g.name(w));
    std::sort(out.begin(), out.end());
    return out;
  };
  using V = std::vector<std::string>;
  CHECK(writes("setitem") == V{"x"});
  CHECK(writes("iadd") == V{"x"});
  CHECK(writes("bn") == V{"rm", "rv"});       // running statistics, declared (a!)
  CHECK(kind("bn_eval") == NodeKind::Compute);  // not training: nothing written
  CHECK(writes("bn_train") == V{"rm", "rv"});   // undeclared, written when training
  CHECK(kind("f_bn") == NodeKind::Compute);     // torch.nn.functional.batch_norm: training=False by default
  CHECK(writes("unscale") == V{"y", "z"});      // the grads, and found_inf
  CHECK(writes("mx") == V{"rv", "z"});          // max= and max_values=
  CHECK(kind("torch_max") == NodeKind::Compute);  // no output given: nothing written
  CHECK(writes("relu_in") == V{"z"});
  CHECK(kind("relu_out") == NodeKind::Compute);
  CHECK(writes("ops_add_") == V{"z"});
  CHECK(writes("custom") == V{"z"});  // unknown to torch 2.11: the naming rule
  for (const char* n : {"contig", "m_contig", "m_float", "to", "flat"}) {
    INFO(n);
    CHECK(kind(n) == NodeKind::View);  // may return its input
  }
  std::vector<NodeId> root = storage_roots(g, k);
  CHECK(root[g.find("contig")] == g.find("y"));
  CHECK(root[g.find("flat")] == g.find("y"));
  CHECK(root[g.find("mx1")] == g.find("rv"));  // the second result is max_values=
  CHECK(root[g.find("relu_in")] == g.find("z"));
  CHECK(root[g.find("bn_train")] == g.find("bn_train"));  // its results are new tensors
  CHECK(has_side_effects(g, g.find("setitem")));
  CHECK_FALSE(has_side_effects(g, g.find("relu_out")));
}

TEST_CASE("an out= collective's wait hands on the buffer it filled", "[analysis]") {
  // torch's bucketed schedules gather into a buffer (all_gather_into_tensor_out,
  // out=): the wait's result is that buffer, not a tensor of its own (the
  // memory model counted it twice, and a write to the buffer was not
  // ordered with the wait's readers).
  auto doc = test::parse(test::doc_with(R"({"name": "x", "op": "placeholder", "target": "x"},
    {"name": "buf", "op": "call_function", "target": "aten.empty.memory_format", "args": [[8]]},
    {"name": "ag", "op": "call_function", "target": "_c10d_functional.all_gather_into_tensor_out.default",
     "args": [{"node": "x"}, 2, "0"], "kwargs": {"out": {"node": "buf"}}},
    {"name": "w", "op": "call_function", "target": "_c10d_functional.wait_tensor.default", "args": [{"node": "ag"}]},
    {"name": "r", "op": "call_function", "target": "aten.relu.default", "args": [{"node": "w"}]},
    {"name": "output", "op": "output", "target": "output", "args": [[{"node": "r"}]]})"));
  const Graph& g = *doc->graph;
  NodeKinds k(g);
  std::vector<NodeId> root = storage_roots(g, k);
  CHECK(root[g.find("ag")] == g.find("buf"));
  CHECK(root[g.find("w")] == g.find("buf"));
}
