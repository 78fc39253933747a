#!/usr/bin/env bash
# Equality of graphopt's outputs on one GPU, two ranks sharing it through
# gloo (graphopt_fx.check --backend gloo; its times mean nothing): the
# traced FSDP steps under the default schedule and with coalesced buckets
# (or VARIANTS),
# one step each; and the iteration forms (iter_move_grads_and_optimizers,
# then the scheduler) of FSDP steps over several training steps, against
# the original from the same initial state. Writes OUT/equality/*.log and
# prints each check's table.
#   OUT=DIR [STEPS=5] [FSDP="fsdp_llama ..."] [ITER="path ..."] [VARIANTS="name=passes ..."] bench/one_gpu/equality.sh
#   (FSDP: traced steps for the schedule checks, "" for none; ITER: the
#   graphs whose iteration forms are checked)
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
scripts/unpack_traced.sh  # held_out_2 and _3 are kept packed
export LD_LIBRARY_PATH=$root/.device-data/lib PYTHONPATH=$root/python PYTHONUNBUFFERED=1
out=${OUT:?set OUT}/equality; mkdir -p "$out"
steps=${STEPS:-5}
g=build-rel/graphopt
check() {  # LOG LIMIT ARGS...: one check, its table printed
  local log=$1 limit=$2; shift 2
  timeout "$limit" python3 -m graphopt_fx.check "$@" --ranks 2 --backend gloo --warmup 0 --iters 1 \
    --rtol 0 --atol 0 --timeout $((limit - 10)) > "$out/$log" 2>&1
  echo "== $log: exit $?"
  grep -E "^(graph|[a-zA-Z0-9_.]+\.json)|MISMATCH|step [0-9]|Error" "$out/$log" | grep -v "registered at" | cut -c1-200
}
defaults='default=overlap_schedule coalesce=overlap_schedule{coalesce=true}'
read -r -a variants <<< "${VARIANTS:-$defaults}"
for n in ${FSDP-fsdp_llama fsdp_mistral fsdp_phi3 fsdp_qwen2}; do
  in=testdata/traced/$n.json
  made=()
  for v in "${variants[@]}"; do
    $g --passes="${v#*=}" "$in" -o "$out/$n.${v%%=*}.json" || exit 2
    made+=("$out/$n.${v%%=*}.json")
  done
  check "$n.log" 120 "$in" "${made[@]}"
done
for in in ${ITER-testdata/graphs/fsdp_gpt_small_w2.json testdata/traced/fsdp_llama.json}; do
  n=$(basename "$in" .json)
  $g --passes=iter_move_grads_and_optimizers,overlap_schedule "$in" -o "$out/$n.iter.json" || exit 2
  check "$n.iter.log" 200 "$in" "$out/$n.iter.json" --steps "$steps"
done
rm -f "$out"/*.json
