#pragma once
// Interned strings: every name, target and string argument is stored once
// and referred to by a 32-bit Sym, so nodes stay small and comparisons are
// integer compares.
#include <cstdint>
#include <memory>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace graphopt {

using Sym = uint32_t;
inline constexpr Sym kNoSym = UINT32_MAX;

class StringPool {
 public:
  StringPool();
  StringPool(const StringPool&) = delete;
  StringPool& operator=(const StringPool&) = delete;

  Sym intern(std::string_view s);
  // kNoSym when the string was never interned.
  Sym find(std::string_view s) const;
  std::string_view str(Sym s) const { return views_[s]; }
  size_t size() const { return views_.size(); }

 private:
  std::string_view store(std::string_view s);

  // Characters live in blocks that never move, so views stay valid. Small
  // strings share fixed-size blocks (the last one is being filled); a large
  // string gets a block of its own.
  std::vector<std::unique_ptr<char[]>> blocks_;
  std::vector<std::unique_ptr<char[]>> large_;
  size_t block_used_ = 0;
  std::vector<std::string_view> views_;
  std::unordered_map<std::string_view, Sym> index_;
};

}  // namespace graphopt
