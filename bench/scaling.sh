#!/usr/bin/env bash
# Times every stage on synthetic graphs of growing size and prints medians
# and the growth from one size to the next (10x nodes: about 10x time is
# linear). Usage: bench/scaling.sh [--cold] [SIZES...]   (default 10000 100000 1000000)
#   --cold  also time each stage with the caches evicted before every run
#           (pass_bench --cold), and print that table too.
# Builds bench targets in build-rel/ (Release).
set -euo pipefail
cd "$(dirname "$0")/.."
cold=0
if [ "${1:-}" = "--cold" ]; then
  cold=1
  shift
fi
cmake -S . -B build-rel -DCMAKE_BUILD_TYPE=Release -DGRAPHOPT_TESTS=OFF > /dev/null
cmake --build build-rel --target pass_bench -j "$(nproc)" > /dev/null
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(10000 100000 1000000)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
modes=(warm)
[ $cold = 1 ] && modes+=(cold)
for n in "${sizes[@]}"; do
  repeats=5
  [ "$n" -ge 1000000 ] && repeats=3
  build-rel/pass_bench --nodes "$n" --repeats "$repeats" > "$tmp/warm.$n.txt"
  [ $cold = 1 ] && build-rel/pass_bench --nodes "$n" --repeats "$repeats" --cold > "$tmp/cold.$n.txt"
done
for mode in "${modes[@]}"; do
python3 - "$tmp" "$mode" "${sizes[@]}" <<'PY'
import sys
tmp, mode, sizes = sys.argv[1], sys.argv[2], sys.argv[3:]
runs = {}
for n in sizes:
    with open(f"{tmp}/{mode}.{n}.txt") as f:
        runs[n] = dict(line.rsplit(" ", 1) for line in f.read().splitlines())
# Peak RSS is only meaningful warm (the cold runs hold a 512 MiB eviction buffer).
stages = [k for k in runs[sizes[0]] if k not in ("nodes", "bytes") and not (mode == "cold" and k == "peak_rss_mb")]
print("warm caches (median of back-to-back runs):" if mode == "warm" else
      "\ncold caches (512 MiB read before every run):")
head = "| stage | " + " | ".join(f"{int(runs[n]['nodes']):,} nodes" for n in sizes) + " | " + \
       " | ".join(f"growth {sizes[i]}->{sizes[i+1]}" for i in range(len(sizes) - 1)) + " |"
print(head)
print("|" + " --- |" * (head.count("|") - 1))
for s in stages:
    vals = [float(runs[n][s]) for n in sizes]
    unit = "MB" if s == "peak_rss_mb" else "ms"
    cells = [f"{v:,.1f} {unit}" for v in vals]
    growth = [f"{vals[i+1] / vals[i]:.1f}x" if vals[i] > 0 else "-" for i in range(len(vals) - 1)]
    print(f"| {s} | " + " | ".join(cells) + " | " + " | ".join(growth) + " |")
if mode == "warm":
    print(f"\n(median of 5 runs, 3 at 1M nodes; file sizes: " +
          ", ".join(f"{int(runs[n]['bytes']) / 1e6:.0f} MB" for n in sizes) + ")")
PY
done
