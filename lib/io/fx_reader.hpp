#pragma once
// The fx-json reader's parts, shared by its three files and by nothing
// else: reader.cpp reads the document, its graphs and their nodes;
// reader_values.cpp reads the values inside a node (Args, meta, TensorMeta);
// reader_checks.cpp checks what needs a whole graph (references defined
// later and cycles, the output node, placeholders first, module calls).
// Everything is collected as diagnostics, never thrown, so that one run
// reports every problem of a file (io/reader.hpp).
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "io/diagnostics.hpp"
#include "io/json_cursor.hpp"
#include "io/reader.hpp"
#include "ir/document.hpp"
#include "ir/module_calls.hpp"

namespace graphopt::reader_detail {

// A node's fields, in the order of kNodeFields.
enum class NodeField { Name, Op, Target, Args, Kwargs, Meta };
inline constexpr std::array<std::string_view, 6> kNodeFields = {"name", "op", "target", "args", "kwargs", "meta"};

inline constexpr const char* kArgKeys =
    "node, dict, dtype, device, layout, memory_format, float, slice, sym, repr";

// An unknown dtype would size every tensor of it as 0 bytes: refuse it.
std::string unknown_dtype(std::string_view v, std::string_view prefix);

// One step of the path to a value inside a node, for messages: args[0]['k'].
struct PathSeg {
  bool is_key;
  uint32_t index;
  std::string key;
};

std::string render_path(const std::vector<PathSeg>& path);

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
  int32_t caller;  // the graph that holds the call (a caller number: ir/module_calls.hpp)
  TextPos target_pos, args_pos;
  uint32_t nargs = 0;
  std::vector<std::string> kwargs;
};

class FxReader {
 public:
  FxReader(std::string_view text, Diagnostics& diags, SourceMap* map)
      : cur_(text), text_(text), diags_(diags), map_(map ? map : &own_map_) {
    map_->text = text;
  }

  std::unique_ptr<Document> run();

 private:
  void report(TextPos p, const std::string& where, const std::string& msg) {
    diags_.error(static_cast<int64_t>(p.line), p.column(), where, msg);
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
  // A TensorMeta at `at` whose first key, `first_key` at `first_pos`, is read.
  ArgId parse_tensor_meta(Graph& g, NodeDraft& d, TextPos at, std::string_view first_key, TextPos first_pos);
  ArgId parse_dims(Graph& g, NodeDraft& d, bool is_shape, double* numel);
  void check_graph(Graph& g, const std::string& where, TextPos graph_pos);
  void parse_process_groups();
  void parse_modules();
  void parse_iteration();
  void check_placeholder_order(const NodeDraft& d, const std::string& where);
  void check_module_calls();
  void check_rewritten_by(TextPos at, const Json& record);

  // The readers each JSON shape has once, whatever holds it.
  // null, a boolean or a number, into `s`; nullopt (nothing read) for
  // anything else.
  std::optional<ArgId> read_scalar(ArgStore& s);
  // A list, each item read by item() under its index in the path, into a
  // container of `kind` in `store`; `count` receives the number of items.
  // With `exactly` > 0, a list of another length makes no container
  // (kNoArg; the caller reports it).
  template <class Item>
  ArgId read_list(ArgStore& store, ArgKind kind, Item&& item, uint32_t* count = nullptr, uint32_t exactly = 0) {
    cur_.begin_array();
    const size_t base = kid_stack_.size();
    uint32_t i = 0;
    while (cur_.next_element()) {
      ScopedSeg seg(path_, i++);
      ArgId c = item();
      kid_stack_.push_back(c);
    }
    if (count) *count = i;
    ArgId id = exactly > 0 && i != exactly
                   ? kNoArg
                   : store.add_container(kind, kid_stack_.data() + base, static_cast<uint32_t>(kid_stack_.size() - base));
    kid_stack_.resize(base);
    return id;
  }
  // An object of name -> Arg, into a Dict in g's store; a key given twice
  // is reported through duplicate(pos, message).
  template <class Report>
  ArgId read_dict(Graph& g, NodeDraft& d, Report&& duplicate);
  // Reports and skips every key left in the current object, one whose
  // first key had to be its only one; message(key) says so.
  template <class Message>
  void reject_other_keys(NodeDraft& d, Message&& message) {
    std::string_view k;
    TextPos kp;
    while (cur_.next_key(k, &kp)) {
      node_error(d, kp, message(k));
      cur_.skip();
    }
  }

  // f(key, its position) for each key of the object just begun; a key
  // given twice is reported under `field` and skipped.
  template <class F>
  void each_unique_key(const std::string& field, F&& f) {
    std::unordered_set<std::string> seen;
    std::string_view k;
    TextPos kp;
    while (cur_.next_key(k, &kp)) {
      std::string key(k);
      if (!seen.insert(key).second) {
        report(kp, field, "duplicate key \"" + key + "\"");
        cur_.skip();
        continue;
      }
      f(key, kp);
    }
  }

  void node_error(NodeDraft& d, TextPos p, std::string msg) {
    d.errors.push_back({p, render_path(path_), std::move(msg)});
  }
  ArgId empty_list(Graph& g) { return g.store().add_container(ArgKind::List, nullptr, 0); }
  ArgId empty_dict(Graph& g) { return g.store().add_container(ArgKind::Dict, nullptr, 0); }

  JsonCursor cur_;
  std::string_view text_;
  Diagnostics& diags_;
  SourceMap own_map_;  // when the caller wants none: the iteration form's checks use it
  SourceMap* map_;
  std::vector<SourceMap::NodePos>* node_pos_ = nullptr;  // of the graph being read
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
  int32_t module_ = kTopLevelCaller;  // the graph being read (a caller number: ir/module_calls.hpp)
  struct OutputDraft {
    size_t index;
    TextPos pos;
    std::string where;
  };
  std::vector<OutputDraft> outputs_;
};

std::string node_where(const std::string& graph_where, const NodeDraft& d);

// The non-finite floats fx-json spells as strings: "inf", "-inf", "nan".
std::optional<double> non_finite(std::string_view s);

template <class Report>
ArgId FxReader::read_dict(Graph& g, NodeDraft& d, Report&& duplicate) {
  cur_.begin_object();
  const size_t base = kid_stack_.size();
  std::unordered_set<std::string> keys;
  std::string_view k;
  TextPos kp;
  while (cur_.next_key(k, &kp)) {
    std::string key(k);
    if (!keys.insert(key).second) duplicate(kp, "duplicate key \"" + key + "\"");
    ScopedSeg seg(path_, key);
    Sym ks = g.pool().intern(key);
    ArgId v = parse_arg(g, d);
    kid_stack_.push_back(ks);
    kid_stack_.push_back(v);
  }
  ArgId id = g.store().add_container(ArgKind::Dict, kid_stack_.data() + base,
                                     static_cast<uint32_t>(kid_stack_.size() - base));
  kid_stack_.resize(base);
  return id;
}

}  // namespace graphopt::reader_detail
