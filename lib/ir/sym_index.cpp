#include "ir/sym_index.hpp"

namespace graphopt {

NodeId SymIndex::find(Sym key) const {
  if (slots_.empty()) return kNoNode;
  const size_t mask = slots_.size() - 1;
  for (size_t i = home(key);; i = (i + 1) & mask) {
    if (slots_[i].key == key) return slots_[i].value;
    if (slots_[i].key == kNoSym) return kNoNode;
  }
}

void SymIndex::set(Sym key, NodeId value) {
  if ((size_ + 1) * 2 > slots_.size()) grow();
  const size_t mask = slots_.size() - 1;
  for (size_t i = home(key);; i = (i + 1) & mask) {
    if (slots_[i].key == key) {
      slots_[i].value = value;
      return;
    }
    if (slots_[i].key == kNoSym) {
      slots_[i] = {key, value};
      ++size_;
      return;
    }
  }
}

void SymIndex::erase(Sym key) {
  if (slots_.empty()) return;
  const size_t mask = slots_.size() - 1;
  size_t i = home(key);
  while (slots_[i].key != key) {
    if (slots_[i].key == kNoSym) return;
    i = (i + 1) & mask;
  }
  // Backward shift: pull later entries of the same probe run into the hole,
  // so that lookups never need tombstones.
  for (size_t j = (i + 1) & mask; slots_[j].key != kNoSym; j = (j + 1) & mask) {
    size_t h = home(slots_[j].key);
    // slots_[j] may move to i when its home is not in (i, j] (cyclically).
    bool stays = i <= j ? (i < h && h <= j) : (i < h || h <= j);
    if (stays) continue;
    slots_[i] = slots_[j];
    i = j;
  }
  slots_[i] = Slot{};
  --size_;
}

void SymIndex::grow() {
  std::vector<Slot> old = std::move(slots_);
  size_t cap = old.empty() ? 16 : old.size() * 2;
  slots_.assign(cap, Slot{});
  shift_ = 64;
  for (size_t c = cap; c > 1; c >>= 1) --shift_;
  size_ = 0;
  for (const Slot& s : old)
    if (s.key != kNoSym) set(s.key, s.value);
}

}  // namespace graphopt
