#include "io/reader.hpp"

#include "io/input_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <limits>
#include <unordered_map>
#include <unordered_set>

#include "io/json_cursor.hpp"
#include "ir/module_calls.hpp"
#include "io/limits.hpp"
#include "io/number_format.hpp"
#include "ir/dtype.hpp"

namespace graphopt {

namespace {

constexpr const char* kArgKeys =
    "node, dict, dtype, device, layout, memory_format, float, slice, sym, repr";

// An unknown dtype would size every tensor of it as 0 bytes: refuse it.
std::string unknown_dtype(std::string_view v, std::string_view prefix) {
  return "unknown dtype \"" + std::string(v) + "\" (expected torch's names, such as \"" + std::string(prefix) +
         "float32\" or \"" + std::string(prefix) + "bfloat16\")";
}

// One step of the path to a value inside a node, for messages: args[0]['k'].
struct PathSeg {
  bool is_key;
  uint32_t index;
  std::string key;
};

std::string render_path(const std::vector<PathSeg>& path) {
  std::string s;
  // Keys under meta are fields (meta.val.shape); under args and kwargs they
  // are dict keys (kwargs['dtype']).
  bool dotted = !path.empty() && path[0].is_key && path[0].key == "meta";
  for (const auto& seg : path) {
    if (seg.is_key) {
      if (s.empty()) s = seg.key;
      else if (dotted) s += "." + seg.key;
      else s += "['" + seg.key + "']";
    } else {
      s += "[" + std::to_string(seg.index) + "]";
    }
  }
  return s;
}

// A path whose first step is a field name and whose next steps are dotted
// (meta.val.shape) rather than subscripted.
struct ScopedSeg {
  std::vector<PathSeg>& path;
  ScopedSeg(std::vector<PathSeg>& p, uint32_t i) : path(p) { path.push_back({false, i, {}}); }
  ScopedSeg(std::vector<PathSeg>& p, std::string k) : path(p) { path.push_back({true, 0, std::move(k)}); }
  ~ScopedSeg() { path.pop_back(); }
};

struct BufferedError {
  TextPos pos;
  std::string field;
  std::string message;
};

struct PendingRef {
  ArgId cell;
  Sym name;
  TextPos pos;
  std::string field;
};

struct NodeDraft {
  size_t index = 0;
  TextPos start;
  std::string name;
  bool has_name = false;
  TextPos name_pos;
  Op op = Op::CallFunction;
  bool has_op = false;
  TextPos op_pos;
  Sym target = kNoSym;
  bool has_target = false;
  TextPos target_pos;
  ArgId args = kNoArg;
  TextPos args_pos;
  ArgId kwargs = kNoArg;
  ArgId val = kNoArg;
  ArgId runtime = kNoArg;
  Json meta_extra;
  std::vector<BufferedError> errors;
  std::vector<PendingRef> pending;
};

// A reference to a node that had not been defined yet when it was read.
struct ForwardRef {
  ArgId cell;
  NodeId user;
  Sym name;
  TextPos pos;
  std::string where;
};

struct ModuleCall {
  NodeId node;
  Sym target;
  TextPos pos;
  std::string where;
  int32_t caller;  // the module whose graph holds the call (its index), -1 for the top-level graph
  TextPos target_pos, args_pos;
  uint32_t nargs = 0;
  std::vector<std::string> kwargs;
};

class FxReader {
 public:
  FxReader(std::string_view text, Diagnostics& diags) : cur_(text), text_(text), diags_(diags) {}

  std::unique_ptr<Document> run();

 private:
  void report(TextPos p, const std::string& where, const std::string& msg) {
    diags_.error(static_cast<int>(p.line), p.column(), where, msg);
  }
  // Checks the next value's JSON type; on a mismatch records an error
  // (through `err`), skips the value and returns false.
  template <class Err>
  bool want(JsonType t, const char* what, Err&& err) {
    JsonType got = cur_.peek();
    bool ok = got == t || (t == JsonType::True && got == JsonType::False);
    if (!ok) {
      // Consume first: a malformed value is a syntax error, not a type error.
      TextPos p = cur_.pos();
      cur_.skip();
      err(p, std::string("expected ") + what + ", found " + json_type_name(got));
    }
    return ok;
  }

