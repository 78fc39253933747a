#!/usr/bin/env bash
# What --trace costs on a generated graph: median wall time and peak RSS of
#   graphopt --passes=sink_waits,raise_comms G.json -o OUT.json
# without and with `--trace T.json`, runs taken in turn (this machine's speed
# wanders from minute to minute), and their ratios (issue 19: within 1.5x).
# Usage: bench/trace_overhead.sh [NODES] [RUNS]      (default 1000000 3)
# GRAPHOPT=path/to/graphopt measures that binary instead of building one.
set -euo pipefail
cd "$(dirname "$0")/.."
nodes=${1:-1000000}
runs=${2:-3}
if [ -z "${GRAPHOPT:-}" ]; then
  cmake -S . -B build-rel -DCMAKE_BUILD_TYPE=Release > /dev/null
  cmake --build build-rel --target graphopt gen_graph -j 2 > /dev/null
  GRAPHOPT=build-rel/graphopt
fi
[ -x build-rel/gen_graph ] || cmake --build build-rel --target gen_graph -j 2 > /dev/null
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
build-rel/gen_graph --nodes "$nodes" -o "$tmp/g.json"
for i in $(seq "$runs"); do
  for mode in plain trace; do
    extra=()
    [ "$mode" = trace ] && extra=(--trace "$tmp/t.json")
    /usr/bin/time -f "%e %M" -a -o "$tmp/$mode.times" \
      "$GRAPHOPT" --passes=sink_waits,raise_comms "$tmp/g.json" -o "$tmp/out.json" "${extra[@]}"
  done
done
python3 - "$tmp" "$nodes" "$(stat -c %s "$tmp/g.json")" "$(stat -c %s "$tmp/t.json")" <<'PY'
import statistics, sys
tmp, nodes, graph_bytes, trace_bytes = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
med = {}
for mode in ("plain", "trace"):
    rows = [line.split() for line in open(f"{tmp}/{mode}.times") if line.strip()]
    med[mode] = (statistics.median(float(r[0]) for r in rows), statistics.median(int(r[1]) for r in rows) / 1024)
print(f"{nodes} nodes (graph {graph_bytes / 1e6:.0f} MB, trace {trace_bytes / 1e6:.0f} MB), median of {len(rows)}:")
print("| run | wall time | peak RSS |")
print("| --- | --- | --- |")
print(f"| without --trace | {med['plain'][0]:.2f} s | {med['plain'][1]:.0f} MB |")
print(f"| with --trace | {med['trace'][0]:.2f} s | {med['trace'][1]:.0f} MB |")
print(f"| ratio | {med['trace'][0] / med['plain'][0]:.2f}x | {med['trace'][1] / med['plain'][1]:.2f}x |")
PY
