#pragma once
// One fx-json document: the top-level graph, the subgraphs that call_module
// nodes name, the process groups, and everything else kept verbatim.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "ir/graph.hpp"
#include "ir/name_index.hpp"

namespace graphopt {

struct ProcessGroup {
  std::string name;
  int64_t size = 0;
  std::vector<int64_t> ranks;
  bool has_ranks = false;
  Json extra = Json::object();  // unknown keys, kept
};

struct Module {
  std::string name;
  std::unique_ptr<Graph> graph;
  Json extra = Json::object();  // unknown keys beside "graph", kept
};

// The iteration form (docs/format.md, "Iteration form"): a training step
// as its first iteration (setup), every iteration after it but the last (the
// document's `graph`, the steady state), its last iteration (cleanup), and
// the work an iteration leaves for the next one, alone (flush). Values one
// iteration hands to the next are extra placeholders after the step's own,
// and the second argument of every output node.
struct IterationForm {
  std::unique_ptr<Graph> setup, cleanup, flush;
  std::vector<std::string> carried;  // the carried placeholders' names, in order
  Json extra = Json::object();       // unknown keys, kept
};

// The top-level key that records what rewrote a document (docs/format.md):
// provenance, not content (diff leaves it out).
inline constexpr const char* kRewrittenByKey = "rewritten_by";

// A graph of a document with the label messages give it.
struct LabeledGraph {
  std::string label;
  Graph* graph;
};

struct Document {
  Document();

  // 1 for a plain graph; 2 when the document may hold an iteration form
  // (a version-1 reader then refuses it rather than run one of its graphs).
  int64_t version = 1;
  std::unique_ptr<Graph> graph;
  std::unique_ptr<IterationForm> iteration;  // null: a plain graph
  std::vector<ProcessGroup> process_groups;  // input order
  bool has_process_groups = false;
  std::vector<Module> modules;               // input order
  bool has_modules = false;
  // Other top-level keys (producer, description, unknown ones), input order.
  std::vector<std::pair<std::string, Json>> extras;

  std::shared_ptr<StringPool> pool() const { return graph->pool_ptr(); }
  // The first group or module of a name, null where none is; through an
  // index of names (ir/name_index.hpp), so a lookup per collective or
  // module call costs no search of the list.
  const ProcessGroup* find_group(std::string_view name) const;
  Module* find_module(std::string_view name);
  const Module* find_module(std::string_view name) const;
  // Adds an empty module graph sharing this document's string pool.
  Module& add_module(std::string name);
  // The names a torch.fx GraphModule built from this document holds as its
  // own attributes: the modules, and the first part of every get_attr
  // target in any graph. A new module must take none of them.
  std::unordered_set<std::string> attribute_names() const;
  // The iteration form's graphs (setup, cleanup, flush), then the modules'.
  std::vector<LabeledGraph> other_graphs() const;
  // `graph`, then other_graphs().
  std::vector<LabeledGraph> all_graphs() const;
  // The graphs that run as a step: `graph` and the iteration form's.
  std::vector<LabeledGraph> step_graphs() const;
  // Starts an iteration form: empty setup, cleanup and flush graphs
  // sharing this document's string pool, and version 2.
  IterationForm& add_iteration();
  // A document of its own, equal to this one (its graphs node for node),
  // for a pass to rewrite on the side while this one is read elsewhere.
  std::unique_ptr<Document> copy() const;

 private:
  NameIndex group_index_, module_index_;  // find_group's and find_module's
};

}  // namespace graphopt
