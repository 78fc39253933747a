#!/usr/bin/env python3
"""The link time of each schedule's collectives as NCCL measured them alone
(bench/nccl/results/*.json, interpolated linearly between the sizes of the
sweep), beside graphopt's linear model with the numbers fitted to the
same sweep (graphopt_fx.calibrate.fit_link).

Why (fifteenth session, bench/results/two-gpu-2026-11-27f): over sockets,
schedules of one step that gather in larger buckets ran faster than the
model, which rates them within 1%. This says how much of that the rate of
NCCL's messages alone explains.

    bench/nccl/isolated_sum.py bench/nccl/results/h200x2_sockets.json SCHEDULE.json...

"bytes" of the sweep is the whole buffer (an all-gather's output, a
reduce-scatter's input, as nccl-tests counts).
"""
import argparse
import bisect
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "python"))
sys.path.insert(0, os.path.join(HERE, "..", "two_gpu"))
sys.path.insert(0, os.path.join(HERE, "..", "robust"))
from graphopt_fx.calibrate import fit_link, model_us  # noqa: E402
import bursts  # noqa: E402  (what a collective is)
import sim2  # noqa: E402  (a tensor's bytes from its meta)

KINDS = ("all_gather", "reduce_scatter", "all_reduce", "all_to_all")


def kind(node):
    name = bursts.op_name(node)
    for k in KINDS:
        if name.startswith(k):
            return k
    raise SystemExit(f"{node['name']}: no sweep for {name}")


def buffer_bytes(node, k, n):
    """The sweep's "bytes" of this collective, from its result's meta."""
    out = sim2.nbytes(node["meta"]["val"])
    return out * n if k == "reduce_scatter" else out


def interpolate(points, nbytes):
    xs = [p[0] for p in points]
    if nbytes <= xs[0]:
        return points[0][1]
    if nbytes >= xs[-1]:
        return points[-1][1] * nbytes / xs[-1]
    i = bisect.bisect(xs, nbytes)
    (x0, y0), (x1, y1) = points[i - 1], points[i]
    return y0 + (y1 - y0) * (nbytes - x0) / (x1 - x0)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("sweep")
    ap.add_argument("schedules", nargs="+")
    a = ap.parse_args()
    sweep = json.load(open(a.sweep))
    n = sweep["ranks"]
    table = {}
    for p in sweep["results"]:
        table.setdefault(p["op"], []).append((p["bytes"], p["us"]))
    for pts in table.values():
        pts.sort()
    base, hop, busbw = fit_link(sweep["results"], n)
    print(f"| schedule | collectives | measured alone, ms | linear fit ({busbw:.1f} GB/s, {base:.1f} + {hop:.2f} us), ms |")
    print("|---|---|---|---|")
    for path in a.schedules:
        doc = json.load(open(path))
        nodes = doc.get("graph", doc)["nodes"]
        count = alone = linear = 0.0
        for node in nodes:
            if not bursts.is_collective(node):
                continue
            k = kind(node)
            b = buffer_bytes(node, k, n)
            count += 1
            alone += interpolate(table[k], b)
            linear += model_us(k, b, n, base, hop, busbw)
        print(f"| {path} | {int(count)} | {alone / 1e3:.1f} | {linear / 1e3:.1f} |")


if __name__ == "__main__":
    main()
