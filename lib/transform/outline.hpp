#pragma once
// Outlining: moving a run of consecutive nodes of a graph into a subgraph
// (a module of the document) and calling it from where the run stood, as
// torch's _spmd/partial_lower.py does for a region it hands to Inductor.
//
// The subgraph's inputs are the values the run reads from outside, in
// first-use order; its outputs the values of the run that anything outside
// reads, in definition order. Both must be tensors, so a container value
// (a node whose users are operator.getitem) is never one itself: when the
// run reads a container made outside, the run's getitems of it stay in the
// parent (the prologue) and become the inputs; when the run makes a
// container that is read outside, all its getitems move into the subgraph
// and become the outputs. get_attr nodes in the run stay in the parent and
// become inputs rather than copies.
#include <optional>
#include <string>
#include <vector>

#include "ir/document.hpp"

namespace graphopt {

struct OutlinePlan {
  std::vector<NodeId> inputs;    // parent values the subgraph takes, in order
  std::vector<NodeId> prologue;  // getitems of outside containers that stay before the call
  std::vector<NodeId> body;      // nodes that move into the subgraph, in order
  std::vector<NodeId> outputs;   // body values read outside, in order
  NodeId end = kNoNode;          // the run's last node: the call goes right after it
};

// Plans outlining `run` (consecutive in program order, no placeholder or
// output among them). Returns nothing, with the reason in `why`, when a
// container the run touches is also read by something other than a
// getitem (a malformed graph).
std::optional<OutlinePlan> plan_outline(const Graph& g, const std::vector<NodeId>& run, std::string& why);

// Carries out a plan: adds module `module` (a name the document does not
// use yet) holding placeholders arg_0, arg_1, ..., the body (names and meta
// kept) and an output returning the outputs as a tuple; in the parent, the
// body is replaced by one call_module node (args: the inputs, kwargs:
// {"tag": tag}, meta.val: the outputs' values) followed by one
// operator.getitem per output carrying that output's meta, which every
// outside user now reads. Returns the call_module node.
NodeId apply_outline(Document& doc, Graph& g, const OutlinePlan& plan, const std::string& module,
                     const std::string& tag);

// True when n is read through operator.getitem (a multi-output value).
bool is_container(const Graph& g, NodeId n);

}  // namespace graphopt