  void parse_document();
  void parse_graph_object(Graph& g, const std::string& where);
  bool parse_nodes(Graph& g, const std::string& where);
  void parse_node(Graph& g, const std::string& graph_where, size_t index);
  void finish_node(Graph& g, NodeDraft& d, const std::string& graph_where);
  void parse_meta(Graph& g, NodeDraft& d);
  ArgId parse_arg(Graph& g, NodeDraft& d);
  ArgId parse_arg_object(Graph& g, NodeDraft& d);
  ArgId parse_val(Graph& g, NodeDraft& d);
  ArgId parse_tensor_meta(Graph& g, NodeDraft& d, TextPos at, std::string_view first_key);
  ArgId parse_dims(Graph& g, NodeDraft& d, bool is_shape, double* numel);
  void check_graph(Graph& g, const std::string& where, TextPos graph_pos);
  void parse_process_groups();
  void parse_modules();
  void check_placeholder_order(const NodeDraft& d, const std::string& where);
  void check_module_calls();

  void node_error(NodeDraft& d, TextPos p, std::string msg) {
    d.errors.push_back({p, render_path(path_), std::move(msg)});
  }
  ArgId empty_list(Graph& g) { return g.store().add_container(ArgKind::List, nullptr, 0); }
  ArgId empty_dict(Graph& g) { return g.store().add_container(ArgKind::Dict, nullptr, 0); }

