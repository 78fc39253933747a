#!/usr/bin/env bash
# graphopt_fx.check on schedules made beforehand (DIR/G.VARIANT.json, carried
# in DIR), beside the traced step and torch's two schedules, on one GPU with
# an emulated link (LINK) or compute alone (no LINK): for comparing
# variants of a pass that have no flag of their own (an experiment's
# builds), with the same timing as schedules.sh.
#   OUT=DIR [LINK=3.5,200,15] ITERS=15 bench/one_gpu/check_files.sh DIR VARIANT,VARIANT G...
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
scripts/unpack_traced.sh
export LD_LIBRARY_PATH=$root/.device-data/lib PYTHONPATH=$root/python PYTHONUNBUFFERED=1
dir=$1; IFS=, read -r -a variants <<< "$2"; shift 2
: "${OUT:?set OUT}"
mode=(--no-comm); [ -n "${LINK:-}" ] && mode=(--emulate-link "$LINK")
for g in "$@"; do
  files=(testdata/traced/$g.json testdata/traced/torch/$g.json testdata/traced/torch-bucketed/$g.json)
  for v in "${variants[@]}"; do files+=("$dir/$g.$v.json"); done
  timeout 300 python3 -m graphopt_fx.check "${files[@]}" --ranks 1 "${mode[@]}" --cuda-graph \
    --iters "${ITERS:-15}" --timeout 290 --json "$OUT/$g.json" > "$OUT/$g.log" 2>&1
  echo "$g: exit $?"
done
