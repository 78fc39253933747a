#!/usr/bin/env bash
# The bridge tests that need torch (skipped on machines without it), on the
# device machine with a graphopt binary carried in .device-data/bin (and
# its libraries in .device-data/lib); logs tarred under $OUT.
#   bash bench/one_gpu/python_tests.sh [TEST ...]   (default: all of them)
export LD_LIBRARY_PATH=$PWD/.device-data/lib GRAPHOPT=$PWD/.device-data/bin/graphopt
scripts/unpack_traced.sh >/dev/null 2>&1
cd python/tests
tests=("$@")
[ ${#tests[@]} -gt 0 ] || tests=(test_torch_bridge test_compile_backend test_iteration_bridge test_train_loop test_check_gloo
  test_profile_overlap test_check_timing test_cli test_files test_run test_profile test_calibrate test_ranks
  test_collective_order test_compiled_order_protocol test_compiled_order_gloo)
for t in "${tests[@]}"; do
  s=$(date +%s); timeout ${TEST_TIMEOUT:-300} python3 $t.py > $OUT/$t.log 2>&1; rc=$?; echo "$t rc=$rc $(( $(date +%s)-s ))s $(tail -1 $OUT/$t.log)"
done
cd $OUT && tar czf logs.tgz *.log && rm *.log
