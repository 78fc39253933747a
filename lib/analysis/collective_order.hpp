#pragma once
// The order in which each process group issues its collectives, and a
// fingerprint of it. Every rank must issue a group's collectives in the same
// order, or the job hangs. graphopt sees one rank's graph; when it reorders
// collectives, it records the fingerprints in the output (the document's
// "collective_order" key, and --stats) so that the ranks' outputs can be
// compared before they run (`graphopt fingerprint`, graphopt_fx).
//
// A collective is described by what every rank of an SPMD program shares:
// its node name (the ranks trace the same program, so torch names the
// nodes alike; two all-reduces of the same size swapped on one rank would
// otherwise go unseen, and exchange the wrong tensors), its target (as
// op_target reads it, so either spelling of one operator is alike), its
// group, its dtype, and its message sizes in classes of a quarter octave (so
// that a last shard a few elements shorter on one rank rarely changes it;
// a coalesced collective's members each by their class too).
#include <cstdint>
#include <string>
#include <vector>

#include "analysis/collectives.hpp"

namespace graphopt {

struct GroupOrder {
  std::string group;
  std::vector<std::string> items;  // one per collective, in program order
  std::string fingerprint;         // 16 hex digits (FNV-1a 64 of the items)
};

// For an iteration form: each group's orders in the graphs a run issues
// (label, that graph's orders), one after the other, each after a line
// naming its graph (a line that starts with "# ", which
// collective_order_json does not count as a collective).
std::vector<GroupOrder> merge_orders(const std::vector<std::pair<std::string, std::vector<GroupOrder>>>& graphs);

// Each group's order over the graphs a run issues: `graph` for a plain
// document; for an iteration form setup, steady state, cleanup and flush
// (merge_orders). A group the document does not size needs no world_size.
std::vector<GroupOrder> document_collective_order(const Document& doc, int64_t world_size, int64_t sym_hint = 1);

// The collectives of an order (its items but the lines naming a graph).
size_t collective_count(const GroupOrder& o);

// The group that holds communication graphopt does not model (eager
// torch.distributed calls, ProcessGroup methods), whose groups it cannot
// tell: a name no process group of torch's has.
inline constexpr const char* kUnmodelledGroup = "(unmodelled)";

// The document's top-level key that holds collective_order_json().
inline constexpr const char* kCollectiveOrderKey = "collective_order";
// The rule the items and their hash follow; bumped when either changes (2:
// the standard FNV-1a offset basis; 3: the target without "torch.ops.",
// and a coalesced collective's members; 4: the name by its length, the
// reduce op or a broadcast's source, the members' dtypes).
inline constexpr const char* kCollectiveOrderRule = "graphopt-collective-order-4";

// Groups in order of their first collective.
// `sym_hint`: the size taken for a symbolic dimension, as `colls` took it.
std::vector<GroupOrder> collective_order(const Graph& g, const Collectives& colls, int64_t sym_hint = 1);
// {"rule": ..., "groups": {group: {"collectives": N, "fingerprint": hex}}}
Json collective_order_json(const std::vector<GroupOrder>& order);

}  // namespace graphopt
