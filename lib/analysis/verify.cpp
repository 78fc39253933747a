#include "analysis/verify.hpp"
#include "ir/iteration_form.hpp"

#include <algorithm>
#include <iterator>
#include <bit>
#include <limits>
#include <unordered_set>

#include "analysis/accesses.hpp"
#include "analysis/node_kind.hpp"
#include "io/form_places.hpp"

namespace graphopt {

namespace {
std::string q(std::string_view s) { return "'" + std::string(s) + "'"; }
}  // namespace

std::vector<std::string> verify_graph(const Graph& g, const Document* doc, const std::string& label,
                                      size_t limit) {
  std::vector<std::string> out;
  auto fail = [&](const std::string& m) {
    if (out.size() < limit) out.push_back(label + ": " + m);
  };
  std::vector<uint32_t> pos(g.capacity(), UINT32_MAX);
  // Which nodes their own name finds: one sweep over the name index (an
  // entry name -> n, with n named so, is what find(name) == n means).
  std::vector<char> named(g.capacity(), 0);
  g.for_each_name([&](Sym name, NodeId n) {
    if (n < named.size() && g.name_sym(n) == name) named[n] = 1;
  });
  uint32_t i = 0;
  size_t outputs = 0;
  NodeId first_other = kNoNode;  // placeholders come before every other node (docs/format.md)
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) {
    if (!g.alive(n)) {
      fail("a dead node is linked into program order");
      return out;
    }
    pos[n] = i++;
    if (g.op(n) != Op::Placeholder && first_other == kNoNode) first_other = n;
    if (g.op(n) == Op::Placeholder && first_other != kNoNode)
      fail("placeholder " + q(g.name(n)) + " follows " + q(g.name(first_other)));
    if (!named[n]) fail("node " + q(g.name(n)) + ": its name does not look it up");
    if (g.op(n) == Op::Output) {
      ++outputs;
      if (n != g.last()) fail("output node " + q(g.name(n)) + " is not the last node");
    }
    if (g.op(n) == Op::CallModule && doc && !doc->find_module(g.target(n)))
      fail("node " + q(g.name(n)) + ": call_module target " + q(g.target(n)) + " is not in modules");
  }
  if (i != g.size()) fail("program order holds " + std::to_string(i) + " nodes, the graph " +
                          std::to_string(g.size()));
  if (outputs != 1) fail("has " + std::to_string(outputs) + " output nodes, expected exactly one");
  // Every reference, read from the arg cells themselves (the truth the
  // graph's indexes are kept from): to a live, earlier node, and equal to
  // the graph's references index (Graph::refs); and the users lists exactly
  // the nodes that refer to each node, compared as sorted lists (a CSR
  // built by counting: linear whatever a node's fan-in or fan-out).
  const size_t cap = g.capacity();
  std::vector<uint32_t> start(cap + 1, 0);
  std::vector<NodeId> cells;
  std::vector<std::pair<NodeId, NodeId>> uses;  // (input, user), users in program order
  bool refs_ok = true;
  for (NodeId n = g.first(); n != kNoNode && out.size() < limit; n = g.next(n)) {
    cells.clear();
    g.refs_from_cells(n, cells);
    const auto indexed = g.refs(n);
    const bool index_ok = std::equal(cells.begin(), cells.end(), indexed.begin(), indexed.end()) &&
                          g.arg0_node(n) == g.arg0_from_cells(n);
    if (!index_ok)
      fail("node " + q(g.name(n)) + ": the graph's index of its references does not match its args");
    for (NodeId x : cells) {
      if (x >= cap || !g.alive(x)) {
        fail("node " + q(g.name(n)) + " refers to a node that is not in the graph");
        refs_ok = false;
      } else if (pos[x] >= pos[n]) {
        fail("node " + q(g.name(n)) + " uses " + q(g.name(x)) + ", which comes after it");
      }
    }
    if (!refs_ok) return out;
    // Each input once: from the index when it agrees with the cells (no
    // sort), else from the cells.
    if (index_ok) {
      g.inputs(n, cells);
    } else {
      std::sort(cells.begin(), cells.end());
      cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    }
    for (NodeId x : cells) {
      uses.push_back({x, n});
      ++start[x + 1];
    }
  }
  for (size_t i = 0; i < cap; ++i) start[i + 1] += start[i];
  std::vector<NodeId> expected(start[cap]);
  {
    std::vector<uint32_t> fill(start.begin(), start.end() - 1);
    for (const auto& [x, user] : uses) expected[fill[x]++] = user;
  }
  std::vector<NodeId> actual;
  for (NodeId n = g.first(); n != kNoNode && out.size() < limit; n = g.next(n)) {
    auto want_begin = expected.begin() + start[n], want_end = expected.begin() + start[n + 1];
    actual.assign(g.users(n).begin(), g.users(n).end());
    std::sort(actual.begin(), actual.end());
    std::sort(want_begin, want_end);
    if (std::equal(actual.begin(), actual.end(), want_begin, want_end)) continue;
    std::vector<NodeId> missing, extra;
    std::set_difference(want_begin, want_end, actual.begin(), actual.end(), std::back_inserter(missing));
    std::set_difference(actual.begin(), actual.end(), want_begin, want_end, std::back_inserter(extra));
    if (!missing.empty()) fail("node " + q(g.name(n)) + ": users list misses " + q(g.name(missing[0])));
    if (!extra.empty()) fail("node " + q(g.name(n)) + ": users list holds a node that does not use it");
  }
  return out;
}

