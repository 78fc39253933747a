#!/usr/bin/env bash
# On the device machine (one GPU): what the bucketed schedules' copies cost
# on the compute stream, measured against graphopt's estimate
# (bench/robust/compute_cost.py). Carry build-rel/graphopt and .device-data/
# (lib/: graphopt's shared libraries). Writes under $OUT. Arguments: graph
# names (testdata/traced/NAME.json, else testdata/graphs/NAME.json);
# COMPUTE_COST_ARGS: more options for compute_cost.py (--cuda-graph, --rounds N).
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
export LD_LIBRARY_PATH=$root/.device-data/lib PYTHONPATH=$root/python PYTHONUNBUFFERED=1
g=build-rel/graphopt
$g --version || exit 2
tmp=$(mktemp -d)
# The raised bucketed copy that overlap_schedule's robust choice weighed
# until the eighteenth session (lib/sched/robust.hpp now adds alone_mb=4 to
# its gradient buckets), and the same with all-gathers alone bucketed.
bucketed='raise_comms{reorder_collectives=true},comm_fusion{bucket_mb=16,kinds=all_gather},comm_fusion{bucket_mb=4,kinds=all_reduce;reduce_scatter}'
ag_only='raise_comms{reorder_collectives=true},comm_fusion{bucket_mb=16,kinds=all_gather}'
groups=()
add() {  # NAME INPUT TORCH TORCH_BUCKETED
  local n=$1 in=$2
  $g --passes=overlap_schedule "$in" -o "$tmp/$n.default.json" &&
    $g --passes="$bucketed" "$in" -o "$tmp/$n.bucketed.json" &&
    $g --passes="$ag_only" "$in" -o "$tmp/$n.ag_only.json" || exit 2
  groups+=(--group "$n=$in,$3,$4,$tmp/$n.default.json,$tmp/$n.bucketed.json,$tmp/$n.ag_only.json")
}
for n in "$@"; do
  if [ -f "testdata/traced/$n.json" ]; then
    add "$n" "testdata/traced/$n.json" "testdata/traced/torch/$n.json" "testdata/traced/torch-bucketed/$n.json"
  else
    add "$n" "testdata/graphs/$n.json" "testdata/torch-schedules/$n.json" "testdata/torch-schedules-bucketed/$n.json"
  fi
done
# shellcheck disable=SC2086
timeout 540 python3 bench/robust/compute_cost.py --graphopt $g --out "$OUT/compute_cost.json" ${COMPUTE_COST_ARGS:-} "${groups[@]}" 2>&1 |
  grep -v Warning
