#include "pipeline/registry.hpp"

#include <algorithm>
#include <stdexcept>

namespace graphopt {

PassRegistry& PassRegistry::instance() {
  static PassRegistry r;
  return r;
}

void PassRegistry::add(PassInfo info) {
  for (const auto& name : [&] {
         std::vector<std::string> v{info.name};
         v.insert(v.end(), info.aliases.begin(), info.aliases.end());
         return v;
       }())
    if (find(name)) throw std::logic_error("pass registered twice: " + name);
  passes_.push_back(std::move(info));
}

const PassInfo* PassRegistry::find(std::string_view name) const {
  for (const auto& p : passes_) {
    if (p.name == name) return &p;
    for (const auto& a : p.aliases)
      if (a == name) return &p;
  }
  return nullptr;
}

std::vector<const PassInfo*> PassRegistry::all() const {
  std::vector<const PassInfo*> v;
  for (const auto& p : passes_) v.push_back(&p);
  std::sort(v.begin(), v.end(), [](const PassInfo* a, const PassInfo* b) { return a->name < b->name; });
  return v;
}

size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diag = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diag = up;
    }
  }
  return row[b.size()];
}

std::string PassRegistry::suggest(std::string_view name) const {
  std::string best;
  size_t best_d = SIZE_MAX;
  for (const PassInfo* p : all()) {
    std::vector<std::string> names{p->name};
    names.insert(names.end(), p->aliases.begin(), p->aliases.end());
    for (const auto& n : names) {
      size_t d = edit_distance(name, n);
      if (d < best_d) {
        best_d = d;
        best = p->name;
      }
    }
  }
  // Close enough to be a typo: at most a third of the name changed.
  return best_d <= std::max<size_t>(2, name.size() / 3) ? best : std::string();
}

std::string describe_passes() {
  std::string out;
  for (const PassInfo* p : PassRegistry::instance().all()) {
    std::string head = "  " + p->name;
    if (head.size() < 26) head.resize(26, ' ');
    else head += "  ";
    out += head + p->description + "\n";
    if (!p->aliases.empty()) {
      out += std::string(28, ' ') + "also: ";
      for (size_t i = 0; i < p->aliases.size(); ++i) out += (i ? ", " : "") + p->aliases[i];
      out += "\n";
    }
    for (const OptionSpec& o : p->options) {
      std::string line = std::string(28, ' ') + o.name + "=<" + option_type_name(o.type) + ">";
      if (!o.default_value.empty()) line += " (default " + o.default_value + ")";
      out += line + ": " + o.help + "\n";
    }
    if (!p->prerequisites.empty()) {
      out += std::string(28, ' ') + "requires earlier: ";
      for (size_t i = 0; i < p->prerequisites.size(); ++i) out += (i ? ", " : "") + p->prerequisites[i];
      // (only under its option, when it has one: schedule_comm_wait's strict)
      if (!p->prerequisite_option.empty()) out += " (with " + p->prerequisite_option + "=true)";
      out += "\n";
    }
  }
  return out;
}

}  // namespace graphopt