  JsonCursor cur_;
  std::string_view text_;
  Diagnostics& diags_;
  std::unique_ptr<Document> doc_;
  std::vector<PathSeg> path_;
  std::vector<uint32_t> kid_stack_;
  // Bytes of every TensorMeta read so far, in the whole document (kMaxDocumentBytes).
  // Per-graph state, reset by parse_nodes.
  std::vector<ForwardRef> forward_;
  std::vector<ModuleCall> module_calls_;
  std::unordered_map<Sym, TextPos> name_pos_;
  size_t node_count_ = 0;
  std::string first_non_placeholder_;  // of the graph being read, "" until one is read
  TextPos first_non_placeholder_pos_;
  int32_t module_ = -1;  // the module whose graph is being read (its index), -1 for the top-level graph
  struct OutputDraft {
    size_t index;
    TextPos pos;
    std::string where;
  };
  std::vector<OutputDraft> outputs_;
};

std::string node_where(const std::string& graph_where, const NodeDraft& d) {
  std::string w = graph_where.empty() ? "" : graph_where + ", ";
  if (d.has_name) return w + "node '" + d.name + "'";
  return w + "node #" + std::to_string(d.index);
}

std::unique_ptr<Document> FxReader::run() {
  doc_ = std::make_unique<Document>();
  try {
    if (cur_.peek() == JsonType::End) {
      report(cur_.pos(), "", text_.empty() ? "empty file: expected an fx-json document"
                                           : "no JSON value: expected an fx-json document");
      return nullptr;
    }
    parse_document();
  } catch (const JsonSyntaxError& e) {
    report(e.pos, "", e.what());
    return nullptr;
  }
  if (!diags_.empty()) return nullptr;
  doc_->graph->rebuild_users();
  for (auto& m : doc_->modules) m.graph->rebuild_users();
  return std::move(doc_);
}

void FxReader::parse_document() {
  TextPos top = cur_.pos();
  auto top_err = [&](TextPos p, const std::string& m) { report(p, "", m); };
  if (!want(JsonType::Object, "an fx-json document (a JSON object)", top_err)) return;
  cur_.begin_object();
  bool has_format = false, has_version = false, has_graph = false;
  std::unordered_set<std::string> seen;
  std::string_view k;
  while (true) {
    TextPos kp = cur_.pos();
    if (!cur_.next_key(k)) break;
    std::string key(k);
    if (!seen.insert(key).second) {
      report(kp, "", "duplicate key \"" + key + "\"");
      cur_.skip();
      continue;
    }
    if (key == "format") {
      has_format = true;
      TextPos vp = cur_.pos();
      auto err = [&](TextPos p, const std::string& m) { report(p, "format", m); };
      if (want(JsonType::String, "the string \"fx-json\"", err)) {
        std::string_view f = cur_.string();
        if (f != "fx-json") report(vp, "format", "expected \"fx-json\", found \"" + std::string(f) + "\"");
      }
    } else if (key == "version") {
      has_version = true;
      TextPos vp = cur_.pos();
      auto err = [&](TextPos p, const std::string& m) { report(p, "version", m); };
      if (want(JsonType::Number, "the integer 1", err)) {
        JsonNumber n = cur_.number();
        if (!n.is_int) report(vp, "version", "expected the integer 1");
        else if (n.i != 1)
          report(vp, "version",
                 "unsupported version " + std::to_string(n.i) + " (this graphopt reads fx-json version 1)");
        else doc_->version = n.i;
      }
    } else if (key == "graph") {
      has_graph = true;
      parse_graph_object(*doc_->graph, "");
    } else if (key == "process_groups") {
      parse_process_groups();
    } else if (key == "modules") {
      parse_modules();
    } else {
      doc_->extras.emplace_back(key, cur_.value());
    }
  }
  cur_.expect_end();
  if (!has_format) report(top, "", "missing required key \"format\"");
  if (!has_version) report(top, "", "missing required key \"version\"");
  if (!has_graph) report(top, "", "missing required key \"graph\"");
  for (const ModuleCall& mc : module_calls_) {
    std::string_view t = doc_->graph->pool().str(mc.target);
    if (!doc_->find_module(t))
      report(mc.pos, mc.where + ", target",
             "call_module target '" + std::string(t) + "' is not in \"modules\"");
  }
  if (diags_.empty()) check_module_calls();
}

void FxReader::parse_graph_object(Graph& g, const std::string& where) {
  TextPos gp = cur_.pos();
  std::string label = where.empty() ? "graph" : where + ", graph";
  auto err = [&](TextPos p, const std::string& m) { report(p, label, m); };
  if (!want(JsonType::Object, "an object with \"nodes\"", err)) return;
  cur_.begin_object();
  bool has_nodes = false, nodes_ok = false;
  std::string_view k;
  while (true) {
    TextPos kp = cur_.pos();
    if (!cur_.next_key(k)) break;
    std::string key(k);
    if (key == "nodes") {
      if (has_nodes) {
        report(kp, label, "duplicate key \"nodes\"");
        cur_.skip();
        continue;
      }
      has_nodes = true;
      nodes_ok = parse_nodes(g, where);
    } else {
      if (g.extra.contains(key)) report(kp, label, "duplicate key \"" + key + "\"");
      g.extra[key] = cur_.value();
    }
  }
  if (!has_nodes) report(gp, label, "missing required key \"nodes\"");
  else if (nodes_ok) check_graph(g, where, gp);
}

bool FxReader::parse_nodes(Graph& g, const std::string& where) {
  forward_.clear();
  name_pos_.clear();
  outputs_.clear();
  node_count_ = 0;
  first_non_placeholder_.clear();
  auto err = [&](TextPos p, const std::string& m) { report(p, where.empty() ? "graph.nodes" : where + ", graph.nodes", m); };
  if (!want(JsonType::Array, "a list of nodes", err)) return false;
  cur_.begin_array();
  size_t index = 0;
  while (cur_.next_element()) parse_node(g, where, index++);
  node_count_ = index;
  return true;
}

void FxReader::parse_node(Graph& g, const std::string& graph_where, size_t index) {
  NodeDraft d;
  d.index = index;
  d.start = cur_.pos();
  auto err = [&](TextPos p, const std::string& m) { report(p, node_where(graph_where, d), m); };
  if (!want(JsonType::Object, "a node object", err)) return;
  cur_.begin_object();
  unsigned seen = 0;
  std::string_view k;
  while (true) {
    TextPos kp = cur_.pos();
    if (!cur_.next_key(k)) break;
    unsigned bit = 0;
    if (k == "name") bit = 1;
    else if (k == "op") bit = 2;
    else if (k == "target") bit = 4;
    else if (k == "args") bit = 8;
    else if (k == "kwargs") bit = 16;
    else if (k == "meta") bit = 32;
    if (bit == 0) {
      d.errors.push_back({kp, "", "unknown field \"" + std::string(k) +
                                      "\" (a node has name, op, target, args, kwargs, meta)"});
      cur_.skip();
      continue;
    }
    std::string field(k);
    if (seen & bit) {
      d.errors.push_back({kp, "", "duplicate field \"" + field + "\""});
      cur_.skip();
      continue;
    }
    seen |= bit;
    ScopedSeg seg(path_, field);
    auto field_err = [&](TextPos p, const std::string& m) { node_error(d, p, m); };
    TextPos vp = cur_.pos();
    switch (bit) {
      case 1:
        if (want(JsonType::String, "a string", field_err)) {
          d.name = std::string(cur_.string());
          d.name_pos = vp;
          if (d.name.empty()) node_error(d, vp, "must not be empty");
          else d.has_name = true;
        }
        break;
      case 2:
        d.op_pos = vp;
        if (want(JsonType::String, "a string", field_err)) {
          std::string_view o = cur_.string();
          if (auto op = parse_op(o)) {
            d.op = *op;
            d.has_op = true;
          } else {
            node_error(d, vp, "unknown op \"" + std::string(o) +
                                  "\" (expected placeholder, get_attr, call_function, call_method, "
                                  "call_module or output)");
          }
        }
        break;
      case 4:
        d.target_pos = vp;
        if (want(JsonType::String, "a string", field_err)) {
          d.target = g.pool().intern(cur_.string());
          d.has_target = true;
        }
        break;
      case 8:
        d.args_pos = vp;
        if (want(JsonType::Array, "a list of Args", field_err)) d.args = parse_arg(g, d);
        break;
      case 16:
        if (want(JsonType::Object, "an object of name -> Arg", field_err)) {
          cur_.begin_object();
          size_t base = kid_stack_.size();
          std::unordered_set<std::string> keys;
          std::string_view kk;
          while (true) {
            TextPos kkp = cur_.pos();
            if (!cur_.next_key(kk)) break;
            std::string key(kk);
            if (!keys.insert(key).second) node_error(d, kkp, "duplicate key \"" + key + "\"");
            ScopedSeg kseg(path_, key);
            Sym ks = g.pool().intern(key);
            ArgId v = parse_arg(g, d);
            kid_stack_.push_back(ks);
            kid_stack_.push_back(v);
          }
          d.kwargs = g.store().add_container(ArgKind::Dict, kid_stack_.data() + base,
                                             static_cast<uint32_t>(kid_stack_.size() - base));
          kid_stack_.resize(base);
        }
        break;
      case 32:
        if (want(JsonType::Object, "an object", field_err)) parse_meta(g, d);
        break;
    }
  }
  if (!d.has_name && !(seen & 1)) d.errors.push_back({d.start, "", "missing required field \"name\""});
  if (!(seen & 2)) d.errors.push_back({d.start, "", "missing required field \"op\""});
  if (!(seen & 4)) d.errors.push_back({d.start, "", "missing required field \"target\""});
  finish_node(g, d, graph_where);
}

void FxReader::finish_node(Graph& g, NodeDraft& d, const std::string& graph_where) {
  std::string where = node_where(graph_where, d);
  if (d.has_op && d.op == Op::Output) outputs_.push_back({d.index, d.start, where});
  check_placeholder_order(d, where);
  NodeId id = kNoNode;
  if (d.has_name) {
    Sym name = g.pool().intern(d.name);
    auto prev = name_pos_.find(name);
    if (prev != name_pos_.end()) {
      d.errors.push_back({d.name_pos, "name",
                          "duplicate node name (first defined at line " + std::to_string(prev->second.line) + ")"});
    } else {
      name_pos_.emplace(name, d.name_pos);
      if (d.args == kNoArg) d.args = empty_list(g);
      if (d.kwargs == kNoArg) d.kwargs = empty_dict(g);
      id = g.create_raw(d.op, name, d.has_target ? d.target : g.pool().intern(""), d.args, d.kwargs);
      g.append(id);
      g.set_val_raw(id, d.val);
      g.set_runtime_raw(id, d.runtime);
      if (!d.meta_extra.is_null()) g.meta_extra_mut(id) = std::move(d.meta_extra);
      if (d.op == Op::CallModule && d.has_target) {
        ModuleCall mc{id, d.target, d.start, where, module_, d.target_pos, d.args_pos, g.store().view(d.args).size(), {}};
        ArgView kw = g.store().view(d.kwargs);
        for (uint32_t i = 0; i < kw.size(); ++i) mc.kwargs.emplace_back(kw.key(i));
        module_calls_.push_back(std::move(mc));
      }
    }
  }
  for (const BufferedError& e : d.errors)
    report(e.pos, e.field.empty() ? where : where + ", " + e.field, e.message);
  for (PendingRef& r : d.pending) {
    std::string w = r.field.empty() ? where : where + ", " + r.field;
    if (d.has_name && g.pool().str(r.name) == d.name) {
      report(r.pos, w, "node refers to itself (a cycle)");
    } else if (id != kNoNode) {
      forward_.push_back({r.cell, id, r.name, r.pos, w});
    } else {
      report(r.pos, w, "reference to undefined node '" + std::string(g.pool().str(r.name)) + "'");
    }
  }
}

void FxReader::parse_meta(Graph& g, NodeDraft& d) {
  cur_.begin_object();
  std::string_view k;
  std::unordered_set<std::string> seen;
  while (true) {
    TextPos kp = cur_.pos();
    if (!cur_.next_key(k)) break;
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
      if (d.meta_extra.is_null()) d.meta_extra = Json::object();
      d.meta_extra[key] = cur_.value();
    }
  }
}

ArgId FxReader::parse_arg(Graph& g, NodeDraft& d) {
  ArgStore& s = g.store();
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
    case JsonType::String:
      return s.add_string(ArgKind::Str, cur_.string());
    case JsonType::Array: {
      cur_.begin_array();
      size_t base = kid_stack_.size();
      uint32_t i = 0;
      while (cur_.next_element()) {
        ScopedSeg seg(path_, i++);
        ArgId c = parse_arg(g, d);
        kid_stack_.push_back(c);
      }
      ArgId id = s.add_container(ArgKind::List, kid_stack_.data() + base,
                                 static_cast<uint32_t>(kid_stack_.size() - base));
      kid_stack_.resize(base);
      return id;
    }
    case JsonType::Object:
      return parse_arg_object(g, d);
    case JsonType::End:
      break;
  }
  cur_.fail("unexpected end of file, expected an Arg");
}

