#include "analysis/collectives.hpp"

#include <algorithm>

#include "analysis/collective_args.hpp"
#include "analysis/target.hpp"
#include "analysis/tensor_size.hpp"
#include "io/limits.hpp"
#include "ir/checked_math.hpp"

namespace graphopt {

namespace {

std::string q(std::string_view s) { return "'" + std::string(s) + "'"; }

// Size of every tensor a collective reads (args[0]: a tensor or a list).
void input_size(const Graph& g, NodeId n, int64_t sym_hint, const OutputSizes* sizes, int64_t& bytes,
                int64_t& nelems, std::string& dtype) {
  ArgView a = g.args(n);
  if (a.size() == 0) return;
  for_each_ref(g.store(), a[0].id(), [&](ArgId c) {
    NodeId in = g.store().view(c).node();
    TensorSize s = sizes ? (*sizes)[in] : output_size(g, in, sym_hint);
    // A list may name one large tensor many times: saturate, never wrap.
    bytes = sat_add(bytes, s.bytes);
    nelems = sat_add(nelems, s.numel);
    ArgView v = g.val(in);
    if (dtype.empty() && v.is(ArgKind::Tensor) && v[kDtype].valid()) dtype = std::string(v[kDtype].str());
  });
}

}  // namespace

Collectives::Collectives(const Document& doc, const Graph& g, const NodeKinds& kinds, int64_t world_size,
                         int64_t sym_hint, const OutputSizes* sizes)
    : index_(g.capacity(), UINT32_MAX), waited_(g.capacity(), kNoNode) {
  GroupIds group_ids;
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) {
    if (kinds.is_wait(n)) {
      NodeId c = collective_of_wait(g, kinds, n);
      waited_[n] = c;
      if (c != kNoNode && index_[c] != UINT32_MAX) list_[index_[c]].waits.push_back(n);
      continue;
    }
    if (!kinds.is_collective(n)) continue;
    CollectiveInfo info;
    info.node = n;
    info.sig = kinds.collective(n);
    const CollectiveSig& sig = *info.sig;
    info.group = collective_group_key(g, n, sig);
    info.group_id = group_ids.of(g, n, sig);
    ArgView size = sig.group_size >= 0 ? g.arg(n, static_cast<uint32_t>(sig.group_size), "group_size") : ArgView();
    if (size.is(ArgKind::Int)) {
      info.group_size = size.as_int();
    } else if (const ProcessGroup* pg = sig.legacy ? nullptr : doc.find_group(info.group)) {
      info.group_size = pg->size;
    } else if (world_size > 0) {
      info.group_size = world_size;
    } else {
      throw AnalysisError("node " + q(g.name(n)) + ": the size of group " + q(info.group) +
                          " is unknown: it is not in \"process_groups\"; give --world-size");
    }
    input_size(g, n, sym_hint, sizes, info.in_bytes, info.in_nelems, info.dtype);
    if (sig.coalesced) {
      ArgView in = g.args(n).size() > 0 ? g.args(n)[0] : ArgView();
      info.tensors = in.is(ArgKind::List) ? std::max<int64_t>(1, in.size()) : 1;
    }
    TensorSize out = sizes ? (*sizes)[n] : output_size(g, n, sym_hint);
    info.out_bytes = out.bytes;
    info.out_nelems = out.numel;
    index_[n] = static_cast<uint32_t>(list_.size());
    list_.push_back(std::move(info));
  }
  group_count_ = group_ids.count();
}

namespace {

// A user of a collective's result other than its waits (through the
// getitem of a coalesced one); kNoNode where there is none.
NodeId read_before_wait(const Graph& g, const NodeKinds& kinds, NodeId collective) {
  auto waits_on_it = [&](NodeId u) { return kinds.is_wait(u) && collective_of_wait(g, kinds, u) == collective; };
  for (NodeId u : g.users(collective)) {
    if (waits_on_it(u)) continue;
    if (g.target(u) != "operator.getitem" || g.arg0_node(u) != collective) return u;
    for (NodeId v : g.users(u))
      if (!waits_on_it(v)) return v;
  }
  return kNoNode;
}

}  // namespace

