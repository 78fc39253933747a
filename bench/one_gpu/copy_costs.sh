#!/usr/bin/env bash
# Where the parameter buckets' copies cost, on one GPU (twenty-sixth
# session): the copy-out of each default schedule's all-gather buckets
# timed three ways (bench/one_gpu/copy_out.py), then the compute-only
# replays (bench/one_gpu/schedules.sh) of the default, coalesced buckets,
# and the default's own bucketing with alone_mb=1 (only members under 1 MiB
# concatenated) against the same pipeline at the default's alone_mb=32.
#   OUT=DIR bench/one_gpu/copy_costs.sh [GRAPH...]   (names under testdata/traced)
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
scripts/unpack_traced.sh
export LD_LIBRARY_PATH=$root/.device-data/lib PYTHONPATH=$root/python PYTHONUNBUFFERED=1
out=${OUT:?set OUT}/copy; mkdir -p "$out"
graphs=("$@"); [ ${#graphs[@]} -eq 0 ] && graphs=(fsdp_starcoder2 fsdp_gemma fsdp_llama fsdp_falcon)
tmp=$(mktemp -d)
for g in "${graphs[@]}"; do
  build-rel/graphopt --passes=overlap_schedule "testdata/traced/$g.json" -o "$tmp/$g.json" -q || exit 2
  python3 bench/one_gpu/copy_out.py "$tmp/$g.json" --iters 50 | tee -a "$out/copy_out.jsonl"
done
rm -rf "$tmp"
p='raise_comms{reorder_collectives=true},comm_fusion{bucket_mb=64,ramp=true,alone_mb=AL,kinds=all_gather},comm_fusion{bucket_mb=4,kinds=all_reduce;reduce_scatter},sink_comms{kinds=all_gather,reorder_collectives=true},overlap_schedule{bucket=false}'
OUT=$out ITERS=${ITERS:-20} VARIANTS="default=overlap_schedule coal=overlap_schedule{coalesce=true} a1=${p//AL/1} ctl=${p//AL/32} ${EXTRA:-}" \
  bash bench/one_gpu/schedules.sh "${graphs[@]:0:${REPLAYS:-3}}"
tar -czf "$OUT/copy.tgz" -C "$OUT" copy && rm -rf "$out"
