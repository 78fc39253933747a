#!/usr/bin/env bash
# The step-time bars of issues 20, 22 and 23 in one call, for the first
# session that is lent two GPUs (nvidia-h200-x2). Carry build-rel/graphopt
# and .device-data (lib/); writes everything to $OUT/campaign.tgz.
#
#   bench/two_gpu/campaign.sh [--dry-run] [--only 20|22|23|diag|calib|buckets|sizes] [--links nvlink,sockets] [--iters N] [--eager-iters N]
#                             [--graphs a,b] [--repeats N] [--timeout S] [--variants23 a,b] [--args23 "..."]
#                             [--cost22 FILE] [--profile] [--sizes MB,MB] [--iter22] [--calib-steps a,b]
#                             [--only variants --variants "name=passes name=passes"]
#
# A device call runs at most 10 minutes and a session has about 30. Measured
# in the tenth session (--iters 20, four variants, 2 H200): a traced step's
# check takes 45-59 s over sockets and 22-27 s over NVLink; the iteration
# check of ddp_gpt_small_w2 (six variants, --steps 5) 45 s over sockets; a
# fresh machine about 30 s to start. So one call holds the four FSDP or the
# four DDP steps over both links (350-380 s), for example
#   --only 20 --repeats 1 --graphs fsdp_llama,fsdp_mistral,fsdp_phi3,fsdp_qwen2
# --eager-iters N: eager steps per check (default: --iters). The bars are
# judged on the replays, and over sockets 30 rounds give intervals 2-8%
# wide (bench/two_gpu/paired.py): `--iters 60 --eager-iters 5` spends about
# the time of `--iters 30` on twice the replays.
# Run the whole command under `timeout` a minute short of the call's limit:
# the results of the checks that finished still come back (packed on TERM).
# `--dry-run` prints the commands.
#
# 20: every traced step (testdata/traced) and the shared 2-rank graphs, each
#     as traced, torch's two schedules and graphopt's default, in one
#     graphopt_fx.check per graph and link (outputs compared, the variants
#     interleaved), timed eagerly and then as CUDA-graph replays (eager steps of
#     these graphs move 2-5% from run to run: docs/cost-model.md), the whole
#     run twice (the bar asks for a repeat).
# 22: the iteration forms (iter_move_grads_and_optimizers, then the
#     scheduler) against the best single-iteration schedules, --steps 5.
#     --cost22 FILE (relative to the repository's root): the iteration forms made with `--cost-model FILE` (a
#     cost file of the link measured, as a user on a slow link would pass),
#     and graphopt's default made with it too beside the one without.
# buckets (only with --only buckets): graphopt's schedules with coalesced
#     and concatenated all-gather buckets against torch's (see below);
#     --profile: each replay profiled too (rank 0).
# 23: bench/pytorch/train_loop.py under torchrun, two ranks (--variants23: its
#     --variants, run in that order in one process per link, then timed
#     interleaved; --args23: more of its arguments, split on spaces).
# Each check stops after --timeout seconds (default 300) and prints its ranks'
# progress and, where it stopped them, their stacks, into its log.
# "sockets" is NCCL_P2P_DISABLE=1 NCCL_SHM_DISABLE=1; "shm" is NCCL_P2P_DISABLE=1
# alone (through host memory: a link between NVLink and sockets, not yet
# measured). --dry-run prints the
# commands (and makes the schedules, which needs no GPU) without running them.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
scripts/unpack_traced.sh  # held_out_2 and _3 are kept packed (testdata/traced/.gitignore)
dry=0; only=""; links="nvlink,sockets"; iters=20; eager=""; pick=""; repeats=2; limit=300; sizes=16,64,128,256
variants23="inductor,graphopt,inductor-overlap"; args23=""; cost22=""; profile=""; iter22=""; variants=""
calib_steps=""
while [ $# -gt 0 ]; do
  case $1 in
    --dry-run) dry=1 ;;
    --only) only=$2; shift ;;
    --links) links=$2; shift ;;
    --iters) iters=$2; shift ;;
    --eager-iters) eager=$2; shift ;;
    --graphs) pick=",$2,"; shift ;;
    --repeats) repeats=$2; shift ;;
    --timeout) limit=$2; shift ;;
    --variants23) variants23=$2; shift ;;
    --args23) args23=$2; shift ;;
    --cost22) cost22=$2; shift ;;
    --profile) profile=1 ;;
    --sizes) sizes=$2; shift ;;
    --iter22) iter22=1 ;;
    --variants) variants=$2; shift ;;
    --calib-steps) calib_steps=$2; shift ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
  shift