ArgId FxReader::parse_arg_object(Graph& g, NodeDraft& d) {
  ArgStore& s = g.store();
  TextPos at = cur_.pos();
  cur_.begin_object();
  std::string_view k;
  if (!cur_.next_key(k)) {
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
      if (f == "inf") result = s.add_double(std::numeric_limits<double>::infinity());
      else if (f == "-inf") result = s.add_double(-std::numeric_limits<double>::infinity());
      else if (f == "nan") result = s.add_double(std::numeric_limits<double>::quiet_NaN());
      else err(vp, "expected \"inf\", \"-inf\" or \"nan\", found \"" + std::string(f) + "\"");
    }
  } else if (key == "slice") {
    TextPos vp = cur_.pos();
    if (want(JsonType::Array, "a list [start, stop, step]", err)) {
      cur_.begin_array();
      size_t base = kid_stack_.size();
      uint32_t i = 0;
      while (cur_.next_element()) {
        ScopedSeg seg(path_, i++);
        ArgId c = parse_arg(g, d);
        kid_stack_.push_back(c);
      }
      if (i != 3) err(vp, "expected 3 items [start, stop, step], found " + std::to_string(i));
      else result = s.add_container(ArgKind::Slice, kid_stack_.data() + base, 3);
      kid_stack_.resize(base);
    }
  } else if (key == "dict") {
    if (want(JsonType::Object, "an object", err)) {
      cur_.begin_object();
      size_t base = kid_stack_.size();
      std::unordered_set<std::string> keys;
      std::string_view kk;
      while (true) {
        TextPos kp = cur_.pos();
        if (!cur_.next_key(kk)) break;
        std::string dk(kk);
        if (!keys.insert(dk).second) err(kp, "duplicate key \"" + dk + "\"");
        ScopedSeg seg(path_, dk);
        Sym ks = g.pool().intern(dk);
        ArgId v = parse_arg(g, d);
        kid_stack_.push_back(ks);
        kid_stack_.push_back(v);
      }
      result = s.add_container(ArgKind::Dict, kid_stack_.data() + base,
                               static_cast<uint32_t>(kid_stack_.size() - base));
      kid_stack_.resize(base);
    }
  } else {
    node_error(d, at, "unknown Arg object key \"" + key + "\" (expected one of " + kArgKeys + ")");
    cur_.skip();
  }
  // Exactly one key.
  while (true) {
    TextPos kp = cur_.pos();
    if (!cur_.next_key(k)) break;
    node_error(d, kp, "an Arg object has exactly one key; \"" + key + "\" is followed by \"" +
                          std::string(k) + "\"");
    cur_.skip();
  }
  return result == kNoArg ? s.add_scalar(ArgKind::None, 0) : result;
}

