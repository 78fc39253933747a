#include "ir/string_pool.hpp"

#include <cstring>

namespace graphopt {

namespace {
constexpr size_t kBlockSize = 1 << 16;
}

StringPool::StringPool() { intern(""); }

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

Sym StringPool::intern(std::string_view s) {
  auto it = index_.find(s);
  if (it != index_.end()) return it->second;
  std::string_view v = store(s);
  Sym id = static_cast<Sym>(views_.size());
  views_.push_back(v);
  index_.emplace(v, id);
  return id;
}

Sym StringPool::find(std::string_view s) const {
  auto it = index_.find(s);
  return it == index_.end() ? kNoSym : it->second;
}

}  // namespace graphopt
