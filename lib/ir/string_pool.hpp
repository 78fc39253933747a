#pragma once
// Interned strings: every name, target and string argument is stored once
// and referred to by a 32-bit Sym, so nodes stay small and comparisons are
// integer compares.
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

namespace graphopt {

using Sym = uint32_t;
inline constexpr Sym kNoSym = UINT32_MAX;

class StringPool {
 public:
  StringPool();
  StringPool(const StringPool&) = delete;
  StringPool& operator=(const StringPool&) = delete;

  // A pool of its own with the same strings under the same Syms.
  std::shared_ptr<StringPool> copy() const;

  Sym intern(std::string_view s);
  // kNoSym when the string was never interned.
  Sym find(std::string_view s) const;
  std::string_view str(Sym s) const { return views_[s]; }
  size_t size() const { return views_.size(); }

 private:
  std::string_view store(std::string_view s);
  // The slot that holds s, or the empty slot where it would go.
  size_t slot_of(std::string_view s, uint32_t tag, size_t hash) const;
  void grow_index();

  // Characters live in blocks that never move, so views stay valid. Small
  // strings share fixed-size blocks (the last one is being filled); a large
  // string gets a block of its own.
  std::vector<std::unique_ptr<char[]>> blocks_;
  std::vector<std::unique_ptr<char[]>> large_;
  size_t block_used_ = 0;
  std::vector<std::string_view> views_;
  // Open addressing with linear probing, at most half full: a lookup
  // touches one slot line and the string, with no allocation per entry
  // (a million-node graph interns over a million names).
  struct Slot {
    uint32_t tag = 0;  // low bits of the hash, to skip most compares
    Sym sym = kNoSym;
  };
  std::vector<Slot> index_;
};

}  // namespace graphopt
