#include "analysis/collective_args.hpp"

#include <algorithm>
#include <cctype>
#include <optional>
#include <string_view>
#include <vector>

#include "analysis/node_kind.hpp"

namespace graphopt {

namespace {

using Shape = std::vector<int64_t>;

std::string q(std::string_view s) { return "'" + std::string(s) + "'"; }

std::string show(const Shape& s) {
  std::string out = "[";
  for (size_t i = 0; i < s.size(); ++i) out += (i ? ", " : "") + (s[i] < 0 ? "(too large)" : std::to_string(s[i]));
  return out + "]";
}

// Integer split sizes, or nothing when absent, symbolic or not a list.
std::optional<Shape> int_list(ArgView v) {
  if (!v.is(ArgKind::List)) return std::nullopt;
  Shape s;
  for (uint32_t i = 0; i < v.size(); ++i) {
    if (!v[i].is(ArgKind::Int)) return std::nullopt;
    s.push_back(v[i].as_int());
  }
  return s;
}

// The shape of a TensorMeta when every dimension is a number.
std::optional<Shape> known_shape(ArgView val) {
  if (!val.is(ArgKind::Tensor)) return std::nullopt;
  return int_list(val[kShape]);
}

// A TensorMeta's dtype, "" when it has none.
std::string_view dtype_of(ArgView val) {
  return val.is(ArgKind::Tensor) && val[kDtype].valid() ? val[kDtype].str() : std::string_view();
}

// Whether two TensorMetas both give a dtype, and not the same one.
bool other_dtype(ArgView a, ArgView b) {
  return !dtype_of(a).empty() && !dtype_of(b).empty() && dtype_of(a) != dtype_of(b);
}

class Checker {
 public:
  Checker(const Document& doc, const Graph& g, const std::string& label, std::vector<FormProblem>& out, size_t limit)
      : doc_(doc), g_(g), label_(label), out_(out), limit_(limit), kinds_(g) {}

  void run() {
    for (NodeId n = g_.first(); n != kNoNode && out_.size() < limit_; n = g_.next(n)) {
      if (kinds_.is_collective(n)) collective(n);
      else if (kinds_.is_wait(n)) wait(n);
      else if (g_.target(n) == "operator.getitem") getitem(n);
    }
  }

 private:
  void fail(NodeId n, std::string field, const std::string& m) {
    if (out_.size() < limit_) out_.push_back({FormPlace::at_node(label_, g_, n, std::move(field)), m});
  }
  // "args[i]" when the value is positional, else "kwargs['key']".
  std::string field(NodeId n, int pos, std::string_view key) const {
    if (pos < static_cast<int>(g_.args(n).size())) return "args[" + std::to_string(pos) + "]";
    return "kwargs['" + std::string(key) + "']";
  }

  // The group size when the graph gives it: the collective's own argument,
  // else its process group's entry (the driver's --world-size is not known
  // here; the analysis checks that case).
  std::optional<int64_t> group_size(NodeId n, const CollectiveSig& sig) const {
    if (sig.group_size >= 0) {
      ArgView v = g_.arg(n, static_cast<uint32_t>(sig.group_size), "group_size");
      if (v.is(ArgKind::Int) && v.as_int() > 0) return v.as_int();
      return std::nullopt;
    }
    if (sig.legacy) return std::nullopt;
    const ProcessGroup* pg = doc_.find_group(collective_group_key(g_, n, sig));
    if (pg && pg->size > 0) return pg->size;
    return std::nullopt;
  }

