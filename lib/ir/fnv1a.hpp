#pragma once
// FNV-1a, 64 bits (the standard offset basis and prime): a fast hash whose
// value anyone can recompute from its documented input.
#include <cstdint>
#include <string_view>

namespace graphopt {

inline constexpr uint64_t kFnv1aOffset = 14695981039346656037ull;
inline constexpr uint64_t kFnv1aPrime = 1099511628211ull;

inline uint64_t fnv1a(std::string_view bytes, uint64_t h = kFnv1aOffset) {
  for (unsigned char ch : bytes) h = (h ^ ch) * kFnv1aPrime;
  return h;
}

}  // namespace graphopt
