#pragma once
// Random but valid fx-json graphs for property tests: placeholders, compute,
// views, in-place and out= ops, collectives on several groups (single and
// coalesced, current and legacy API) with waits at random distances, and an
// output. Deterministic from the seed. With `rich`, also what real training
// steps add: get_attr parameters, copy_ into inputs, in-place foreach
// optimizer steps, multi-output ops read through getitem, and single
// all_gather / reduce_scatter / all_to_all collectives.
#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <vector>

namespace graphopt::test {

// How many random graphs a property test tries: n, or a quarter of them in
// the sanitized build (GRAPHOPT_SANITIZED), where each costs about ten times
// as much and what the sanitizers look for shows on fewer varied graphs
// (CI runs both builds on two cores).
inline uint32_t property_seeds(uint32_t n) {
#ifdef GRAPHOPT_SANITIZED
  return n / 4 > 0 ? n / 4 : 1;
#else
  return n;
#endif
}

inline std::string random_graph(uint32_t seed, int ops = 40, bool rich = false) {
  std::mt19937 rng(seed);
  auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<uint32_t>(n)); };
  const std::string val = R"("meta": {"val": {"shape": [4, 4], "dtype": "float32", "stride": [4, 1], "device": "cuda:0"}})";
  // What an all-gather and a reduce-scatter over 2 ranks make of a [4, 4] tensor, as torch sizes them.
  const std::string gathered = R"({"shape": [8, 4], "dtype": "float32", "stride": [4, 1], "device": "cuda:0"})";
  const std::string scattered = R"({"shape": [2, 4], "dtype": "float32", "stride": [4, 1], "device": "cuda:0"})";
  std::vector<std::string> nodes, tensors;
  std::vector<std::string> pending;  // collectives (or getitems) still to wait on
  std::map<std::string, std::string> resized;  // of those, the ones whose value is not [4, 4]: their meta.val
  std::vector<std::string> waited;
  int id = 0;
  auto ref = [](const std::string& n) { return "{\"node\": \"" + n + "\"}"; };
  auto any = [&] { return tensors[pick(static_cast<int>(tensors.size()))]; };
  auto add = [&](const std::string& name, const std::string& target, const std::string& args, bool tensor = true,
                 const std::string& kwargs = "", const std::string& meta_val = "") {
    std::string n = R"({"name": ")" + name + R"(", "op": "call_function", "target": ")" + target + R"(", "args": [)" +
                    args + "]";
    if (!kwargs.empty()) n += ", \"kwargs\": {" + kwargs + "}";
    if (tensor) n += ", " + (meta_val.empty() ? val : R"("meta": {"val": )" + meta_val + "}");
    nodes.push_back(n + "}");
    if (tensor) tensors.push_back(name);
  };
  int placeholders = 1 + pick(3);
  for (int i = 0; i < placeholders; ++i) {
    std::string name = "p" + std::to_string(i);
    nodes.push_back(R"({"name": ")" + name + R"(", "op": "placeholder", "target": ")" + name + R"(", )" + val + "}");
    tensors.push_back(name);
  }
  auto wait_one = [&] {
    int i = pick(static_cast<int>(pending.size()));
    std::string c = pending[i];
    pending.erase(pending.begin() + i);
    std::string w = "w" + std::to_string(id++);
    auto size = resized.find(c);
    add(w, "_c10d_functional.wait_tensor.default", ref(c), true, "", size == resized.end() ? "" : size->second);
    if (size != resized.end()) tensors.pop_back();  // compute here reads [4, 4] tensors only
    waited.push_back(w);
  };
  auto rich_op = [&](int r) {
    std::string name = "n" + std::to_string(id++);
    std::string group = std::to_string(pick(2));
    if (r < 3) {
      std::string attr = "param_" + std::to_string(id);
      nodes.push_back(R"({"name": ")" + name + R"(", "op": "get_attr", "target": ")" + attr + R"(", )" + val + "}");
      tensors.push_back(name);
    } else if (r < 6) {
      add(name, "aten.copy_.default", ref(any()) + ", " + ref(any()));
    } else if (r < 9) {
      add(name, "aten._foreach_add_.Scalar", "[" + ref(any()) + ", " + ref(any()) + "], 0.5", false);
    } else if (r < 13) {
      // A container: its value is a list, read through getitems.
      std::string n = R"({"name": ")" + name + R"(", "op": "call_function", "target": "aten.split.Tensor", "args": [)" +
                      ref(any()) + R"(, 2], "meta": {"val": [)";
      std::string half = R"({"shape": [2, 4], "dtype": "float32", "stride": [4, 1], "device": "cuda:0"})";
      nodes.push_back(n + half + ", " + half + "]}}");
      for (int j = 0; j < 2; ++j) add("n" + std::to_string(id++), "operator.getitem", ref(name) + ", " + std::to_string(j));
    } else if (r < 17) {
      add(name, "_c10d_functional.all_gather_into_tensor.default", ref(any()) + R"(, 2, ")" + group + "\"", true, "",
          gathered);
      tensors.pop_back();
      pending.push_back(name);
      resized[name] = gathered;
    } else if (r < 21) {
      add(name, "_c10d_functional.reduce_scatter_tensor.default", ref(any()) + R"(, "sum", 2, ")" + group + "\"", true,
          "", scattered);
      tensors.pop_back();
      pending.push_back(name);
      resized[name] = scattered;
    } else {
      add(name, "_c10d_functional.all_to_all_single.default", ref(any()) + R"(, [2, 2], [2, 2], ")" + group + "\"");
      tensors.pop_back();
      pending.push_back(name);
    }
  };
  for (int k = 0; k < ops; ++k) {
    if (rich && pick(100) < 25) {
      rich_op(pick(24));
      continue;
    }
    int r = pick(100);
    std::string name = "n" + std::to_string(id++);
    if (r < 30) {
      add(name, pick(2) ? "aten.add.Tensor" : "aten.mm.default", ref(any()) + ", " + ref(any()));
    } else if (r < 40) {
      add(name, "aten.relu.default", ref(any()));
    } else if (r < 50) {
      add(name, "aten.view.default", ref(any()) + ", [16]");
    } else if (r < 58) {
      add(name, "aten.add_.Tensor", ref(any()) + ", 1");
    } else if (r < 62) {
      add(name, "aten.mul.out", ref(any()) + ", 2", true, "\"out\": " + ref(any()));
    } else if (r < 76) {
      std::string group = std::to_string(pick(2));
      add(name, "_c10d_functional.all_reduce.default", ref(any()) + R"(, "sum", ")" + group + "\"", true);
      tensors.pop_back();  // read it only through its wait
      pending.push_back(name);
    } else if (r < 80) {
      add(name, "c10d_functional.all_reduce.default", ref(any()) + R"(, "sum", "", [0, 1], 2)", true);
      tensors.pop_back();
      pending.push_back(name);
    } else if (r < 84) {
      std::string group = std::to_string(pick(2));
      add(name, "_c10d_functional.all_gather_into_tensor_coalesced.default",
          "[" + ref(any()) + ", " + ref(any()) + R"(], 2, ")" + group + "\"", false);
      for (int j = 0; j < 2; ++j) {
        std::string gi = "n" + std::to_string(id++);
        add(gi, "operator.getitem", ref(name) + ", " + std::to_string(j), true, "", gathered);
        tensors.pop_back();
        pending.push_back(gi);
        resized[gi] = gathered;
      }
    } else if (!pending.empty()) {
      wait_one();
    }
  }
  while (!pending.empty()) wait_one();
  std::string out = R"({"name": "output", "op": "output", "target": "output", "args": [[)";
  std::vector<std::string> outs = waited;
  outs.push_back(tensors.back());
  for (size_t i = 0; i < outs.size(); ++i) out += (i ? ", " : "") + ref(outs[i]);
  nodes.push_back(out + "]]}");
  std::string doc = R"({"format": "fx-json", "version": 1, "process_groups": {"0": {"size": 2}, "1": {"size": 2}}, "graph": {"nodes": [)";
  for (size_t i = 0; i < nodes.size(); ++i) doc += (i ? ",\n" : "\n") + nodes[i];
  return doc + "]}}";
}

}  // namespace graphopt::test
