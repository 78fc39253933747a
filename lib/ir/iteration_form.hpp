#pragma once
// The calling convention of an iteration form (docs/format.md, "Iteration
// form"), in one place for the reader, the verifier and the passes: every
// graph takes the step's inputs (the placeholders of setup, in order), then,
// all but setup, the carried values (IterationForm::carried); every output
// node has two arguments, the step's return value (null in flush) and the
// list of the values it hands to the next iteration (setup and the steady
// state: one per carried value; cleanup and flush: empty).
#include <string>
#include <vector>

#include "ir/document.hpp"

namespace graphopt {

// Where in an iteration form a message is about: a node of one of its
// graphs (a field of it, "args[1]"), an entry of "carried", or, neither,
// the document's "version". The collectives' checks, which look at every
// graph, name their nodes so too (analysis/collectives.hpp).
struct FormPlace {
  std::string graph;         // the graph's label (Document::step_graphs, other_graphs): "graph",
                             // "iteration.setup", "module 'sub'", ...
  const Graph* g = nullptr;  // which graph, to find the node in the text it was read from; never read
                             // through (a message may outlive a change to the graph)
  NodeId node = kNoNode;
  std::string name;          // the node's name
  std::string field;         // inside the node; empty: the node
  int carried = -1;          // the index of the entry of "carried"; -1: none

  static FormPlace at_node(std::string graph, const Graph& g, NodeId n, std::string field = "");
  static FormPlace at_carried(size_t index);
};

// A message about an iteration form, and its place (io/form_places.hpp
// words both).
struct FormProblem {
  FormPlace at;
  std::string message;
};

// What breaks the convention, one problem each (empty when none). For a
// plain graph, and every module's graph, the convention is torch.fx's: an
// output node with one argument and no keywords.
std::vector<FormProblem> form_shape_problems(const Document& doc, size_t limit = 20);

// The output node's list of values handed on (args[1]); an invalid view
// when the graph has no such argument.
ArgView carried_outputs(const Graph& g);

// The graph's placeholders, program order.
std::vector<NodeId> placeholders(const Graph& g);

}  // namespace graphopt
