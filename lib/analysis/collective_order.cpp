#include "analysis/collective_order.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <unordered_map>

#include "analysis/target.hpp"
#include "analysis/tensor_size.hpp"
#include "ir/fnv1a.hpp"

namespace graphopt {

namespace {
// Quarter octaves of the message size: 0 for an empty one.
int64_t size_class(int64_t bytes) {
  return bytes <= 0 ? 0 : 1 + static_cast<int64_t>(std::floor(4 * std::log2(static_cast<double>(bytes))));
}

// A coalesced collective's members, each by its size class: " [c1,c2,...]".
// Two ranks whose buckets agree in total but not in members issue
// different NCCL calls (found by red-team: 5 tensors on one rank, 4 and the
// fifth copied into the concatenation on the other, "agreed" under rule 2).
std::string members(const Graph& g, NodeId n, int64_t sym_hint) {
  std::string out = " [";
  if (g.args(n).size() > 0)
    for_each_ref(g.store(), g.args(n)[0].id(), [&](ArgId c) {
      if (out.size() > 2) out += ",";
      out += std::to_string(size_class(output_size(g, g.store().view(c).node(), sym_hint).bytes));
    });
  return out + "]";
}

std::string hex64(uint64_t h) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}
// FNV-1a 64 of the items, one line each. (Until the forty-first session
// the offset basis had lost its last digit, so that the hash could not be
// recomputed from its documentation: rule 1.)
std::string fingerprint_of(const std::vector<std::string>& items) {
  uint64_t h = kFnv1aOffset;
  for (const std::string& item : items) h = fnv1a("\n", fnv1a(item, h));
  return hex64(h);
}
}  // namespace

std::vector<GroupOrder> collective_order(const Graph& g, const Collectives& colls, int64_t sym_hint) {
  std::vector<GroupOrder> out;
  std::unordered_map<std::string, size_t> index;
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) {
    const CollectiveInfo* c = colls.of(n);
    if (!c) continue;
    auto [it, added] = index.try_emplace(c->group, out.size());
    if (added) out.push_back({c->group, {}, ""});
    // The target as the rules read it (op_target): a rank whose graph spells
    // torch.fx's "torch.ops." prefix issues the same collective (rule 3).
    out[it->second].items.push_back(std::string(g.name(n)) + " " + std::string(op_target(g.target(n))) + " " +
                                    c->dtype + " " + std::to_string(size_class(c->in_bytes)) + "/" +
                                    std::to_string(size_class(c->out_bytes)) +
                                    (c->sig->coalesced ? members(g, n, sym_hint) : ""));
  }
  for (GroupOrder& o : out) o.fingerprint = fingerprint_of(o.items);
  return out;
}

size_t collective_count(const GroupOrder& o) {
  return static_cast<size_t>(
      std::count_if(o.items.begin(), o.items.end(), [](const std::string& i) { return !i.starts_with("# "); }));
}

std::vector<GroupOrder> document_collective_order(const Document& doc, int64_t world_size, int64_t sym_hint) {
  std::vector<std::pair<std::string, std::vector<GroupOrder>>> per_graph;
  for (const LabeledGraph& lg : doc.step_graphs()) {
    NodeKinds kinds(*lg.graph);
    Collectives colls(doc, *lg.graph, kinds, world_size, sym_hint);
    per_graph.emplace_back(lg.label, collective_order(*lg.graph, colls, sym_hint));
  }
  return doc.iteration ? merge_orders(per_graph) : per_graph[0].second;
}

std::vector<GroupOrder> merge_orders(const std::vector<std::pair<std::string, std::vector<GroupOrder>>>& graphs) {
  std::vector<GroupOrder> out;
  std::unordered_map<std::string, size_t> index;
  for (const auto& [label, orders] : graphs)
    for (const GroupOrder& o : orders) {
      auto [it, added] = index.try_emplace(o.group, out.size());
      if (added) out.push_back({o.group, {}, ""});
      std::vector<std::string>& items = out[it->second].items;
      items.push_back("# " + label);
      items.insert(items.end(), o.items.begin(), o.items.end());
    }
  for (GroupOrder& o : out) o.fingerprint = fingerprint_of(o.items);
  return out;
}

Json collective_order_json(const std::vector<GroupOrder>& order) {
  // Appended without a lookup: an ordered object finds a key by scanning
  // its list, which made thousands of groups quadratic (found by red-team);
  // the groups of `order` are distinct.
  Json groups = Json::object();
  auto& list = static_cast<Json::object_t::Container&>(groups.get_ref<Json::object_t&>());
  list.reserve(order.size());
  for (const GroupOrder& o : order)
    list.emplace_back(o.group, Json{{"collectives", collective_count(o)}, {"fingerprint", o.fingerprint}});
  return Json{{"rule", kCollectiveOrderRule}, {"groups", std::move(groups)}};
}

}  // namespace graphopt
