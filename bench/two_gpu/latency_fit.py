#!/usr/bin/env python3
"""Would a larger cost per collective explain the sockets replays? graphopt's
own estimates of the four measured schedules of each traced step under a
sockets cost file whose latency_us is raised (the float32 matmul efficiency
fitted on NVLink, 0.749, calibrate_step.py --replay), the bandwidth fitted
to the tuned-on graphs (bench/robust/plan.json) at each latency, the
held-out ones predicted, and est/measured per graph and schedule (traced,
torch, torch bucketed, graphopt).

    bench/two_gpu/latency_fit.py --graphopt build-rel/graphopt bench/results/two-gpu-2026-11-24
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

FP32_EFFICIENCY = 0.749  # fitted to the traced ddp_gpt2's NVLink replay
HOP_US = 14.5            # bench/nccl's sockets fit


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--graphopt", required=True)
    ap.add_argument("results")
    a = ap.parse_args()
    rows = summarize.rows(a.results)
    with open(os.path.join(ROOT, "bench", "robust", "plan.json")) as f:
        plan = json.load(f)
    traced = os.path.join(ROOT, "testdata", "traced")
    with tempfile.TemporaryDirectory() as tmp:
        paths = {}
        for n in sorted({g for g, _ in rows}):
            ours = os.path.join(tmp, n + ".default.json")
            subprocess.run([a.graphopt, "--passes=overlap_schedule", os.path.join(traced, n + ".json"), "-o", ours],
                           check=True, capture_output=True)
            paths[n] = [os.path.join(traced, n + ".json"), os.path.join(traced, "torch", n + ".json"),
                        os.path.join(traced, "torch-bucketed", n + ".json"), ours]

        def ratios(names, bw, lat):
            cost = os.path.join(tmp, "cost.json")
            with open(cost, "w") as f:
                json.dump({"gpu": "h200", "fp32_matmul_efficiency": FP32_EFFICIENCY,
                           "intra_node": {"bandwidth_GBps": bw, "latency_us": lat, "hop_latency_us": HOP_US}}, f)
            out = {}
            for n in names:  # stats(): (exposed ns, peak bytes, step ns) of each path
                est = [s[2] / 1e6 for s in stats(a.graphopt, paths[n], ["--cost-model", cost])]
                out[n] = [e / m for e, m in zip(est, rows[(n, "sockets")][0]["replay"])]
            return out

        def rms(rs):
            v = [x for r in rs.values() for x in r]
            return math.sqrt(sum(math.log(x) ** 2 for x in v) / len(v))

        print("| latency_us | fitted GB/s | tuned-on rms log error | held-out rms log error |")
        print("| --- | --- | --- | --- |")
        per = {}
        for lat in (12.5, 100.0, 200.0, 400.0):
            bw = min((3.0 + 0.2 * k for k in range(10)), key=lambda b: rms(ratios(plan["tuned_on"], b, lat)))
            per[lat] = ratios(sorted(paths), bw, lat)
            held = {n: per[lat][n] for n in plan["held_out"]}
            tuned = {n: per[lat][n] for n in plan["tuned_on"]}
            print(f"| {lat:g} | {bw:.1f} | {rms(tuned):.3f} | {rms(held):.3f} |")
        for lat, r in per.items():
            print(f"\nlatency {lat:g} us, est/measured (traced, torch, torch bucketed, graphopt):")
            for n, v in r.items():
                print(f"  {n:13s} {'held out' if n in plan['held_out'] else 'tuned-on'}  " + " ".join(f"{x:.2f}" for x in v))


if __name__ == "__main__":
    main()
