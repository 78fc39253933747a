#!/usr/bin/env bash
# Each schedule of the traced steps on one GPU (graphopt_fx.check --no-comm),
# with no link or an emulated one (LINK=BUSBW_GBPS,LATENCY_US[,TENSOR_US]:
# --emulate-link; TENSOR_US: each tensor of a coalesced collective after its
# first costs that much more). With no link the collectives do only their compute-stream
# part, so a difference between two schedules is compute (a bucket's
# copies, the order of kernels), not the link: over NVLink graphopt's
# default trailed torch's by 1-3.5% on 7 of 8 traced steps
# (bench/results/two-gpu-2026-11-24), and this says how much of that is
# compute. With a link, real compute meets an assumed link: how a schedule
# fares on a link of any speed without a second GPU (NCCL's own use of SMs
# and memory left out).
# Variants: the traced step, torch's schedule, torch's bucketed one, and
# graphopt's (VARIANTS, below; by default: its default, with bucket=false,
# with estimate_guard=0.015 (the
# default until the ninth session; the results of 2026-11-25 were taken
# before the change, with estimate_guard=0.03 in that column)).
#   OUT=DIR [LINK=3.5,40] [ITERS=20] [VARIANTS="a=PASSES b=PASSES"] bench/one_gpu/schedules.sh [GRAPH...]
#     (names under testdata/traced, or paths under testdata/graphs)
# Prints the table (bench/one_gpu/schedules_table.py) and leaves
# OUT/schedules-BW_LAT.tgz (or schedules-none.tgz): G.json and G.log per graph, table.md.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
scripts/unpack_traced.sh  # held_out_2 and _3 are kept packed (testdata/traced/.gitignore)
export LD_LIBRARY_PATH=$root/.device-data/lib PYTHONPATH=$root/python PYTHONUNBUFFERED=1
link=${LINK:-}
tag=${link:-none}; tag=${tag//,/_}  # a name the device call brings back
: "${OUT:?set OUT}"; . bench/one_gpu/fresh_out.sh
out=$(fresh_out "${OUT:?set OUT}/schedules-$tag"); mkdir -p "$out"
iters=${ITERS:-20}
mode=(--no-comm); [ -n "$link" ] && mode=(--emulate-link "$link")
# VARIANTS="name=passes ...": graphopt's schedules to time (each written as
# G.name.json; the table names a column by its name).
defaults='default=overlap_schedule nobucket=overlap_schedule{bucket=false} guard15=overlap_schedule{estimate_guard=0.015}'
read -r -a variants <<< "${VARIANTS:-$defaults}"
graphs=("$@")
[ ${#graphs[@]} -eq 0 ] && graphs=(ddp_bert ddp_gpt2 ddp_gptneox ddp_llama fsdp_llama fsdp_mistral fsdp_phi3 fsdp_qwen2)
for g in "${graphs[@]}"; do
  if [ -f "$g" ]; then  # a path under testdata/graphs: torch's schedules in testdata/torch-schedules*
    in=$g; n=$(basename "$g" .json); t=testdata/torch-schedules/$n.json; tb=testdata/torch-schedules-bucketed/$n.json
  else
    in=testdata/traced/$g.json; n=$g; t=testdata/traced/torch/$g.json; tb=testdata/traced/torch-bucketed/$g.json
  fi
  made=()
  for v in "${variants[@]}"; do
    build-rel/graphopt --passes="${v#*=}" "$in" -o "$out/$n.${v%%=*}.json" || exit 2
    made+=("$out/$n.${v%%=*}.json")
  done
  timeout 240 python3 -m graphopt_fx.check "$in" "$t" "$tb" "${made[@]}" --ranks 1 "${mode[@]}" --cuda-graph \
    --iters "$iters" --timeout 230 --json "$out/$n.json" > "$out/$n.log" 2>&1
  echo "$n: exit $?"
  rm -f "${made[@]}"  # remade from the inputs by the commands above
done
python3 bench/one_gpu/schedules_table.py "$out" | tee "$out/table.md"
# A device call brings back only a few files: everything in one archive.
tar -czf "$out.tgz" -C "$(dirname "$out")" "$(basename "$out")" && rm -rf "$out"
