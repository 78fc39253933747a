#pragma once
// The range of every number graphopt reads: from a graph, from a cost file,
// and from the command line. A value outside its range is an input error
// (exit 2 for files, 1 for flags), never a wrapped or absurd estimate. The
// ranges are wide enough for any real machine and program, and narrow enough
// that sums and products of in-range values fit in int64 / stay finite in
// double (see ir/checked_math.hpp for what still combines).
// docs/format.md and docs/cost-model.md list them; the JSON Schemas in
// schemas/ repeat them as minimum/maximum.
#include <cstdint>

namespace graphopt {

// --- graph (fx-json) ---

// Ranks in one process group: process_groups[...].size, a collective's
// group_size argument, and --world-size. 2^20 is 10x the largest clusters.
inline constexpr int64_t kMaxGroupSize = int64_t{1} << 20;
// A rank (process_groups[...].ranks, a legacy collective's ranks): 0 .. kMaxGroupSize - 1.
inline constexpr int64_t kMaxRank = kMaxGroupSize - 1;
// Elements of one tensor (the product of its shape), and so also one
// dimension and one stride: a tensor this large would be 2^56 bytes of float8.
inline constexpr int64_t kMaxNumel = int64_t{1} << 56;
inline constexpr int64_t kMaxDim = kMaxNumel;
inline constexpr int64_t kMaxStride = kMaxNumel;
// A document's tensors together have no bound: their sums saturate
// (ir/checked_math.hpp) instead.
// One node's time, in ns: meta.runtime_ns, a cost file's fixed costs and
// kernel_ns. 1e15 ns is 11.6 days; sums over a graph stay finite and exact
// enough in double.
inline constexpr double kMaxNodeNs = 1e15;

// --- cost file and command line ---

// Link bandwidth (cost file bandwidth_GBps, --intra-node-bw,
// --inter-node-bw), GB/s: 1 KB/s to 1 PB/s. Never 0: it divides.
inline constexpr double kMinBandwidthGBps = 1e-6;
inline constexpr double kMaxBandwidthGBps = 1e6;
// Link latency (cost file latency_us and hop_latency_us, --intra-node-lat,
// --inter-node-lat), us: 0 to 1 s.
inline constexpr double kMaxLatencyUs = 1e6;
// Compute efficiencies of the roofline (cost file *_efficiency).
inline constexpr double kMinEfficiency = 1e-3;
inline constexpr double kMaxEfficiency = 1;
// What-if factors (--link-scale, --compute-scale): 1/1000 to 1000.
inline constexpr double kMinScale = 1e-3;
inline constexpr double kMaxScale = 1e3;
// Compute slowdown under communication (cost file contention.compute_slowdown,
// --contention): 0 (none) to 10 (11 times slower).
inline constexpr double kMaxSlowdown = 10;
// GPUs per node (cost file gpus_per_node, --gpus-per-node): 1 to 4096.
inline constexpr int64_t kMaxGpusPerNode = 4096;
// World size (--world-size): the same as a group's size, 1 .. kMaxGroupSize.
inline constexpr int64_t kMaxWorldSize = kMaxGroupSize;
// Bucket caps of comm_fusion (bucket_mb, first_bucket_mb), MiB: 0 to 1 TiB.
inline constexpr double kMaxBucketMb = 1 << 20;
// Inputs processed at once (--jobs; 0 is one per core).
inline constexpr int64_t kMaxJobs = 4096;
// Input size (--max-input-mb), MiB: by default 4 GiB (a million-node graph is
// about 222 MB), at most 1 PiB.
inline constexpr uint64_t kDefaultMaxInputMiB = 4096;
inline constexpr uint64_t kMaxInputMiBLimit = uint64_t{1} << 30;

}  // namespace graphopt
