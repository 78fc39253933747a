#!/usr/bin/env bash
# Builds graphopt and its unit tests under ThreadSanitizer (in build-tsan/)
# and runs what has threads: the unit tests (overlap_schedule's on 16
# cores included, where the parameter copy is made beside the other
# versions) and graphopt's overlap_schedule over every bundled real graph,
# one at a time and all at once with --jobs=0. Any report fails it (the
# sanitizer's exit code, 66). Not part of scripts/test.sh: on CI's two
# cores the build and run take about 20 minutes. On many cores the device
# check bench/one_gpu/threads_check.sh runs the real graphs the same way.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=build-tsan
gen=()
[ -f "$dir/CMakeCache.txt" ] || ! command -v ninja > /dev/null || gen=(-G Ninja)
# -O1 -g1: the checks stay, the run is faster than at -O0, and a report
# still names lines.
cmake -S . -B "$dir" "${gen[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" \
  -DGRAPHOPT_TSAN=ON -DGRAPHOPT_TESTS=ON -DGRAPHOPT_WERROR=ON > /dev/null
cmake --build "$dir" -j "$(nproc)" --target graphopt graphopt_unit_tests
scripts/unpack_traced.sh
export TSAN_OPTIONS="halt_on_error=0 second_deadlock_stack=1"
# Address randomisation off where the kernel's is larger than the sanitizer
# can map its shadow beside ("unexpected memory mapping").
run() { if command -v setarch > /dev/null; then setarch "$(uname -m)" -R "$@"; else "$@"; fi; }
run "$dir/tests/graphopt_unit_tests"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
graphs=(testdata/graphs/*.json)
for g in "${graphs[@]}"; do
  run "$dir/graphopt" --passes=overlap_schedule -q -o "$out/$(basename "$g")" "$g"
done
mkdir "$out/all" "$out/traced"
run "$dir/graphopt" --passes=overlap_schedule --jobs=0 -q -o "$out/all" "${graphs[@]}"
for g in "${graphs[@]}"; do cmp "$out/$(basename "$g")" "$out/all/$(basename "$g")"; done
traced=()
for g in testdata/traced/*.json; do [ "$(basename "$g")" = trace_models.json ] || traced+=("$g"); done
run "$dir/graphopt" --passes=overlap_schedule --jobs=0 -q -o "$out/traced" "${traced[@]}"
echo "ThreadSanitizer: no reports (unit tests, ${#graphs[@]} shared graphs, ${#traced[@]} traced steps)"
