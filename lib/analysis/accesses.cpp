#include "analysis/accesses.hpp"

#include <algorithm>

namespace graphopt {

std::vector<MutatedStorage> mutated_storages(const Graph& g, const NodeKinds& kinds) {
  std::vector<MutatedStorage> out;
  const size_t cap = g.capacity();
  std::vector<NodeId> root = storage_roots(g, kinds);
  // The writers, in program order, with the roots each writes (CSR): few
  // nodes write, so nothing here is per node but the index.
  std::vector<uint32_t> index(cap, UINT32_MAX);  // written root -> position in out
  std::vector<uint32_t> writer(cap, UINT32_MAX);  // writer node -> its entry below
  std::vector<uint32_t> written_start{0};
  std::vector<NodeId> written_roots;
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) {
    if (kinds.kind(n) != NodeKind::Mutation && kinds.kind(n) != NodeKind::Collective) continue;
    std::vector<NodeId> w = written_inputs(g, n, kinds.kind(n), kinds.collective(n));
    if (w.empty()) continue;
    writer[n] = static_cast<uint32_t>(written_start.size() - 1);
    for (NodeId x : w) {
      NodeId r = root[x];
      written_roots.push_back(r);
      if (index[r] == UINT32_MAX) {
        index[r] = static_cast<uint32_t>(out.size());
        out.push_back({r, {}});
      }
    }
    written_start.push_back(static_cast<uint32_t>(written_roots.size()));
  }
  if (out.empty()) return out;
  // The waits of a collective (which read what it reads): its users, or the
  // users of its getitems (coalesced forms).
  auto for_each_wait = [&](NodeId c, auto&& f) {
    for (NodeId u : g.users(c)) {
      if (kinds.is_wait(u)) {
        if (collective_of_wait(g, kinds, u) == c) f(u);
      } else if (g.target(u) == "operator.getitem") {
        for (NodeId w : g.users(u))
          if (kinds.is_wait(w) && collective_of_wait(g, kinds, w) == c) f(w);
      }
    }
  };
  std::vector<uint32_t> pos(cap, 0);
  uint32_t i = 0;
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) pos[n] = i++;
  std::vector<NodeId> touched, written;
  auto sort_unique = [](std::vector<NodeId>& v) {
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
  };
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) {
    // Most nodes touch no mutated storage: find out without allocating.
    bool relevant = writer[n] != UINT32_MAX;
    if (!relevant) g.for_each_input(n, [&](NodeId x) { relevant = relevant || index[root[x]] != UINT32_MAX; });
    if (!relevant) continue;
    touched.clear();
    written.clear();
    g.for_each_input(n, [&](NodeId x) { touched.push_back(root[x]); });
    if (writer[n] != UINT32_MAX)
      written.assign(written_roots.begin() + written_start[writer[n]], written_roots.begin() + written_start[writer[n] + 1]);
    touched.insert(touched.end(), written.begin(), written.end());
    sort_unique(touched);
    sort_unique(written);  // a fused optimizer writes thousands: search, do not scan
    for (NodeId r : touched) {
      if (index[r] == UINT32_MAX) continue;
      bool is_writer = std::binary_search(written.begin(), written.end(), r);
      auto& seq = out[index[r]].accesses;
      seq.push_back({n, is_writer});
      if (kinds.is_collective(n)) for_each_wait(n, [&](NodeId w) { seq.push_back({w, false}); });
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
