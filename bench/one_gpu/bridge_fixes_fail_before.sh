#!/usr/bin/env bash
# The forty-third session's bridge tests, run against the bridge as it was
# before their fixes (its files in .device-data/oldpy, from bbb9e36): each
# should fail there. Then the same tests against the fixed bridge. Carry
# .device-data (graphopt in bin/, its libraries in lib/).
#   bash bench/one_gpu/bridge_fixes_fail_before.sh [TEST ...]   (default: all of them)
export LD_LIBRARY_PATH=$PWD/.device-data/lib GRAPHOPT=$PWD/.device-data/bin/graphopt
scripts/unpack_traced.sh >/dev/null 2>&1
rm -rf /tmp/old && cp -r . /tmp/old && cp .device-data/oldpy/*.py /tmp/old/python/graphopt_fx/
run() { s=$(date +%s); (cd "$1/python/tests" && timeout 240 python3 -m unittest "$2" > "$OUT/$3.log" 2>&1); rc=$?
        echo "$3 rc=$rc $(( $(date +%s)-s ))s $(grep -E '^(OK|FAILED)' "$OUT/$3.log" | tail -1)"; }
tests=("$@")
[ ${#tests[@]} -gt 0 ] || tests=(test_compile_backend.CompileBackendTest.test_tensor_constants_are_kept
  test_compile_backend.CompileBackendTest.test_dynamic_shapes_compile_once
  test_compile_backend.CompileBackendTest.test_a_result_that_fails_midway_leaves_the_inductor_graph_as_it_was
  test_profile.ProfileTest.test_a_step_of_two_groups_is_timed_and_an_iteration_form_refused
  test_check_gloo.GlooCheckTest.test_ranks_that_disagree_stop_with_a_clear_error_not_a_hang)
for t in "${tests[@]}"; do run /tmp/old "$t" "old-${t##*.}"; done
for t in "${tests[@]}"; do run . "$t" "new-${t##*.}"; done
cd "$OUT" && tar czf logs.tgz *.log && rm *.log
