#include "analysis/op_effects.hpp"

#include <algorithm>
#include <limits>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "analysis/target.hpp"

namespace graphopt {

namespace {

// A keyword-only argument has no position.
constexpr uint32_t kKeywordOnly = std::numeric_limits<uint32_t>::max();

struct SchemaRow {
  std::string_view target, writes, results;
};
constexpr SchemaRow kSchemas[] = {
#include "analysis/op_schemas.inc"
};

// "0:self,*:out" -> {0, self}, {keyword-only, out}; "-" -> none.
std::vector<std::optional<OpArg>> parse_args(std::string_view s) {
  std::vector<std::optional<OpArg>> out;
  while (!s.empty()) {
    const size_t comma = s.find(',');
    const std::string_view item = s.substr(0, comma);
    s = comma == std::string_view::npos ? std::string_view() : s.substr(comma + 1);
    const size_t colon = item.find(':');
    if (colon == std::string_view::npos) {
      out.push_back(std::nullopt);
      continue;
    }
    uint32_t pos = item[0] == '*' ? kKeywordOnly : 0;
    for (char c : item.substr(0, colon))
      if (c != '*') pos = pos * 10 + static_cast<uint32_t>(c - '0');
    out.push_back(OpArg{pos, item.substr(colon + 1)});
  }
  return out;
}

OpEffects from_row(const SchemaRow& r) {
  OpEffects e;
  for (const auto& a : parse_args(r.writes)) e.writes.push_back(*a);
  e.results = parse_args(r.results);
  return e;
}

void add_unique(std::vector<OpArg>& to, const OpArg& a) {
  if (std::none_of(to.begin(), to.end(), [&](const OpArg& x) { return x.pos == a.pos && x.name == a.name; }))
    to.push_back(a);
}

const OpArg kSelf{0, "self"};

OpEffects writes_self() {
  OpEffects e;
  e.writes = {kSelf};
  e.results = {kSelf};
  return e;
}

OpEffects aliases_self() {
  OpEffects e;
  e.results = {kSelf};
  return e;
}

// Batch norm and instance norm update their running statistics when
// training (instance norm: when using the input's statistics), which their
// schemas do not declare. at: where running_mean stands (running_var
// follows); flag: the training argument.
OpEffects running_stats(uint32_t at, OpArg flag, bool flag_default) {
  OpEffects e;
  e.flag_writes = {{at, "running_mean"}, {at + 1, "running_var"}};
  e.results = {std::nullopt};  // new tensors
  e.flag = flag;
  e.flag_default = flag_default;
  return e;
}

// SyncBatchNorm's statistics ops update the running statistics whenever
// they are given, without a Tensor(a!) in their schemas (their CUDA
// kernels write them in place; found by red-team): the op's name and where
// running_mean stands (running_var follows it).
struct StatisticsOp {
  std::string_view name, target, out_target;  // (literals: the maps' keys are views)
  uint32_t mean_at;
};
constexpr StatisticsOp kStatisticsOps[] = {
    {"batch_norm_gather_stats", "aten.batch_norm_gather_stats.default", "aten.batch_norm_gather_stats.out", 3},
    {"batch_norm_gather_stats_with_counts", "aten.batch_norm_gather_stats_with_counts.default",
     "aten.batch_norm_gather_stats_with_counts.out", 3},
    {"batch_norm_update_stats", "aten.batch_norm_update_stats.default", "aten.batch_norm_update_stats.out", 1}};

void add_statistics_writes(OpEffects& e, uint32_t mean_at) {
  for (const OpArg& w : {OpArg{mean_at, "running_mean"}, OpArg{mean_at + 1, "running_var"}}) add_unique(e.writes, w);
}

// The batch norm family's rules for torch operators, merged into their
// schemas' where they have one (an out= variant keeps its outputs).
void add_running_stats(std::unordered_map<std::string_view, OpEffects>& m) {
  const OpArg training{5, "training"}, use_input_stats{5, "use_input_stats"};
  auto add = [&](std::string_view target, const OpEffects& rule) {
    auto [it, fresh] = m.try_emplace(target, rule);
    if (fresh) return;
    it->second.flag_writes = rule.flag_writes;
    it->second.flag = rule.flag;
    it->second.flag_default = rule.flag_default;
  };
  for (std::string_view t : {"aten.native_batch_norm.default", "aten.native_batch_norm.out",
                             "aten.cudnn_batch_norm.default", "aten.cudnn_batch_norm.out",
                             "aten.miopen_batch_norm.default", "aten.miopen_batch_norm.out", "aten.batch_norm.default",
                             "aten._batch_norm_impl_index.default"})
    add(t, running_stats(3, training, true));
  add("aten.instance_norm.default", running_stats(3, use_input_stats, true));
  for (const StatisticsOp& op : kStatisticsOps)
    for (std::string_view target : {op.target, op.out_target}) add_statistics_writes(m[target], op.mean_at);
}

// torch operators by target, and by packet ("aten.add_": every overload's
// writes, the default overload's results).
struct Declared {
  std::unordered_map<std::string_view, OpEffects> by_target, by_packet;
};

const Declared& declared() {
  static const Declared d = [] {
    Declared d;
    d.by_target.reserve(std::size(kSchemas) + 16);
    for (const SchemaRow& r : kSchemas) d.by_target.emplace(r.target, from_row(r));
    add_running_stats(d.by_target);
    // prims.as_strided's schema marks its input written (a!); it is a view.
    d.by_target["prims.as_strided.default"] = aliases_self();
    for (const auto& [target, e] : d.by_target) {
      const std::string_view packet = target.substr(0, target.rfind('.'));
      auto [it, fresh] = d.by_packet.try_emplace(packet, e);
      if (fresh) continue;
      OpEffects& p = it->second;
      for (const OpArg& w : e.writes) add_unique(p.writes, w);
      for (const OpArg& w : e.flag_writes) add_unique(p.flag_writes, w);
      if (e.flag) p.flag = e.flag, p.flag_default = e.flag_default;
      if (target.substr(packet.size()) == ".default") p.results = e.results;
    }
    return d;
  }();
  return d;
}

// Rules for Python callables and torch functions, by target.
const std::unordered_map<std::string_view, OpEffects>& by_python_target() {
  static const std::unordered_map<std::string_view, OpEffects> m = [] {
    std::unordered_map<std::string_view, OpEffects> m;
    const OpArg training{5, "training"}, use_input_stats{5, "use_input_stats"};
    m.emplace("torch.batch_norm", running_stats(3, training, true));
    m.emplace("torch.native_batch_norm", running_stats(3, training, true));
    m.emplace("torch.instance_norm", running_stats(3, use_input_stats, true));
    m.emplace("torch.nn.functional.batch_norm", running_stats(1, training, false));
    m.emplace("torch.nn.functional.instance_norm", running_stats(1, use_input_stats, true));
    // With max_norm, embedding renormalises the rows it looks up in place
    // (embedding_renorm_).
    OpEffects embedding;
    embedding.flag_writes = {{1, "weight"}};
    embedding.flag = OpArg{3, "max_norm"};
    embedding.flag_default = false;
    embedding.results = {std::nullopt};
    m.emplace("torch.nn.functional.embedding", embedding);
    m.emplace("torch.nn.functional.embedding_bag", embedding);  // (weight and max_norm where embedding has them)
    // x[i] = v and the in-place operators (x += y, ...) of graphs traced
    // above aten.
    OpEffects setitem;
    setitem.writes = {kSelf};
    m.emplace("operator.setitem", setitem);
    // p.grad = None (zero_grad's set_to_none, as fx traces it) changes what
    // a later getattr(p, "grad") reads: a write of p, never dead code
    // (found by red-team: dce removed it, so the gradients accumulated).
    // (A tensor set there, or .data, is refused: storage_swaps.hpp.)
    m.emplace("builtins.setattr", setitem);
    m.emplace("builtins.delattr", setitem);
    for (std::string_view t : {"operator.iadd", "operator.isub", "operator.imul", "operator.imatmul",
                               "operator.itruediv", "operator.ifloordiv", "operator.imod", "operator.ipow",
                               "operator.iand", "operator.ior", "operator.ixor", "operator.ilshift",
                               "operator.irshift", "operator.iconcat"})
      m.emplace(t, writes_self());
    // An attribute of a tensor (x.T, x.data, x.real, as fx traces them) may
    // be a view of it.
    m.emplace("builtins.getattr", aliases_self());
    m.emplace("operator.pos", aliases_self());  // +x: torch returns x itself (found by red-team)
    // torch.nn.functional's activations and dropouts with inplace=True
    // (where `inplace` stands when given by position).
    static const std::pair<std::string_view, uint32_t> kInplaceAt[] = {
        {"torch.nn.functional.relu", 1},          {"torch.nn.functional.relu6", 1},
        {"torch.nn.functional.selu", 1},          {"torch.nn.functional.hardsigmoid", 1},
        {"torch.nn.functional.hardswish", 1},     {"torch.nn.functional.silu", 1},
        {"torch.nn.functional.mish", 1},          {"torch.nn.functional.elu", 2},
        {"torch.nn.functional.celu", 2},          {"torch.nn.functional.leaky_relu", 2},
        {"torch.nn.functional.hardtanh", 3},      {"torch.nn.functional.threshold", 3},
        {"torch.nn.functional.rrelu", 4},         {"torch.nn.functional.dropout", 3},
        {"torch.nn.functional.alpha_dropout", 3}, {"torch.nn.functional.dropout1d", 3},
        {"torch.nn.functional.dropout2d", 3},     {"torch.nn.functional.dropout3d", 3},
        {"torch.nn.functional.feature_alpha_dropout", 3}};
    // (Their first parameter is `input`, not `self`: F.relu(input=x,
    // inplace=True) writes x; found by red-team.)
    const OpArg input{0, "input"};
    for (const auto& [target, at] : kInplaceAt) {
      OpEffects e;
      e.flag_writes = {input};
      e.flag = OpArg{at, "inplace"};
      e.flag_default = false;
      e.results = {input};
      m.emplace(target, e);
    }
    return m;
  }();
  return m;
}

// Values that may be their input when nothing changes (x.float() of a
// float tensor, x.type_as(y) of y's dtype, x.to_dense() of a dense one,
// aten.sum_to_size of the size it has, +x), which torch's schemas do not
// annotate: as aten ops, Tensor methods and torch functions (found by
// red-team: aten.type_as, sum_to_size and the others were new tensors, and
// an in-place all_reduce_ of the weight was lifted above a reader of one).
// Taken for views, they cost no time and no memory in the estimates: cheap
// ops, mostly casts. (einsum of one operand, which may be a view too, is
// node_kind.cpp's: of several, it is a product and a new tensor.)
bool may_return_self(std::string_view name) {
  static const std::unordered_set<std::string_view> s = {
      "float", "double", "half", "bfloat16", "int", "long", "short", "bool", "byte", "char", "cfloat", "cdouble",
      "chalf", "type", "type_as", "to_dense", "to_sparse", "coalesce", "sum_to_size", "_cast_Byte", "_cast_Char",
      "_cast_Double", "_cast_Float", "_cast_Int", "_cast_Long", "_cast_Short", "_cast_Half", "data", "lift",
      "align_as", "align_to", "rename", "refine_names", "resolve_conj", "resolve_neg", "positive",
      "__pos__", "pos", "as_subclass", "asarray", "as_tensor", "reshape_as", "ravel",
      "_autocast_to_reduced_precision", "_autocast_to_full_precision"};
  return s.count(name) > 0;
}

// Ops whose k-th result is a view of their k-th input.
bool view_per_input(std::string_view name) {
  return name == "broadcast_tensors" || name == "meshgrid" || name == "atleast_1d" || name == "atleast_2d" ||
         name == "atleast_3d";
}

// Torch functions and Tensor methods by name: the aten op of that name
// (the arguments other than the first that some overload writes:
// found_inf, the outputs of out= variants, ...; whether some overload
// returns an alias of its first argument), views by name, values that may
// be their input, and a trailing '_' (the first argument written; not from
// the schemas, where TorchScript's list ops would have torch.sort(x) write
// x). Built once for every name any rule knows; other names are looked up
// in no map.
const std::unordered_map<std::string_view, OpEffects>& by_name() {
  static const std::unordered_map<std::string_view, OpEffects> m = [] {
    std::unordered_map<std::string_view, OpEffects> m;
    for (const SchemaRow& r : kSchemas) {
      const TargetName t = split_target(r.target);
      if (t.ns != "aten") continue;
      OpEffects& e = m[t.op];
      const OpEffects row = from_row(r);
      for (const OpArg& w : row.writes)
        if (w.pos != 0) add_unique(e.writes, w);
      if (row.writes.empty() && !row.results.empty() && row.results[0] && row.results[0]->pos == 0)
        e.results = {kSelf};
    }
    for (auto& [name, e] : m) {
      if (is_inplace_name(name)) {
        add_unique(e.writes, kSelf);
        e.results = {kSelf};
      }
      if (is_view_name(name) || may_return_self(name)) e.results = {kSelf};
    }
    for (const StatisticsOp& op : kStatisticsOps) add_statistics_writes(m[op.name], op.mean_at);  // torch.X too
    m["__getitem__"].results = {kSelf};
    m["__setitem__"] = OpEffects{{kSelf}, {}, std::nullopt, true, {}};
    // x.__setattr__("grad", None): as builtins.setattr, below
    m["__setattr__"] = OpEffects{{kSelf}, {}, std::nullopt, true, {}};
    m["__delattr__"] = OpEffects{{kSelf}, {}, std::nullopt, true, {}};
    for (auto it = m.begin(); it != m.end();)  // what says nothing, out
      it = it->second.writes.empty() && it->second.results.empty() ? m.erase(it) : std::next(it);
    return m;
  }();
  return m;
}

// A name no table holds (torch.split: list-returning views are not in the
// schema table): a view by its name, or written by a trailing '_'.
const OpEffects* by_name_rule(std::string_view name) {
  static const OpEffects kWritesSelf = writes_self(), kAliasesSelf = aliases_self();
  if (is_view_name(name) || may_return_self(name)) return &kAliasesSelf;
  return is_inplace_name(name) ? &kWritesSelf : nullptr;
}

}  // namespace

bool is_view_name(std::string_view op) {
  static const std::unordered_set<std::string_view> s = {
      "view", "_unsafe_view", "reshape", "_reshape_alias", "t", "transpose", "permute", "expand",
      "expand_as", "view_as", "squeeze", "unsqueeze", "slice", "select", "unbind", "split",
      "split_with_sizes", "unsafe_split", "unsafe_split_with_sizes", "chunk", "unsafe_chunk",
      "tensor_split", "hsplit", "vsplit", "dsplit", "narrow", "as_strided", "detach", "alias",
      "diagonal", "unfold", "movedim", "moveaxis", "unflatten", "flatten", "view_as_real",
      "view_as_complex", "real", "imag", "_conj", "conj", "_neg_view", "numpy_T", "T", "mT", "mH",
      "H", "adjoint", "swapaxes", "swapdims", "lift_fresh", "indices", "values", "_indices",
      "_values", "crow_indices", "col_indices", "ccol_indices", "row_indices",
      // views of their inputs, one result per input where given several
      "broadcast_to", "broadcast_tensors", "meshgrid", "atleast_1d", "atleast_2d", "atleast_3d"};
  return s.count(op) > 0;
}

namespace {
const OpEffects* known_effects(const CalledOp& c) {
  using K = CalledOp::Kind;
  switch (c.kind) {
    case K::Namespaced: {
      const Declared& d = declared();
      auto& map = c.overload.empty() ? d.by_packet : d.by_target;
      if (auto it = map.find(c.target); it != map.end()) return &it->second;
      // torch's ops that the schemas leave unannotated and may return their
      // input (aten.type_as), and prims' views missing from the table
      // (prims.slice_in_dim; not prims.reshape, which copies).
      static const OpEffects kAliasesSelf = aliases_self();
      static const std::unordered_set<std::string_view> kPrimsViews = {
          "slice", "slice_in_dim", "view_of", "view_element_type", "collapse_view", "split_dim", "expand_dims",
          "broadcast_in_dim", "squeeze", "transpose", "as_strided"};
      if ((c.ns == "aten" && may_return_self(c.name)) || (c.ns == "prims" && kPrimsViews.count(c.name)))
        return &kAliasesSelf;
      return nullptr;
    }
    case K::Python:
    case K::TorchFunction: {
      const auto& rules = by_python_target();
      auto it = bare_builtin(c.target) ? rules.find(qualified_target(c.target)) : rules.find(c.target);
      if (it != rules.end()) return &it->second;
      if (c.kind == K::Python) return nullptr;
    }
      [[fallthrough]];
    case K::Method: {
      if (auto it = by_name().find(c.name); it != by_name().end()) return &it->second;
      return by_name_rule(c.name);
    }
    case K::None: break;
  }
  return nullptr;
}

// Dropout returns its input itself when it does not train or p is 0
// (torch's _dropout_impl), whatever op spells it: a view of it, unless
// it writes in place (found by red-team: a read of F.dropout(x, 0.1, False)
// was moved into x's in-place all-reduce).
bool may_return_input_unchanged(const CalledOp& c) {
  static const std::unordered_set<std::string_view> kDropouts = {
      "dropout", "feature_dropout", "alpha_dropout", "feature_alpha_dropout", "dropout1d", "dropout2d", "dropout3d"};
  return c.kind != CalledOp::Kind::None && c.kind != CalledOp::Kind::Python && kDropouts.count(c.name) > 0;
}
}  // namespace

const OpEffects* op_effects(const Graph& g, NodeId n) {
  const Op op = g.op(n);
  if (op != Op::CallFunction && op != Op::CallMethod) return nullptr;
  const CalledOp c = called_op(op == Op::CallMethod, g.target(n));
  const OpEffects* e = known_effects(c);
  static const OpEffects kAliasesInput = aliases_self();
  if (may_return_input_unchanged(c) && !(e && writes_now(g, n, *e))) return &kAliasesInput;
  return e;
}

bool results_view_inputs(const Graph& g, NodeId n) {
  if (g.op(n) != Op::CallFunction && g.op(n) != Op::CallMethod) return false;
  return view_per_input(called_op(g.op(n) == Op::CallMethod, g.target(n)).name);
}

ArgView arg_value(const Graph& g, NodeId n, const OpArg& a) {
  if (a.pos == kKeywordOnly) return g.kwargs(n).get(a.name);
  return g.arg(n, a.pos, a.name);
}

namespace {
bool given(const Graph& g, NodeId n, const OpArg& a) {
  ArgView v = arg_value(g, n, a);
  return v.valid() && !v.is(ArgKind::None);
}

bool flag_on(const Graph& g, NodeId n, const OpEffects& e) {
  if (!e.flag) return false;
  ArgView f = arg_value(g, n, *e.flag);
  if (!f.valid()) return e.flag_default;
  return !f.is(ArgKind::None) && !(f.is(ArgKind::Bool) && !f.as_bool());  // all but False and None may be on
}
}  // namespace

std::vector<OpArg> written_args(const Graph& g, NodeId n, const OpEffects& e) {
  std::vector<OpArg> out = e.writes;
  if (!e.flag_writes.empty() && flag_on(g, n, e)) out.insert(out.end(), e.flag_writes.begin(), e.flag_writes.end());
  return out;
}

bool writes_now(const Graph& g, NodeId n, const OpEffects& e) {
  auto any_given = [&](const std::vector<OpArg>& args) {
    return std::any_of(args.begin(), args.end(), [&](const OpArg& a) { return given(g, n, a); });
  };
  return any_given(e.writes) || (!e.flag_writes.empty() && flag_on(g, n, e) && any_given(e.flag_writes));
}

bool depends_on_storage(const Graph& g, NodeId n) {
  if (g.op(n) != Op::CallFunction && g.op(n) != Op::CallMethod) return false;
  const CalledOp c = called_op(g.op(n) == Op::CallMethod, g.target(n));
  static const std::unordered_set<std::string_view> kStorageOps = {
      "storage_offset", "sym_storage_offset", "data_ptr", "untyped_storage", "storage",
      "resize_",        "resize_as_",         "resize_storage_bytes_", "set_"};
  if (kStorageOps.count(c.name)) return true;
  // as_strided(self, size, stride, storage_offset): an offset given is one
  // into the storage, not into self (as_strided_scatter takes src first).
  uint32_t at;
  if (c.name == "as_strided" || c.name == "as_strided_" || c.name == "as_strided_copy") at = 3;
  else if (c.name == "as_strided_scatter") at = 4;
  else return false;
  return given(g, n, OpArg{at, "storage_offset"});
}

}  // namespace graphopt
