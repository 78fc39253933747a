#!/usr/bin/env bash
# On a one-GPU host (its CPU is what is timed): a change to overlap_schedule's
# speed, two binaries in the same run. First the pass alone on every traced
# step of testdata/traced and a generated 1M-node step (runs alternating,
# medians; bench/robust/pass_time_ab.sh); then against torch 2.11's
# scheduler on freshly traced steps (bench/robust/scheduler_time.py, with
# the baseline timed alongside).
# Carry build-rel/graphopt, build-rel/gen_graph and .device-data (lib/:
# graphopt's shared libraries). Usage:
#   OUT=DIR bench/one_gpu/scheduler_time_ab.sh BASELINE MODELS [RUNS]
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
baseline=$1 models=$2 runs=${3:-7}
export LD_LIBRARY_PATH=$root/.device-data/lib PYTHONPATH=$root/python PYTHONUNBUFFERED=1
build-rel/graphopt --version && "$baseline" --version || exit 2
nproc
echo "== the pass alone, new against old"
timeout 230 bash bench/robust/pass_time_ab.sh build-rel/graphopt "$baseline" 1000000 "$runs" | tee "$OUT/pass_time_ab.md"
echo "== against torch's scheduler: $models"
timeout 320 python3 bench/robust/scheduler_time.py --graphopt build-rel/graphopt --baseline "$baseline" --runs "$runs" \
  --models "$models" --out "$OUT/scheduler_time.json" 2>&1 | grep -v Warning | grep "{"
