#include "transform/copy_node.hpp"

namespace graphopt {

void remap_refs(ArgValue& v, const std::vector<NodeId>& to) {
  if (v.kind == ArgKind::Node) v.node = to[v.node];
  for (ArgValue& item : v.items) remap_refs(item, to);
}

void copy_meta(const Graph& src, NodeId from, Graph& dst, NodeId n, double runtime_share) {
  const Node& s = src.node(from);
  if (s.val != kNoArg) dst.set_val(n, src.meta_store().to_value(s.val));
  if (s.runtime_ns != kNoArg) {  // (a share of 0 keeps a measured 0, not an estimate)
    ArgValue rt = src.meta_store().to_value(s.runtime_ns);
    if (runtime_share != 1) rt = ArgValue::real(src.runtime_ns(from).as_double() * runtime_share);
    dst.set_runtime_raw(n, dst.meta_store().add(rt));
  }
  if (const Json* extra = src.meta_extra(from)) {
    Json copy = *extra;  // src may be dst, whose meta storage may grow below
    dst.meta_extra_mut(n) = std::move(copy);
  }
}

NodeId copy_node(const Graph& src, NodeId n, Graph& dst, std::string_view name, const std::vector<NodeId>& to) {
  ArgValue args = src.store().to_value(src.node(n).args), kwargs = src.store().to_value(src.node(n).kwargs);
  remap_refs(args, to);
  remap_refs(kwargs, to);
  NodeId c = dst.create(src.op(n), name, src.target(n), args, kwargs);
  copy_meta(src, n, dst, c);
  return c;
}

}  // namespace graphopt
