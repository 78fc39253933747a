#pragma once
// Parsing of fx-json targets: "aten.mm.default" -> {aten, mm, default},
// "operator.getitem" -> {operator, getitem, ""}.
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

}  // namespace graphopt
