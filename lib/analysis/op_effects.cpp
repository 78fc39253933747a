#include "analysis/op_effects.hpp"

#include <algorithm>
#include <limits>
#include <mutex>
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

OpEffects writes_self(std::optional<OpArg> flag = std::nullopt, bool flag_default = true) {
  OpEffects e;
  e.writes = {{0, "self"}};
  e.results = {OpArg{0, "self"}};
  e.flag = flag;
  e.flag_default = flag_default;
  return e;
}

// Batch norm and instance norm update their running statistics when
// training (instance norm: when using the input's statistics), which their
// schemas do not declare. at: where running_mean stands (running_var
// follows); flag: the training argument.
OpEffects running_stats(uint32_t at, OpArg flag, bool flag_default) {
  OpEffects e;
  e.writes = {{at, "running_mean"}, {at + 1, "running_var"}};
  e.results = {std::nullopt};  // new tensors
  e.flag = flag;
  e.flag_default = flag_default;
  return e;
}

const std::unordered_map<std::string_view, OpEffects>& undeclared() {
  static const std::unordered_map<std::string_view, OpEffects> m = [] {
    std::unordered_map<std::string_view, OpEffects> m;
    const OpArg training{5, "training"}, use_input_stats{5, "use_input_stats"};
    for (std::string_view t : {"aten.native_batch_norm.default", "aten.cudnn_batch_norm.default",
                               "aten.miopen_batch_norm.default", "aten.batch_norm.default",
                               "aten._batch_norm_impl_index.default", "torch.batch_norm", "torch.native_batch_norm"})
      m.emplace(t, running_stats(3, training, true));
    for (std::string_view t : {"aten.instance_norm.default", "torch.instance_norm"})
      m.emplace(t, running_stats(3, use_input_stats, true));
    m.emplace("torch.nn.functional.batch_norm", running_stats(1, training, false));
    m.emplace("torch.nn.functional.instance_norm", running_stats(1, use_input_stats, true));
    // With max_norm, embedding renormalises the rows it looks up in place
    // (embedding_renorm_).
    OpEffects embedding;
    embedding.writes = {{1, "weight"}};
    embedding.results = {std::nullopt};
    embedding.flag = OpArg{3, "max_norm"};
    embedding.flag_default = false;
    m.emplace("torch.nn.functional.embedding", embedding);
    // x[i] = v and the in-place operators (x += y, ...) of graphs traced
    // above aten.
    OpEffects setitem;
    setitem.writes = {{0, "self"}};
    m.emplace("operator.setitem", setitem);
    for (std::string_view t : {"operator.iadd", "operator.isub", "operator.imul", "operator.imatmul",
                               "operator.itruediv", "operator.ifloordiv", "operator.imod", "operator.ipow",
                               "operator.iand", "operator.ior", "operator.ixor", "operator.ilshift",
                               "operator.irshift", "operator.iconcat"})
      m.emplace(t, writes_self());
    // An attribute of a tensor (x.T, x.data, x.real, as fx traces them) may
    // be a view of it.
    OpEffects getattr;
    getattr.results = {OpArg{0, "obj"}};
    m.emplace("builtins.getattr", getattr);
    // torch.nn.functional's activations and dropouts with inplace=True
    // (where `inplace` stands when given by position).
    const std::pair<std::string_view, uint32_t> inplace_at[] = {
        {"relu", 1},      {"relu6", 1},       {"selu", 1},        {"hardsigmoid", 1},  {"hardswish", 1},
        {"silu", 1},      {"mish", 1},        {"elu", 2},         {"celu", 2},         {"leaky_relu", 2},
        {"hardtanh", 3},  {"threshold", 3},   {"rrelu", 4},       {"dropout", 3},      {"alpha_dropout", 3},
        {"dropout1d", 3}, {"dropout2d", 3},   {"dropout3d", 3},   {"feature_alpha_dropout", 3}};
    static const std::vector<std::string> names = [&] {  // the map's keys point into these
      std::vector<std::string> v;
      for (const auto& f : inplace_at) v.push_back("torch.nn.functional." + std::string(f.first));
      return v;
    }();
    for (size_t i = 0; i < names.size(); ++i) m.emplace(names[i], writes_self(OpArg{inplace_at[i].second, "inplace"}, false));
    return m;
  }();
  return m;
}

const std::unordered_map<std::string_view, OpEffects>& schemas() {
  static const std::unordered_map<std::string_view, OpEffects> m = [] {
    std::unordered_map<std::string_view, OpEffects> m;
    m.reserve(std::size(kSchemas));
    for (const SchemaRow& r : kSchemas) m.emplace(r.target, from_row(r));
    return m;
  }();
  return m;
}

// What torch's schemas say of an op by name alone, whatever its overload
// (torch.* functions and methods name no overload): the arguments other
// than the first that some overload writes (found_inf, running_mean, and
// the outputs of out= variants: max=, values=, out0=, ...), and whether
// some overload returns an alias of its first argument without writing (a
// view, or an op that may return its input: contiguous, to, reshape). The
// first argument is written by the naming rule alone (a trailing '_'):
// TorchScript's list ops would have torch.sort(x) write x.
struct ByName {
  std::vector<OpArg> writes;
  bool aliases_self = false;
};

