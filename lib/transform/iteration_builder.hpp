#pragma once
// Building an iteration form (docs/format.md, "Iteration form") from a
// plain step graph: a set of nodes `moved` runs one iteration late, in the
// steady state before `dest`, on values the previous iteration hands on.
//
// Given a plain document and `moved` (closed under users: every user of a
// moved node but the output is moved too), the form is:
//   setup    the step without the moved nodes; hands on the carried values
//   steady   the moved nodes first (collectives right after the
//            placeholders, the rest just before dest) on the carried
//            values, then the step without them; hands on the carried values
//   cleanup  the steady state, then the moved nodes again on its own values
//   flush    the moved nodes alone, on the carried values
// The carried values are what the moved nodes read from the rest of the
// step, except the inputs the step writes in place (parameters, optimizer
// state: the same tensors in every iteration, read where they are).
#include <string>
#include <vector>

#include "ir/document.hpp"

namespace graphopt {

// The inputs (placeholders) that some node of g writes, through views too.
std::vector<NodeId> written_placeholders(const Graph& g);

// Why `moved` cannot run before `dest` one iteration late (empty when it
// can): dest is among the moved nodes, or some node before it touches a
// tensor the moved nodes write or read and others write.
std::string move_refusal(const Graph& g, const std::vector<bool>& moved, NodeId dest);

// The earliest node outside `moved` that touches a tensor the moved nodes
// touch and someone writes (the latest legal destination); the output node
// when there is none.
NodeId latest_destination(const Graph& g, const std::vector<bool>& moved);

// Turns doc (a plain graph) into the iteration form; moved is indexed by
// NodeId of doc.graph.
void build_iteration_form(Document& doc, const std::vector<bool>& moved, NodeId dest);

}  // namespace graphopt