done
# A device call returns at most 8 files: the results are written under
# $OUT/campaign and packed into $OUT/campaign.tgz on exit (a timeout's TERM
# included: run it under `timeout` shorter than the call's limit).
out=${OUT:?set OUT}/campaign
mkdir -p "$out"
# (The schedules stay out: graphopt makes them again, byte for byte.)
# Before packing, the checks' times over torch's better schedule, paired
# by round (bench/two_gpu/paired.py), into paired.md.
finish() {
  [ $dry = 1 ] && return
  local checks=()
  for f in "$out"/i20.*.json "$out"/i22.*.json "$out"/variants.*.json; do [ -f "$f" ] && checks+=("$f"); done
  [ ${#checks[@]} -gt 0 ] && python3 "$root/bench/two_gpu/paired.py" "${checks[@]}" > "$out/paired.md" 2>&1
  tar czf "$out.tgz" --exclude=./schedules -C "$out" . && rm -rf "$out"
}
trap finish EXIT
# A TERM stops the check running now at once: bash runs a trap only after
# its foreground command, so checks run in the background and are waited
# for (the eleventh session's i22 call ran 53 s past its `timeout`).
child=""
trap '[ -n "$child" ] && kill -TERM "$child" 2>/dev/null; exit 124' TERM INT
g=$root/build-rel/graphopt
export LD_LIBRARY_PATH=$root/.device-data/lib PYTHONPATH=$root/python PYTHONUNBUFFERED=1 GRAPHOPT=$root/build-rel/graphopt
sched=$out/schedules
mkdir -p "$sched"

run() {  # LINK LOG COMMAND...: one measurement, on the link named
  local link=$1 log=$2; shift 2
  local env=()
  [ "$link" = sockets ] && env=(NCCL_P2P_DISABLE=1 NCCL_SHM_DISABLE=1)
  [ "$link" = shm ] && env=(NCCL_P2P_DISABLE=1)
  echo "+ ${env[*]} $*" | tee -a "$out/commands.txt"
  [ $dry = 1 ] && return 0
  env "${env[@]}" timeout $((limit + 60)) "$@" > "$log" 2>&1 &
  child=$!
  wait "$child"
  local rc=$?
  child=""
  echo "exit $rc -> $log"
  grep -v -i warn "$log" | tail -8
}

# schedule GRAPH VARIANT INPUT PASSES [FLAGS...]: makes $sched/GRAPH.VARIANT.json,
# once per run (graphopt's output is the same bytes every time).
schedule() {
  local n=$1 v=$2 in=$3 passes=$4; shift 4
  [ -f "$sched/$n.$v.json" ] || "$g" "$@" --passes="$passes" "$in" -o "$sched/$n.$v.json"
}

want() { [ -z "$only" ] || [ "$only" = "$1" ]; }
picked() { [ -z "$pick" ] || [[ $pick == *",$1,"* ]]; }
# locate NAME: sets in, torch and bucketed to a graph's input and torch's two
# schedules of it (the shared graphs, else the traced ones).
locate() {
  in=testdata/graphs/$1.json; [ -f "$in" ] || in=testdata/traced/$1.json
  torch=testdata/torch-schedules/$1.json; [ -f "$torch" ] || torch=testdata/traced/torch/$1.json
  bucketed=testdata/torch-schedules-bucketed/$1.json; [ -f "$bucketed" ] || bucketed=testdata/traced/torch-bucketed/$1.json
}

# The graphs of issue 20: traced steps (their torch schedules beside them)
# and the shared 2-rank graphs (torch's in testdata/torch-schedules*).
graphs20=()
for p in testdata/traced/*.json; do
  n=$(basename "$p" .json)
  [ "$n" = trace_models ] && continue
  graphs20+=("$n|$p|testdata/traced/torch/$n.json|testdata/traced/torch-bucketed/$n.json")
done
for n in ddp_gpt_small_w2 fsdp_gpt_small_w2 moe_gpt_small_w2 ddp_gpt_medium_w2 fsdp_gpt_medium_w2 tp_gpt_medium_w2; do
  graphs20+=("$n|testdata/graphs/$n.json|testdata/torch-schedules/$n.json|testdata/torch-schedules-bucketed/$n.json")
done

if want 20; then
  for row in "${graphs20[@]}"; do
    IFS='|' read -r n in torch bucketed <<< "$row"
    picked "$n" || continue
    schedule "$n" default "$in" overlap_schedule || exit 2
  done
  for repeat in $(seq "$repeats"); do
    for link in ${links//,/ }; do
      for row in "${graphs20[@]}"; do
        IFS='|' read -r n in torch bucketed <<< "$row"
        picked "$n" || continue
        run "$link" "$out/i20.$n.$link.$repeat.log" python3 -m graphopt_fx.check "$in" "$torch" "$bucketed" \
          "$sched/$n.default.json" --ranks 2 --iters "$iters" ${eager:+--eager-iters $eager} --warmup 3 --cuda-graph --verbose --timeout "$limit" \
          --json "$out/i20.$n.$link.$repeat.json"
      done
    done
  done
fi

if want 22; then
  for n in ddp_gpt_small_w2 fsdp_gpt_small_w2 moe_gpt_small_w2 ddp_gpt_medium_w2 fsdp_gpt_medium_w2 \
           ddp_llama ddp_gpt2 fsdp_llama fsdp_qwen2; do
    picked "$n" || continue
    locate "$n"
    # iterb: the all-gathers first bucketed as torch's bucketing does (16 MiB,
    # after raising), the gradients in 4 MiB buckets, then the move: on
    # fsdp_gpt_small_w2 over sockets torch's bucketed schedule was 7-10%
    # ahead of both of graphopt's (eighth session).
    bucket="raise_comms{reorder_collectives=true},comm_fusion{bucket_mb=16,kinds=all_gather},comm_fusion{bucket_mb=4,kinds=all_reduce;reduce_scatter}"
    # With --cost22 the forms' names say so (".cm"): a folder of schedules
    # made without it is never taken for them.
    cm=(); extra=(); sfx=""
    if [ -n "$cost22" ]; then
      cm=(--cost-model "$cost22"); extra=("$sched/$n.default.cm.json"); sfx=.cm
      schedule "$n" default.cm "$in" overlap_schedule "${cm[@]}" || exit 2
    fi
    schedule "$n" default "$in" overlap_schedule &&
      schedule "$n" "iter$sfx" "$in" iter_move_grads_and_optimizers,overlap_schedule "${cm[@]}" &&
      schedule "$n" "iterb$sfx" "$in" "$bucket,iter_move_grads_and_optimizers,overlap_schedule" "${cm[@]}" || exit 2
    for link in ${links//,/ }; do
      run "$link" "$out/i22.$n.$link.log" python3 -m graphopt_fx.check "$in" "$torch" "$bucketed" \
        "$sched/$n.default.json" "${extra[@]}" "$sched/$n.iter$sfx.json" "$sched/$n.iterb$sfx.json" --ranks 2 --steps 5 --iters "$iters" ${eager:+--eager-iters $eager} --cuda-graph --verbose --timeout "$limit" \
        --json "$out/i22.$n.$link.json"
    done
  done
fi

# diag: where graphopt's default still trails torch's schedules (two H200,
# tenth session, 3% guard, replayed: over NVLink ddp_llama 1.011 and
# fsdp_llama 1.009 of torch's better, over sockets ddp_gpt2 1.016; the
# held-out ddp_gptneox 1.031 and ddp_bert 1.017 over NVLink are not looked
# at here). Tuned-on graphs only. Beside the traced step and torch's two:
# graphopt's default, with bucket=false (no bucketed copy: are the DDP
# all-reduce buckets' concatenations what costs over NVLink?) and with
# coalesce=true (buckets as one NCCL group launch, no copies: does grouping
# keep what buckets gain over sockets without their copies?); each replay
# profiled (rank 0), summarised by bench/two_gpu/profile_overlap.py.
if want diag; then
  for n in ddp_llama ddp_gpt2 fsdp_llama; do
    picked "$n" || continue
    locate "$n"
    for v in "default|overlap_schedule" "nobucket|overlap_schedule{bucket=false}" "coalesce|overlap_schedule{coalesce=true}"; do
      schedule "$n" "${v%%|*}" "$in" "${v#*|}" || exit 2
    done
    for link in ${links//,/ }; do
      run "$link" "$out/diag.$n.$link.log" python3 -m graphopt_fx.check "$in" "$torch" "$bucketed" \
        "$sched/$n.default.json" "$sched/$n.nobucket.json" "$sched/$n.coalesce.json" --ranks 2 --iters "$iters" ${eager:+--eager-iters $eager} \
        --warmup 3 --cuda-graph --verbose --timeout "$limit" --profile "$out/prof.$n.$link" --json "$out/diag.$n.$link.json"
      # The link model to set the collectives' times against: bench/nccl's fits.
      lm="18.5,1.75,280"; [ "$link" = sockets ] && lm="12.5,14.5,3.3"
      [ $dry = 1 ] || python3 bench/two_gpu/profile_overlap.py "$out/prof.$n.$link" --json "$out/prof.$n.$link.json" \
        --graphs "$in" "$torch" "$bucketed" "$sched/$n.default.json" "$sched/$n.nobucket.json" "$sched/$n.coalesce.json" \
        --link "$lm" | tee "$out/prof.$n.$link.md"
    done
  done
fi

# calib: graphopt_fx.calibrate on each link, then the traced steps scheduled
# with that cost file beside graphopt's default and torch's two (issue 20:
# with calibrate's file, at least 5% ahead of torch's better over sockets
# and not behind over NVLink; the estimates within 10% of the replays).
# --calib-steps a,b: calibrate fits the compute efficiencies to those
# graphs' nodes (calibrate --step); leave them out of --graphs to judge the
# estimates on steps in no fit.
if want calib; then
  step_args=()
  for n in ${calib_steps//,/ }; do locate "$n"; step_args+=(--step "$in"); done
  for link in ${links//,/ }; do
    run "$link" "$out/calib.$link.log" python3 -m graphopt_fx.calibrate --ranks 2 -o "$out/cost.$link.json" --quick \
      --report "$out/calib.$link.report.json" --graphopt "$g" --timeout "$limit" "${step_args[@]}"
    for row in "${graphs20[@]}"; do
      IFS='|' read -r n in torch bucketed <<< "$row"
      picked "$n" || continue
      [ $dry = 1 ] || [ -f "$out/cost.$link.json" ] || break
      if [ $dry = 0 ]; then
        schedule "$n" default "$in" overlap_schedule &&
          schedule "$n" "calib.$link" "$in" overlap_schedule --cost-model "$out/cost.$link.json" || exit 2
      fi
      run "$link" "$out/calib.$n.$link.log" python3 -m graphopt_fx.check "$in" "$torch" "$bucketed" \
        "$sched/$n.default.json" "$sched/$n.calib.$link.json" --ranks 2 --iters "$iters" ${eager:+--eager-iters $eager} --warmup 3 --cuda-graph \
        --verbose --timeout "$limit" --json "$out/calib.$n.$link.json"
    done
  done
fi

# buckets: do coalesced buckets (one NCCL group launch per bucket, no
# copies) keep what concatenated buckets gain over sockets without what
# their copies cost over NVLink? On fsdp_gpt_small_w2 torch's bucketed
# schedule was 7% ahead of graphopt's default over sockets (its 16 MiB
# all-gather buckets) and 5% behind torch's unbucketed one over NVLink
# (eleventh session). Beside the traced step and torch's two: graphopt's
# default, the default with coalesce=true, and the all-gathers raised and
# bucketed at 16 MiB (gradients at 4) before the scheduler, concatenated
# (agb) and coalesced (agc); the unbucketed schedule (nob); and the default
# and nob with their runs of collectives cut to 8 in a row (*.cap:
# bench/two_gpu/cap_runs.py), where they have one.
if [ "$only" = buckets ]; then  # a diagnostic: only when asked for
  raised="raise_comms{reorder_collectives=true}"
  # fsdp_gpt_medium_w2 (--graphs; its check over sockets takes about 170 s
  # at --iters 5): graphopt's default ran 1.13x of torch's bucketed
  # schedule over sockets in the fourteenth session.
  for n in fsdp_gpt_small_w2 fsdp_llama fsdp_qwen2 ddp_gpt2 fsdp_gpt_medium_w2; do
    picked "$n" || continue
    locate "$n"
    for v in "default|overlap_schedule" "coal|overlap_schedule{coalesce=true}" "nob|overlap_schedule{bucket=false}" \
             "agb|$raised,comm_fusion{bucket_mb=16,kinds=all_gather},comm_fusion{bucket_mb=4,kinds=reduce_scatter;all_reduce},overlap_schedule{bucket=false}" \
             "agc|$raised,comm_fusion{bucket_mb=16,kinds=all_gather,coalesce=true},comm_fusion{bucket_mb=4,kinds=reduce_scatter;all_reduce,coalesce=true},overlap_schedule{bucket=false}"; do
      schedule "$n" "${v%%|*}" "$in" "${v#*|}" || exit 2
    done
    # cap: the default with its runs of collectives cut to 8 in a row
    # (bench/two_gpu/bursts.py says why).
    # The default and the unbucketed schedule with their runs of
    # collectives cut to 8, where they have one to cut.
    capped=()
    for v in default nob; do
      [ -f "$sched/$n.$v.cap.json" ] ||
        python3 bench/two_gpu/cap_runs.py --only-if-changed "$sched/$n.$v.json" "$sched/$n.$v.cap.json" || exit 2
      [ -f "$sched/$n.$v.cap.json" ] && capped+=("$sched/$n.$v.cap.json")
    done
    for link in ${links//,/ }; do
      run "$link" "$out/buckets.$n.$link.log" python3 -m graphopt_fx.check "$in" "$torch" "$bucketed" \
        "$sched/$n.default.json" "$sched/$n.nob.json" "${capped[@]}" "$sched/$n.coal.json" "$sched/$n.agb.json" "$sched/$n.agc.json" --ranks 2 \
        --iters "$iters" ${eager:+--eager-iters $eager} --warmup 3 --cuda-graph --verbose --timeout "$limit" --json "$out/buckets.$n.$link.json" \
        ${profile:+--profile "$out/prof.buckets.$n.$link"}
    done
  done
fi

# sizes (only with --only sizes): does a larger all-gather bucket pay over
# a slow link? Torch's bucketed schedule of fsdp_gpt_medium_w2 gathers in
# 72 buckets of 50-100 MB and was 6-13% ahead of every graphopt schedule
# over sockets (fifteenth session), whose 16 MiB buckets leave 195. NCCL's
# all-gather over sockets, alone: 7.27 GB/s at 16 MiB, 7.79 at 64 MiB
# (bench/nccl/results/h200x2_sockets.json), about 0.2 ms a call that the
# cost file's 12.5 us latency does not see. Beside the traced step, torch's
# two and graphopt's default: the all-gathers raised and bucketed at 16,
# 64, 128 and 256 MiB (--sizes), gradients at 4, then scheduled unbucketed.
# The environment reaches the checks: CUDA_DEVICE_MAX_CONNECTIONS=N before
# the command tries another number of hardware queues.
# --iter22: each size also as an iteration form (the same bucketing, then
# iter_move_grads_and_optimizers and the scheduler: "iterN"), checked over
# --steps 5 (issue 22: on fsdp_gpt_medium_w2 and fsdp_llama over sockets
# the forms made on 16 MiB buckets trailed torch's bucketed schedule).
if [ "$only" = sizes ]; then
  raised="raise_comms{reorder_collectives=true}"
  for n in fsdp_gpt_medium_w2 fsdp_llama fsdp_qwen2 fsdp_gpt_small_w2 fsdp_mistral fsdp_phi3; do
    picked "$n" || continue
    locate "$n"
    schedule "$n" default "$in" overlap_schedule || exit 2
    sized=()
    for mb in ${sizes//,/ }; do
      # 128s: the buckets sunk back to their waits before the scheduler
      # prefetches them within the budget (sink_comms).
      sink=""
      [[ $mb == *s ]] && sink=",sink_comms{kinds=all_gather,reorder_collectives=true}"
      bucketing="$raised,comm_fusion{bucket_mb=${mb%s},kinds=all_gather},comm_fusion{bucket_mb=4,kinds=reduce_scatter;all_reduce}$sink"
      schedule "$n" "ag$mb" "$in" "$bucketing,overlap_schedule{bucket=false}" || exit 2
      sized+=("$sched/$n.ag$mb.json")
      if [ -n "$iter22" ]; then
        schedule "$n" "iter$mb" "$in" "$bucketing,iter_move_grads_and_optimizers,overlap_schedule" || exit 2
        sized+=("$sched/$n.iter$mb.json")
      fi
    done
    for link in ${links//,/ }; do
      run "$link" "$out/sizes.$n.$link.log" python3 -m graphopt_fx.check "$in" "$torch" "$bucketed" \
        "$sched/$n.default.json" "${sized[@]}" --ranks 2 --iters "$iters" ${eager:+--eager-iters $eager} --warmup 3 --cuda-graph --verbose \
        ${iter22:+--steps 5} --timeout "$limit" --json "$out/sizes.$n.$link.json"
    done
  done
fi

# variants (only with --only variants): any pipelines, each graph's in one
# check per link beside the traced step, torch's two and graphopt's default
# (--variants "name=passes name=passes": space-separated; "name=@DIR" takes DIR/GRAPH.json,
# a schedule made beforehand, for example by another binary: DIR relative to the
# repository's root, without spaces, holding every graph --graphs picks, else the
# campaign stops; --graphs picks the graphs;
# --iter22: checked over 5 training steps, for variants that make iteration forms).
if [ "$only" = variants ]; then
  read -r -a vlist <<< "$variants"
  for row in "${graphs20[@]}"; do
    IFS='|' read -r n in torch bucketed <<< "$row"
    picked "$n" || continue
    schedule "$n" default "$in" overlap_schedule || exit 2
    made=("$sched/$n.default.json")
    for v in "${vlist[@]}"; do
      if [[ ${v#*=} == @* ]]; then  # name=@DIR: DIR/GRAPH.json, a schedule made beforehand (another binary's)
        cp "${v#*=@}/$n.json" "$sched/$n.${v%%=*}.json" || exit 2
      else
        schedule "$n" "${v%%=*}" "$in" "${v#*=}" || exit 2
      fi
      made+=("$sched/$n.${v%%=*}.json")
    done
    for link in ${links//,/ }; do
      run "$link" "$out/variants.$n.$link.log" python3 -m graphopt_fx.check "$in" "$torch" "$bucketed" "${made[@]}" \
        --ranks 2 --iters "$iters" ${eager:+--eager-iters $eager} --warmup 3 --cuda-graph --verbose --timeout "$limit" ${iter22:+--steps 5} \
        --json "$out/variants.$n.$link.json"
    done
  done
fi

if want 23; then
  for link in ${links//,/ }; do
    run "$link" "$out/i23.$link.log" torchrun --standalone --nproc-per-node 2 bench/pytorch/train_loop.py \
      --out "$out/i23.$link.json" --steps 20 --variants "$variants23" \
      --code-dir "$out/i23.$link.code" $args23
  done
fi
