#!/usr/bin/env bash
# Time of overlap_schedule on the real graphs against torch's own scheduler
# (schedule_overlap_bucketing, figures measured by the issue's authors on a
# 16-core server CPU). Medians of 11 runs of the Release build, for the
# pass alone (--time-passes) and for the whole command (read, analysis,
# pass, write). Usage: bench/overlap_time.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-11}
cmake -S . -B build-rel -DCMAKE_BUILD_TYPE=Release -DGRAPHOPT_TESTS=OFF > /dev/null
cmake --build build-rel --target graphopt -j "$(nproc)" > /dev/null
python3 - "$runs" <<'PY'
import statistics, subprocess, sys, time
runs = int(sys.argv[1])
torch_s = {"ddp_gpt_small": 0.5, "fsdp_gpt_small": 0.3, "fsdp_llama_8b": 4.2,
           "ddp_gpt_medium_w2": 8.3, "fsdp_gpt_medium_w2": 7.1, "tp_gpt_medium_w2": 3.5}
print("| graph | torch | mode | pass (median) | ratio | whole command (median) |")
print("| --- | --- | --- | --- | --- | --- |")
for g, t in torch_s.items():
    for mode, passes in (("default (robust)", "overlap_schedule"), ("robust=false", "overlap_schedule{robust=false}"),
                         ("order kept, robust=false", "overlap_schedule{reorder_collectives=false,robust=false}")):
        pass_ms, wall_ms = [], []
        for _ in range(runs):
            t0 = time.perf_counter()
            p = subprocess.run(["build-rel/graphopt", "--passes=" + passes, "--time-passes", f"testdata/graphs/{g}.json",
                                "-o", "/dev/null"], capture_output=True, text=True, check=True)
            wall_ms.append((time.perf_counter() - t0) * 1e3)
            line = next(l for l in p.stderr.splitlines() if "pass overlap_schedule" in l)
            pass_ms.append(float(line.split()[0]))
        m = statistics.median(pass_ms)
        print(f"| {g} | {t:.1f} s | {mode} | {m:.1f} ms | {t * 1e3 / m:.0f}x | {statistics.median(wall_ms):.0f} ms |")
PY
