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
sys.path.insert(0, os.path.join(ROOT, "bench", "robust"))
from perturbed import stats  # noqa: E402

BANDWIDTHS = (2.6, 3.0, 3.4, 3.8, 4.2, 4.6, 5.0)  # GB/s
LATENCIES = (25, 50, 100, 150, 200, 250, 300, 400)  # us
HOP_US = 14.5  # bench/nccl's sockets fit


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--graphopt", required=True)
    ap.add_argument("--cost-model", required=True, help="cost file with the compute side (its link is replaced)")
    ap.add_argument("--fit", help="GRAPH.LINK.RUN,...: the check results whose traced step is fitted "
                    "(absent: the cost file's own link, nothing fitted)")
    ap.add_argument("--eval", required=True, help="GRAPH.LINK.RUN,...: the check results to estimate")
    ap.add_argument("results", help="a folder of i20.GRAPH.LINK.RUN.json (bench/two_gpu/campaign.sh)")
    a = ap.parse_args()
    with open(a.cost_model) as f:
        base = json.load(f)
    traced = os.path.join(ROOT, "testdata", "traced")
    with tempfile.TemporaryDirectory() as tmp:
        def measured(key):
            """The four schedules' paths and replay ms of one check result."""
            with open(os.path.join(a.results, f"i20.{key}.json")) as f:
                j = json.load(f)
            n = key.split(".")[0]
            ours = os.path.join(tmp, n + ".default.json")
            if not os.path.exists(ours):
                subprocess.run([a.graphopt, "--passes=overlap_schedule", os.path.join(traced, n + ".json"), "-o", ours],
                               check=True, capture_output=True)
            paths = [os.path.join(traced, n + ".json"), os.path.join(traced, "torch", n + ".json"),
                     os.path.join(traced, "torch-bucketed", n + ".json"), ours]
            return paths, [j["before_replay_ms"]] + [r["replay_ms"] for r in j["after"]]

        def cost(bw, lat):
            doc = dict(base, intra_node={"bandwidth_GBps": bw, "latency_us": lat, "hop_latency_us": HOP_US})
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
            err, bw, lat = min((sum(math.log(r) ** 2 for k in fit for r in ratios(k, cost(b, l), True)), b, l)
                               for b in BANDWIDTHS for l in LATENCIES)
            print(f"fitted to the traced steps of {', '.join(fit)}: {bw:g} GB/s, {lat:g} us per collective")
            flags = cost(bw, lat)
        print("| check | traced | torch | torch bucketed | graphopt | in the fit |")
        print("| --- | --- | --- | --- | --- | --- |")
        every = []
        for key in a.eval.split(","):
            r = ratios(key, flags)
            every += r if key not in fit else r[1:]
            print(f"| {key} | " + " | ".join(f"{x:.3f}" for x in r) + f" | {'traced step' if key in fit else 'no'} |")
        print(f"not in the fit: {min(every):.3f}-{max(every):.3f}, "
              f"{sum(abs(x - 1) > 0.1 for x in every)} of {len(every)} outside 10%")


if __name__ == "__main__":
    main()
