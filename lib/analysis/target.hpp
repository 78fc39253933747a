#pragma once
// Parsing of fx-json targets: "aten.mm.default" -> {aten, mm, default},
// "operator.getitem" -> {operator, getitem, ""}.
#include <optional>
#include <string_view>

namespace graphopt {

struct TargetName {
  std::string_view ns;
  std::string_view op;
  std::string_view overload;
};

TargetName split_target(std::string_view target);

// True for an op name that mutates its first argument by torch's naming
// rule: a trailing '_' (add_, _foreach_add_, _fused_adam_), but not a dunder
// (__and__), except the in-place dunders (__iand__, __ior__, ...).
bool is_inplace_name(std::string_view op);

// The method a call_function target names when it is a Tensor method called
// as a function: torch.Tensor.add_, torch._tensor.Tensor.split, and
// builtins.TensorBase.add_ (how the bridge spells a method of the C
// base class, which has no module). Nothing for anything else.
std::optional<std::string_view> tensor_method(std::string_view target);

}  // namespace graphopt
