#!/usr/bin/env python3
"""What each further tensor of a coalesced collective costs, from the
measurements of graphopt_fx.calibrate (its --report): for each kind and
whole buffer, the time of the buffer split into the most tensors, less the
time split into the fewest, over the tensors added. Then the hop latency
calibrate fitted to all the points, for comparison.

Why: over real sockets fsdp_bloom's default schedule (44 ring passes in
coalesced buckets) ran 2.1% behind torch's bucketed one (17 single
all-gathers) while every emulation put it ahead, and its eager steps ran
ahead too (bench/results/two-gpu-2026-11-29b). If a further tensor costs
much more replayed from a CUDA graph than launched eagerly, that is the
cause: run calibrate both ways over sockets and compare.

    NCCL_P2P_DISABLE=1 NCCL_SHM_DISABLE=1 python -m graphopt_fx.calibrate --ranks 2 -o c.json --report graph.json
    NCCL_P2P_DISABLE=1 NCCL_SHM_DISABLE=1 python -m graphopt_fx.calibrate --ranks 2 -o e.json --report eager.json --eager
    bench/nccl/ring_cost.py graph.json eager.json
"""
import argparse
import json
import sys
from collections import defaultdict


def ring_costs(points):
    """{(op, bytes): (fewest, most, us per further tensor)} of the
    coalesced points (those with "tensors")."""
    by = defaultdict(dict)
    for p in points:
        if p.get("tensors"):
            by[(p["op"], p["bytes"])][p["tensors"]] = p["us"]
    out = {}
    for key, times in sorted(by.items()):
        if len(times) < 2:
            continue
        lo, hi = min(times), max(times)
        out[key] = (lo, hi, (times[hi] - times[lo]) / (hi - lo))
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("reports", nargs="+", help="graphopt_fx.calibrate --report files")
    a = ap.parse_args(argv)
    for path in a.reports:
        try:
            with open(path) as f:
                report = json.load(f)
            points = report["ranks"][0]["collectives"]
        except (OSError, ValueError, KeyError, IndexError, TypeError) as e:
            print(f"error: {path}: not a calibrate report ({e})", file=sys.stderr)
            return 2
        costs = ring_costs(points)
        link = report.get("cost_file", {}).get("intra_node", {})
        print(f"{path}: {report.get('cost_file', {}).get('description', '')}")
        if not costs:
            print("  no coalesced points (a calibrate before the thirty-third session)")
        for (op, nbytes), (lo, hi, us) in costs.items():
            print(f"  {op:15s} {nbytes / 2**20:9.2f} MiB  {lo:2d} -> {hi:2d} tensors: {us:7.2f} us a further tensor")
        print(f"  fitted: latency {link.get('latency_us')} us, hop {link.get('hop_latency_us')} us, "
              f"{link.get('bandwidth_GBps')} GB/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
