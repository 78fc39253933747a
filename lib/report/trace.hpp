#pragma once
// A Chrome trace (the JSON that chrome://tracing and Perfetto open) of a
// simulated schedule: one process per stage shown, a compute track and one
// track per process group; collectives carry the argument names
// torch.profiler writes ("Collective name", "In msg nelems", ...), and
// waits appear where they block the compute stream.
//
// A stage is kept in compact form (a few numbers per drawn node) until the
// whole trace is streamed out: at a million nodes a JSON object per event
// took 2.3 GB beside a 0.5 GB peak without --trace.
#include <cstdint>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "sim/simulator.hpp"

namespace graphopt {

struct TraceStage {
  // A compute node, or a wait drawn over the time it held the compute
  // stream back, in program order. Names and targets are Syms of `pool`.
  struct Span {
    Sym target = kNoSym;
    Sym name = kNoSym;
    double ts_ns = 0;
    double dur_ns = 0;  // for a wait also its blocked_ns
    double est_ns = 0;  // compute only
    bool wait = false;
    bool overlapped = false;
  };
  struct Collective {
    Sym target = kNoSym;
    Sym name = kNoSym;
    uint32_t tid = 0;  // 1 + its group's index in `tracks`
    double ts_ns = 0;
    double dur_ns = 0;
    double exposed_ns = 0;
    const char* op = "";
    int64_t in_nelems = 0;
    int64_t out_nelems = 0;
    int64_t group_size = 0;
    std::string dtype;  // as the profiler names it
    std::string group;
  };
  int pid = 0;
  std::string label;
  // Held so that the Syms stay readable after passes replace the graph.
  std::shared_ptr<const StringPool> pool;
  std::vector<std::string> tracks;  // process groups, in order of first appearance
  std::vector<Span> spans;
  std::vector<Collective> collectives;  // in program order
};

// What the trace shows of one stage (as process `pid`).
TraceStage trace_stage(int pid, const std::string& label, const CostedGraph& a, const SimResult& r);
// The whole trace file, streamed: {"traceEvents": [...], "displayTimeUnit": "ns"}
// on one line, numbers and separators as nlohmann/json's dump() writes them.
void write_trace(std::ostream& os, const std::vector<TraceStage>& stages);
// torch's name for a dtype ("Float" for float32), as the profiler prints it.
std::string profiler_dtype(std::string_view dtype);

}  // namespace graphopt
