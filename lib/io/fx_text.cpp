#include "io/fx_text.hpp"

#include "io/json_out.hpp"
#include "io/number_format.hpp"

namespace graphopt {

namespace {

// torch.fx's _format_arg: nodes as %name, other values as Python's str().
void format_arg(const Graph& g, ArgView a, std::string& out, bool top_tuple = false) {
  switch (a.kind()) {
    case ArgKind::None: out += "None"; break;
    case ArgKind::Bool: out += a.as_bool() ? "True" : "False"; break;
    case ArgKind::Int: out += std::to_string(a.as_int()); break;
    case ArgKind::Float: append_python_float(out, a.as_double()); break;
    case ArgKind::Node: out += "%" + std::string(g.name(a.node())); break;
    case ArgKind::Str:
    case ArgKind::Dtype:
    case ArgKind::Device:
    case ArgKind::Layout:
    case ArgKind::MemoryFormat:
    case ArgKind::Sym:
    case ArgKind::Repr:
      out += a.str();
      break;
    case ArgKind::List:
    case ArgKind::Tensor: {
      out += top_tuple ? '(' : '[';
      for (uint32_t i = 0; i < a.size(); ++i) {
        if (i) out += ", ";
        if (a[i].valid()) format_arg(g, a[i], out);
      }
      if (top_tuple && a.size() == 1) out += ',';
      out += top_tuple ? ')' : ']';
      break;
    }
    case ArgKind::Slice:
      out += "slice(";
      for (uint32_t i = 0; i < 3; ++i) {
        if (i) out += ", ";
        format_arg(g, a[i], out);
      }
      out += ')';
      break;
    case ArgKind::Dict:
      out += '{';
      for (uint32_t i = 0; i < a.size(); ++i) {
        if (i) out += ", ";
        out += a.key(i);
        out += ": ";
        format_arg(g, a.value(i), out);
      }
      out += '}';
      break;
  }
}

// The output line uses Python's repr of the value: bare node names, quoted strings.
void format_repr(const Graph& g, ArgView a, std::string& out) {
  switch (a.kind()) {
    case ArgKind::Node: out += g.name(a.node()); break;
    case ArgKind::Str: out += "'" + std::string(a.str()) + "'"; break;
    case ArgKind::List:
      out += '[';
      for (uint32_t i = 0; i < a.size(); ++i) {
        if (i) out += ", ";
        format_repr(g, a[i], out);
      }
      out += ']';
      break;
    default: format_arg(g, a, out); break;
  }
}

void tensor_summary(const Graph& g, ArgView t, std::string& out) {
  out += short_dtype(t[kDtype].valid() ? t[kDtype].str() : "?");
  out += '[';
  ArgView shape = t[kShape];
  for (uint32_t i = 0; i < shape.size(); ++i) {
    if (i) out += ", ";
    format_arg(g, shape[i], out);
  }
  out += ']';
}

void graph_body(const Graph& g, const FxTextOptions& opts, std::string& out) {
  out += "graph(";
  bool first = true;
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) {
    if (g.op(n) != Op::Placeholder) continue;
    if (!first) out += ", ";
    first = false;
    out += g.target(n);
  }
  out += "):";
  for (NodeId n = g.first(); n != kNoNode; n = g.next(n)) {
    Op op = g.op(n);
    if (op == Op::Placeholder && !opts.shapes) continue;
    out += "\n    ";
    if (op == Op::Output) {
      out += "return ";
      if (g.args(n).size() > 0) format_repr(g, g.args(n)[0], out);
      else out += "None";
      // An iteration form's graphs also hand values to the next iteration.
      if (g.args(n).size() == 2 && g.args(n)[1].size() > 0) {
        out += "  # hands on ";
        format_repr(g, g.args(n)[1], out);
      }
      continue;
    }
    out += "%";
    out += g.name(n);
    out += " : [num_users=" + std::to_string(g.users(n).size()) + "] = ";
    out += op_name(op);
    out += "[target=";
    out += g.target(n);
    out += "]";
    if (op != Op::Placeholder && op != Op::GetAttr)
      out += "(args = " + fx_args_text(g, n) + ", kwargs = " + fx_kwargs_text(g, n) + ")";
    if (opts.shapes) {
      std::string s = val_summary(g, g.val(n));
      if (!s.empty()) out += "  # " + s;
    }
  }
  out += '\n';
}

}  // namespace

std::string fx_args_text(const Graph& g, NodeId n) {
  std::string out;
  format_arg(g, g.args(n), out, /*top_tuple=*/true);
  return out;
}

std::string fx_kwargs_text(const Graph& g, NodeId n) {
  std::string out = "{";
  ArgView kw = g.kwargs(n);
  for (uint32_t i = 0; i < kw.size(); ++i) {
    if (i) out += ", ";
    out += kw.key(i);
    out += ": ";
    format_arg(g, kw.value(i), out);
  }
  return out + "}";
}

std::string short_dtype(std::string_view d) {
  static const std::pair<const char*, const char*> table[] = {
      {"float32", "f32"}, {"float16", "f16"}, {"bfloat16", "bf16"}, {"float64", "f64"},
      {"int64", "i64"},   {"int32", "i32"},   {"int16", "i16"},     {"int8", "i8"},
      {"uint8", "u8"},    {"uint16", "u16"},  {"uint32", "u32"},    {"uint64", "u64"},
      {"bool", "b8"},     {"complex64", "c64"}, {"complex128", "c128"}, {"complex32", "c32"},
      {"float8_e4m3fn", "f8e4m3fn"}, {"float8_e5m2", "f8e5m2"}, {"float8_e4m3fnuz", "f8e4m3fnuz"},
      {"float8_e5m2fnuz", "f8e5m2fnuz"}, {"float8_e8m0fnu", "f8e8m0fnu"}};
  for (const auto& [name, s] : table)
    if (d == name) return s;
  return std::string(d);
}

std::string val_summary(const Graph& g, ArgView val) {
  if (!val.valid()) return "";
  std::string out;
  if (val.kind() == ArgKind::Tensor) {
    tensor_summary(g, val, out);
  } else if (val.kind() == ArgKind::List) {
    out += '(';
    for (uint32_t i = 0; i < val.size(); ++i) {
      if (i) out += ", ";
      if (val[i].kind() == ArgKind::Tensor) tensor_summary(g, val[i], out);
      else format_arg(g, val[i], out);
    }
    out += ')';
  } else {
    format_arg(g, val, out);
  }
  return out;
}

std::string fx_text(const Graph& g, const FxTextOptions& opts) {
  std::string out;
  graph_body(g, opts, out);
  return out;
}

std::string fx_text(const Document& doc, const FxTextOptions& opts) {
  std::string out;
  if (doc.iteration) out += "# steady state (carried: " + std::to_string(doc.iteration->carried.size()) + ")\n";
  graph_body(*doc.graph, opts, out);
  if (doc.iteration) {
    const std::pair<const char*, const Graph*> parts[] = {{"setup", doc.iteration->setup.get()},
                                                          {"cleanup", doc.iteration->cleanup.get()},
                                                          {"flush", doc.iteration->flush.get()}};
    for (const auto& [name, g] : parts) {
      out += "\niteration." + std::string(name) + " = ";
      graph_body(*g, opts, out);
    }
  }
  for (const Module& m : doc.modules) {
    out += "\nmodule " + m.name + " = ";
    graph_body(*m.graph, opts, out);
  }
  return out;
}

}  // namespace graphopt
