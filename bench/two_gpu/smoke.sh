#!/usr/bin/env bash
# A short check on two GPUs, over NVLink and then sockets, with each rank's
# progress and a stack dump where it stops: run it before the campaign, so a
# hang costs two minutes instead of a whole device call. Writes under $OUT.
#   bench/two_gpu/smoke.sh [GRAPH] [extra check arguments]
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
export LD_LIBRARY_PATH=$root/.device-data/lib PYTHONPATH=$root/python PYTHONUNBUFFERED=1
graph=${1:-testdata/graphs/ddp_gpt_small_w2.json}; shift || true
out=${OUT:?set OUT}; mkdir -p "$out/smoke"
n=$(basename "$graph" .json)
build-rel/graphopt --passes=overlap_schedule "$graph" -o "$out/smoke/$n.default.json" || exit 2
for link in nvlink sockets; do
  env=(NCCL_DEBUG=WARN)
  [ $link = sockets ] && env+=(NCCL_P2P_DISABLE=1 NCCL_SHM_DISABLE=1)
  env "${env[@]}" timeout 200 python3 -m graphopt_fx.check "$graph" "$out/smoke/$n.default.json" --ranks 2 \
    --iters 5 --cuda-graph --verbose --timeout 150 --grace 20 "$@" > "$out/smoke/$n.$link.log" 2>&1
  echo "$link: exit $?"
  grep -v -i "warn" "$out/smoke/$n.$link.log" | tail -n 40
done
