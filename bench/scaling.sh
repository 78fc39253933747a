#!/usr/bin/env bash
# Times every stage on synthetic graphs of growing size and prints medians
# and the growth from one size to the next (10x nodes: about 10x time is
# linear).
#   bench/scaling.sh [--cold] [--rounds R] [SIZES...]   (default 10000 100000 1000000)
#   --cold      also time each stage with the caches evicted before every
#               run (pass_bench --cold), and print that table too.
#   --rounds R  run every pair of sizes R times (default 3) and report the
#               median over the R processes.
# Growth is measured in pairs (pass_bench --nodes N --pair M): one process
# builds both graphs and runs each stage on one size then the other, five
# times over, so that both sides of a ratio see the machine in the same
# state; this VM's speed wanders by a third from one minute to the next,
# and ratios of figures from separate processes wandered with it. Peak RSS
# comes from one plain run per size. Builds bench targets in build-rel/
# (Release).
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
[ ${#sizes[@]} -ge 2 ] || { echo "scaling.sh: give at least two sizes" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
modes=(warm)
[ $cold = 1 ] && modes+=(cold)
for n in "${sizes[@]}"; do
  build-rel/pass_bench --nodes "$n" --repeats 1 > "$tmp/plain.$n.txt"
done
# Rounds outermost, so that a slow spell of the machine touches every pair.
for r in $(seq "$rounds"); do
  for ((i = 0; i + 1 < ${#sizes[@]}; i++)); do
    a=${sizes[i]} b=${sizes[i+1]}
    build-rel/pass_bench --nodes "$a" --pair "$b" --repeats 5 > "$tmp/warm.$a.$r.txt"
    [ $cold = 1 ] && build-rel/pass_bench --nodes "$a" --pair "$b" --repeats 5 --cold > "$tmp/cold.$a.$r.txt"
  done
done
for mode in "${modes[@]}"; do
python3 - "$tmp" "$mode" "$rounds" "${sizes[@]}" <<'PY'
import statistics, sys
tmp, mode, rounds, sizes = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]
plain = {n: dict(l.rsplit(" ", 1) for l in open(f"{tmp}/plain.{n}.txt").read().splitlines()) for n in sizes}
# pairs[i][stage] = (small ms, large ms, ratio), each the median over rounds
pairs, stages = [], []
for i in range(len(sizes) - 1):
    per_round = []
    for r in range(1, rounds + 1):
        rows = [l.split("\t") for l in open(f"{tmp}/{mode}.{sizes[i]}.{r}.txt").read().splitlines()]
        per_round.append({s: tuple(float(x) for x in v) for s, *v in rows})
        stages = [s for s, *_ in rows]
    pairs.append({s: tuple(statistics.median(d[s][k] for d in per_round) for k in range(3)) for s in stages})
def ms(s, i):  # size i's time: from the pair that ends there (the first size: the first pair)
    return pairs[0][s][0] if i == 0 else pairs[i - 1][s][1]
print("warm caches (each timed run follows an untimed one of the same stage):" if mode == "warm" else
      "\ncold caches (512 MiB read before every timed run):")
head = "| stage | " + " | ".join(f"{int(plain[n]['nodes']):,} nodes" for n in sizes) + " | " + \
       " | ".join(f"growth {sizes[i]}->{sizes[i+1]}" for i in range(len(sizes) - 1)) + " |"
print(head)
print("|" + " --- |" * (head.count("|") - 1))
for s in stages:
    cells = [f"{ms(s, i):,.1f} ms" for i in range(len(sizes))]
    print(f"| {s} | " + " | ".join(cells) + " | " + " | ".join(f"{p[s][2]:.1f}x" for p in pairs) + " |")
if mode == "warm":
    rss = [float(plain[n]["peak_rss_mb"]) for n in sizes]
    print("| peak RSS | " + " | ".join(f"{v:,.1f} MB" for v in rss) + " | " +
          " | ".join(f"{rss[i+1] / rss[i]:.1f}x" for i in range(len(sizes) - 1)) + " |")
    print(f"\n(times: the median over {rounds} processes of the median of 5 runs; growth: the median over "
          f"{rounds} processes of the median of 5 paired ratios; peak RSS: one plain run per size; file sizes: " +
          ", ".join(f"{int(plain[n]['bytes']) / 1e6:.0f} MB" for n in sizes) + ")")
PY
done
