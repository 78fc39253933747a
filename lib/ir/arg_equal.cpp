#include "ir/arg_equal.hpp"

#include <bit>

namespace graphopt {

bool same_arg(const Graph& ga, const ArgStore& sa, ArgId a, const Graph& gb, const ArgStore& sb, ArgId b) {
  if (a == kNoArg || b == kNoArg) return a == b;
  const ArgCell& x = sa.cell(a);
  const ArgCell& y = sb.cell(b);
  if (x.kind != y.kind) return false;
  switch (x.kind) {
    case ArgKind::None: return true;
    case ArgKind::Bool:
    case ArgKind::Int: return x.bits == y.bits;
    case ArgKind::Float: {  // the same number, or both NaN: -0.0 is not 0.0 (x + -0.0 keeps a -0.0 x)
      double p = std::bit_cast<double>(x.bits), q = std::bit_cast<double>(y.bits);
      return x.bits == y.bits || (p != p && q != q);
    }
    case ArgKind::Node: return ga.name(static_cast<NodeId>(x.bits)) == gb.name(static_cast<NodeId>(y.bits));
    case ArgKind::List:
    case ArgKind::Slice:
    case ArgKind::Tensor:
      if (x.aux != y.aux) return false;
      for (uint32_t i = 0; i < x.aux; ++i)
        if (!same_arg(ga, sa, sa.kid(x.bits + i), gb, sb, sb.kid(y.bits + i))) return false;
      return true;
    case ArgKind::Dict:
      if (x.aux != y.aux) return false;
      for (uint32_t i = 0; i < x.aux; ++i) {
        if (ga.pool().str(sa.kid(x.bits + 2 * i)) != gb.pool().str(sb.kid(y.bits + 2 * i)))
          return false;
        if (!same_arg(ga, sa, sa.kid(x.bits + 2 * i + 1), gb, sb, sb.kid(y.bits + 2 * i + 1))) return false;
      }
      return true;
    default:  // interned strings
      return ga.pool().str(static_cast<Sym>(x.bits)) == gb.pool().str(static_cast<Sym>(y.bits));
  }
}

}  // namespace graphopt
