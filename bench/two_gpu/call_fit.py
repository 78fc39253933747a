#!/usr/bin/env python3
"""Can graphopt's estimates come within 10% of measured steps when the link
is fitted in the same device call? The sockets link drifts between calls
(tenth session: fsdp_llama's traced step replayed 217.5 ms in one call and
182.0 ms in a later one on the same machine), so a fit from one call says
little about another. This fits the link (bandwidth and per-collective
latency, a grid) to the CUDA-graph replays of the traced steps named by
--fit, all from one call, and prints est/measured for every schedule of
the graphs named by --eval (traced, torch, torch bucketed, graphopt's
default made again from the traced step): those not in --fit were used in
no fit. The compute side comes from --cost-model (its fp32 efficiency
fitted on NVLink replays by bench/calibrate_step.py --replay); without
--fit the cost file is used as it is (the NVLink check of that fit).
With --idle-start the grid also fits a link's idle_start_us (what a
collective would cost more when its stream was idle), with the
per-collective latency then searched from 12.5 us (bench/nccl's fit) up:
a model tried and rejected in the tenth session, which needs graphopt
built with bench/results/two-gpu-2026-11-27/idle_start.patch. --passes makes graphopt's schedule as that run did (the eighth
session's default was overlap_schedule{estimate_guard=0.015}).

    bench/two_gpu/call_fit.py --graphopt build-rel/graphopt --cost-model nvlink-fit.json \\
        --fit fsdp_llama.sockets.1,fsdp_qwen2.sockets.1 \\
        --eval fsdp_llama.sockets.1,fsdp_qwen2.sockets.1,fsdp_mistral.sockets.1,fsdp_phi3.sockets.1 \\
        bench/results/two-gpu-2026-11-27/i20
"""
import argparse
import json
import math
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "bench", "robust"))
import summarize  # noqa: E402
from perturbed import stats  # noqa: E402

BANDWIDTHS = (1.4, 1.7, 2.0, 2.3, 2.6, 3.0, 3.4, 3.8, 4.2, 4.6, 5.0)  # GB/s (1.4-2.3: the 31st session's calls ran below 2.6)
LATENCIES = (25, 50, 100, 150, 200, 250, 300, 400, 600, 800)  # us
IDLE = ((12.5, 25, 50, 100), (0, 50, 100, 150, 200, 300, 400))  # us: latencies, idle starts
HOP_US = 14.5  # bench/nccl's sockets fit
SLOWDOWNS = (0, 0.1, 0.25, 0.5, 1, 2, 4)  # --contention: compute's slowdown under a collective


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--graphopt", required=True)
    ap.add_argument("--cost-model", required=True, help="cost file with the compute side (its link is replaced)")
    ap.add_argument("--fit", help="GRAPH.LINK.RUN,...: the check results whose traced step is fitted "
                    "(absent: the cost file's own link, nothing fitted)")
    ap.add_argument("--eval", required=True, help="GRAPH.LINK.RUN,...: the check results to estimate")
    ap.add_argument("--idle-start", action="store_true", help="fit idle_start_us too (needs idle_start.patch)")
    ap.add_argument("--contention", action="store_true",
                    help="fit the cost file's contention too (compute's slowdown while a collective is in flight); "
                         "with --fit-schedules, since a traced step overlaps little")
    ap.add_argument("--fit-schedules", action="store_true",
                    help="fit to every schedule of the --fit graphs, not their traced steps alone")
    ap.add_argument("--passes", default="overlap_schedule", help="graphopt's schedule (default overlap_schedule)")
    ap.add_argument("results", help="a folder of campaign results (bench/two_gpu/summarize.py reads it)")
    a = ap.parse_args()
    with open(a.cost_model) as f:
        base = json.load(f)
    traced = os.path.join(ROOT, "testdata", "traced")
    rows = summarize.rows(a.results)
    with tempfile.TemporaryDirectory() as tmp:
        def measured(key):
            """The four schedules' paths and replay ms of one check result."""
            n, link, run = key.split(".")
            ours = os.path.join(tmp, n + ".default.json")
            if not os.path.exists(ours):
                subprocess.run([a.graphopt, "--passes=" + a.passes, os.path.join(traced, n + ".json"), "-o", ours],
                               check=True, capture_output=True)
            paths = [os.path.join(traced, n + ".json"), os.path.join(traced, "torch", n + ".json"),
                     os.path.join(traced, "torch-bucketed", n + ".json"), ours]
            return paths, rows[(n, link)][int(run) - 1]["replay"]

        def cost(bw, lat, idle=0, slowdown=0):
            link = {"bandwidth_GBps": bw, "latency_us": lat, "hop_latency_us": HOP_US}
            if a.idle_start:  # a key only the patched build reads (the cost file refuses unknown keys)
                link["idle_start_us"] = idle
            doc = dict(base, intra_node=link)
            if a.contention:
                doc["contention"] = slowdown
            path = os.path.join(tmp, "cost.json")
            with open(path, "w") as f:
                json.dump(doc, f)
            return ["--cost-model", path]

        def ratios(key, flags, first_only=False):
            paths, ms = measured(key)
            if first_only:
                paths, ms = paths[:1], ms[:1]
            return [s[2] / 1e6 / m for s, m in zip(stats(a.graphopt, paths, flags), ms)]

        fit, flags = [], ["--cost-model", a.cost_model]
        if a.fit:
            fit = a.fit.split(",")
            grid = [(b, l, i) for b in BANDWIDTHS for l in IDLE[0] for i in IDLE[1]] if a.idle_start else \
                [(b, l, 0) for b in BANDWIDTHS for l in LATENCIES]
            grid = [(*p, c) for p in grid for c in (SLOWDOWNS if a.contention else (0,))]
            n = sum(len(ratios(k, cost(*grid[0]), not a.fit_schedules)) for k in fit)
            err, bw, lat, idle, slow = min(
                (sum(math.log(r) ** 2 for k in fit for r in ratios(k, cost(*p), not a.fit_schedules)), *p) for p in grid)
            print(f"fitted to the {'schedules' if a.fit_schedules else 'traced steps'} of {', '.join(fit)}: "
                  f"{bw:g} GB/s, {lat:g} us per collective, {idle:g} us more on an idle stream, "
                  f"contention {slow:g} (rms log error {math.sqrt(err / n):.3f})")
            flags = cost(bw, lat, idle, slow)
        print("| check | traced | torch | torch bucketed | graphopt | in the fit |")
        print("| --- | --- | --- | --- | --- | --- |")
        every = []
        for key in a.eval.split(","):
            r = ratios(key, flags)
            in_fit = "every schedule" if key in fit and a.fit_schedules else "traced step" if key in fit else "no"
            every += r if key not in fit else [] if a.fit_schedules else r[1:]
            print(f"| {key} | " + " | ".join(f"{x:.3f}" for x in r) + f" | {in_fit} |")
        print(f"not in the fit: {min(every):.3f}-{max(every):.3f}, "
              f"{sum(abs(x - 1) > 0.1 for x in every)} of {len(every)} outside 10%")


if __name__ == "__main__":
    main()
