#pragma once
// Sizes of the values in meta.val: element counts and bytes from real dtype
// sizes (never an assumed 4 bytes). Symbolic dimensions ("s0") have no known
// size; they count as `sym_hint` and are reported so that a caller can warn.
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "ir/dtype.hpp"
#include "ir/graph.hpp"

namespace graphopt {

struct TensorSize {
  int64_t numel = 0;
  int64_t bytes = 0;
  bool symbolic = false;       // some dimension was a symbol
  int tensors = 0;
};

// The TensorMeta, or every TensorMeta of a list (nested lists too), under `val`.
TensorSize tensor_size(const Graph& g, ArgView val, int64_t sym_hint = 1);
// Size of a node's output (meta.val).
inline TensorSize output_size(const Graph& g, NodeId n, int64_t sym_hint = 1) {
  return tensor_size(g, g.val(n), sym_hint);
}
// Every node's output size, from one walk over the graph in program order:
// analyses that ask for the sizes of many nodes' inputs read an array
// instead of walking a meta tree elsewhere in memory each time.
class OutputSizes {
 public:
  OutputSizes(const Graph& g, int64_t sym_hint = 1);
  // Zero for nodes not in program order.
  const TensorSize& operator[](NodeId n) const { return sizes_[n]; }
  bool symbolic() const { return symbolic_; }  // some output has a symbolic dimension

 private:
  std::vector<TensorSize> sizes_;
  bool symbolic_ = false;
};

// Whether a TensorMeta is contiguous (row-major strides); true when stride is absent.
bool is_contiguous(const Graph& g, ArgView tensor);

}  // namespace graphopt
