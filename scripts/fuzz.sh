#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan + UBSan) in build-fuzz/ and
# runs them. Usage:
#   scripts/fuzz.sh [SECONDS] [TARGET...]   fuzz each target for SECONDS (default 600), in parallel
#   scripts/fuzz.sh --regress               replay the seeds and every saved finding once
# (the test suite's fuzz.* tests do the same without libFuzzer: CI runs those)
# Targets: fuzz_reader (the reader and writer), fuzz_pipeline (read, every
# pass with the verifier on, write). Findings are saved under
# tests/fuzz/findings/TARGET/; commit them, fixed, as regression inputs.
set -euo pipefail
shopt -s nullglob
cd "$(dirname "$0")/.."
GRAPHOPT_DEPS_FUZZ=1 ./scripts/install-deps.sh
regress=0
seconds=600
if [ "${1:-}" = "--regress" ]; then regress=1; shift
elif [[ "${1:-}" =~ ^[0-9]+$ ]]; then seconds=$1; shift; fi
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(fuzz_reader fuzz_pipeline)

dir=build-fuzz
CXX=clang++ cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGRAPHOPT_FUZZ=ON -DGRAPHOPT_TESTS=OFF \
  -DGRAPHOPT_WERROR=ON > /dev/null
cmake --build "$dir" -j "$(nproc)" --target "${targets[@]}" gen_graph > /dev/null

seeds=$dir/seeds
tests/fuzz/make_seeds.sh "$seeds" "$dir/gen_graph"
export ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1

status=0
if [ "$regress" = 1 ]; then
  for t in "${targets[@]}"; do
    inputs=("$seeds"/*)
    [ -d "tests/fuzz/findings/$t" ] && inputs+=(tests/fuzz/findings/"$t"/*)
    if "$dir/$t" -runs=0 "${inputs[@]}" > "$dir/$t.regress.log" 2>&1; then
      echo "$t: replayed ${#inputs[@]} inputs: no finding"
    else
      echo "$t: FINDING while replaying (see $dir/$t.regress.log)"; status=1
    fi
  done
  exit $status
fi

pids=()
for t in "${targets[@]}"; do
  mkdir -p "$dir/corpus/$t" "tests/fuzz/findings/$t"
  # -timeout: an input that takes 10 s is a hang; -rss_limit_mb: memory must stay bounded.
  "$dir/$t" "$dir/corpus/$t" "$seeds" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=65536 -print_final_stats=1 -artifact_prefix="tests/fuzz/findings/$t/" > "$dir/$t.log" 2>&1 &
  pids+=($!)
done
for i in "${!targets[@]}"; do
  t=${targets[$i]}
  if wait "${pids[$i]}"; then result="no finding"; else result="FINDING (see $dir/$t.log and tests/fuzz/findings/$t/)"; status=1; fi
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$dir/$t.log" | grep -o '[0-9]*$' || echo "?")
  cov=$(grep -o 'cov: [0-9]*' "$dir/$t.log" | tail -1 || true)
  echo "$t: $seconds s, $execs executions, $cov, corpus $(ls "$dir/corpus/$t" | wc -l) inputs: $result"
done
exit $status
