#!/usr/bin/env bash
# The scheduler's threads on a machine with many cores (the device's 16),
# where overlap_schedule makes the parameter copy beside the other versions
# (passes/overlap_schedule.cpp, kSideBySideCores): every real graph (the
# shared ones and the traced steps), one input at a time and all at once
# with --jobs=0, through
#   - a ThreadSanitizer build (graphopt-tsan, with libtsan.so.2): any
#     report fails the check;
#   - the release build (.device-data/bin/graphopt): its outputs are the
#     files kept, to compare byte for byte with those made on a machine of
#     two cores (the output must not depend on the cores).
# The ThreadSanitizer build and its library travel packed, as
# .device-data/tsan.tar.xz (a device call carries 64 MiB in all).
# Writes $OUT/graphs.tar.gz (the release build's outputs, by graph) and
# $OUT/tsan.txt (the reports, empty when none); exit 1 on any report or
# failed run.
#   OUT=DIR bench/one_gpu/threads_check.sh        (carry .device-data)
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
scripts/unpack_traced.sh
: "${OUT:?set OUT}"
work=$(mktemp -d)
export LD_LIBRARY_PATH=$root/.device-data/lib:$work
bin=$root/.device-data/bin
tar -xJf .device-data/tsan.tar.xz -C "$work"
mkdir -p "$work/rel" "$work/tsan" "$work/all" "$work/reports"
export TSAN_OPTIONS="halt_on_error=0 second_deadlock_stack=1 log_path=$work/reports/tsan"
shared=(testdata/graphs/*.json)
inputs=("${shared[@]}")
for g in testdata/traced/*.json; do [ "$(basename "$g")" = trace_models.json ] || inputs+=("$g"); done
failed=0
# Address randomisation off: ThreadSanitizer cannot map its shadow under a
# kernel's larger mmap randomisation ("unexpected memory mapping").
tsan() { setarch "$(uname -m)" -R "$work/graphopt-tsan" "$@"; }
for g in "${inputs[@]}"; do
  name=$(basename "$(dirname "$g")")_$(basename "$g")
  "$bin/graphopt" --passes=overlap_schedule -o "$work/rel/$name" "$g" -q || { echo "release $g: exit $?"; failed=1; }
  tsan --passes=overlap_schedule -o "$work/tsan/$name" "$g" -q || { echo "tsan $g: exit $?"; failed=1; }
  cmp -s "$work/rel/$name" "$work/tsan/$name" || { echo "tsan and release builds differ on $g"; failed=1; }
done
# Several inputs at once: the driver's job threads around the scheduler's.
mkdir -p "$work/all/shared" "$work/all/traced"
tsan --passes=overlap_schedule --jobs=0 -q -o "$work/all/shared" testdata/graphs/*.json \
  --stats="$work/all/shared.jsonl" || { echo "tsan --jobs=0 shared: exit $?"; failed=1; }
tsan --passes=overlap_schedule --jobs=0 -q -o "$work/all/traced" "${inputs[@]:${#shared[@]}}" \
  --stats="$work/all/traced.jsonl" || { echo "tsan --jobs=0 traced: exit $?"; failed=1; }
for g in "${inputs[@]}"; do
  d=$(basename "$(dirname "$g")"); [ "$d" = graphs ] && d=shared
  cmp -s "$work/rel/$(basename "$(dirname "$g")")_$(basename "$g")" "$work/all/$d/$(basename "$g")" \
    || { echo "--jobs=0 differs from one input at a time on $g"; failed=1; }
done
cat "$work"/reports/tsan.* > "$OUT/tsan.txt" 2>/dev/null || : > "$OUT/tsan.txt"
if [ -s "$OUT/tsan.txt" ]; then
  echo "ThreadSanitizer reports: $(grep -c 'WARNING: ThreadSanitizer' "$OUT/tsan.txt")"
  failed=1
fi
tar -czf "$OUT/graphs.tar.gz" -C "$work/rel" .
echo "graphs: ${#inputs[@]}; nproc: $(nproc); failed: $failed"
rm -rf "$work"
exit $failed
