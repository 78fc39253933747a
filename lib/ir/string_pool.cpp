#include "ir/string_pool.hpp"

#include <cstring>
#include <functional>

namespace graphopt {

namespace {
constexpr size_t kBlockSize = 1 << 16;
}

StringPool::StringPool() : index_(64) { intern(""); }

std::string_view StringPool::store(std::string_view s) {
  if (s.empty()) return {};
  if (s.size() > kBlockSize / 4) {
    large_.emplace_back(new char[s.size()]);
    std::memcpy(large_.back().get(), s.data(), s.size());
    return {large_.back().get(), s.size()};
  }
  if (blocks_.empty() || kBlockSize - block_used_ < s.size()) {
    blocks_.emplace_back(new char[kBlockSize]);
    block_used_ = 0;
  }
  char* p = blocks_.back().get() + block_used_;
  std::memcpy(p, s.data(), s.size());
  block_used_ += s.size();
  return {p, s.size()};
}

size_t StringPool::slot_of(std::string_view s, uint32_t tag, size_t hash) const {
  const size_t mask = index_.size() - 1;
  for (size_t i = hash & mask;; i = (i + 1) & mask) {
    const Slot& slot = index_[i];
    if (slot.sym == kNoSym || (slot.tag == tag && views_[slot.sym] == s)) return i;
  }
}

void StringPool::grow_index() {
  std::vector<Slot> old = std::move(index_);
  index_.assign(old.size() * 2, Slot{});
  const size_t mask = index_.size() - 1;
  for (const Slot& slot : old) {
    if (slot.sym == kNoSym) continue;
    size_t i = std::hash<std::string_view>{}(views_[slot.sym]) & mask;
    while (index_[i].sym != kNoSym) i = (i + 1) & mask;
    index_[i] = slot;
  }
}

std::shared_ptr<StringPool> StringPool::copy() const {
  auto out = std::make_shared<StringPool>();
  out->views_.reserve(views_.size());
  for (std::string_view s : views_) out->intern(s);  // each string once, in Sym order: same Syms
  return out;
}

Sym StringPool::intern(std::string_view s) {
  size_t hash = std::hash<std::string_view>{}(s);
  uint32_t tag = static_cast<uint32_t>(hash >> 32);
  size_t i = slot_of(s, tag, hash);
  if (index_[i].sym != kNoSym) return index_[i].sym;
  Sym id = static_cast<Sym>(views_.size());
  views_.push_back(store(s));
  index_[i] = {tag, id};
  if (views_.size() * 2 > index_.size()) grow_index();
  return id;
}

Sym StringPool::find(std::string_view s) const {
  size_t hash = std::hash<std::string_view>{}(s);
  return index_[slot_of(s, static_cast<uint32_t>(hash >> 32), hash)].sym;
}

}  // namespace graphopt
