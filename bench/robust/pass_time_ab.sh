#!/usr/bin/env bash
# overlap_schedule's time, two binaries on the same files in the same run,
# their runs alternating (median of RUNS each): the traced steps of
# testdata/traced (TRACED=0: none) and generated steps of each size in
# NODES (comma-separated).
#   [TRACED=0] bench/robust/pass_time_ab.sh NEW_BINARY OLD_BINARY [NODES] [RUNS]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
new=$1 old=$2 sizes=${3:-1000000} runs=${4:-5}
scripts/unpack_traced.sh
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
files=()
if [ "${TRACED:-1}" != 0 ]; then
  for f in testdata/traced/*_*.json; do
    [ "$(basename "$f")" = trace_models.json ] || files+=("$f")  # (the tracer's record, not a step)
  done
fi
for n in ${sizes//,/ }; do
  build-rel/gen_graph --nodes "$n" --seed 1 -o "$tmp/gen_$n.json"
  files+=("$tmp/gen_$n.json")
done
pass_ms() {  # BINARY FILE: the pass's time, ms
  "$1" --passes=overlap_schedule --time-passes --disable-output "$2" 2>&1 | awk '/pass overlap_schedule/ {print $1}'
}
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
printf "| step | nodes | new ms | old ms | new / old |\n|---|---|---|---|---|\n"
for f in "${files[@]}"; do
  : > "$tmp/a"; : > "$tmp/b"
  for _ in $(seq "$runs"); do pass_ms "$new" "$f" >> "$tmp/a"; pass_ms "$old" "$f" >> "$tmp/b"; done
  a=$(median < "$tmp/a"); b=$(median < "$tmp/b")
  n=$(grep -o '"op"' "$f" | wc -l)
  awk -v s="$(basename "$f" .json)" -v n="$n" -v a="$a" -v b="$b" 'BEGIN {printf "| %s | %s | %.1f | %.1f | %.3f |\n", s, n, a, b, a / b}'
done
