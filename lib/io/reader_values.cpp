// The values inside a node: Args (args, kwargs), meta, meta.val and its
// TensorMetas (io/fx_reader.hpp).
#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <unordered_map>
#include <unordered_set>

#include "io/fx_reader.hpp"
#include "io/limits.hpp"
#include "io/number_format.hpp"
#include "ir/dtype.hpp"
#include "ir/module_calls.hpp"

namespace graphopt::reader_detail {

// An unknown dtype would size every tensor of it as 0 bytes: refuse it.
std::string unknown_dtype(std::string_view v, std::string_view prefix) {
  return "unknown dtype \"" + std::string(v) + "\" (expected torch's names, such as \"" + std::string(prefix) +
         "float32\" or \"" + std::string(prefix) + "bfloat16\")";
}

void FxReader::parse_meta(Graph& g, NodeDraft& d) {
  cur_.begin_object();
  std::string_view k;
  std::unordered_set<std::string> seen;
  TextPos kp;
  while (cur_.next_key(k, &kp)) {
    std::string key(k);
    if (!seen.insert(key).second) {
      node_error(d, kp, "duplicate key \"" + key + "\"");
      cur_.skip();
      continue;
    }
    ScopedSeg seg(path_, key);
    if (key == "val") {
      d.val = parse_val(g, d);
    } else if (key == "runtime_ns") {
      TextPos vp = cur_.pos();
      auto err = [&](TextPos p, const std::string& m) { node_error(d, p, m); };
      if (want(JsonType::Number, "a number of nanoseconds", err)) {
        JsonNumber n = cur_.number();
        if (n.d < 0) node_error(d, vp, "must not be negative");
        else if (n.d > kMaxNodeNs)
          node_error(d, vp, "must be at most 1e15 ns (11.6 days), found " + python_float(n.d));
        else d.runtime = n.is_int ? g.meta_store().add_int(n.i) : g.meta_store().add_double(n.d);
      }
    } else {
      append_new_key(d.meta_extra, key, cur_.value());  // new: `seen` says so
    }
  }
}

std::optional<double> non_finite(std::string_view s) {
  if (s == "inf") return std::numeric_limits<double>::infinity();
  if (s == "-inf") return -std::numeric_limits<double>::infinity();
  if (s == "nan") return std::numeric_limits<double>::quiet_NaN();
  return std::nullopt;
}

std::optional<ArgId> FxReader::read_scalar(ArgStore& s) {
  switch (cur_.peek()) {
    case JsonType::Null:
      cur_.null();
      return s.add_scalar(ArgKind::None, 0);
    case JsonType::True:
    case JsonType::False:
      return s.add_scalar(ArgKind::Bool, cur_.boolean());
    case JsonType::Number: {
      JsonNumber n = cur_.number();
      return n.is_int ? s.add_int(n.i) : s.add_double(n.d);
    }
    default:
      return std::nullopt;
  }
}

ArgId FxReader::parse_arg(Graph& g, NodeDraft& d) {
  ArgStore& s = g.store();
  if (std::optional<ArgId> scalar = read_scalar(s)) return *scalar;
  switch (cur_.peek()) {
    case JsonType::String:
      return s.add_string(ArgKind::Str, cur_.string());
    case JsonType::Array:
      return read_list(s, ArgKind::List, [&] { return parse_arg(g, d); });
    case JsonType::Object:
      return parse_arg_object(g, d);
    default:
      break;
  }
  cur_.fail("unexpected end of file, expected an Arg");
}

ArgId FxReader::parse_arg_object(Graph& g, NodeDraft& d) {
  ArgStore& s = g.store();
  TextPos at = cur_.pos();
  cur_.begin_object();
  std::string_view k;
  TextPos kp;
  if (!cur_.next_key(k, &kp)) {
    node_error(d, at, std::string("an Arg object needs exactly one key (") + kArgKeys + "), found {}");
    return s.add_scalar(ArgKind::None, 0);
  }
  std::string key(k);
  auto err = [&](TextPos p, const std::string& m) { node_error(d, p, "{\"" + key + "\": ...}: " + m); };
  ArgId result = kNoArg;
  ArgKind string_kind = ArgKind::None;
  if (key == "dtype") string_kind = ArgKind::Dtype;
  else if (key == "device") string_kind = ArgKind::Device;
  else if (key == "layout") string_kind = ArgKind::Layout;
  else if (key == "memory_format") string_kind = ArgKind::MemoryFormat;
  else if (key == "sym") string_kind = ArgKind::Sym;
  else if (key == "repr") string_kind = ArgKind::Repr;

  if (key == "node") {
    TextPos vp = cur_.pos();
    if (want(JsonType::String, "a node name", err)) {
      Sym name = g.pool().intern(cur_.string());
      NodeId target = g.find(name);
      if (target != kNoNode) {
        result = s.add_scalar(ArgKind::Node, target);
      } else {
        result = s.add_scalar(ArgKind::Node, kNoNode);
        d.pending.push_back({result, name, vp, render_path(path_)});
      }
    }
  } else if (string_kind != ArgKind::None) {
    TextPos vp = cur_.pos();
    if (want(JsonType::String, "a string", err)) {
      std::string_view v = cur_.string();
      // A dtype Arg is written as torch prints it: "torch.float32".
      if (string_kind == ArgKind::Dtype && !(v.starts_with("torch.") && dtype_size(v.substr(6))))
        err(vp, unknown_dtype(v, "torch."));
      else
        result = s.add_string(string_kind, v);
    }
  } else if (key == "float") {
    TextPos vp = cur_.pos();
    if (want(JsonType::String, "\"inf\", \"-inf\" or \"nan\"", err)) {
      std::string_view f = cur_.string();
      if (std::optional<double> v = non_finite(f)) result = s.add_double(*v);
      else err(vp, "expected \"inf\", \"-inf\" or \"nan\", found \"" + std::string(f) + "\"");
    }
  } else if (key == "slice") {
    TextPos vp = cur_.pos();
    if (want(JsonType::Array, "a list [start, stop, step]", err)) {
      uint32_t n = 0;
      result = read_list(s, ArgKind::Slice, [&] { return parse_arg(g, d); }, &n, 3);
      if (n != 3) err(vp, "expected 3 items [start, stop, step], found " + std::to_string(n));
    }
  } else if (key == "dict") {
    if (want(JsonType::Object, "an object", err)) result = read_dict(g, d, err);
  } else {
    node_error(d, kp, "unknown Arg object key \"" + key + "\" (expected one of " + kArgKeys + ")");
    cur_.skip();
  }
  reject_other_keys(d, [&](std::string_view other) {
    return "an Arg object has exactly one key; \"" + key + "\" is followed by \"" + std::string(other) + "\"";
  });
  return result == kNoArg ? s.add_scalar(ArgKind::None, 0) : result;
}

ArgId FxReader::parse_val(Graph& g, NodeDraft& d) {
  ArgStore& s = g.meta_store();  // meta cells live apart (graph.hpp)
  TextPos at = cur_.pos();
  if (std::optional<ArgId> scalar = read_scalar(s)) return *scalar;
  switch (cur_.peek()) {
    case JsonType::Array:
      return read_list(s, ArgKind::List, [&] { return parse_val(g, d); });
    case JsonType::Object: {
      cur_.begin_object();
      std::string_view k;
      TextPos kp;
      if (!cur_.next_key(k, &kp)) {
        node_error(d, at, "expected a TensorMeta {shape, dtype, stride, device}, {\"sym\": ...} or {\"float\": ...}, found {}");
        return s.add_scalar(ArgKind::None, 0);
      }
      if (k == "sym" || k == "float") {
        // A symbolic or non-finite number: the Arg forms apply.
        bool is_sym = k == "sym";
        ArgId r = kNoArg;
        TextPos vp = cur_.pos();
        auto err = [&](TextPos p, const std::string& m) { node_error(d, p, m); };
        if (want(JsonType::String, "a string", err)) {
          std::string_view v = cur_.string();
          if (is_sym) r = s.add_string(ArgKind::Sym, v);
          else if (std::optional<double> f = non_finite(v)) r = s.add_double(*f);
          else node_error(d, vp, "expected \"inf\", \"-inf\" or \"nan\"");
        }
        reject_other_keys(d, [&](std::string_view other) {
          return "unexpected key \"" + std::string(other) + "\" after \"" + (is_sym ? "sym" : "float") + "\"";
        });
        return r == kNoArg ? s.add_scalar(ArgKind::None, 0) : r;
      }
      return parse_tensor_meta(g, d, at, k, kp);
    }
    case JsonType::String:
      node_error(d, at, "expected a TensorMeta, a list, a number, a boolean, {\"sym\": ...}, {\"float\": ...} or null, "
                    "found a string");
      cur_.skip();
      return s.add_scalar(ArgKind::None, 0);
    default:
      break;
  }
  cur_.fail("unexpected end of file, expected a value");
}

ArgId FxReader::parse_tensor_meta(Graph& g, NodeDraft& d, TextPos at, std::string_view first_key,
                                  TextPos first_pos) {
  ArgStore& s = g.meta_store();  // meta cells live apart (graph.hpp)
  ArgId fields[kTensorFields] = {kNoArg, kNoArg, kNoArg, kNoArg};
  bool present[kTensorFields] = {};  // given, even if invalid (then it has its own message)
  double numel = 1;
  std::string key(first_key);
  TextPos kp = first_pos;
  std::string_view k;
  for (bool first = true; first || cur_.next_key(k, &kp); first = false) {
    if (!first) key = std::string(k);
    ScopedSeg seg(path_, key);
    auto err = [&](TextPos p, const std::string& m) { node_error(d, p, m); };
    int field = -1;
    if (key == "shape") field = kShape;
    else if (key == "dtype") field = kDtype;
    else if (key == "stride") field = kStride;
    else if (key == "device") field = kDevice;
    if (field < 0) {
      node_error(d, kp, "unknown TensorMeta key \"" + key + "\" (expected shape, dtype, stride, device)");
      cur_.skip();
      continue;
    }
    if (fields[field] != kNoArg) {
      node_error(d, kp, "duplicate key \"" + key + "\"");
      cur_.skip();
      continue;
    }
    present[field] = true;
    if (field == kShape || field == kStride) {
      if (want(JsonType::Array, "a list of dimensions", err))
        fields[field] = parse_dims(g, d, field == kShape, field == kShape ? &numel : nullptr);
    } else {
      TextPos vp = cur_.pos();
      if (want(JsonType::String, "a string", err)) {
        std::string_view v = cur_.string();
        if (v.empty()) node_error(d, vp, "must not be empty");
        else fields[field] = s.add_string(ArgKind::Str, v);
        if (field == kDtype && !v.empty() && !dtype_size(v)) node_error(d, vp, unknown_dtype(v, ""));
      }
    }
  }
  if (!present[kShape]) node_error(d, at, "TensorMeta is missing \"shape\"");
  if (!present[kDtype]) node_error(d, at, "TensorMeta is missing \"dtype\"");
  if (fields[kShape] != kNoArg && fields[kStride] != kNoArg &&
      s.view(fields[kShape]).size() != s.view(fields[kStride]).size())
    node_error(d, at, "stride has " + std::to_string(s.view(fields[kStride]).size()) +
                          " dimensions but shape has " + std::to_string(s.view(fields[kShape]).size()));
  // No bound on the document's total: sums of sizes saturate
  // (ir/checked_math.hpp), and a bound on the total would be one that a
  // pass adding tensors (fusion buffers, module boundaries) could cross,
  // making graphopt's own output unreadable.
  if (numel > static_cast<double>(kMaxNumel)) node_error(d, at, "shape has more than 2^56 elements");
  return s.add_container(ArgKind::Tensor, fields, kTensorFields);
}

ArgId FxReader::parse_dims(Graph& g, NodeDraft& d, bool is_shape, double* numel) {
  ArgStore& s = g.meta_store();  // meta cells live apart (graph.hpp)
  cur_.begin_array();
  size_t base = kid_stack_.size();
  uint32_t i = 0;
  while (cur_.next_element()) {
    ScopedSeg seg(path_, i++);
    TextPos vp = cur_.pos();
    JsonType t = cur_.peek();
    if (t == JsonType::Number) {
      JsonNumber n = cur_.number();
      // An invalid dimension still takes its place, so that later checks
      // (stride rank) do not report the same mistake again.
      if (!n.is_int) {
        node_error(d, vp, "a dimension must be an integer");
        n.i = 0;
      } else if (n.i < 0) {
        node_error(d, vp, std::string(is_shape ? "size" : "stride") + " must not be negative, found " +
                              std::to_string(n.i));
        n.i = 0;
      } else if (n.i > (is_shape ? kMaxDim : kMaxStride)) {
        node_error(d, vp, std::string(is_shape ? "size" : "stride") + " must be at most 2^56, found " +
                              std::to_string(n.i));
        n.i = 0;
      }
      if (numel) *numel *= static_cast<double>(n.i);
      kid_stack_.push_back(s.add_int(n.i));
    } else if (t == JsonType::String) {
      std::string_view v = cur_.string();
      if (v.empty()) node_error(d, vp, "a symbolic dimension must not be empty");
      kid_stack_.push_back(s.add_string(ArgKind::Str, v));
    } else {
      cur_.skip();
      node_error(d, vp, std::string("a dimension must be an integer or a symbol string, found ") +
                            json_type_name(t));
      kid_stack_.push_back(s.add_int(0));
    }
  }
  ArgId id = s.add_container(ArgKind::List, kid_stack_.data() + base,
                             static_cast<uint32_t>(kid_stack_.size() - base));
  kid_stack_.resize(base);
  return id;
}

}  // namespace graphopt::reader_detail
