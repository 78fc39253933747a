#!/usr/bin/env bash
# The Python bridge's checks on a machine with torch and 2 GPUs (issue 5).
# graphopt's outputs are made beforehand (on any machine) into DATA:
#   G.sink_raise.json          --passes=sink_waits,raise_comms
#   G.sink_raise_reorder.json  --passes='sink_waits,raise_comms{reorder_collectives=true}'
#   G.reorder.json             --passes=reorder_compute_for_overlap (docs/cost-models/h200x2-nvlink.json)
#   G.reorder_slow.json        the same with docs/cost-models/h200x2-sockets.json
#   ddp_gpt_small_w2.wrong.json  the optimizer step with twice the learning rate
# and, for comm_fusion (issue 6):
#   ddp_gpt_small_w2.{fused,fused4,fused_wait}.json  comm_fusion, comm_fusion{bucket_mb=4},
#                                                    comm_fusion,schedule_comm_wait
#   fsdp_gpt_small_w2.{fused_ag,fused_rs,fused,raise_fused_ag}.json  comm_fusion{kinds=all_gather},
#       comm_fusion{kinds=reduce_scatter}, comm_fusion, raise_comms,comm_fusion{kinds=all_gather}
#   {ddp,fsdp}_gpt_medium_w2.fused.json              comm_fusion
# and, for overlap_schedule (issue 7), for G in {ddp,fsdp,tp}_gpt_medium_w2:
#   G.sink_raise.json                  --passes=sink_waits,raise_comms
#   G.os_{nvlink,sockets}.json         --passes=overlap_schedule with docs/cost-models/h200x2-{nvlink,sockets}-step.json
#   G.osr_{nvlink,sockets}.json        the same with reorder_collectives=true
# and, for partial_lower (issue 8): {ddp,fsdp}_gpt_small_w2.lowered.json   --passes=partial_lower
# Usage: python/tests/device_checks.sh DATA OUT STEP...
#   (steps: round wrong small medium slow-small slow-medium fusion fusion-slow fusion-medium overlap overlap-slow lower)
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
data=$(cd "$1" && pwd); out=$2; shift 2
mkdir -p "$out"
export PYTHONPATH=$root/python PYTHONUNBUFFERED=1
graphs=$root/testdata/graphs
table() {  # table LINK GRAPH...
  local link=$1; shift
  for g in "$@"; do
    local reorder=$data/$g.reorder.json
    [ "$link" = slow ] && reorder=$data/$g.reorder_slow.json
    echo "== $g ($link)"
    timeout 300 python3 -m graphopt_fx.check "$graphs/$g.json" "$graphs/$g.json" "$data/$g.sink_raise.json" \
      "$data/$g.sink_raise_reorder.json" "$reorder" --ranks 2 --json "$out/$g.$link.json"
    echo "exit code $?"
  done
}
fusion() {  # fusion LINK GRAPH VARIANT...
  local link=$1 g=$2; shift 2
  local files=()
  for v in "$@"; do files+=("$data/$g.$v.json"); done
  echo "== $g ($link)"
  timeout 300 python3 -m graphopt_fx.check "$graphs/$g.json" "$graphs/$g.json" "${files[@]}" \
    --ranks 2 --json "$out/$g.fusion.$link.json"
  echo "exit code $?"
}
fusion_small() {
  fusion "$1" ddp_gpt_small_w2 fused fused4 fused_wait
  fusion "$1" fsdp_gpt_small_w2 fused_ag fused_rs fused raise_fused_ag
}
overlap() {  # overlap LINK ITERS: traced, itself, torch's schedule, sink+raise, graphopt (order kept, reordered)
  local link=$1 iters=$2
  for g in ddp_gpt_medium_w2 fsdp_gpt_medium_w2 tp_gpt_medium_w2; do
    echo "== $g ($link)"
    timeout 280 python3 -m graphopt_fx.check "$graphs/$g.json" "$graphs/$g.json" "$root/testdata/torch-schedules/$g.json" \
      "$data/$g.sink_raise.json" "$data/$g.os_$link.json" "$data/$g.osr_$link.json" \
      --ranks 2 --iters "$iters" --json "$out/$g.overlap.$link.json"
    echo "exit code $?"
  done
}
for step in "$@"; do
  case $step in
    round) GRAPHOPT_FX_EXTRA_GRAPHS=$(ls "$data"/*.json | tr '\n' ':') python3 "$root/python/tests/test_torch_bridge.py" 2>&1 | tail -15 ;;
    wrong) echo "== deliberately wrong graph"
           timeout 200 python3 -m graphopt_fx.check "$graphs/ddp_gpt_small_w2.json" "$data/ddp_gpt_small_w2.wrong.json" --ranks 2 --iters 2 --warmup 1
           echo "exit code $? (1: the mismatch was found)" ;;
    small) table nvlink ddp_gpt_small_w2 fsdp_gpt_small_w2 moe_gpt_small_w2 ;;
    medium) table nvlink ddp_gpt_medium_w2 fsdp_gpt_medium_w2 ;;
    slow-small) NCCL_P2P_DISABLE=1 NCCL_SHM_DISABLE=1 table slow ddp_gpt_small_w2 fsdp_gpt_small_w2 moe_gpt_small_w2 ;;
    slow-medium) NCCL_P2P_DISABLE=1 NCCL_SHM_DISABLE=1 table slow ddp_gpt_medium_w2 fsdp_gpt_medium_w2 ;;
    fusion) fusion_small nvlink ;;
    fusion-slow) NCCL_P2P_DISABLE=1 NCCL_SHM_DISABLE=1 fusion_small slow ;;
    fusion-medium) fusion nvlink ddp_gpt_medium_w2 fused; fusion nvlink fsdp_gpt_medium_w2 fused ;;
    overlap) overlap nvlink 8 ;;
    lower) for g in ddp_gpt_small_w2 fsdp_gpt_small_w2; do
             echo "== $g (partial_lower)"
             timeout 200 python3 -m graphopt_fx.check "$graphs/$g.json" "$data/$g.lowered.json" --ranks 2 \
               --json "$out/$g.lower.json"
             echo "exit code $?"
           done ;;
    overlap-slow) NCCL_P2P_DISABLE=1 NCCL_SHM_DISABLE=1 overlap sockets 6 ;;
    *) echo "unknown step $step"; exit 1 ;;
  esac
done
