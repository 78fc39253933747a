#pragma once
// Parsing of fx-json targets: "aten.mm.default" -> {aten, mm, default},
// "operator.getitem" -> {operator, getitem, ""}.
#include <optional>
#include <string>
#include <string_view>

namespace graphopt {

struct TargetName {
  std::string_view ns;
  std::string_view op;
  std::string_view overload;
};

// A target as every rule keyed by a torch operator's name reads it: without
// torch.fx's "torch.ops." prefix, which names the same operator
// ("torch.ops.aten.mm.default" is "aten.mm.default"; a higher-order op,
// whose module is torch.ops.higher_order, is "higher_order.<name>"). The
// node keeps its spelling; only the rules read this one (found by
// red-team: a prefixed wait_tensor or Triton kernel was taken for compute).
std::string_view op_target(std::string_view target);

// (of op_target(target))
TargetName split_target(std::string_view target);

// True for an op name that mutates its first argument by torch's naming
// rule: a trailing '_' (add_, _foreach_add_, _fused_adam_), but not a dunder
// (__and__), except the in-place dunders (__iand__, __ior__, ...).
bool is_inplace_name(std::string_view op);

// What a call_function or call_method node calls, for the rules keyed by
// an op's name (what it writes, aliases, draws), resolved in one place:
//   Method         x.add_() (call_method), or a Tensor method called as a
//                  function: torch.Tensor.add_, torch._tensor.Tensor.split,
//                  builtins.TensorBase.add_ (how the bridge spells a method
//                  of the C base class, which has no module);
//   Namespaced     a torch operator: aten.add_.Tensor, torch.ops.aten.add_.Tensor,
//                  or a packet with no overload (aten.add_);
//   TorchFunction  torch.flatten, torch.nn.functional.relu: name is the last part;
//   Python         operator.setitem, builtins.getattr, math.sqrt; a bare name
//                  (getattr, as torch.fx writes a builtin) is builtins'.
// `target` is the target without a torch.ops. prefix.
struct CalledOp {
  enum class Kind : uint8_t { None, Method, Namespaced, TorchFunction, Python };
  Kind kind = Kind::None;
  std::string_view target, ns, name, overload;
};
// `method`: the node is a call_method (its target is the method's name).
CalledOp called_op(bool method, std::string_view target);
// Whether a call_function target is a bare name, a Python builtin as torch.fx
// writes one ("getattr"; rare, so the callers below build its full name only then).
bool bare_builtin(std::string_view target);
// A call_function target as the rules keyed by full name spell it: a bare
// builtin's with its module ("getattr" -> "builtins.getattr"), any other
// as it is.
std::string qualified_target(std::string_view target);

}  // namespace graphopt
