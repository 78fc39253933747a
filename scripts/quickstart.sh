#!/usr/bin/env bash
# Quick start on a fresh Debian machine: install what is missing, build
# graphopt, and run it on a real traced graph bundled in testdata/.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DGRAPHOPT_TESTS=OFF > /dev/null
cmake --build build --target graphopt -j "$(nproc)"
graph=testdata/graphs/ddp_gpt_small.json
echo
echo "\$ build/graphopt --gpu h200 --passes=analyze,overlap_schedule,analyze $graph -o build/ddp_gpt_small.out.json"
build/graphopt --gpu h200 --passes=analyze,overlap_schedule,analyze "$graph" -o build/ddp_gpt_small.out.json
echo
echo "\$ build/graphopt --passes='print{shapes=true}' testdata/graphs/seed_sink_waits.json --disable-output"
build/graphopt --passes='print{shapes=true}' testdata/graphs/seed_sink_waits.json --disable-output