  void collective(NodeId n) {
    const CollectiveSig& sig = *kinds_.collective(n);
    if (sig.reduce_op >= 0) {
      const char* key = sig.legacy ? "reduceOp" : "reduce_op";
      ArgView op = g_.arg(n, static_cast<uint32_t>(sig.reduce_op), key);
      if (op.is(ArgKind::Str) && !is_reduce_op(op.str(), sig.legacy))
        fail(n, field(n, sig.reduce_op, key),
             "unknown reduce op \"" + std::string(op.str()) +
                 "\" (torch's are sum, avg, product, min, max, band, bor, bxor, premul_sum, unused)");
    }
    ArgView in = g_.args(n).size() ? g_.args(n)[0] : ArgView();
    ArgView out = g_.val(n);
    if (sig.coalesced) {
      if (!in.is(ArgKind::List) || !out.is(ArgKind::List)) return;
      if (out.size() != in.size()) {
        fail(n, "meta.val", std::string(collective_op_name(sig.op)) + " of " + std::to_string(in.size()) +
                                " tensors makes as many, found " + std::to_string(out.size()));
        return;
      }
      for (uint32_t i = 0; i < in.size(); ++i)
        if (in[i].is(ArgKind::Node)) fits(n, sig, g_.val(in[i].node()), out[i], "meta.val[" + std::to_string(i) + "]");
    } else if (in.is(ArgKind::Node)) {
      fits(n, sig, g_.val(in.node()), out, "meta.val");
    }
  }

  // Whether the output TensorMeta `out` is what the collective makes of `in`.
  void fits(NodeId n, const CollectiveSig& sig, ArgView in_val, ArgView out_val, const std::string& out_field) {
    // Its dtype: a collective moves and reduces values, never converts them
    // (found by red-team: an all_reduce of float32 into bfloat16 was read,
    // and its bytes estimated from the wrong type).
    if (other_dtype(in_val, out_val)) {
      fail(n, out_field, std::string(collective_op_name(sig.op)) + " keeps its input's dtype " +
                             std::string(dtype_of(in_val)) + ", found " + std::string(dtype_of(out_val)));
      return;
    }
    std::optional<Shape> in = known_shape(in_val), out = known_shape(out_val);
    if (!in || !out) return;
    std::optional<int64_t> size = group_size(n, sig);
    Shape want = *in;
    std::string what;
    switch (sig.op) {
      case CollectiveOp::AllReduce:
      case CollectiveOp::Broadcast:
        what = "the input's shape";
        break;
      case CollectiveOp::AllGather:
        if (!size) return;
        if (want.empty()) want.push_back(*size);
        else if (__builtin_mul_overflow(want[0], *size, &want[0])) want[0] = -1;  // no real output is that large
        what = "the input's dim 0 times the group size " + std::to_string(*size);
        break;
      case CollectiveOp::ReduceScatter:
        if (!size) return;
        if (want.empty() || want[0] % *size != 0) {
          fail(n, "args[0]", "reduce_scatter over " + std::to_string(*size) +
                                 " ranks needs an input whose dim 0 the group size divides, found " + show(*in));
          return;
        }
        want[0] /= *size;
        what = "the input's dim 0 divided by the group size " + std::to_string(*size);
        break;
      case CollectiveOp::AllToAll:
        if (!all_to_all(n, size, *in, want)) return;
        what = "dim 0 the sum of output_split_sizes, or the input's";
        break;
    }
    if (*out != want)
      fail(n, out_field, std::string(collective_op_name(sig.op)) + " of " + show(*in) + " makes " + show(want) +
                             " (" + what + "), found " + show(*out));
  }

