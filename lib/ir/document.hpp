#pragma once
// One fx-json document: the top-level graph, the subgraphs that call_module
// nodes name, the process groups, and everything else kept verbatim.
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_set>
#include <vector>

#include "ir/graph.hpp"

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

struct Document {
  Document();

  int64_t version = 1;
  std::unique_ptr<Graph> graph;
  std::vector<ProcessGroup> process_groups;  // input order
  bool has_process_groups = false;
  std::vector<Module> modules;               // input order
  bool has_modules = false;
  // Other top-level keys (producer, description, unknown ones), input order.
  std::vector<std::pair<std::string, Json>> extras;

  std::shared_ptr<StringPool> pool() const { return graph->pool_ptr(); }
  const ProcessGroup* find_group(std::string_view name) const;
  Module* find_module(std::string_view name);
  const Module* find_module(std::string_view name) const;
  // Adds an empty module graph sharing this document's string pool.
  Module& add_module(std::string name);
  // The names a torch.fx GraphModule built from this document holds as its
  // own attributes: the modules, and the first part of every get_attr
  // target in any graph. A new module must take none of them.
  std::unordered_set<std::string> attribute_names() const;
};

}  // namespace graphopt
