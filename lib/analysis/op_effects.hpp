#pragma once
// What an op does to its arguments: which it writes in place, and which
// argument each of its results aliases. Sources, by what the node calls
// (target.hpp, called_op):
//   - torch operators (aten.add_.Tensor, and packets such as aten.add_,
//     which take every overload's writes): torch 2.11's own schemas
//     (`Tensor(a!)` written, `Tensor(a)` aliased), generated into
//     op_schemas.inc by scripts/gen_op_schemas.py; with hand rules where
//     the schemas say nothing: batch norm's running statistics, written
//     when training;
//   - torch functions and Tensor methods (torch.split, x.float(),
//     torch.Tensor.add_): the aten op of the same name, views by name,
//     values that may be their input, and a trailing '_';
//   - Python callables and torch.nn.functional rules by target:
//     operator.setitem and the in-place operators, builtins.getattr,
//     inplace=True, embedding's max_norm, batch_norm's training.
// What none of these knows (a custom op) gets node_kind.cpp's naming
// rules. docs/passes.md ("The dependency model") lists the rules and why.
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "ir/graph.hpp"

namespace graphopt {

struct OpArg {
  uint32_t pos;           // its position among the arguments (keyword-only: none)
  std::string_view name;  // its name, when given as a keyword
};

struct OpEffects {
  std::vector<OpArg> writes;       // written in place
  std::vector<OpArg> flag_writes;  // written only when `flag` is on
  // When set, flag_writes happen only when this argument is not False or
  // None (when absent: `flag_default`): batch norm's `training`,
  // embedding's `max_norm`, `inplace`.
  std::optional<OpArg> flag;
  bool flag_default = true;
  // For each result, the argument it aliases (a view, an in-place op's
  // self, an out= tensor); none for a new tensor.
  std::vector<std::optional<OpArg>> results;
};

// Whether an op (aten's, a torch function's or a method's name) returns a
// view of its first argument by its name: view, t, split, expand, ...
bool is_view_name(std::string_view op);

// Whether the node's k-th result is a view of its k-th input
// (broadcast_tensors, meshgrid, atleast_* of several tensors; the inputs
// given as a list or one by one).
bool results_view_inputs(const Graph& g, NodeId n);

// What is known of this node's call, or nullptr (the naming rules apply).
const OpEffects* op_effects(const Graph& g, NodeId n);

// The value an argument of n has (positional, else by keyword); invalid
// when n does not give it.
ArgView arg_value(const Graph& g, NodeId n, const OpArg& a);
// The arguments the node writes: `writes`, and `flag_writes` when the flag
// is on.
std::vector<OpArg> written_args(const Graph& g, NodeId n, const OpEffects& e);
// Whether it writes any of them on this node (one is given, not None).
bool writes_now(const Graph& g, NodeId n, const OpEffects& e);

// Whether n reads or changes its first argument's storage itself, not only
// its values: as_strided with an explicit storage offset, the storage
// queries (storage_offset, data_ptr, ...), and the ops that resize or swap
// the storage (resize_, resize_storage_bytes_, set_). A pass that moves a
// tensor into another storage (comm_fusion's bucket) must not move one that
// such a node uses (found by red-team: an as_strided at offset 0 of a
// bucketed gradient read the bucket's first member; a resize_storage_bytes_
// to 0 of one member freed the storage every member shares).
bool depends_on_storage(const Graph& g, NodeId n);

}  // namespace graphopt
