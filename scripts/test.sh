#!/usr/bin/env bash
# Builds graphopt with its tests and runs the whole suite (unit, CLI, schema,
# and the count of each stage's instructions that shows its work is linear).
# Set GRAPHOPT_SANITIZE=1 to build and run under AddressSanitizer and
# UndefinedBehaviorSanitizer (in build-asan/).
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)
# Ninja where it is installed (scripts/install-deps.sh installs it), for a
# new build folder; one made before keeps its generator. The normal build
# on 2 cores here: make 441 s, Ninja 406 s (it keeps both cores busy).
gen=()
if [ "${GRAPHOPT_SANITIZE:-0}" = "1" ]; then
  dir=build-asan
  # -O1: the sanitizers' checks stay and the suite runs faster than at -O0
  # (CI's time). -g1: line tables, all a sanitizer's stack trace shows, and
  # a fifth less compile time than -g. GCC 12 then warns of "maybe
  # uninitialized" members inside <regex>'s std::function (a known false
  # positive under ASan): not an error.
  [ -f "$dir/CMakeCache.txt" ] || ! command -v ninja > /dev/null || gen=(-G Ninja)
  cmake -S . -B "$dir" "${gen[@]}" -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-g1 -O1 -Wno-maybe-uninitialized" \
    -DGRAPHOPT_SANITIZE=ON \
    -DGRAPHOPT_WERROR=ON > /dev/null
  export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
else
  dir=build
  # -g1 (line tables: stack traces and profiles still name lines) instead of
  # RelWithDebInfo's -g: a fifth less compile time on CI's two cores.
  [ -f "$dir/CMakeCache.txt" ] || ! command -v ninja > /dev/null || gen=(-G Ninja)
  cmake -S . -B "$dir" "${gen[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" \
    -DGRAPHOPT_TESTS=ON -DGRAPHOPT_WERROR=ON > /dev/null
fi
cmake --build "$dir" -j "$jobs"
ctest --test-dir "$dir" -j "$jobs" --output-on-failure
