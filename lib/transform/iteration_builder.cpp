#include "transform/iteration_builder.hpp"

#include <functional>
#include <unordered_set>

#include "analysis/accesses.hpp"
#include "analysis/node_kind.hpp"
#include "transform/copy_node.hpp"

namespace graphopt {

namespace {

std::string q(std::string_view s) { return "'" + std::string(s) + "'"; }

}  // namespace

std::vector<NodeId> written_placeholders(const Graph& g) {
  NodeKinds kinds(g);
  std::vector<NodeId> roots = storage_roots(g, kinds);
  std::vector<char> seen(g.capacity(), 0);
  std::vector<NodeId> out;
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n))
    if (kinds.may_write(n))
      for (NodeId w : written_inputs(g, n, kinds.kind(n), kinds.collective(n)))
        if (NodeId r = roots[w]; g.op(r) == Op::Placeholder && !seen[r]) {
          seen[r] = 1;
          out.push_back(r);
        }
  return out;
}

NodeId latest_destination(const Graph& g, const std::vector<bool>& moved) {
  NodeKinds kinds(g);
  std::vector<uint32_t> pos(g.capacity(), 0);
  uint32_t i = 0;
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) pos[n] = i++;
  NodeId best = g.last();
  for (const MutatedStorage& s : mutated_storages(g, kinds)) {
    bool touched = false;
    for (const StorageAccess& a : s.accesses) touched |= moved[a.node];
    if (!touched) continue;
    for (const StorageAccess& a : s.accesses)
      if (!moved[a.node]) {
        if (pos[a.node] < pos[best]) best = a.node;
        break;
      }
  }
  return best;
}

std::string move_refusal(const Graph& g, const std::vector<bool>& moved, NodeId dest) {
  if (moved[dest]) return "the destination " + q(g.name(dest)) + " is itself among the moved nodes";
  if (g.op(dest) == Op::Placeholder) return "the destination " + q(g.name(dest)) + " is a placeholder";
  NodeId latest = latest_destination(g, moved);
  uint32_t i = 0, at_dest = 0, at_latest = 0;
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n), ++i) {
    if (n == dest) at_dest = i;
    if (n == latest) at_latest = i;
  }
  if (at_dest > at_latest)
    return "the destination " + q(g.name(dest)) + " comes after " + q(g.name(latest)) +
           ", which touches a tensor the moved nodes write (or read while it writes it): they must run before it";
  return "";
}

