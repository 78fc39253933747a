#!/usr/bin/env bash
# On a one-GPU host: the bridge's GPU tests of `check` (timing, gloo), then
# overlap_schedule's time against torch 2.11's scheduler on freshly traced
# steps, twice, with another graphopt binary timed alongside (runs
# alternating) to measure a change's speed-up in the same run.
# Carry build-rel/graphopt, .device-data (lib/: graphopt's shared libraries)
# and the baseline binary. Usage: OUT=DIR bench/one_gpu/pass_time.sh BASELINE
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
baseline=$1
export LD_LIBRARY_PATH=$root/.device-data/lib PYTHONPATH=$root/python PYTHONUNBUFFERED=1
export GRAPHOPT=$root/build-rel/graphopt
build-rel/graphopt --version && "$baseline" --version || exit 2
for t in test_check_timing test_check_gloo; do
  echo "== $t"
  timeout 240 python3 "python/tests/$t.py" 2>&1 | grep -v Warning | grep -E -A12 "^(FAIL|ERROR):|^Ran |^OK|^FAILED"
done
for run in 1 2; do
  echo "== scheduler time, run $run"
  timeout 200 python3 bench/robust/scheduler_time.py --graphopt build-rel/graphopt --baseline "$baseline" --runs 7 \
    --out "$OUT/scheduler_time-$run.json" 2>&1 | grep -v Warning | grep "{" | tail -4
done
