#!/usr/bin/env bash
# What issue 20's measurements run on the device machine (one GPU is enough:
# a fake process group stands in for the second rank). Carry build-rel/graphopt
# and .device-data/ (lib/: graphopt's shared libraries; sched/: graphopt's
# schedules of testdata/traced/*.json, and of the shared 2-rank graphs as
# shared_NAME.json). Writes under $OUT.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
export LD_LIBRARY_PATH=$root/.device-data/lib PYTHONPATH=$root/python PYTHONUNBUFFERED=1
build-rel/graphopt --version || exit 2
timeout 150 python3 bench/robust/scheduler_time.py --graphopt build-rel/graphopt --out "$OUT/scheduler_time.json" 2>&1 |
  grep -v Warning | tail -8
graphs=()
for g in testdata/traced/*.json; do
  n=$(basename "$g")
  [ "$n" = trace_models.json ] && continue
  graphs+=("$g" "testdata/traced/torch/$n" "testdata/traced/torch-bucketed/$n" ".device-data/sched/$n")
done
for n in ddp_gpt_small_w2 fsdp_gpt_small_w2 moe_gpt_small_w2 ddp_gpt_medium_w2 fsdp_gpt_medium_w2 tp_gpt_medium_w2; do
  graphs+=("testdata/graphs/$n.json" "testdata/torch-schedules/$n.json" "testdata/torch-schedules-bucketed/$n.json"
           ".device-data/sched/shared_$n.json")
done
timeout 420 python3 bench/robust/device_memory.py --out "$OUT/memory.json" "${graphs[@]}" 2>&1 | grep -v Warning | tail -40
