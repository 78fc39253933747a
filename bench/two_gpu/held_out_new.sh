#!/usr/bin/env bash
# Traces held-out set N (bench/robust/plan.json, held_out_N) and times its
# first steps on two GPUs in the same device call, so that a set traced on
# the two-GPU host needs no round trip before it crosses a link:
#
#   OUT=$OUT timeout 570 bench/two_gpu/held_out_new.sh N GRAPHS [campaign arguments]
#
# GRAPHS: a comma-separated subset of the set to time now (tracing takes
# about 15 s a step; a check of one step about 25 s over NVLink and 50 s
# over sockets with --iters 20). Writes $OUT/held_out_N.tar.gz (commit it as
# testdata/traced/held_out_N.tar.gz, and add its names to
# testdata/traced/.gitignore), $OUT/trace_models.json and the campaign's
# $OUT/campaign.tgz. The rest of the campaign's arguments pass through, for
# example: --links nvlink,sockets --iters 20 --eager-iters 3 --variants ""
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
n=${1:?usage: held_out_new.sh N GRAPHS [campaign arguments]}
graphs=${2:?usage: held_out_new.sh N GRAPHS [campaign arguments]}
shift 2
: "${OUT:?set OUT}"
bench/one_gpu/trace_held_out.sh "$n" || exit 2
tar -xzf "$OUT/held_out_$n.tar.gz" -C testdata/traced || exit 2
exec bench/two_gpu/campaign.sh --only variants --graphs "$graphs" "$@"
