#!/usr/bin/env bash
# Whether schedules compute what their inputs compute (graphopt diff
# --same-result), over every graph of testdata and ../shared/testdata:
# torch 2.11's unbucketed schedule of each graph that has one, and
# graphopt's reordering pipelines. Prints one line per schedule that does
# not, then the counts.
#   bench/robust/same_result.sh [GRAPHOPT]
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
bin=${1:-build-rel/graphopt}
shared=../shared/testdata
scripts/unpack_traced.sh
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
torch_n=0; torch_bad=0; ours_n=0; ours_bad=0
for f in testdata/traced/*.json testdata/graphs/*.json "$shared"/graphs/*.json; do
  n=$(basename "$f")
  [ "$n" = trace_models.json ] && continue
  case $f in
    testdata/traced/*) t=testdata/traced/torch/$n ;;
    testdata/graphs/*) t=testdata/torch-schedules/$n ;;
    *) t=$shared/torch-schedules/$n ;;
  esac
  if [ -f "$t" ]; then
    torch_n=$((torch_n + 1))
    "$bin" diff --same-result "$f" "$t" > "$tmp/r" 2>&1 || { torch_bad=$((torch_bad + 1)); echo "torch: $(head -1 "$tmp/r")"; }
  fi
  for p in "sink_waits,raise_comms" "raise_comms{reorder_collectives=true},sink_waits" "overlap_schedule{bucket=false}"; do
    ours_n=$((ours_n + 1))
    if ! "$bin" -q --passes="$p" "$f" -o "$tmp/o.json" || ! "$bin" diff --same-result "$f" "$tmp/o.json" > "$tmp/r" 2>&1; then
      ours_bad=$((ours_bad + 1)); echo "graphopt $p: $f: $(head -1 "$tmp/r")"
    fi
  done
done
echo "torch's schedules: $torch_bad of $torch_n do not compute what their input computes"
echo "graphopt's reorderings: $ours_bad of $ours_n do not"
