#include "analysis/accesses.hpp"

#include <algorithm>

namespace graphopt {

std::vector<MutatedStorage> mutated_storages(const Graph& g, const NodeKinds& kinds) {
  std::vector<MutatedStorage> out;
  std::vector<NodeId> root = storage_roots(g, kinds);
  std::vector<std::vector<NodeId>> writes(g.capacity());
  std::vector<uint32_t> index(g.capacity(), UINT32_MAX);  // written root -> position in out
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) {
    if (kinds.kind(n) != NodeKind::Mutation && kinds.kind(n) != NodeKind::Collective) continue;
    writes[n] = written_inputs(g, n);
    for (NodeId w : writes[n])
      if (index[root[w]] == UINT32_MAX) {
        index[root[w]] = static_cast<uint32_t>(out.size());
        out.push_back({root[w], {}});
      }
  }
  if (out.empty()) return out;
  std::vector<uint32_t> pos(g.capacity(), 0);
  uint32_t i = 0;
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) pos[n] = i++;
  // The waits of each collective, which read what the collective reads.
  std::vector<std::vector<NodeId>> waits_of(g.capacity());
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n))
    if (kinds.is_wait(n)) {
      NodeId c = collective_of_wait(g, kinds, n);
      if (c != kNoNode) waits_of[c].push_back(n);
    }
  std::vector<NodeId> touched, written, in;
  auto sort_unique = [](std::vector<NodeId>& v) {
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
  };
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) {
    touched.clear();
    written.clear();
    g.inputs(n, in);
    for (NodeId x : in) touched.push_back(root[x]);
    for (NodeId w : writes[n]) written.push_back(root[w]);
    touched.insert(touched.end(), written.begin(), written.end());
    sort_unique(touched);
    sort_unique(written);  // a fused optimizer writes thousands: search, do not scan
    for (NodeId r : touched) {
      if (index[r] == UINT32_MAX) continue;
      bool is_writer = std::binary_search(written.begin(), written.end(), r);
      auto& seq = out[index[r]].accesses;
      seq.push_back({n, is_writer});
      if (kinds.is_collective(n))
        for (NodeId w : waits_of[n]) seq.push_back({w, false});
    }
  }
  // Waits were appended beside their collective; put them at their own places.
  for (auto& s : out) {
    std::stable_sort(s.accesses.begin(), s.accesses.end(),
                     [&](const StorageAccess& a, const StorageAccess& b) { return pos[a.node] < pos[b.node]; });
    // A node listed twice (a wait that also reads the storage itself) keeps
    // one entry, a writer's if either writes.
    size_t k = 0;
    for (size_t j = 0; j < s.accesses.size(); ++j) {
      if (k > 0 && s.accesses[k - 1].node == s.accesses[j].node) {
        s.accesses[k - 1].writes |= s.accesses[j].writes;
        continue;
      }
      s.accesses[k++] = s.accesses[j];
    }
    s.accesses.resize(k);
  }
  return out;
}

}  // namespace graphopt