  // all_to_all_single(input, output_split_sizes, input_split_sizes, ...):
  // one split per rank (an empty list: equal splits), the input splits
  // covering the input's dim 0; `want` gets the output's dim 0. False when
  // a problem was reported or the splits are not known numbers.
  bool all_to_all(NodeId n, std::optional<int64_t> size, const Shape& in, Shape& want) {
    if (in.empty()) return false;
    struct Splits {
      int pos;
      const char* key;
      Shape sizes;
    } splits[] = {{1, "output_split_sizes", {}}, {2, "input_split_sizes", {}}};
    for (Splits& s : splits) {
      ArgView v = g_.arg(n, static_cast<uint32_t>(s.pos), s.key);
      if (!v.valid() || v.is(ArgKind::None)) continue;
      std::optional<Shape> known = int_list(v);
      if (!known) return false;  // symbolic
      s.sizes = *known;
      std::string at = field(n, s.pos, s.key);
      if (size && !s.sizes.empty() && static_cast<int64_t>(s.sizes.size()) != *size) {
        fail(n, at, std::string(s.key) + " has " + std::to_string(s.sizes.size()) + " entries for " +
                        std::to_string(*size) + " ranks");
        return false;
      }
      if (std::any_of(s.sizes.begin(), s.sizes.end(), [](int64_t x) { return x < 0; })) {
        fail(n, at, std::string(s.key) + " must not be negative");
        return false;
      }
    }
    auto sum = [](const Shape& s) {  // of non-negative sizes; -1 when it overflows
      int64_t t = 0;
      for (int64_t x : s)
        if (__builtin_add_overflow(t, x, &t)) return int64_t{-1};
      return t;
    };
    const Shape& out_sizes = splits[0].sizes;
    const Shape& in_sizes = splits[1].sizes;
    if (!in_sizes.empty() && sum(in_sizes) != in[0]) {
      fail(n, field(n, 2, "input_split_sizes"),
           "input_split_sizes add up to " + std::to_string(sum(in_sizes)) + ", but the input " + show(in) +
               " has " + std::to_string(in[0]) + " rows");
      return false;
    }
    if (in_sizes.empty() && size && in[0] % *size != 0) {
      fail(n, "args[0]", "all_to_all over " + std::to_string(*size) +
                             " ranks in equal splits needs an input whose dim 0 the group size divides, found " +
                             show(in));
      return false;
    }
    want[0] = out_sizes.empty() ? in[0] : sum(out_sizes);
    return true;
  }

  // A wait returns the tensor it waits on: the same shape and dtype (found
  // by red-team: a wait of another size was read, and memory estimated
  // from it).
  void wait(NodeId n) {
    ArgView a = g_.args(n);
    if (a.size() != 1 || !a[0].is(ArgKind::Node)) return;  // (the structure checks report it)
    ArgView in = g_.val(a[0].node()), out = g_.val(n);
    if (!in.is(ArgKind::Tensor) || !out.is(ArgKind::Tensor)) return;
    std::optional<Shape> si = known_shape(in), so = known_shape(out);
    if ((si && so && *si != *so) || other_dtype(in, out)) {
      auto text = [](const std::optional<Shape>& shape, ArgView t) {
        return (shape ? show(*shape) : "?") + " " + (dtype_of(t).empty() ? "?" : std::string(dtype_of(t)));
      };
      fail(n, "meta.val", "a wait returns the tensor it waits on (" + q(g_.name(a[0].node())) + ": " + text(si, in) +
                              "), found " + text(so, out));
    }
  }

  // getitem(coalesced collective, i): i picks one of its tensors.
  void getitem(NodeId n) {
    NodeId c = g_.arg0_node(n);
    if (c == kNoNode || !kinds_.is_collective(c) || !kinds_.collective(c)->coalesced) return;
    ArgView in = g_.args(c).size() ? g_.args(c)[0] : ArgView();
    ArgView index = g_.args(n).size() > 1 ? g_.args(n)[1] : ArgView();
    if (!in.is(ArgKind::List)) return;
    if (!index.is(ArgKind::Int)) {  // (a float, a string or a slice: torch would not take one tensor by it)
      fail(n, "args[1]", "takes a tensor of " + q(g_.name(c)) + " by an integer index; found something else");
      return;
    }
    const int64_t i = index.as_int(), count = in.size();
    if (i < -count || i >= count)
      fail(n, "args[1]", "index " + std::to_string(i) + " is out of range: " + q(g_.name(c)) + " returns " +
                             std::to_string(count) + " tensors");
  }

  const Document& doc_;
  const Graph& g_;
  const std::string& label_;
  std::vector<FormProblem>& out_;
  size_t limit_;
  NodeKinds kinds_;
};

}  // namespace

bool is_reduce_op(std::string_view op, bool legacy) {
  static constexpr std::string_view kOps[] = {"sum", "avg", "product", "min", "max",
                                              "band", "bor", "bxor", "premul_sum", "unused"};
  std::string name(op);
  if (legacy) std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return std::tolower(c); });
  return std::find(std::begin(kOps), std::end(kOps), name) != std::end(kOps);
}

void check_collective_args(const Document& doc, const Graph& g, const std::string& label,
                           std::vector<FormProblem>& out, size_t limit) {
  Checker(doc, g, label, out, limit).run();
}

}  // namespace graphopt