std::vector<std::string> verify_structure(const Document& doc, size_t limit) {
  std::vector<std::string> out = verify_graph(*doc.graph, &doc, "graph", limit);
  for (const LabeledGraph& g : doc.other_graphs()) {
    auto more = verify_graph(*g.graph, &doc, g.label, limit);
    out.insert(out.end(), more.begin(), more.end());
  }
  if (out.empty()) out = form_problem_lines(form_shape_problems(doc, limit));
  if (out.size() > limit) out.resize(limit);
  return out;
}

namespace {

uint64_t mix(uint64_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  return h;
}

uint64_t hash_arg(const Graph& g, const ArgStore& s, ArgId id) {
  if (id == kNoArg) return 0x51;
  const ArgCell& c = s.cell(id);
  uint64_t h = static_cast<uint64_t>(c.kind) + 1;
  switch (c.kind) {
    case ArgKind::Node:
      return mix(h, std::hash<std::string_view>{}(g.name(static_cast<NodeId>(c.bits))));
    case ArgKind::List:
    case ArgKind::Slice:
    case ArgKind::Tensor:
      for (uint32_t i = 0; i < c.aux; ++i) h = mix(h, hash_arg(g, s, s.kid(c.bits + i)));
      return h;
    case ArgKind::Dict:
      for (uint32_t i = 0; i < c.aux; ++i) {
        h = mix(h, s.kid(c.bits + 2 * i));
        h = mix(h, hash_arg(g, s, s.kid(c.bits + 2 * i + 1)));
      }
      return h;
    default:
      return mix(h, c.bits);  // scalars, and interned strings by Sym
  }
}

}  // namespace

uint64_t node_fingerprint(const Graph& g, NodeId n) {
  const Node& nd = g.node(n);
  uint64_t h = mix(static_cast<uint64_t>(nd.op), nd.target);
  h = mix(h, hash_arg(g, g.store(), nd.args));
  h = mix(h, hash_arg(g, g.store(), nd.kwargs));
  h = mix(h, hash_arg(g, g.meta_store(), nd.val));
  return h;
}

InvariantSnapshot::InvariantSnapshot(const Document& doc) {
  const Graph& g = *doc.graph;
  NodeKinds kinds(g);
  bool seen_other = false;
  std::unordered_map<std::string, size_t> group_index;
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) {
    const Node& nd = g.node(n);
    fingerprints_.emplace(nd.name, node_fingerprint(g, n));
    if (nd.op == Op::Placeholder) {
      placeholders_.push_back(nd.name);
      if (seen_other) placeholders_first_ = false;
    } else {
      seen_other = true;
    }
    if (kinds.is_collective(n)) {
      std::string key = collective_group_key(g, n, *kinds.collective(n));
      auto [it, fresh] = group_index.emplace(key, collectives_.size());
      if (fresh) collectives_.push_back({key, {}});
      collectives_[it->second].second.push_back(nd.name);
      all_collectives_.push_back(nd.name);
    }
  }
  // Readers and writers of every mutated storage.
  for (const MutatedStorage& s : mutated_storages(g, kinds)) {
    std::vector<Access> seq;
    for (const StorageAccess& a : s.accesses) seq.push_back({g.node(a.node).name, a.writes});
    accesses_.push_back({g.node(s.root).name, std::move(seq)});
  }
}

