#include "io/reader.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <unordered_map>
#include <unordered_set>

#include "io/form_places.hpp"
#include "io/fx_reader.hpp"
#include "ir/iteration_form.hpp"
#include "io/limits.hpp"
#include "io/number_format.hpp"
#include "ir/dtype.hpp"
#include "ir/module_calls.hpp"
#include "io/input_file.hpp"

namespace graphopt {

namespace {

// `_operator.getitem` is what Python reports as the module of operator.getitem
// (and setitem, iadd, ...); torch.fx's generated code and graphopt's bridge
// write `operator.getitem`. One spelling, so that every rule keyed by target
// (views, in-place writes, collective results) sees both (found by red-team:
// `_operator.setitem` was not seen as a write).
Sym canonical_function(Graph& g, Sym target) {
  constexpr std::string_view kPrivate = "_operator.";
  std::string_view t = g.pool().str(target);
  if (t.substr(0, kPrivate.size()) != kPrivate) return target;
  return g.pool().intern("operator." + std::string(t.substr(kPrivate.size())));
}

}  // namespace
namespace reader_detail {

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

std::string node_where(const std::string& graph_where, const NodeDraft& d) {
  if (d.has_name) return node_place(graph_where, d.name);
  return field_place(graph_where, "node #" + std::to_string(d.index));
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
  for (const LabeledGraph& g : doc_->other_graphs()) g.graph->rebuild_users();
  return std::move(doc_);
}

void FxReader::parse_document() {
  TextPos top = cur_.pos();
  auto top_err = [&](TextPos p, const std::string& m) { report(p, "", m); };
  if (!want(JsonType::Object, "an fx-json document (a JSON object)", top_err)) return;
  cur_.begin_object();
  bool has_format = false, has_version = false, has_graph = false;
  each_unique_key("", [&](const std::string& key, TextPos) {
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
      if (want(JsonType::Number, "the integer 1 or 2", err)) {
        map_->version = vp.at;
        JsonNumber n = cur_.number();
        if (!n.is_int) report(vp, "version", "expected the integer 1 or 2");
        else if (n.i != 1 && n.i != 2)
          report(vp, "version",
                 "unsupported version " + std::to_string(n.i) + " (this graphopt reads fx-json versions 1 and 2)");
        else doc_->version = n.i;
      }
    } else if (key == "graph") {
      has_graph = true;
      parse_graph_object(*doc_->graph, "");
    } else if (key == "process_groups") {
      parse_process_groups();
    } else if (key == "modules") {
      parse_modules();
    } else if (key == "iteration") {
      parse_iteration();
    } else {
      TextPos vp = cur_.pos();
      Json value = cur_.value();
      if (key == kRewrittenByKey) check_rewritten_by(vp, value);
      doc_->extras.emplace_back(key, std::move(value));
    }
  });
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
  if (diags_.empty()) report_form_problems(form_shape_problems(*doc_), *map_, diags_);
}

void FxReader::parse_graph_object(Graph& g, const std::string& where) {
  TextPos gp = cur_.pos();
  std::string label = where.empty() ? "graph" : where + ", graph";
  auto err = [&](TextPos p, const std::string& m) { report(p, label, m); };
  if (!want(JsonType::Object, "an object with \"nodes\"", err)) return;
  cur_.begin_object();
  bool has_nodes = false, nodes_ok = false;
  ObjectBuilder extra(g.extra);
  std::string_view k;
  TextPos kp;
  while (cur_.next_key(k, &kp)) {
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
      if (!extra.add(key, cur_.value())) report(kp, label, "duplicate key \"" + key + "\"");
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
  node_pos_ = &map_->nodes[&g];
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
  std::array<bool, kNodeFields.size()> seen{};
  std::string_view k;
  TextPos kp;
  while (cur_.next_key(k, &kp)) {
    const auto it = std::find(kNodeFields.begin(), kNodeFields.end(), k);
    if (it == kNodeFields.end()) {
      d.errors.push_back({kp, "", "unknown field \"" + std::string(k) +
                                      "\" (a node has name, op, target, args, kwargs, meta)"});
      cur_.skip();
      continue;
    }
    const auto field_id = static_cast<NodeField>(it - kNodeFields.begin());
    std::string field(k);
    if (seen[static_cast<size_t>(field_id)]) {
      d.errors.push_back({kp, "", "duplicate field \"" + field + "\""});
      cur_.skip();
      continue;
    }
    seen[static_cast<size_t>(field_id)] = true;
    ScopedSeg seg(path_, field);
    auto field_err = [&](TextPos p, const std::string& m) { node_error(d, p, m); };
    TextPos vp = cur_.pos();
    switch (field_id) {
      case NodeField::Name:
        if (want(JsonType::String, "a string", field_err)) {
          d.name = std::string(cur_.string());
          d.name_pos = vp;
          if (d.name.empty()) node_error(d, vp, "must not be empty");
          else d.has_name = true;
        }
        break;
      case NodeField::Op:
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
      case NodeField::Target:
        d.target_pos = vp;
        if (want(JsonType::String, "a string", field_err)) {
          d.target = g.pool().intern(cur_.string());
          d.has_target = true;
        }
        break;
      case NodeField::Args:
        d.args_pos = vp;
        if (want(JsonType::Array, "a list of Args", field_err)) d.args = parse_arg(g, d);
        break;
      case NodeField::Kwargs:
        if (want(JsonType::Object, "an object of name -> Arg", field_err))
          d.kwargs = read_dict(g, d, [&](TextPos p, const std::string& m) { node_error(d, p, m); });
        break;
      case NodeField::Meta:
        if (want(JsonType::Object, "an object", field_err)) parse_meta(g, d);
        break;
    }
  }
  for (NodeField required : {NodeField::Name, NodeField::Op, NodeField::Target})
    if (!seen[static_cast<size_t>(required)])
      d.errors.push_back({d.start, "", "missing required field \"" + std::string(kNodeFields[static_cast<size_t>(required)]) + "\""});
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
      if (d.op == Op::CallFunction && d.has_target) d.target = canonical_function(g, d.target);
      id = g.create_raw(d.op, name, d.has_target ? d.target : g.pool().intern(""), d.args, d.kwargs);
      g.append(id);
      if (node_pos_->size() <= id) node_pos_->resize(id + 1);
      (*node_pos_)[id] = {d.start.at, d.args_pos.at};
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
    report(e.pos, field_place(where, e.field), e.message);
  for (PendingRef& r : d.pending) {
    std::string w = field_place(where, r.field);
    if (d.has_name && g.pool().str(r.name) == d.name) {
      report(r.pos, w, "node refers to itself (a cycle)");
    } else if (id != kNoNode) {
      forward_.push_back({r.cell, id, r.name, r.pos, w});
    } else {
      report(r.pos, w, "reference to undefined node '" + std::string(g.pool().str(r.name)) + "'");
    }
  }
}

void FxReader::parse_process_groups() {
  doc_->has_process_groups = true;
  auto err = [&](TextPos p, const std::string& m) { report(p, "process_groups", m); };
  if (!want(JsonType::Object, "an object of name -> {size, ranks}", err)) return;
  cur_.begin_object();
  std::string_view k;
  std::unordered_set<std::string> names;  // not find_group: one scan per group would make n^2
  TextPos kp;
  while (cur_.next_key(k, &kp)) {
    ProcessGroup pg;
    pg.name = std::string(k);
    std::string where = "process_groups['" + pg.name + "']";
    if (!names.insert(pg.name).second) report(kp, "process_groups", "duplicate group \"" + pg.name + "\"");
    auto gerr = [&](TextPos p, const std::string& m) { report(p, where, m); };
    if (!want(JsonType::Object, "an object {size, ranks}", gerr)) continue;
    cur_.begin_object();
    bool has_size = false, size_ok = false;
    ObjectBuilder extra(pg.extra);
    std::string_view f;
    TextPos fp;
    while (cur_.next_key(f, &fp)) {
      std::string field(f);
      auto ferr = [&](TextPos p, const std::string& m) { report(p, where + "." + field, m); };
      // A second size or ranks would replace the first, or add to it.
      if ((field == "size" && has_size) || (field == "ranks" && pg.has_ranks)) {
        report(fp, where, "duplicate key \"" + field + "\"");
        cur_.skip();
        continue;
      }
      if (field == "size") {
        has_size = true;
        if (want(JsonType::Number, "a positive integer", ferr)) {
          TextPos vp = cur_.pos();
          JsonNumber n = cur_.number();
          if (!n.is_int || n.i < 1) ferr(vp, "expected a positive integer");
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
      } else if (!extra.add(field, cur_.value())) {
        ferr(fp, "duplicate key \"" + field + "\"");
      }
    }
    if (!has_size) report(kp, where, "missing required key \"size\"");
    else if (size_ok && pg.has_ranks && static_cast<int64_t>(pg.ranks.size()) != pg.size)
      report(kp, where, "size is " + std::to_string(pg.size) + " but ranks lists " +
                            std::to_string(pg.ranks.size()));
    doc_->process_groups.push_back(std::move(pg));
  }
}

void FxReader::parse_iteration() {
  auto err = [&](TextPos p, const std::string& m) { report(p, "iteration", m); };
  TextPos start = cur_.pos();
  if (!want(JsonType::Object, "an object {carried, setup, cleanup, flush}", err)) return;
  const int64_t version = doc_->version;  // the "version" key says which, not add_iteration()
  IterationForm& it = doc_->add_iteration();
  doc_->version = version;
  cur_.begin_object();
  std::unordered_set<std::string> seen;
  each_unique_key("iteration", [&](const std::string& key, TextPos) {
    seen.insert(key);
    if (key == "carried") {
      auto cerr = [&](TextPos p, const std::string& m) { report(p, "iteration.carried", m); };
      if (!want(JsonType::Array, "a list of placeholder names", cerr)) return;
      cur_.begin_array();
      while (cur_.next_element()) {
        TextPos p = cur_.pos();
        if (!want(JsonType::String, "a placeholder name (a string)", cerr)) continue;
        it.carried.emplace_back(cur_.string());
        map_->carried.push_back(p.at);
      }
    } else if (key == "setup" || key == "cleanup" || key == "flush") {
      Graph& g = key == "setup" ? *it.setup : key == "cleanup" ? *it.cleanup : *it.flush;
      module_ = key == "setup" ? kSetupCaller : key == "cleanup" ? kCleanupCaller : kFlushCaller;
      parse_graph_object(g, "iteration." + key);
      module_ = kTopLevelCaller;
    } else {
      append_new_key(it.extra, key, cur_.value());  // each_unique_key saw it first
    }
  });
  for (const char* need : {"carried", "setup", "cleanup", "flush"})
    if (!seen.count(need)) report(start, "iteration", std::string("missing required key \"") + need + "\"");
}

void FxReader::parse_modules() {
  doc_->has_modules = true;
  auto err = [&](TextPos p, const std::string& m) { report(p, "modules", m); };
  if (!want(JsonType::Object, "an object of name -> {graph}", err)) return;
  cur_.begin_object();
  std::string_view k;
  std::unordered_set<std::string> names;  // not find_module: one scan per module would make n^2
  TextPos kp;
  while (cur_.next_key(k, &kp)) {
    std::string name(k);
    std::string where = "module '" + name + "'";
    if (!names.insert(name).second) report(kp, "modules", "duplicate module \"" + name + "\"");
    Module& m = doc_->add_module(name);
    auto merr = [&](TextPos p, const std::string& msg) { report(p, where, msg); };
    if (!want(JsonType::Object, "an object {graph}", merr)) continue;
    cur_.begin_object();
    bool has_graph = false;
    ObjectBuilder extra(m.extra);
    std::string_view f;
    TextPos fp;
    while (cur_.next_key(f, &fp)) {
      if (f == "graph" && has_graph) {
        // A second graph would be read into the first.
        report(fp, where, "duplicate key \"graph\"");
        cur_.skip();
      } else if (f == "graph") {
        has_graph = true;
        module_ = static_cast<int32_t>(doc_->modules.size() - 1);
        parse_graph_object(*m.graph, where);
        module_ = kTopLevelCaller;
      } else {
        std::string field(f);
        if (!extra.add(field, cur_.value())) report(fp, where, "duplicate key \"" + field + "\"");
      }
    }
    if (!has_graph) report(kp, where, "missing required key \"graph\"");
  }
}

}  // namespace reader_detail

std::unique_ptr<Document> read_fx_json(std::string_view text, Diagnostics& diags, SourceMap* map) {
  reader_detail::FxReader r(text, diags, map);
  return r.run();
}

void report_form_problems(const std::vector<FormProblem>& problems, const SourceMap& map, Diagnostics& diags) {
  // Where each problem points in the text (null: nowhere known).
  std::vector<const char*> at(problems.size(), nullptr);
  for (size_t i = 0; i < problems.size(); ++i) {
    const FormPlace& pl = problems[i].at;
    if (pl.carried >= 0) {
      if (static_cast<size_t>(pl.carried) < map.carried.size()) at[i] = map.carried[static_cast<size_t>(pl.carried)];
    } else if (pl.graph.empty()) {
      at[i] = map.version;
    } else if (auto g = map.nodes.find(pl.g); g != map.nodes.end() && pl.node < g->second.size()) {
      const SourceMap::NodePos& n = g->second[pl.node];
      at[i] = pl.field.rfind("args", 0) == 0 && n.args ? n.args : n.start;
    }
  }
  const std::vector<TextPos> pos = text_pos_at(map.text, at);
  for (size_t i = 0; i < problems.size(); ++i) {
    // The reader names the document's own graph's nodes without it ("node 'h1'").
    const std::string where = form_place(problems[i].at, "");
    if (at[i]) diags.error(static_cast<int64_t>(pos[i].line), pos[i].column(), where, problems[i].message);
    else diags.error(where, problems[i].message);
  }
}

std::unique_ptr<Document> read_fx_json_file(const std::string& path, Diagnostics& diags, uint64_t limit_bytes) {
  std::string text;
  if (!read_input_file(path, text, diags, limit_bytes)) return nullptr;
  return read_fx_json(text, diags);
}

}  // namespace graphopt