void build_iteration_form(Document& doc, const std::vector<bool>& moved, NodeId dest) {
  std::shared_ptr<StringPool> pool = doc.pool();
  std::unique_ptr<Graph> original = std::move(doc.graph);
  const Graph& g = *original;
  doc.graph = std::make_unique<Graph>(pool);
  IterationForm& form = doc.add_iteration();
  NodeKinds kinds(g);

  // What the moved nodes read from the rest of the step, but for the
  // inputs it writes in place (the same tensors in every iteration).
  std::vector<char> is_state(g.capacity(), 0);
  for (NodeId p : written_placeholders(g)) is_state[p] = 1;
  std::vector<char> carried_mark(g.capacity(), 0);
  std::vector<NodeId> carried;
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n))
    if (moved[n])
      for (NodeId x : g.refs(n))
        if (!moved[x] && !is_state[x] && !carried_mark[x]) carried_mark[x] = 1;
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n))
    if (carried_mark[n]) carried.push_back(n);

  // Names: the step's own in every graph; carried placeholders and the
  // second copy of the moved nodes in cleanup get names no graph uses.
  std::unordered_set<std::string> taken;
  auto free_name = [&](const std::string& base) {
    std::string name = original->unique_name(base, [&](std::string_view s) { return taken.count(std::string(s)) > 0; });
    taken.insert(name);
    return name;
  };
  std::vector<std::string> carried_names;
  for (NodeId x : carried) carried_names.push_back(free_name("carried_" + std::string(g.name(x))));
  form.carried = carried_names;

  const NodeId out = g.last();
  const ArgValue ret = g.store().to_value(g.args(out)[0].id());

  // Builders of one graph each: `to` maps the step's NodeIds to the new graph's.
  struct Builder {
    const Graph& g;
    Graph& h;
    std::vector<NodeId> to;
    void copy(NodeId n, const std::string& name) {
      NodeId c = copy_node(g, n, h, name, to);
      h.append(c);
      to[n] = c;
    }
  };
  auto step_inputs = [&](Builder& b) {
    for (NodeId n = g.first(); n != kNoNode && g.op(n) == Op::Placeholder; n = g.next(n)) b.copy(n, std::string(g.name(n)));
  };
  auto carried_inputs = [&](Builder& b, std::vector<NodeId>& out_map) {
    out_map.assign(g.capacity(), kNoNode);
    for (size_t i = 0; i < carried.size(); ++i) {
      NodeId p = b.h.create(Op::Placeholder, carried_names[i], carried_names[i], ArgValue::list());
      copy_meta(g, carried[i], b.h, p);
      b.h.append(p);
      out_map[carried[i]] = p;
    }
  };
  // The moved nodes, reading carried values (carried_ph) where they read
  // the rest of the step: first (issue) the collectives that read nothing
  // else moved, then (rest) every other one. Names from `name`.
  std::vector<char> issued_first(g.capacity(), 0);
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n))
    if (moved[n] && kinds.is_collective(n)) {
      bool reads_moved = false;
      for (NodeId x : g.refs(n)) reads_moved |= moved[x];
      issued_first[n] = !reads_moved;
    }
  auto moved_part = [&](Builder& b, const std::vector<NodeId>& carried_ph, bool issue,
                        const std::function<std::string(NodeId)>& name) {
    std::vector<NodeId> saved = b.to;
    for (NodeId x : carried) b.to[x] = carried_ph[x];
    for (NodeId n = g.first(); n != kNoNode; n = g.next(n))
      if (moved[n] && (issued_first[n] != 0) == issue) b.copy(n, name(n));
    for (NodeId n = g.first(); n != kNoNode; n = g.next(n))
      if (!moved[n]) b.to[n] = saved[n];
  };
  auto own_name = [&](NodeId n) { return std::string(g.name(n)); };
  auto output = [&](Builder& b, bool returns, bool hands_on) {
    ArgValue r = returns ? ret : ArgValue::none();
    remap_refs(r, b.to);
    ArgValue handed = ArgValue::list();
    if (hands_on)
      for (NodeId x : carried) handed.items.push_back(ArgValue::ref(b.to[x]));
    NodeId o = b.h.create(Op::Output, std::string(g.name(out)), "output", ArgValue::list({r, handed}));
    copy_meta(g, out, b.h, o);
    b.h.append(o);
  };
  auto rest_of_step = [&](Builder& b, const std::vector<NodeId>* carried_ph) {
    for (NodeId n = g.first(); n != out; n = g.next(n)) {
      if (g.op(n) == Op::Placeholder || moved[n]) continue;
      if (n == dest && carried_ph) moved_part(b, *carried_ph, false, own_name);
      b.copy(n, std::string(g.name(n)));
    }
  };

  {  // setup
    Builder b{g, *form.setup, std::vector<NodeId>(g.capacity(), kNoNode)};
    step_inputs(b);
    rest_of_step(b, nullptr);
    output(b, true, true);
  }
  for (Graph* h : {doc.graph.get(), form.cleanup.get()}) {  // steady state, cleanup
    Builder b{g, *h, std::vector<NodeId>(g.capacity(), kNoNode)};
    std::vector<NodeId> ph;
    step_inputs(b);
    carried_inputs(b, ph);
    moved_part(b, ph, true, own_name);
    if (dest == out) {
      rest_of_step(b, nullptr);
      moved_part(b, ph, false, own_name);
    } else {
      rest_of_step(b, &ph);
    }
    const bool cleanup = h == form.cleanup.get();
    if (cleanup) {
      // This iteration's own moved work, on its own values.
      std::vector<NodeId> own(g.capacity(), kNoNode);
      for (NodeId x : carried) own[x] = b.to[x];
      auto fresh = [&](NodeId n) { return free_name(std::string(g.name(n))); };
      moved_part(b, own, true, fresh);
      moved_part(b, own, false, fresh);
    }
    output(b, true, !cleanup);
  }
  {  // flush
    Builder b{g, *form.flush, std::vector<NodeId>(g.capacity(), kNoNode)};
    std::vector<NodeId> ph;
    step_inputs(b);
    carried_inputs(b, ph);
    moved_part(b, ph, true, own_name);
    moved_part(b, ph, false, own_name);
    output(b, false, false);
  }
}

}  // namespace graphopt
