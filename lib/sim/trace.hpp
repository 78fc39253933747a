#pragma once
// A Chrome trace (the JSON that chrome://tracing and Perfetto open) of a
// simulated schedule: one process per stage shown, a compute track and one
// track per process group; collectives carry the argument names
// torch.profiler writes ("Collective name", "In msg nelems", ...), and
// waits appear where they block the compute stream.
#include <string>
#include <vector>

#include "sim/simulator.hpp"

namespace graphopt {

// Appends the events of one stage (as process `pid`) to `events`.
void append_trace(nlohmann::ordered_json& events, int pid, const std::string& label, const GraphAnalysis& a,
                  const SimResult& r);
// The whole trace document around the events.
nlohmann::ordered_json trace_document(nlohmann::ordered_json events);
// torch's name for a dtype ("Float" for float32), as the profiler prints it.
std::string profiler_dtype(std::string_view dtype);

}  // namespace graphopt
