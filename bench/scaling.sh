#!/usr/bin/env bash
# Times every stage on synthetic graphs of growing size and prints medians
# and the growth from one size to the next (10x nodes: about 10x time is
# linear).
#   bench/scaling.sh [--cold] [--rounds R] [SIZES...]   (default 10000 100000 1000000)
#   --cold      also time each stage with the caches evicted before every
#               run (pass_bench --cold), and print that table too.
#   --rounds R  run every size R times (default 3), in turn, and report the
#               median of the R medians: this machine is shared, and one
#               process's figures can be off by a third.
# Builds bench targets in build-rel/ (Release).
set -euo pipefail
cd "$(dirname "$0")/.."
cold=0
rounds=3
while [ $# -gt 0 ]; do
  case "$1" in
    --cold) cold=1; shift ;;
    --rounds) rounds=$2; shift 2 ;;
    *) break ;;
  esac
done
cmake -S . -B build-rel -DCMAKE_BUILD_TYPE=Release -DGRAPHOPT_TESTS=OFF > /dev/null
cmake --build build-rel --target pass_bench -j "$(nproc)" > /dev/null
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(10000 100000 1000000)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
modes=(warm)
[ $cold = 1 ] && modes+=(cold)
# Rounds outermost, so that a slow spell of the machine touches every size.
for r in $(seq "$rounds"); do
  for n in "${sizes[@]}"; do
    repeats=5
    [ "$n" -ge 1000000 ] && repeats=3
    build-rel/pass_bench --nodes "$n" --repeats "$repeats" > "$tmp/warm.$n.$r.txt"
    [ $cold = 1 ] && build-rel/pass_bench --nodes "$n" --repeats "$repeats" --cold > "$tmp/cold.$n.$r.txt"
  done
done
for mode in "${modes[@]}"; do
python3 - "$tmp" "$mode" "$rounds" "${sizes[@]}" <<'PY'
import statistics, sys
tmp, mode, rounds, sizes = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]
runs = {}
for n in sizes:
    per_round = []
    for r in range(1, rounds + 1):
        with open(f"{tmp}/{mode}.{n}.{r}.txt") as f:
            per_round.append(dict(line.rsplit(" ", 1) for line in f.read().splitlines()))
    runs[n] = {k: statistics.median(float(d[k]) for d in per_round) for k in per_round[0]}
# Peak RSS is only meaningful warm (the cold runs hold a 512 MiB eviction buffer).
stages = [k for k in runs[sizes[0]] if k not in ("nodes", "bytes") and not (mode == "cold" and k == "peak_rss_mb")]
print("warm caches (median of back-to-back runs):" if mode == "warm" else
      "\ncold caches (512 MiB read before every run):")
head = "| stage | " + " | ".join(f"{int(runs[n]['nodes']):,} nodes" for n in sizes) + " | " + \
       " | ".join(f"growth {sizes[i]}->{sizes[i+1]}" for i in range(len(sizes) - 1)) + " |"
print(head)
print("|" + " --- |" * (head.count("|") - 1))
for s in stages:
    vals = [runs[n][s] for n in sizes]
    unit = "MB" if s == "peak_rss_mb" else "ms"
    cells = [f"{v:,.1f} {unit}" for v in vals]
    growth = [f"{vals[i+1] / vals[i]:.1f}x" if vals[i] > 0 else "-" for i in range(len(vals) - 1)]
    print(f"| {s} | " + " | ".join(cells) + " | " + " | ".join(growth) + " |")
if mode == "warm":
    print(f"\n(each cell: the median over {rounds} processes of the median of 5 runs, 3 at 1M nodes; file sizes: " +
          ", ".join(f"{int(runs[n]['bytes']) / 1e6:.0f} MB" for n in sizes) + ")")
PY
done
