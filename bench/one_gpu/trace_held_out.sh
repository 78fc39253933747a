#!/usr/bin/env bash
# Traces held-out set N (bench/robust/plan.json, held_out_N) on one GPU with
# a fake process group, with torch's two schedules of each step, into
# OUT/traced/ (then packed here as testdata/traced/held_out_N.tar.gz).
#   OUT=DIR [MODELS=a,b] bench/one_gpu/trace_held_out.sh N  (writes OUT/held_out_N.tar.gz, OUT/trace_models.json;
#   MODELS: only these of the set, to retrace one that stopped at an error of ours)
# (bench/results/one-gpu-2026-11-29c ran it for N=4 as trace_held_out_4.sh.)
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
set_name=held_out_${1:?usage: trace_held_out.sh N}
export LD_LIBRARY_PATH=$root/.device-data/lib PYTHONPATH=$root/python PYTHONUNBUFFERED=1
models=${MODELS:-}; [ -n "$models" ] || models=$(python3 -c "import json, sys; print(','.join(json.load(open('bench/robust/plan.json'))[sys.argv[1]]))" "$set_name") || exit 2
python3 -c "import transformers, torch; print('transformers', transformers.__version__, 'torch', torch.__version__)"
python3 bench/robust/trace_models.py "${OUT:?set OUT}/traced" --models "$models" 2>&1 | grep -v "Warning\|warn" | cut -c1-300
# (a device call brings back few files: one archive)
tar -czf "$OUT/$set_name.tar.gz" -C "$OUT/traced" --exclude=trace_models.json . && cp "$OUT/traced/trace_models.json" "$OUT/" && rm -rf "$OUT/traced"
