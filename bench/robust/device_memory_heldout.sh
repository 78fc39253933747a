#!/usr/bin/env bash
# Peak GPU memory and compute time on one GPU (bench/robust/device_memory.py)
# of the held-out sets 2 and 3 and the tuned-on traced FSDP steps: each as
# traced, torch's two schedules, graphopt's default and graphopt with
# coalesced buckets. Needs .device-data/sched.tgz (sched/NAME.default.json
# and sched/NAME.coal.json, made here first, packed: a device call takes
# 64 MiB) and .device-data/lib; writes $OUT/memory.json.
#   here:   for n in NAMES; do graphopt --passes=overlap_schedule ... ; done; tar czf .device-data/sched.tgz -C .device-data sched
#   device: bash bench/robust/device_memory_heldout.sh   (carry build-rel/graphopt, .device-data/lib, .device-data/sched.tgz)
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
export LD_LIBRARY_PATH=$root/.device-data/lib PYTHONPATH=$root/python PYTHONUNBUFFERED=1
scripts/unpack_traced.sh
tar xzf .device-data/sched.tgz -C .device-data
graphs=()
for n in ddp_cohere ddp_gptj ddp_stablelm ddp_t5 fsdp_falcon fsdp_gemma fsdp_olmo fsdp_starcoder2 \
         ddp_gpt_bigcode fsdp_bloom fsdp_codegen fsdp_gptneo fsdp_granite fsdp_nemotron fsdp_phi fsdp_llama fsdp_qwen2; do
  graphs+=(testdata/traced/$n.json testdata/traced/torch/$n.json testdata/traced/torch-bucketed/$n.json
           .device-data/sched/$n.default.json .device-data/sched/$n.coal.json)
done
timeout 480 python3 bench/robust/device_memory.py --runs 3 --out "$OUT/memory.json" "${graphs[@]}" 2>&1 | grep -v Warning | tail -5
