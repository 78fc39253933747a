#pragma once
// torch's dtypes by their fx-json names ("float32", "bfloat16": torch's names
// without the "torch." prefix) and their sizes in bytes per element.
#include <cstdint>
#include <optional>
#include <string_view>

namespace graphopt {

// Bytes per element, or nullopt when the name is not a torch dtype.
std::optional<int64_t> dtype_size(std::string_view dtype);

}  // namespace graphopt
