#include "io/writer.hpp"

#include <bit>
#include <cmath>
#include <sstream>

#include "io/json_out.hpp"

namespace graphopt {

namespace {

class FxWriter {
 public:
  explicit FxWriter(std::ostream& os) : out_(os) {}

  void document(const Document& doc);
  void iteration(const IterationForm& it);
  void node(const Graph& g, NodeId n);

 private:
  void graph(const Graph& g, const std::string& indent);
  // A cell of args/kwargs (store()) or of meta (meta_store()).
  void arg(const Graph& g, ArgId id, bool meta = false);
  void tagged(const char* key, std::string_view s) {
    out_.raw("{\"").raw(key).raw("\": ").string(s).raw('}');
  }

  JsonOut out_;
};

void FxWriter::arg(const Graph& g, ArgId id, bool meta) {
  const ArgStore& s = meta ? g.meta_store() : g.store();
  const ArgCell& c = s.cell(id);
  switch (c.kind) {
    case ArgKind::None: out_.raw("null"); break;
    case ArgKind::Bool: out_.raw(c.bits ? "true" : "false"); break;
    case ArgKind::Int: out_.integer(static_cast<int64_t>(c.bits)); break;
    case ArgKind::Float: {
      double d = std::bit_cast<double>(c.bits);
      if (std::isfinite(d)) out_.real(d);
      else tagged("float", std::isnan(d) ? "nan" : d < 0 ? "-inf" : "inf");
      break;
    }
    case ArgKind::Str: out_.string(s.pool().str(static_cast<Sym>(c.bits))); break;
    case ArgKind::Node: tagged("node", g.name(static_cast<NodeId>(c.bits))); break;
    case ArgKind::Dtype: tagged("dtype", s.pool().str(static_cast<Sym>(c.bits))); break;
    case ArgKind::Device: tagged("device", s.pool().str(static_cast<Sym>(c.bits))); break;
    case ArgKind::Layout: tagged("layout", s.pool().str(static_cast<Sym>(c.bits))); break;
    case ArgKind::MemoryFormat: tagged("memory_format", s.pool().str(static_cast<Sym>(c.bits))); break;
    case ArgKind::Sym: tagged("sym", s.pool().str(static_cast<Sym>(c.bits))); break;
    case ArgKind::Repr: tagged("repr", s.pool().str(static_cast<Sym>(c.bits))); break;
    case ArgKind::List:
    case ArgKind::Slice: {
      if (c.kind == ArgKind::Slice) out_.raw("{\"slice\": ");
      out_.raw('[');
      for (uint32_t i = 0; i < c.aux; ++i) {
        if (i) out_.raw(", ");
        arg(g, s.kid(c.bits + i), meta);
      }
      out_.raw(']');
      if (c.kind == ArgKind::Slice) out_.raw('}');
      break;
    }
    case ArgKind::Dict: {
      out_.raw("{\"dict\": ");
      out_.raw('{');
      for (uint32_t i = 0; i < c.aux; ++i) {
        if (i) out_.raw(", ");
        out_.string(s.pool().str(s.kid(c.bits + 2 * i))).raw(": ");
        arg(g, s.kid(c.bits + 2 * i + 1), meta);
      }
      out_.raw("}}");
      break;
    }
    case ArgKind::Tensor: {
      static const char* names[kTensorFields] = {"shape", "dtype", "stride", "device"};
      out_.raw('{');
      bool first = true;
      for (uint32_t i = 0; i < kTensorFields; ++i) {
        ArgId f = s.kid(c.bits + i);
        if (f == kNoArg) continue;
        if (!first) out_.raw(", ");
        first = false;
        out_.raw('"').raw(names[i]).raw("\": ");
        arg(g, f, meta);
      }
      out_.raw('}');
      break;
    }
  }
}

void FxWriter::node(const Graph& g, NodeId n) {
  const Node& nd = g.node(n);
  out_.raw("{\"name\": ").string(g.name(n));
  out_.raw(", \"op\": ").string(op_name(nd.op));
  out_.raw(", \"target\": ").string(g.target(n));
  if (g.args(n).size() > 0) {
    out_.raw(", \"args\": ");
    arg(g, nd.args);
  }
  if (g.kwargs(n).size() > 0) {
    out_.raw(", \"kwargs\": {");
    ArgView kw = g.kwargs(n);
    for (uint32_t i = 0; i < kw.size(); ++i) {
      if (i) out_.raw(", ");
      out_.string(kw.key(i)).raw(": ");
      arg(g, kw.value(i).id());
    }
    out_.raw('}');
  }
  const Json* extra = g.meta_extra(n);
  bool has_extra = extra && !extra->empty();
  if (nd.val != kNoArg || nd.runtime_ns != kNoArg || has_extra) {
    out_.raw(", \"meta\": {");
    bool first = true;
    auto sep = [&] {
      if (!first) out_.raw(", ");
      first = false;
    };
    if (nd.val != kNoArg) {
      sep();
      out_.raw("\"val\": ");
      arg(g, nd.val, true);
    }
    if (nd.runtime_ns != kNoArg) {
      sep();
      out_.raw("\"runtime_ns\": ");
      arg(g, nd.runtime_ns, true);
    }
    if (has_extra)
      for (const auto& [k, v] : extra->items()) {
        sep();
        out_.string(k).raw(": ").value(v);
      }
    out_.raw('}');
  }
  out_.raw('}');
}

void FxWriter::graph(const Graph& g, const std::string& indent) {
  out_.raw("{\"nodes\": [");
  bool first = true;
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) {
    out_.raw(first ? "\n" : ",\n").raw(indent).raw(' ');
    first = false;
    node(g, n);
  }
  if (!first) out_.raw('\n').raw(indent);
  out_.raw(']');
  for (const auto& [k, v] : g.extra.items()) out_.raw(", ").string(k).raw(": ").value(v);
  out_.raw('}');
}

void FxWriter::iteration(const IterationForm& it) {
  out_.raw(",\n \"iteration\": {\n  \"carried\": [");
  for (size_t i = 0; i < it.carried.size(); ++i) {
    if (i) out_.raw(", ");
    out_.string(it.carried[i]);
  }
  out_.raw(']');
  const std::pair<const char*, const Graph*> parts[] = {
      {"setup", it.setup.get()}, {"cleanup", it.cleanup.get()}, {"flush", it.flush.get()}};
  for (const auto& [key, g] : parts) {
    out_.raw(",\n  ").string(key).raw(": ");
    graph(*g, "  ");
  }
  for (const auto& [k, v] : it.extra.items()) out_.raw(",\n  ").string(k).raw(": ").value(v);
  out_.raw("\n }");
}

void FxWriter::document(const Document& doc) {
  // Version 2 only where it is needed (docs/format.md): an older reader
  // then still takes every plain graph graphopt writes.
  out_.raw("{\n \"format\": \"fx-json\",\n \"version\": ").integer(doc.iteration ? 2 : 1);
  auto extra_named = [&](const char* key) {
    for (const auto& [k, v] : doc.extras)
      if (k == key) out_.raw(",\n ").string(k).raw(": ").value(v);
  };
  extra_named("producer");
  extra_named("description");
  if (doc.has_process_groups) {
    out_.raw(",\n \"process_groups\": {");
    bool first = true;
    for (const ProcessGroup& pg : doc.process_groups) {
      out_.raw(first ? "\n  " : ",\n  ").string(pg.name).raw(": {\"size\": ").integer(pg.size);
      first = false;
      if (pg.has_ranks) {
        out_.raw(", \"ranks\": [");
        for (size_t i = 0; i < pg.ranks.size(); ++i) {
          if (i) out_.raw(", ");
          out_.integer(pg.ranks[i]);
        }
        out_.raw(']');
      }
      for (const auto& [k, v] : pg.extra.items()) out_.raw(", ").string(k).raw(": ").value(v);
      out_.raw('}');
    }
    out_.raw(first ? "}" : "\n }");
  }
  out_.raw(",\n \"graph\": ");
  graph(*doc.graph, " ");
  if (doc.iteration) iteration(*doc.iteration);
  if (doc.has_modules) {
    out_.raw(",\n \"modules\": {");
    bool first = true;
    for (const Module& m : doc.modules) {
      out_.raw(first ? "\n  " : ",\n  ").string(m.name).raw(": {\"graph\": ");
      first = false;
      graph(*m.graph, "  ");
      for (const auto& [k, v] : m.extra.items()) out_.raw(", ").string(k).raw(": ").value(v);
      out_.raw('}');
    }
    out_.raw(first ? "}" : "\n }");
  }
  for (const auto& [k, v] : doc.extras)
    if (k != "producer" && k != "description") out_.raw(",\n ").string(k).raw(": ").value(v);
  out_.raw("\n}\n");
  out_.flush();
}

}  // namespace

void write_fx_json(const Document& doc, std::ostream& os) {
  FxWriter w(os);
  w.document(doc);
}

std::string write_fx_json(const Document& doc) {
  std::ostringstream os;
  write_fx_json(doc, os);
  return os.str();
}

std::string node_json(const Graph& g, NodeId n) {
  std::ostringstream os;
  {
    FxWriter w(os);
    w.node(g, n);
  }
  return os.str();
}

}  // namespace graphopt