ArgId FxReader::parse_val(Graph& g, NodeDraft& d) {
  ArgStore& s = g.meta_store();  // meta cells live apart (graph.hpp)
  TextPos at = cur_.pos();
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
    case JsonType::Array: {
      cur_.begin_array();
      size_t base = kid_stack_.size();
      uint32_t i = 0;
      while (cur_.next_element()) {
        ScopedSeg seg(path_, i++);
        ArgId c = parse_val(g, d);
        kid_stack_.push_back(c);
      }
      ArgId id = s.add_container(ArgKind::List, kid_stack_.data() + base,
                                 static_cast<uint32_t>(kid_stack_.size() - base));
      kid_stack_.resize(base);
      return id;
    }
    case JsonType::Object: {
      cur_.begin_object();
      std::string_view k;
      if (!cur_.next_key(k)) {
        node_error(d, at, "expected a TensorMeta {shape, dtype, stride, device} or {\"sym\": ...}, found {}");
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
          else if (v == "inf") r = s.add_double(std::numeric_limits<double>::infinity());
          else if (v == "-inf") r = s.add_double(-std::numeric_limits<double>::infinity());
          else if (v == "nan") r = s.add_double(std::numeric_limits<double>::quiet_NaN());
          else node_error(d, vp, "expected \"inf\", \"-inf\" or \"nan\"");
        }
        while (true) {
          TextPos kp = cur_.pos();
          if (!cur_.next_key(k)) break;
          node_error(d, kp, "unexpected key \"" + std::string(k) + "\" after \"" + (is_sym ? "sym" : "float") + "\"");
          cur_.skip();
        }
        return r == kNoArg ? s.add_scalar(ArgKind::None, 0) : r;
      }
      return parse_tensor_meta(g, d, at, k);
    }
    case JsonType::String:
      node_error(d, at, "expected a TensorMeta, a list, a number, {\"sym\": ...} or null, found a string");
      cur_.skip();
      return s.add_scalar(ArgKind::None, 0);
    case JsonType::End:
      break;
  }
  cur_.fail("unexpected end of file, expected a value");
}

