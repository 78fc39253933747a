#!/usr/bin/env bash
# Compute-only replays (bench/one_gpu/schedules.sh, one GPU) of the parameter
# buckets with copy_mb (members at least that large join the bucket's
# coalesced group uncopied; the smaller share one concatenation), against
# the default and fully coalesced buckets (twenty-sixth session).
#   OUT=DIR [COPY_MBS="1 4"] [GRADS=1] bench/one_gpu/copy_mb.sh [GRAPH...]   (names under testdata/traced)
# GRADS=1: instead, copy_mb=1 on the all-gathers with the gradient buckets
# (4 MiB reduce-scatters, which copy even gradients past the cap) as they
# are (c1), with alone_mb=4 (c1a4: those of 4 MiB or more alone) and with
# copy_mb=1 (c1c1).
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
p='raise_comms{reorder_collectives=true},comm_fusion{bucket_mb=64,ramp=true,alone_mb=32,copy_mb=CM,kinds=all_gather},comm_fusion{bucket_mb=4,GRADkinds=all_reduce;reduce_scatter},sink_comms{kinds=all_gather,reorder_collectives=true},overlap_schedule{bucket=false}'
variants="default=overlap_schedule coal=overlap_schedule{coalesce=true}"
if [ "${GRADS:-0}" = 1 ]; then
  p=${p//CM/1}
  variants+=" c1=${p//GRAD/} c1a4=${p//GRAD/alone_mb=4,} c1c1=${p//GRAD/copy_mb=1,}"
else
  p=${p//GRAD/}
  for cm in ${COPY_MBS:-1 4}; do variants+=" c$cm=${p//CM/$cm}"; done
fi
graphs=("$@"); [ ${#graphs[@]} -eq 0 ] && graphs=(fsdp_starcoder2 fsdp_gemma fsdp_llama)
OUT=${OUT:?set OUT} ITERS=${ITERS:-20} VARIANTS="$variants" bash bench/one_gpu/schedules.sh "${graphs[@]}"
