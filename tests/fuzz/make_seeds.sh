#!/usr/bin/env bash
# Writes the fuzz targets' seeds into DIR (emptied first): the small real
# graphs, the bad-input corpus, the extreme numbers and odd-but-valid graphs,
# synthetic train steps small enough to mutate quickly, and small iteration
# forms (tests/fuzz/seeds/: synthetic steps after
# iter_move_grads_and_optimizers{collective=all_reduce,comm=false}).
# Usage: tests/fuzz/make_seeds.sh DIR GEN_GRAPH
set -euo pipefail
dir=$1 gen=$2
root="$(cd "$(dirname "$0")/../.." && pwd)"
rm -rf "$dir" && mkdir -p "$dir"
cp "$root"/testdata/graphs/seed_*.json "$root"/tests/bad/*.json "$root"/tests/extreme/*.json "$root"/tests/valid/*.json \
  "$root"/tests/fuzz/seeds/*.json "$dir"/
for n in 60 150 250; do
  for s in 1 2 3; do "$gen" --nodes "$n" --seed "$s" --hidden 8 -o "$dir/synthetic_${n}_$s.json" 2> /dev/null; done
done
