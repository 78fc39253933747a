#!/usr/bin/env bash
# Issue 22's iteration forms against the single-iteration schedules on one
# GPU, on an emulated link (graphopt_fx.check --emulate-link; 3.5 GB/s and
# 200 us per collective reproduced the real sockets link of 2 H200 on the
# traced FSDP steps, bench/results/one-gpu-2026-11-25). Variants: the traced
# step, torch's schedule, torch's bucketed one, graphopt's default
# (overlap_schedule), graphopt bucketed as torch buckets, one iteration
# (bucketed: raise_comms, comm_fusion at 16 MiB for all-gathers and 4 MiB for
# gradients, then overlap_schedule), the iteration form
# (iter_move_grads_and_optimizers,overlap_schedule) and the same after that
# bucketing (iterb): the bucketed single iteration separates what the
# bucketing gains from what the move gains. --steps 3: the first
# step (setup) is not timed; the replays are of the steady state.
#   OUT=DIR [LINK=3.5,200] [ITERS=10] bench/one_gpu/iteration.sh [GRAPH...]
# Prints the table and leaves OUT/iteration-BW_LAT.tgz.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
scripts/unpack_traced.sh  # the held-out sets are kept packed (testdata/traced/.gitignore)
export LD_LIBRARY_PATH=$root/.device-data/lib PYTHONPATH=$root/python PYTHONUNBUFFERED=1
link=${LINK:-3.5,200}
: "${OUT:?set OUT}"; . bench/one_gpu/fresh_out.sh
out=$(fresh_out "${OUT:?set OUT}/iteration-${link//,/_}"); mkdir -p "$out"
iters=${ITERS:-10}
bucket="raise_comms{reorder_collectives=true},comm_fusion{bucket_mb=16,kinds=all_gather},comm_fusion{bucket_mb=4,kinds=all_reduce;reduce_scatter}"
graphs=("$@")
[ ${#graphs[@]} -eq 0 ] && graphs=(fsdp_gpt_small_w2 ddp_gpt_small_w2 moe_gpt_small_w2 fsdp_llama fsdp_qwen2 ddp_llama)
for n in "${graphs[@]}"; do
  in=testdata/graphs/$n.json; [ -f "$in" ] || in=testdata/traced/$n.json
  t=testdata/torch-schedules/$n.json; [ -f "$t" ] || t=testdata/traced/torch/$n.json
  tb=testdata/torch-schedules-bucketed/$n.json; [ -f "$tb" ] || tb=testdata/traced/torch-bucketed/$n.json
  build-rel/graphopt --passes=overlap_schedule "$in" -o "$out/$n.default.json" &&
  build-rel/graphopt --passes="$bucket,overlap_schedule" "$in" -o "$out/$n.bucketed.json" &&
  build-rel/graphopt --passes=iter_move_grads_and_optimizers,overlap_schedule "$in" -o "$out/$n.iter.json" &&
  build-rel/graphopt --passes="$bucket,iter_move_grads_and_optimizers,overlap_schedule" "$in" -o "$out/$n.iterb.json" ||
    exit 2
  timeout 200 python3 -m graphopt_fx.check "$in" "$t" "$tb" "$out/$n.default.json" "$out/$n.bucketed.json" "$out/$n.iter.json" \
    "$out/$n.iterb.json" --ranks 1 --emulate-link "$link" --steps 3 --cuda-graph --iters "$iters" --timeout 190 \
    --json "$out/$n.json" > "$out/$n.log" 2>&1
  echo "$n: exit $?"
  rm -f "$out/$n".{default,bucketed,iter,iterb}.json  # remade from the inputs by the commands above
done
python3 bench/one_gpu/schedules_table.py "$out" | tee "$out/table.md"
tar -czf "$out.tgz" -C "$(dirname "$out")" "$(basename "$out")" && rm -rf "$out"
