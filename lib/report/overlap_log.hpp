#pragma once
// The overlap log, in the form torch users know from TORCH_LOGS=overlap
// (torch._inductor.comms.visualize_overlap): a header, one line per node
// with its step index, kind, target, output and name, and its estimate;
// compute that runs while a collective is in flight starts with "| ". The
// block ends with "Est. runtime (ms): X" and a line with exposed
// communication and peak memory.
#include <string>

#include "sim/simulator.hpp"

namespace graphopt {

std::string overlap_log_block(const std::string& header, const CostedGraph& a, const SimResult& r);
// "12.3 GB", "456.7 MB", "12 KB", "0 B": for people.
std::string human_bytes(int64_t bytes);
// "87.5% hidden", or "none to hide" for a step without communication (not
// 0/0 shown as 100%, found by red-team).
std::string hidden_share(const SimResult& r);

}  // namespace graphopt