std::vector<std::string> InvariantSnapshot::check(const Document& after, const InvariantPolicy& policy,
                                                  size_t limit) const {
  std::vector<std::string> out;
  auto fail = [&](const std::string& m) {
    if (out.size() < limit) out.push_back(m);
  };
  const Graph& g = *after.graph;
  const StringPool& pool = g.pool();
  std::unordered_map<Sym, uint32_t> pos;
  pos.reserve(g.size());
  uint32_t i = 0;
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) pos.emplace(g.node(n).name, i++);
  auto where = [&](Sym s) -> uint32_t {
    auto it = pos.find(s);
    return it == pos.end() ? UINT32_MAX : it->second;
  };

  // Placeholders keep their order, and stay first if they were.
  uint32_t last_ph = 0;
  bool first_ph = true;
  for (Sym s : placeholders_) {
    uint32_t p = where(s);
    if (p == UINT32_MAX) continue;
    if (!first_ph && p < last_ph) fail("placeholder " + q(pool.str(s)) + " moved before an earlier placeholder");
    last_ph = p;
    first_ph = false;
  }
  if (placeholders_first_) {
    bool seen_other = false;
    for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) {
      if (g.op(n) != Op::Placeholder) seen_other = true;
      else if (seen_other) {
        fail("placeholder " + q(g.name(n)) + " no longer comes before every other node");
        break;
      }
    }
  }

  // Collectives keep their order within each group, and across groups
  // (ranks that issue two groups sharing ranks in other orders can
  // deadlock NCCL): the passes that do not declare a new order keep all.
  if (!policy.collectives_may_reorder) {
    // The first pair out of order in `seq`, or {kNoSym, kNoSym}.
    auto first_swap = [&](const std::vector<Sym>& seq) {
      Sym prev = kNoSym;
      uint32_t prev_pos = 0;
      for (Sym s : seq) {
        uint32_t p = where(s);
        if (p == UINT32_MAX) continue;
        if (prev != kNoSym && p < prev_pos) return std::pair{s, prev};
        prev = s;
        prev_pos = p;
      }
      return std::pair{kNoSym, kNoSym};
    };
    bool within = false;
    for (const auto& [group, seq] : collectives_)
      if (auto [s, prev] = first_swap(seq); s != kNoSym) {
        fail("collective order changed in group " + q(group) + ": " + q(pool.str(s)) + " now comes before " +
             q(pool.str(prev)));
        within = true;
      }
    if (auto [s, prev] = first_swap(all_collectives_); !within && s != kNoSym)
      fail("collective order changed across groups: " + q(pool.str(s)) + " now comes before " + q(pool.str(prev)));
  }

  // Readers and writers of a mutated storage stay on their side of each
  // write: every access by a node that is still there and unchanged (a
  // node a pass rewired, say to read a bucket's piece, may no longer
  // access the storage at all).
  std::unordered_map<Sym, bool> unchanged;
  auto same = [&](Sym s) {
    auto [it, fresh] = unchanged.try_emplace(s, false);
    if (fresh) {
      auto before = fingerprints_.find(s);
      NodeId n = g.find(s);
      it->second = before != fingerprints_.end() && n != kNoNode && node_fingerprint(g, n) == before->second;
    }
    return it->second;
  };
  for (const auto& [root, seq] : accesses_) {
    std::vector<std::pair<const Access*, uint32_t>> live;
    for (const Access& a : seq) {
      uint32_t p = where(a.node);
      if (p != UINT32_MAX && (policy.nodes_unchanged || same(a.node))) live.push_back({&a, p});
    }
    size_t m = live.size();
    // Latest position among the accesses before k, earliest among those after k.
    std::vector<uint32_t> prefix_max(m + 1, 0), suffix_min(m + 1, UINT32_MAX);
    std::vector<size_t> prefix_arg(m + 1, 0), suffix_arg(m + 1, 0);
    for (size_t k = 0; k < m; ++k) {
      bool take = k == 0 || live[k].second >= prefix_max[k];
      prefix_max[k + 1] = take ? live[k].second : prefix_max[k];
      prefix_arg[k + 1] = take ? k : prefix_arg[k];
    }
    for (size_t k = m; k-- > 0;) {
      bool take = live[k].second <= suffix_min[k + 1];
      suffix_min[k] = take ? live[k].second : suffix_min[k + 1];
      suffix_arg[k] = take ? k : suffix_arg[k + 1];
    }
    for (size_t k = 0; k < m; ++k) {
      if (!live[k].first->writes) continue;
      uint32_t p = live[k].second;
      if (k > 0 && prefix_max[k] > p)
        fail(q(pool.str(live[prefix_arg[k]].first->node)) + " moved after " + q(pool.str(live[k].first->node)) +
             ", which writes " + q(pool.str(root)) + " that it accesses");
      if (k + 1 < m && suffix_min[k + 1] < p)
        fail(q(pool.str(live[suffix_arg[k + 1]].first->node)) + " moved before " +
             q(pool.str(live[k].first->node)) + ", which writes " + q(pool.str(root)) + " that it accesses");
    }
  }

  // A pass that only moves nodes keeps every node as it was.
  if (policy.nodes_unchanged) {
    if (g.size() != fingerprints_.size())
      fail("the pass only moves nodes, but the graph went from " + std::to_string(fingerprints_.size()) +
           " to " + std::to_string(g.size()) + " nodes");
    for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) {
      auto it = fingerprints_.find(g.node(n).name);
      if (it == fingerprints_.end()) fail("the pass only moves nodes, but added " + q(g.name(n)));
      else if (it->second != node_fingerprint(g, n)) fail("the pass only moves nodes, but changed " + q(g.name(n)));
    }
  }
  return out;
}

}  // namespace graphopt
