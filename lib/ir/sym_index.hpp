#pragma once
// A map from Sym to NodeId in one flat array (open addressing, linear
// probing): name lookup for a graph. Against std::unordered_map it allocates
// nothing per entry, a lookup touches one cache line, and renumbering every
// node (Graph::compact) is one sequential sweep over the slots.
#include <cstdint>
#include <vector>

#include "ir/arg.hpp"
#include "ir/string_pool.hpp"

namespace graphopt {

class SymIndex {
 public:
  NodeId find(Sym key) const;
  // Inserts or overwrites.
  void set(Sym key, NodeId value);
  void erase(Sym key);
  size_t size() const { return size_; }
  // f(NodeId&) for every value, in slot order.
  template <class F>
  void for_each_value(F&& f) {
    for (Slot& s : slots_)
      if (s.key != kNoSym) f(s.value);
  }
  // f(key, value) for every entry, in slot order.
  template <class F>
  void for_each(F&& f) const {
    for (const Slot& s : slots_)
      if (s.key != kNoSym) f(s.key, s.value);
  }
  size_t memory_bytes() const { return slots_.capacity() * sizeof(Slot); }

 private:
  struct Slot {
    Sym key = kNoSym;
    NodeId value = kNoNode;
  };
  size_t home(Sym key) const {
    // Fibonacci hashing: Syms are dense small integers, spread them out.
    return static_cast<size_t>((static_cast<uint64_t>(key) * 0x9E3779B97F4A7C15ull) >> shift_);
  }
  void grow();

  std::vector<Slot> slots_;  // a power of two, at most half full
  size_t size_ = 0;
  unsigned shift_ = 64;
};

}  // namespace graphopt