const std::unordered_map<std::string_view, ByName>& aten_by_name() {
  static const std::unordered_map<std::string_view, ByName> m = [] {
    std::unordered_map<std::string_view, ByName> m;
    for (const SchemaRow& r : kSchemas) {
      const TargetName t = split_target(r.target);
      if (t.ns != "aten") continue;
      ByName& b = m[t.op];
      const OpEffects e = from_row(r);
      for (const OpArg& w : e.writes)
        if (w.pos != 0 && std::none_of(b.writes.begin(), b.writes.end(),
                                       [&](const OpArg& x) { return x.pos == w.pos && x.name == w.name; }))
          b.writes.push_back(w);
      if (e.writes.empty() && !e.results.empty() && e.results[0] && e.results[0]->pos == 0) b.aliases_self = true;
    }
    return m;
  }();
  return m;
}

// Conversions that return their input when nothing changes (x.float() of
// a float tensor, x.type_as(y) of y's dtype, x.to_dense() of a dense one),
// which torch's schemas do not annotate.
bool may_return_self(std::string_view name) {
  static const std::unordered_set<std::string_view> s = {"float", "double",  "half",    "bfloat16", "int",
                                                         "long",  "short",   "bool",    "byte",     "char",
                                                         "cfloat", "cdouble", "type",   "type_as",  "to_dense"};
  return s.count(name) > 0;
}

// Effects of a torch.* function or a method by its name, built once per
// name (the cache holds every name asked for; graphs name a few hundred).
const OpEffects* by_name(std::string_view name, bool method) {
  static std::mutex mu;
  static std::unordered_map<std::string, std::optional<OpEffects>> cache;
  std::lock_guard<std::mutex> lock(mu);
  const std::string key = (method ? "m:" : "f:") + std::string(name);
  auto [it, fresh] = cache.try_emplace(key);
  if (fresh) {
    OpEffects e;
    auto b = aten_by_name().find(name);
    if (is_inplace_name(name) || (method && name == "__setitem__")) e.writes.push_back({0, "self"});
    if (b != aten_by_name().end())
      for (const OpArg& w : b->second.writes) e.writes.push_back(w);
    if ((b != aten_by_name().end() && b->second.aliases_self) || is_view_name(name) || may_return_self(name) ||
        is_inplace_name(name))
      e.results.push_back(OpArg{0, "self"});
    if (!e.writes.empty() || !e.results.empty()) it->second = std::move(e);
  }
  return it->second ? &*it->second : nullptr;
}

// The function a Python callable target names, when it is torch's
// (torch.flatten, torch.nn.functional.relu, torch.Tensor.add_).
std::optional<std::string_view> torch_function(std::string_view target) {
  if (target.substr(0, 6) != "torch." || target.substr(0, 10) == "torch.ops.") return std::nullopt;
  return target.substr(target.rfind('.') + 1);
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
      // torch functions that return views of their inputs
      "broadcast_tensors", "broadcast_to", "meshgrid", "atleast_1d", "atleast_2d", "atleast_3d"};
  return s.count(op) > 0;
}

const OpEffects* op_effects_of(Op op, std::string_view target) {
  if (op == Op::CallMethod) return by_name(target, true);
  if (op != Op::CallFunction) return nullptr;
  if (auto it = undeclared().find(target); it != undeclared().end()) return &it->second;
  if (auto it = schemas().find(target); it != schemas().end()) return &it->second;
  if (std::optional<std::string_view> m = tensor_method(target)) return by_name(*m, true);
  constexpr std::string_view kOps = "torch.ops.";  // torch.ops.aten.add_.Tensor
  if (target.substr(0, kOps.size()) == kOps) return op_effects_of(op, target.substr(kOps.size()));
  if (std::optional<std::string_view> f = torch_function(target)) return by_name(*f, false);
  return nullptr;
}

const OpEffects* op_effects(const Graph& g, NodeId n) { return op_effects_of(g.op(n), g.target(n)); }

ArgView arg_value(const Graph& g, NodeId n, const OpArg& a) {
  if (a.pos == kKeywordOnly) return g.kwargs(n).get(a.name);
  return g.arg(n, a.pos, a.name);
}

bool writes_now(const Graph& g, NodeId n, const OpEffects& e) {
  if (e.flag) {
    ArgView f = arg_value(g, n, *e.flag);
    // all but False and None may be true
    const bool on = f.valid() ? !(f.is(ArgKind::Bool) && !f.as_bool()) && !f.is(ArgKind::None) : e.flag_default;
    if (!on) return false;
  }
  return std::any_of(e.writes.begin(), e.writes.end(), [&](const OpArg& w) { return arg_value(g, n, w).valid(); });
}

}  // namespace graphopt
