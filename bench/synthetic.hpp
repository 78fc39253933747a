#pragma once
// Synthetic fx-json graphs of any size that look like a train step: layers
// with a forward and a backward, views, FSDP-style all-gathers of weight
// shards and reduce-scatters of their gradients, tensor-parallel
// all-reduces of activations, data-parallel all-reduces of some gradients
// (three process groups), waits at varying distances, and a fused in-place
// Adam step at the end. Deterministic from the seed.
#include <cstdint>
#include <memory>

#include "ir/document.hpp"

namespace graphopt::bench {

struct SyntheticSpec {
  int64_t target_nodes = 10000;  // about this many nodes
  int64_t hidden = 64;           // model width (keeps tensors small)
  int64_t batch_tokens = 256;
  int64_t world = 8;
  uint32_t seed = 1;
};

std::unique_ptr<Document> synthetic_graph(const SyntheticSpec& spec);

}  // namespace graphopt::bench
