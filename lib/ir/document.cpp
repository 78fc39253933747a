#include "ir/document.hpp"

namespace graphopt {

Document::Document() : graph(std::make_unique<Graph>()) {}

const ProcessGroup* Document::find_group(std::string_view name) const {
  const size_t i = group_index_.find(process_groups, name);
  return i == NameIndex::npos ? nullptr : &process_groups[i];
}

Module* Document::find_module(std::string_view name) {
  const size_t i = module_index_.find(modules, name);
  return i == NameIndex::npos ? nullptr : &modules[i];
}

const Module* Document::find_module(std::string_view name) const {
  return const_cast<Document*>(this)->find_module(name);
}

Module& Document::add_module(std::string name) {
  Module m;
  m.name = std::move(name);
  m.graph = std::make_unique<Graph>(pool());
  modules.push_back(std::move(m));
  has_modules = true;
  return modules.back();
}

std::unique_ptr<Document> Document::copy() const {
  auto out = std::make_unique<Document>();
  const std::shared_ptr<StringPool> strings = pool()->copy();
  out->version = version;
  out->graph = graph->copy(strings);
  if (iteration) {
    out->iteration = std::make_unique<IterationForm>();
    out->iteration->setup = iteration->setup->copy(strings);
    out->iteration->cleanup = iteration->cleanup->copy(strings);
    out->iteration->flush = iteration->flush->copy(strings);
    out->iteration->carried = iteration->carried;
    out->iteration->extra = iteration->extra;
  }
  out->process_groups = process_groups;
  out->has_process_groups = has_process_groups;
  for (const Module& m : modules) out->modules.push_back({m.name, m.graph->copy(strings), m.extra});
  out->has_modules = has_modules;
  out->extras = extras;
  return out;
}

std::vector<LabeledGraph> Document::step_graphs() const {
  std::vector<LabeledGraph> out{{"graph", graph.get()}};
  if (iteration) {
    out.push_back({"iteration.setup", iteration->setup.get()});
    out.push_back({"iteration.cleanup", iteration->cleanup.get()});
    out.push_back({"iteration.flush", iteration->flush.get()});
  }
  return out;
}

std::vector<LabeledGraph> Document::all_graphs() const {
  std::vector<LabeledGraph> out = step_graphs();
  for (const Module& m : modules) out.push_back({"module '" + m.name + "'", m.graph.get()});
  return out;
}

std::vector<LabeledGraph> Document::other_graphs() const {
  std::vector<LabeledGraph> out = all_graphs();
  out.erase(out.begin());
  return out;
}

IterationForm& Document::add_iteration() {
  iteration = std::make_unique<IterationForm>();
  iteration->setup = std::make_unique<Graph>(pool());
  iteration->cleanup = std::make_unique<Graph>(pool());
  iteration->flush = std::make_unique<Graph>(pool());
  version = 2;
  return *iteration;
}

std::unordered_set<std::string> Document::attribute_names() const {
  std::unordered_set<std::string> names;
  auto add_get_attrs = [&](const Graph& g) {
    for (NodeId n = g.first(); n != kNoNode; n = g.next(n))
      if (g.op(n) == Op::GetAttr) names.emplace(g.target(n).substr(0, g.target(n).find('.')));
  };
  for (const LabeledGraph& g : step_graphs()) add_get_attrs(*g.graph);
  for (const Module& m : modules) {
    names.insert(m.name);
    add_get_attrs(*m.graph);
  }
  return names;
}

}  // namespace graphopt
