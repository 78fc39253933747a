#!/usr/bin/env python3
"""Fits graphopt's collective model to measured collectives and compares it
with torch's model (torch._inductor.comm_analysis).

    python3 fit_collectives.py results/h200x2_nvlink.json [--base-us B --hop-us H --busbw G]

graphopt's model (lib/cost/comm_model.cpp; graphopt_fx.calibrate, which
fits it the same way, on the user's machine): t = base + steps * hop +
wire / busbw, or the faster of that and a second line for large messages
where one fits (calibrate.fit_large_line), with steps = 2(n-1) for all-reduce and n-1 otherwise, and
wire = the bytes each GPU sends: 2(n-1)/n of the buffer for all-reduce,
(n-1)/n for the others. torch's model: ring, LL protocol, 300 GB/s inside a node, its
bandwidth caps, and the collective's input bytes as the message.

Prints the fitted numbers as a cost-file fragment, and the mean error
(|log(estimate / measured)|, and the median ratio) of each model.
"""
import argparse
import json
import math
import os
import statistics
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))
from graphopt_fx.calibrate import fit_large_line, fit_link, point_us  # noqa: E402  (the model and its fit, in one place)


def torch_us(op, nbytes, n, gpus_per_node=8, arch=2, intra=300.0, inter=25.0):
    # Message size as torch counts it: the collective's input.
    size = nbytes / n if op == "all_gather" else nbytes
    nodes = math.ceil(n / gpus_per_node)
    ll_max = [[39.0, 39.0, 20.4], [87.7, 22.5, 19.0], [87.7, 22.5, 19.0]]
    row = arch if nodes == 1 else 0
    col = nodes - 1 if nodes <= 2 else 2
    bw = intra if nodes == 1 else inter
    all_reduce = op == "all_reduce"
    bus = min(ll_max[row][col], 2 * bw * (0.25 if (nodes > 1 or all_reduce) else 1 / 3))
    steps = 2 * (n - 1) if op in ("all_reduce", "all_to_all") else n - 1
    algo = bus * n / steps
    inter_steps = (2 * nodes if nodes > 1 else 0) if all_reduce else nodes - 1
    intra_lat = 1.0 if nodes > 1 else 0.6
    lat = 6.6 + (steps - inter_steps) * intra_lat + inter_steps * 2.7
    return size / 1024**3 / (algo / 1e9) / 1e3 + lat


def errors(points, estimate):
    logs = [abs(math.log(estimate(p) / p["us"])) for p in points]
    ratios = [estimate(p) / p["us"] for p in points]
    return sum(logs) / len(logs), statistics.median(ratios), max(logs)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("results", nargs="+")
    ap.add_argument("--base-us", type=float, help="compare these numbers too (e.g. graphopt's defaults)")
    ap.add_argument("--hop-us", type=float)
    ap.add_argument("--busbw", type=float)
    a = ap.parse_args()
    for path in a.results:
        with open(path) as f:
            doc = json.load(f)
        n = doc["ranks"]
        points = doc["results"]
        base, hop, busbw = fit_link(points, n)
        large = fit_large_line(points, n, base, hop, busbw)
        print(f"{path}: {doc['gpu']} x{n}, NCCL {doc['nccl']}, env {doc['env'] or '{}'}; {len(points)} points")
        extra = f', "large_bandwidth_GBps": {large[1]:.3g}, "large_latency_us": {large[0]:.1f}' if large else ""
        print(f'  fitted: {{"bandwidth_GBps": {busbw:.1f}, "latency_us": {base:.1f}, "hop_latency_us": {hop:.2f}{extra}}}')
        rows = [("graphopt, one line", lambda p: point_us(p, n, base, hop, busbw))]
        if large:
            rows.append(("graphopt, with large line", lambda p: point_us(p, n, base, hop, busbw, large)))
        if a.busbw:
            rows.append(("graphopt, given numbers",
                         lambda p: point_us(p, n, a.base_us, a.hop_us, a.busbw)))
        rows.append(("torch comm_analysis", lambda p: torch_us(p["op"], p["bytes"], n)))
        for name, est in rows:
            mean_log, median_ratio, worst = errors(points, est)
            big = [p for p in points if p["bytes"] >= 1 << 20]
            mean_big, median_big, _ = errors(big, est)
            print(f"  {name:26s} mean |log err| {mean_log:.2f} (x{math.exp(mean_log):.2f}), median est/measured "
                  f"{median_ratio:.2f}, worst x{math.exp(worst):.1f}; >= 1 MiB: x{math.exp(mean_big):.2f}, "
                  f"median {median_big:.2f}")


if __name__ == "__main__":
    main()
