#pragma once
// A set of positions 0..n-1 with insert, erase and smallest element in a
// few word operations each: a bitmap, plus a bitmap of its non-zero words,
// and so on up to a single word (64-ary). The list scheduler keeps its ready
// compute here: hundreds of thousands of ready nodes on large graphs, where
// a binary heap's log n cache misses per operation dominated.
#include <bit>
#include <cstdint>
#include <vector>

namespace graphopt {

class PositionSet {
 public:
  explicit PositionSet(size_t n) {
    do {
      n = n > 64 ? (n + 63) / 64 : 1;
      levels_.emplace_back(n, 0);
    } while (n > 1);
  }
  bool empty() const { return levels_.back()[0] == 0; }
  void insert(uint32_t i) {
    for (std::vector<uint64_t>& words : levels_) {
      uint64_t& w = words[i / 64];
      const bool had_any = w != 0;
      w |= uint64_t{1} << (i % 64);
      if (had_any) return;  // the levels above already mark this word
      i /= 64;
    }
  }
  // Erasing a position not in the set is allowed and changes nothing.
  void erase(uint32_t i) {
    for (std::vector<uint64_t>& words : levels_) {
      uint64_t& w = words[i / 64];
      w &= ~(uint64_t{1} << (i % 64));
      if (w != 0) return;
      i /= 64;
    }
  }
  // The smallest position; the set must not be empty.
  uint32_t min() const {
    uint32_t i = 0;
    for (size_t l = levels_.size(); l-- > 0;) i = i * 64 + static_cast<uint32_t>(std::countr_zero(levels_[l][i]));
    return i;
  }

 private:
  std::vector<std::vector<uint64_t>> levels_;  // [0]: one bit per position
};

}  // namespace graphopt
