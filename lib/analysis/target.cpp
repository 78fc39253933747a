#include "analysis/target.hpp"

namespace graphopt {

std::string_view op_target(std::string_view target) {
  constexpr std::string_view kOps = "torch.ops.";
  return target.substr(0, kOps.size()) == kOps ? target.substr(kOps.size()) : target;
}

TargetName split_target(std::string_view t) {
  t = op_target(t);
  TargetName n;
  size_t a = t.find('.');
  if (a == std::string_view::npos) {
    n.op = t;
    return n;
  }
  n.ns = t.substr(0, a);
  std::string_view rest = t.substr(a + 1);
  size_t b = rest.rfind('.');
  // Only torch ops (three parts) have an overload; operator.getitem has two.
  if (b == std::string_view::npos) {
    n.op = rest;
  } else {
    n.op = rest.substr(0, b);
    n.overload = rest.substr(b + 1);
  }
  return n;
}

bool is_inplace_name(std::string_view op) {
  if (op.size() < 2 || op.back() != '_') return false;
  if (op.size() >= 4 && op.substr(0, 2) == "__" && op.substr(op.size() - 2) == "__")
    return op.size() > 5 && op[2] == 'i' && op != "__index__" && op != "__init__" && op != "__invert__";
  return true;
}

bool bare_builtin(std::string_view target) { return !target.empty() && target.find('.') == std::string_view::npos; }

std::string qualified_target(std::string_view target) {
  return bare_builtin(target) ? "builtins." + std::string(target) : std::string(target);
}

CalledOp called_op(bool method, std::string_view target) {
  using K = CalledOp::Kind;
  CalledOp c;
  c.target = target;
  if (method) {
    c.kind = K::Method;
    c.name = target;
    return c;
  }
  for (std::string_view cls : {"torch.Tensor.", "torch._tensor.Tensor.", "builtins.TensorBase.", "torch._C.TensorBase.",
                               "torch._C._TensorBase."})
    if (target.substr(0, cls.size()) == cls && target.find('.', cls.size()) == std::string_view::npos &&
        target.size() > cls.size()) {
      c.kind = K::Method;
      c.name = target.substr(cls.size());
      return c;
    }
  c.target = target = op_target(target);  // then namespaced
  // A bare name is a Python builtin, as torch.fx names one (its
  // _get_qualified_name drops "builtins."): "getattr" is builtins.getattr
  // (found by red-team: read as an unknown op, x.T's write was reordered).
  if (bare_builtin(target)) {
    c.kind = K::Python;
    c.ns = "builtins";
    c.name = target;
    return c;
  }
  const TargetName t = split_target(target);
  if (t.ns.empty()) return c;
  if (t.ns == "operator" || t.ns == "builtins" || t.ns == "math") {  // (_operator is read as operator)
    c.kind = K::Python;
    c.ns = t.ns;
    c.name = target.substr(target.rfind('.') + 1);
    return c;
  }
  if (t.ns == "torch") {
    c.kind = K::TorchFunction;
    c.ns = t.ns;
    c.name = target.substr(target.rfind('.') + 1);
    return c;
  }
  c.kind = K::Namespaced;
  c.ns = t.ns;
  c.name = t.op;
  c.overload = t.overload;
  return c;
}

}  // namespace graphopt
