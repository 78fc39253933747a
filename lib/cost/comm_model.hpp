#pragma once
// Run time of a collective, in ns.
//
// graphopt's model (the default): a ring over the slowest link the group
// spans, t = base + steps * hop + wire_bytes / bus_bandwidth, where
// wire_bytes is what each GPU sends: 2(n-1)/n of the buffer for all-reduce,
// (n-1)/n of the full buffer for all-gather, reduce-scatter and all-to-all,
// the buffer for broadcast. Its link numbers can be measured (nccl-tests'
// busbw, or graphopt's bench/nccl script) and set per machine. A coalesced
// collective (one NCCL group) pays base once and the ring steps once per
// tensor: NCCL launches the group as one kernel but runs each operation as
// its own ring, serialized on a channel when the channels are few (its
// maintainers, NVIDIA/nccl#725 and #559). Over sockets that is 14.5 us a
// tensor; measured, coalesced buckets ran 6-30 us a tensor behind
// concatenated ones (thirteenth session, two-gpu-2026-11-27d).
//
// torch's model: torch._inductor.comm_analysis's estimate (ring, LL protocol,
// intra-node bandwidth 300 GB/s and inter-node 25 GB/s, torch's table caps),
// reproduced so that graphopt can compare against what torch's scheduler
// believes. It sizes a message by the collective's inputs, as torch does.
#include <cstdint>

#include "analysis/node_kind.hpp"
#include "cost/hardware.hpp"

namespace graphopt {

enum class CommModel { Graphopt, Torch };

struct CollectiveShape {
  CollectiveOp op;
  int64_t in_bytes;
  int64_t out_bytes;
  int64_t group_size;
  int64_t tensors = 1;  // a coalesced collective's: NCCL runs each as a ring of its own
};

double graphopt_collective_ns(const CollectiveShape& c, const NetworkSpec& net);
double torch_collective_ns(const CollectiveShape& c, int gpus_per_node, int torch_arch,
                           double intra_node_GBps = 300, double inter_node_GBps = 25);

}  // namespace graphopt
