#pragma once
// Maximum over a range of a fixed array, in O(log n) per query and 2n
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
  size_t size() const { return n_; }

 private:
  size_t n_;
  std::vector<int64_t> tree_;
};

}  // namespace graphopt
