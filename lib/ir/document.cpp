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

}  // namespace graphopt
