#pragma once
// graphopt fingerprint A B ...: whether several ranks' graphs issue each
// process group's collectives in the same order (analysis/collective_order.hpp),
// for users who run graphopt once per rank. Prints each file's fingerprints,
// then where the first pair that disagrees parts. Exit 0 when all agree, 1
// when they differ, 2 when a file cannot be read, as diff does.
#include <cstdint>
#include <string>
#include <vector>

namespace graphopt {

int run_fingerprint(const std::vector<std::string>& paths, int64_t world_size);

}  // namespace graphopt
