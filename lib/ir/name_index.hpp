#pragma once
// A list's first element of each name, by name: what Document::find_group
// and find_module look up through (a search of the list per lookup made
// many groups or modules quadratic). Built at the first
// lookup and built again when the list's length or storage has changed
// since (the reader adds to it, outline adds modules, a test clears the
// groups); an element renamed in place is not seen (nothing renames one).
#include <cstddef>
#include <mutex>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace graphopt {

class NameIndex {
 public:
  static constexpr size_t npos = static_cast<size_t>(-1);

  NameIndex() = default;
  // A copy starts empty: its positions belong to the list it is built from.
  NameIndex(const NameIndex&) {}
  NameIndex& operator=(const NameIndex&) {
    std::lock_guard<std::mutex> lock(mutex_);
    clear();
    return *this;
  }

  // The position in `list` of its first element named `name`; npos where
  // none is. Locked: a lookup may build the map, and a document may be
  // read from several threads at once.
  template <class T>
  size_t find(const std::vector<T>& list, std::string_view name) const {
    std::lock_guard<std::mutex> lock(mutex_);
    if (list.data() != data_ || list.size() != size_) {
      clear();
      for (size_t i = 0; i < list.size(); ++i) first_.emplace(list[i].name, i);
      data_ = list.data();
      size_ = list.size();
    }
    auto it = first_.find(name);
    return it == first_.end() ? npos : it->second;
  }

 private:
  void clear() const {
    first_.clear();
    data_ = nullptr;
    size_ = 0;
  }

  mutable std::mutex mutex_;
  mutable std::unordered_map<std::string_view, size_t> first_;  // keys: the list's own names
  // The list the map was built from, as it was then.
  mutable const void* data_ = nullptr;
  mutable size_t size_ = 0;
};

}  // namespace graphopt