std::vector<FormProblem> collective_problems(const Document& doc, size_t limit) {
  std::vector<FormProblem> out;
  const std::vector<LabeledGraph> graphs = doc.all_graphs();
  for (const LabeledGraph& lg : graphs) {
    const Graph& g = *lg.graph;
    auto fail = [&](NodeId n, std::string field, const std::string& m) {
      if (out.size() < limit) out.push_back({FormPlace::at_node(lg.label, g, n, std::move(field)), m});
    };
    NodeKinds kinds(g);
    for (NodeId n = g.first(); n != kNoNode && out.size() < limit; n = g.next(n)) {
      if (kinds.is_wait(n)) {
        ArgView a = g.args(n);
        if (a.size() != 1 || !a[0].is(ArgKind::Node)) {
          fail(n, "", "wait_tensor takes one tensor argument");
        } else if (collective_of_wait(g, kinds, n) == kNoNode) {
          fail(n, "args[0]", "wait_tensor waits on " + q(g.name(a[0].node())) +
                                 ", which is not a collective (nor a getitem of one)");
        }
        continue;
      }
      if (!kinds.is_collective(n)) continue;
      const CollectiveSig& sig = *kinds.collective(n);
      ArgView a = g.args(n);
      if (a.size() == 0 || !(a[0].is(ArgKind::Node) || a[0].is(ArgKind::List))) {
        fail(n, "args[0]", "a collective's first argument is its input tensor (or list of tensors)");
        continue;
      }
      // One tensor, or for a coalesced one a list of them, as torch's
      // signatures take (found by red-team: all_reduce of a list, and extra
      // positional arguments, were accepted).
      if (sig.coalesced != a[0].is(ArgKind::List)) {
        fail(n, "args[0]", sig.coalesced ? "a coalesced collective's input is a list of tensors"
                                         : "the input is one tensor (a list is a coalesced collective's)");
        continue;
      }
      if (const int last = std::max({sig.reduce_op, sig.group_size, sig.group_name, sig.tag, sig.ranks});
          static_cast<int>(a.size()) > last + 1) {
        fail(n, "args[" + std::to_string(last + 1) + "]",
             std::string(split_target(g.target(n)).op) + " takes " + std::to_string(last + 1) +
                 " positional arguments, found " + std::to_string(a.size()));
        continue;
      }
      auto field_of = [&](int pos, const char* key) {
        return pos < static_cast<int>(a.size()) ? "args[" + std::to_string(pos) + "]"
                                                : std::string("kwargs['") + key + "']";
      };
      auto want = [&](int pos, const char* key, ArgKind kind, const char* what) {
        if (pos < 0) return;
        ArgView v = g.arg(n, static_cast<uint32_t>(pos), key);
        if (!v.valid()) fail(n, "", std::string("missing ") + key + " (args[" + std::to_string(pos) + "])");
        else if (v.kind() != kind) fail(n, field_of(pos, key), std::string(key) + " must be " + what);
      };
      if (sig.legacy) {
        want(sig.tag, "tag", ArgKind::Str, "a string");
        want(sig.ranks, "ranks", ArgKind::List, "a list of ranks");
        want(sig.group_size, "group_size", ArgKind::Int, "an integer");
      } else {
        want(sig.group_name, "group_name", ArgKind::Str, "a string (a key of \"process_groups\")");
        want(sig.group_size, "group_size", ArgKind::Int, "an integer");
      }
      want(sig.reduce_op, sig.legacy ? "reduceOp" : "reduce_op", ArgKind::Str, "a string such as \"sum\"");
      // Its result is valid only once waited for: read by anything else
      // (handed on, returned, computed with) it is a buffer still being
      // written (found by red-team: accepted, across the iteration boundary
      // too). A result nothing reads needs no wait.
      if (!sig.legacy)
        if (NodeId reader = read_before_wait(g, kinds, n); reader != kNoNode)
          fail(n, "", "its result is read by " + q(g.name(reader)) +
                          " without a wait_tensor: a collective's result is only valid once waited for");
      ArgView size = sig.group_size >= 0 ? g.arg(n, static_cast<uint32_t>(sig.group_size), "group_size") : ArgView();
      if (size.is(ArgKind::Int) && size.as_int() < 1)
        fail(n, "", "group_size must be positive, found " + std::to_string(size.as_int()));
      else if (size.is(ArgKind::Int) && size.as_int() > kMaxGroupSize)
        fail(n, field_of(sig.group_size, "group_size"),
             "group_size is at most 2^20 ranks (1048576), found " + std::to_string(size.as_int()));
      ArgView ranks = sig.ranks >= 0 ? g.arg(n, static_cast<uint32_t>(sig.ranks), "ranks") : ArgView();
      if (ranks.is(ArgKind::List)) {
        std::string field = field_of(sig.ranks, "ranks");
        if (ranks.size() > kMaxGroupSize)
          fail(n, field, "a group has at most 2^20 ranks (1048576), found " + std::to_string(ranks.size()));
        for (uint32_t i = 0; i < ranks.size(); ++i) {
          ArgView r = ranks[i];
          if (r.is(ArgKind::Int) && (r.as_int() < 0 || r.as_int() > kMaxRank)) {
            fail(n, field + "[" + std::to_string(i) + "]",
                 "a rank is between 0 and 2^20 - 1 (1048575), found " + std::to_string(r.as_int()));
            break;
          }
        }
      }
    }
  }
  if (!out.empty()) return out;  // the arguments' types first: the next checks read them
  for (const LabeledGraph& lg : graphs) check_collective_args(doc, *lg.graph, lg.label, out, limit);
  return out;
}

}  // namespace graphopt
