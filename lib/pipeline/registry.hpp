#pragma once
// The pass registry. Each file in passes/ registers its pass with a static
// RegisterPass object; the CLI's --list-passes and the pipeline parser read
// the registry, so a new pass needs no edit anywhere else.
#include <string>
#include <string_view>
#include <vector>

#include "pipeline/pass.hpp"

namespace graphopt {

class PassRegistry {
 public:
  static PassRegistry& instance();
  void add(PassInfo info);
  // By name or alias; nullptr when unknown.
  const PassInfo* find(std::string_view name) const;
  // Sorted by name.
  std::vector<const PassInfo*> all() const;
  // The registered name closest to `name` (edit distance), or "" if none is close.
  std::string suggest(std::string_view name) const;

 private:
  std::vector<PassInfo> passes_;
};

struct RegisterPass {
  explicit RegisterPass(PassInfo info) { PassRegistry::instance().add(std::move(info)); }
};

// Levenshtein distance, for "did you mean" suggestions.
size_t edit_distance(std::string_view a, std::string_view b);

// The --list-passes text: each pass, its description and its options.
std::string describe_passes();

}  // namespace graphopt
