#include "ir/document.hpp"

namespace graphopt {

Document::Document() : graph(std::make_unique<Graph>()) {}

const ProcessGroup* Document::find_group(std::string_view name) const {
  for (const auto& g : process_groups)
    if (g.name == name) return &g;
  return nullptr;
}

Module* Document::find_module(std::string_view name) {
  for (auto& m : modules)
    if (m.name == name) return &m;
  return nullptr;
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

std::unordered_set<std::string> Document::attribute_names() const {
  std::unordered_set<std::string> names;
  auto add_get_attrs = [&](const Graph& g) {
    for (NodeId n = g.first(); n != kNoNode; n = g.next(n))
      if (g.op(n) == Op::GetAttr) names.emplace(g.target(n).substr(0, g.target(n).find('.')));
  };
  add_get_attrs(*graph);
  for (const Module& m : modules) {
    names.insert(m.name);
    add_get_attrs(*m.graph);
  }
  return names;
}

}  // namespace graphopt
