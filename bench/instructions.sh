#!/usr/bin/env bash
# Counts the instructions of each stage on synthetic graphs of growing size
# (valgrind's callgrind) and prints the counts and their growth from one
# size to the next. Unlike times, counts do not move with the machine's
# load, and caches do not enter them: a stage whose count grows 10x for 10x
# the nodes does linear work, and what its time grows beyond that is the
# memory hierarchy's (bench/scaling.sh measures the times).
#   bench/instructions.sh [SIZES...]   (default 10000 100000 1000000)
# Each size is one pass_bench process under callgrind: about 5 s at 10k
# nodes, 30 s at 100k, 5 min at 1M on this machine. Needs valgrind
# (Debian's valgrind package, whose callgrind.h pass_bench is built with).
# bench/count_instructions.py does the counting.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind > /dev/null || { echo "instructions.sh: needs valgrind (apt-get install valgrind)" >&2; exit 2; }
cmake -S . -B build-rel -DCMAKE_BUILD_TYPE=Release -DGRAPHOPT_TESTS=OFF > /dev/null
cmake --build build-rel --target pass_bench -j "$(nproc)" > /dev/null
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(10000 100000 1000000)
exec python3 bench/count_instructions.py --pass-bench build-rel/pass_bench "${sizes[@]}"
