#include "analysis/target.hpp"

namespace graphopt {

TargetName split_target(std::string_view t) {
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

std::optional<std::string_view> tensor_method(std::string_view target) {
  for (std::string_view cls : {"torch.Tensor.", "torch._tensor.Tensor.", "builtins.TensorBase.", "torch._C.TensorBase.",
                               "torch._C._TensorBase."})
    if (target.substr(0, cls.size()) == cls) {
      std::string_view m = target.substr(cls.size());
      if (!m.empty() && m.find('.') == std::string_view::npos) return m;
    }
  return std::nullopt;
}

}  // namespace graphopt
