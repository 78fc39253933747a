#include "analysis/accesses.hpp"

#include <algorithm>

namespace graphopt {

MutatedStorages mutated_storages(const Graph& g, const NodeKinds& kinds, const std::vector<NodeId>* given_roots) {
  return mutated_storages(g, g.order(), kinds, given_roots);
}

MutatedStorages mutated_storages(const Graph& g, std::span<const NodeId> order, const NodeKinds& kinds,
                                 const std::vector<NodeId>* given_roots) {
  MutatedStorages out;
  std::vector<NodeId>& roots = out.roots_;
  const size_t cap = g.capacity();
  // Only the storages something writes matter, and few are: their roots are
  // found by following the alias chains up from what the writers write,
  // and the values aliasing them (alias_root) by following users down from
  // each root. Nothing here visits the nodes that alias no written storage
  // but the scans over ids and positions below.
  std::vector<NodeId> alias_root(cap, kNoNode);  // for the aliases of written roots
  std::vector<NodeId> aliases;                   // all of them, root by root
  auto root_of = [&](NodeId x) {
    if (given_roots) return (*given_roots)[x];
    NodeId r = x;
    for (size_t steps = 0; alias_root[r] == kNoNode && steps <= cap; ++steps) {
      NodeId s = alias_source(g, kinds, r);
      if (s == kNoNode || s >= cap) return r;
      r = s;
    }
    return alias_root[r] != kNoNode ? alias_root[r] : r;
  };
  auto collect_aliases = [&](NodeId r) {  // r and every value aliasing it
    size_t next = aliases.size();
    alias_root[r] = r;
    aliases.push_back(r);
    auto take = [&](NodeId u) {  // u, where it aliases a value of r's
      if (alias_root[u] != kNoNode) return;
      const NodeId s = alias_source(g, kinds, u);
      if (s == kNoNode || s >= cap || alias_root[s] != r) return;
      alias_root[u] = r;
      aliases.push_back(u);
    };
    while (next < aliases.size()) {
      NodeId a = aliases[next++];
      // The other get_attr nodes of an attribute alias it, though they use nothing.
      if (const std::vector<NodeId>* later = kinds.later_of_attr(a))
        for (NodeId u : *later) take(u);
      for (NodeId u : g.users(a)) {
        take(u);
        // An op with several results (max.dim_max's max= and max_values=,
        // out=(a, b), broadcast_tensors(a, b)): each getitem of it aliases
        // its own argument, which need not be the op's first, nor what u
        // itself aliases.
        if (kinds.kind(u) == NodeKind::Mutation || kinds.kind(u) == NodeKind::View ||
            (kinds.is_collective(u) && kinds.collective(u)->inplace))  // (all_reduce_coalesced_)
          for (NodeId v : g.users(u))
            if (g.target(v) == "operator.getitem") take(v);
      }
    }
  };
  // The writers, in program order, with the roots each writes (CSR): few
  // nodes write, so nothing here is per node but the index.
  std::vector<uint32_t> index(cap, UINT32_MAX);  // written root -> position in out
  std::vector<uint32_t> writer(cap, UINT32_MAX);  // writer node -> its entry below
  std::vector<uint32_t> written_start{0};
  std::vector<NodeId> written_roots;
  for (NodeId n : order) {
    if (!kinds.may_write(n)) continue;
    std::vector<NodeId> w = written_inputs(g, n, kinds.kind(n), kinds.collective(n));
    if (w.empty()) continue;
    writer[n] = static_cast<uint32_t>(written_start.size() - 1);
    for (NodeId x : w) {
      NodeId r = root_of(x);
      written_roots.push_back(r);
      if (index[r] == UINT32_MAX) {
        index[r] = static_cast<uint32_t>(roots.size());
        roots.push_back(r);
        collect_aliases(r);
      }
    }
    written_start.push_back(static_cast<uint32_t>(written_roots.size()));
  }
  if (roots.empty()) return out;
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
  for (NodeId n : order) pos[n] = i++;
  // Every access as (storage, node, writes), in the order met; then
  // grouped by storage below.
  struct Met {
    uint32_t storage;
    StorageAccess access;
  };
  std::vector<Met> met;
  // Per node, each root once, and whether the node writes it: marked with
  // the node's turn number, so that a fused optimizer step touching
  // thousands of storages costs linear time, not a sort.
  std::vector<uint32_t> seen(cap, 0), writes(cap, 0);
  uint32_t turn = 0;
  // Most nodes touch no mutated storage. The ones that do are the writers
  // and the users of values aliasing a written storage: mark them through
  // the users lists, so that the walk below reads one byte per other node.
  std::vector<char> relevant(cap, 0);
  for (NodeId x : order)
    if (writer[x] != UINT32_MAX) relevant[x] = 1;
  for (NodeId x : aliases)
    for (NodeId u : g.users(x)) relevant[u] = 1;
  for (NodeId n : order) {
    if (!relevant[n]) continue;
    ++turn;
    auto visit = [&](NodeId r) {
      if (r == kNoNode || seen[r] == turn || index[r] == UINT32_MAX) return;
      seen[r] = turn;
      met.push_back({index[r], {n, writes[r] == turn}});
      // A wait of a collective that writes the storage in place writes it
      // too: its result is there only once the wait returns.
      if (kinds.is_collective(n)) for_each_wait(n, [&](NodeId w) { met.push_back({index[r], {w, writes[r] == turn}}); });
    };
    if (writer[n] != UINT32_MAX) {
      for (uint32_t k = written_start[writer[n]]; k < written_start[writer[n] + 1]; ++k) writes[written_roots[k]] = turn;
      for (uint32_t k = written_start[writer[n]]; k < written_start[writer[n] + 1]; ++k) visit(written_roots[k]);
    }
    g.for_each_input(n, [&](NodeId x) { visit(alias_root[x]); });
  }
  // Group by storage (counting sort, keeping the order met).
  std::vector<uint32_t>& start = out.start_;
  start.assign(roots.size() + 1, 0);
  for (const Met& m : met) ++start[m.storage + 1];
  for (size_t s = 0; s < roots.size(); ++s) start[s + 1] += start[s];
  std::vector<StorageAccess> grouped(met.size());
  {
    std::vector<uint32_t> fill(start.begin(), start.end() - 1);
    for (const Met& m : met) grouped[fill[m.storage]++] = m.access;
  }
  met.clear();
  met.shrink_to_fit();
  // Waits were met beside their collective: put them at their own places.
  // A node listed twice (a wait that also reads the storage itself) keeps
  // one entry, a writer's if either writes.
  std::vector<StorageAccess>& acc = out.accesses_;
  acc.reserve(grouped.size());
  for (size_t s = 0; s < roots.size(); ++s) {
    auto first = grouped.begin() + start[s], last = grouped.begin() + start[s + 1];
    std::stable_sort(first, last, [&](const StorageAccess& a, const StorageAccess& b) { return pos[a.node] < pos[b.node]; });
    start[s] = static_cast<uint32_t>(acc.size());
    for (auto it = first; it != last; ++it) {
      if (acc.size() > start[s] && acc.back().node == it->node) {
        acc.back().writes |= it->writes;
        continue;
      }
      acc.push_back(*it);
    }
  }
  start[roots.size()] = static_cast<uint32_t>(acc.size());
  return out;
}

}  // namespace graphopt
