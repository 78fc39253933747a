#pragma once
// Maximum over a range of an array, in O(log n) per query or update and 2n
// values of memory (an iterative segment tree).
#include <algorithm>
#include <cstdint>
#include <limits>
#include <vector>

namespace graphopt {

class RangeMax {
 public:
  explicit RangeMax(const std::vector<int64_t>& values) : n_(values.size()), tree_(2 * values.size()) {
    std::copy(values.begin(), values.end(), tree_.begin() + static_cast<std::ptrdiff_t>(n_));
    for (size_t i = n_; i-- > 1;) tree_[i] = std::max(tree_[2 * i], tree_[2 * i + 1]);
  }
  // Maximum of values[lo..hi], both included; lo <= hi < size.
  int64_t max(size_t lo, size_t hi) const {
    int64_t best = std::numeric_limits<int64_t>::min();
    for (lo += n_, hi += n_ + 1; lo < hi; lo /= 2, hi /= 2) {
      if (lo & 1) best = std::max(best, tree_[lo++]);
      if (hi & 1) best = std::max(best, tree_[--hi]);
    }
    return best;
  }
  // values[lo + k] = v[k] for every k: linear in v's size, plus log n.
  void assign(size_t lo, const std::vector<int64_t>& v) {
    if (v.empty()) return;
    size_t a = lo + n_, b = lo + n_ + v.size() - 1;
    std::copy(v.begin(), v.end(), tree_.begin() + static_cast<std::ptrdiff_t>(a));
    for (a /= 2, b /= 2; a >= 1; a /= 2, b /= 2)
      for (size_t i = a; i <= b; ++i) tree_[i] = std::max(tree_[2 * i], tree_[2 * i + 1]);
  }
  size_t size() const { return n_; }

 private:
  size_t n_;
  std::vector<int64_t> tree_;
};

}  // namespace graphopt
