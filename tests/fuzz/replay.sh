#!/usr/bin/env bash
# Replays the seeds and every saved finding of one fuzz target once (the
# test suite's fuzz.* tests; scripts/fuzz.sh --regress does the same with
# the libFuzzer build). Usage: tests/fuzz/replay.sh TARGET BINARY GEN_GRAPH WORKDIR
set -euo pipefail
shopt -s nullglob
target=$1 bin=$2 gen=$3 work=$4
root="$(cd "$(dirname "$0")/../.." && pwd)"
"$root/tests/fuzz/make_seeds.sh" "$work/seeds-$target" "$gen"
inputs=("$work/seeds-$target"/* "$root/tests/fuzz/findings/$target"/*)
"$bin" "${inputs[@]}"
