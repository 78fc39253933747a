#!/usr/bin/env bash
# graphopt_fx.profile on the device (one GPU): measured runtime_ns on the
# nodes of two traced steps, then graphopt's estimate of their compute with
# the measured times, with the analytic model, and the step as measured
# (device_memory.py, compute only: a fake process group). Carry
# build-rel/graphopt and .device-data (lib/). Writes under $OUT.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
export LD_LIBRARY_PATH=$root/.device-data/lib PYTHONPATH=$root/python PYTHONUNBUFFERED=1
for g in fsdp_llama ddp_llama ddp_bert; do
  timeout 150 python3 -m graphopt_fx.profile "testdata/traced/$g.json" -o "$OUT/$g.profiled.json" 2>&1 | grep -v Warning | tail -2
  for f in "testdata/traced/$g.json" "$OUT/$g.profiled.json"; do
    build-rel/graphopt --gpu h100 --passes= --stats=/dev/stdout --disable-output "$f" | tail -1 |
      python3 -c "import json,sys; d=json.load(sys.stdin); print('$f', 'estimated compute', round(d['compute_ns']/1e6,3), 'ms', d['cost_sources'])"
  done
done
python3 bench/robust/device_memory.py --out "$OUT/measured.json" testdata/traced/fsdp_llama.json testdata/traced/ddp_llama.json testdata/traced/ddp_bert.json 2>&1 | grep -v Warning | tail -3
