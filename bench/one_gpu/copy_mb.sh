#!/usr/bin/env bash
# Compute-only replays (bench/one_gpu/schedules.sh, one GPU) of the parameter
# buckets with copy_mb (members at least that large join the bucket's
# coalesced group uncopied; the smaller share one concatenation), against
# the default and fully coalesced buckets (twenty-sixth session).
#   OUT=DIR [COPY_MBS="1 4"] bench/one_gpu/copy_mb.sh [GRAPH...]   (names under testdata/traced)
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
p='raise_comms{reorder_collectives=true},comm_fusion{bucket_mb=64,ramp=true,alone_mb=32,copy_mb=CM,kinds=all_gather},comm_fusion{bucket_mb=4,kinds=all_reduce;reduce_scatter},sink_comms{kinds=all_gather,reorder_collectives=true},overlap_schedule{bucket=false}'
variants="default=overlap_schedule coal=overlap_schedule{coalesce=true}"
for cm in ${COPY_MBS:-1 4}; do variants+=" c$cm=${p//CM/$cm}"; done
graphs=("$@"); [ ${#graphs[@]} -eq 0 ] && graphs=(fsdp_starcoder2 fsdp_gemma fsdp_llama)
OUT=${OUT:?set OUT} ITERS=${ITERS:-20} VARIANTS="$variants" bash bench/one_gpu/schedules.sh "${graphs[@]}"