ArgId FxReader::parse_tensor_meta(Graph& g, NodeDraft& d, TextPos at, std::string_view first_key) {
  ArgStore& s = g.meta_store();  // meta cells live apart (graph.hpp)
  ArgId fields[kTensorFields] = {kNoArg, kNoArg, kNoArg, kNoArg};
  bool present[kTensorFields] = {};  // given, even if invalid (then it has its own message)
  double numel = 1;
  std::string key(first_key);
  bool first = true;
  std::string_view k;
  while (true) {
    TextPos kp = cur_.pos();
    if (!first) {
      if (!cur_.next_key(k)) break;
      key = std::string(k);
    }
    first = false;
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

void FxReader::check_graph(Graph& g, const std::string& where, TextPos graph_pos) {
  std::string label = where.empty() ? "graph" : where;
  // References to nodes defined later: out of order, and maybe a cycle.
  size_t cycle_checks = 0;
  for (ForwardRef& f : forward_) {
    NodeId target = g.find(f.name);
    std::string name(g.pool().str(f.name));
    if (target == kNoNode) {
      report(f.pos, f.where, "reference to undefined node '" + name + "'");
      continue;
    }
    g.store().cell(f.cell).bits = target;
    std::string msg = "reference to node '" + name + "', which is defined later (line " +
                      std::to_string(name_pos_[f.name].line) +
                      "); a node must come after every node it uses";
    // Is there a path from the target back to the user? Then it is a cycle.
    if (cycle_checks++ < 20) {
      std::vector<NodeId> stack{target}, parent(g.capacity(), kNoNode), ins;
      std::vector<char> seen(g.capacity(), 0);
      seen[target] = 1;
      bool found = false;
      size_t budget = 4 * g.capacity() + 64;
      while (!stack.empty() && !found && budget-- > 0) {
        NodeId n = stack.back();
        stack.pop_back();
        // From the cells: the graph's references index is built after
        // these checks (rebuild_users).
        ins.clear();
        g.refs_from_cells(n, ins);
        for (NodeId in : ins) {
          if (in == kNoNode || in >= g.capacity() || seen[in] || found) continue;
          seen[in] = 1;
          parent[in] = n;
          if (in == f.user) found = true;
          stack.push_back(in);
        }
      }
      if (found) {
        std::string chain = std::string(g.name(f.user));
        for (NodeId n = f.user; n != target;) {
          n = parent[n];
          chain = std::string(g.name(n)) + " -> " + chain;
        }
        msg = "cycle: " + std::string(g.name(f.user)) + " -> " + chain;
      }
    }
    report(f.pos, f.where, msg);
  }
  // Exactly one output node, and it ends the graph.
  if (outputs_.empty()) {
    report(graph_pos, label, "no output node: a graph ends with exactly one");
  } else {
    if (outputs_.size() > 1)
      report(outputs_[1].pos, outputs_[1].where,
             "a second output node (a graph has exactly one, at its end)");
    else if (outputs_[0].index + 1 != node_count_)
      report(outputs_[0].pos, outputs_[0].where, "the output node must be the last node");
  }
}

// torch.fx graphs take their inputs first (the tracers put every
// placeholder before the first other node), and the passes keep them there.
void FxReader::check_placeholder_order(const NodeDraft& d, const std::string& where) {
  if (!d.has_op) return;
  if (d.op != Op::Placeholder) {
    if (first_non_placeholder_.empty()) {
      first_non_placeholder_ = d.has_name ? d.name : "#" + std::to_string(d.index);
      first_non_placeholder_pos_ = d.start;
    }
  } else if (!first_non_placeholder_.empty()) {
    report(d.op_pos, where + ", op",
           "a placeholder must come before every other node, but follows '" + first_non_placeholder_ +
               "' (line " + std::to_string(first_non_placeholder_pos_.line) + ")");
  }
}

// Reports the problems of module calls (ir/module_calls.hpp) at their place.
void FxReader::check_module_calls() {
  std::vector<ModuleCallProblem> problems = graphopt::check_module_calls(*doc_);
  if (problems.empty()) return;
  std::unordered_map<uint64_t, const ModuleCall*> by_node;  // (caller, node) -> where it was read
  auto key = [](int32_t caller, NodeId node) { return (uint64_t(uint32_t(caller)) << 32) | node; };
  for (const ModuleCall& mc : module_calls_) by_node.emplace(key(mc.caller, mc.node), &mc);
  for (const ModuleCallProblem& p : problems) {
    const ModuleCall& mc = *by_node.at(key(p.caller, p.node));  // every call_module read is recorded
    TextPos pos = p.field == "args" ? mc.args_pos : p.field == "target" ? mc.target_pos : mc.pos;
    report(pos, mc.where + ", " + p.field, p.message);
  }
}

void FxReader::parse_process_groups() {
  doc_->has_process_groups = true;
  auto err = [&](TextPos p, const std::string& m) { report(p, "process_groups", m); };
  if (!want(JsonType::Object, "an object of name -> {size, ranks}", err)) return;
  cur_.begin_object();
  std::string_view k;
  while (true) {
    TextPos kp = cur_.pos();
    if (!cur_.next_key(k)) break;
    ProcessGroup pg;
    pg.name = std::string(k);
    std::string where = "process_groups['" + pg.name + "']";
    if (doc_->find_group(pg.name)) report(kp, "process_groups", "duplicate group \"" + pg.name + "\"");
    auto gerr = [&](TextPos p, const std::string& m) { report(p, where, m); };
    if (!want(JsonType::Object, "an object {size, ranks}", gerr)) continue;
    cur_.begin_object();
    bool has_size = false, size_ok = false;
    std::string_view f;
    while (true) {
      TextPos fp = cur_.pos();
      if (!cur_.next_key(f)) break;
      std::string field(f);
      auto ferr = [&](TextPos p, const std::string& m) { report(p, where + "." + field, m); };
      if (field == "size") {
        has_size = true;
        if (want(JsonType::Number, "a positive integer", ferr)) {
          TextPos vp = cur_.pos();
          JsonNumber n = cur_.number();
          if (!n.is_int || n.i < 1) ferr(fp, "expected a positive integer");
          else if (n.i > kMaxGroupSize)
            ferr(vp, "a group has at most 2^20 ranks (1048576), found " + std::to_string(n.i));
          else pg.size = n.i, size_ok = true;
        }
      } else if (field == "ranks") {
        pg.has_ranks = true;
        if (want(JsonType::Array, "a list of ranks", ferr)) {
          cur_.begin_array();
          std::unordered_set<int64_t> unique;
          while (cur_.next_element()) {
            TextPos rp = cur_.pos();
            if (!want(JsonType::Number, "an integer rank", ferr)) continue;
            JsonNumber n = cur_.number();
            if (!n.is_int || n.i < 0) {
              ferr(rp, "a rank must be a non-negative integer");
            } else if (n.i > kMaxRank) {
              ferr(rp, "a rank is at most 2^20 - 1 (1048575), found " + std::to_string(n.i));
              pg.ranks.push_back(n.i);  // still counted, so that the size check does not repeat the mistake
            } else if (!unique.insert(n.i).second) {
              ferr(rp, "rank " + std::to_string(n.i) + " appears twice");
            } else {
              pg.ranks.push_back(n.i);
            }
          }
        }
      } else {
        pg.extra[field] = cur_.value();
      }
    }
    if (!has_size) report(kp, where, "missing required key \"size\"");
    else if (size_ok && pg.has_ranks && static_cast<int64_t>(pg.ranks.size()) != pg.size)
      report(kp, where, "size is " + std::to_string(pg.size) + " but ranks lists " +
                            std::to_string(pg.ranks.size()));
    doc_->process_groups.push_back(std::move(pg));
  }
}

void FxReader::parse_modules() {
  doc_->has_modules = true;
  auto err = [&](TextPos p, const std::string& m) { report(p, "modules", m); };
  if (!want(JsonType::Object, "an object of name -> {graph}", err)) return;
  cur_.begin_object();
  std::string_view k;
  while (true) {
    TextPos kp = cur_.pos();
    if (!cur_.next_key(k)) break;
    std::string name(k);
    std::string where = "module '" + name + "'";
    if (doc_->find_module(name)) report(kp, "modules", "duplicate module \"" + name + "\"");
    Module& m = doc_->add_module(name);
    auto merr = [&](TextPos p, const std::string& msg) { report(p, where, msg); };
    if (!want(JsonType::Object, "an object {graph}", merr)) continue;
    cur_.begin_object();
    bool has_graph = false;
    std::string_view f;
    while (true) {
      if (!cur_.next_key(f)) break;
      if (f == "graph") {
        has_graph = true;
        module_ = static_cast<int32_t>(doc_->modules.size() - 1);
        parse_graph_object(*m.graph, where);
        module_ = -1;
      } else {
        std::string field(f);
        m.extra[field] = cur_.value();
      }
    }
    if (!has_graph) report(kp, where, "missing required key \"graph\"");
  }
}

}  // namespace

std::unique_ptr<Document> read_fx_json(std::string_view text, Diagnostics& diags) {
  FxReader r(text, diags);
  return r.run();
}

std::unique_ptr<Document> read_fx_json_file(const std::string& path, Diagnostics& diags, uint64_t limit_bytes) {
  std::string text;
  if (!read_input_file(path, text, diags, limit_bytes)) return nullptr;
  return read_fx_json(text, diags);
}

}  // namespace graphopt
