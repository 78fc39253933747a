#!/usr/bin/env python3
"""What any schedule could still gain, by graphopt's estimates: each graph's
step bound (sim/step_bound.hpp, `--stats` "bound") beside the estimated
steps of torch's two schedules and graphopt's default, for one cost file.

    python3 bench/robust/headroom.py --graphopt build-rel/graphopt --cost-model FILE [--graphs a,b]

Over the bound: how far each schedule's estimate is above the least any
order and bucketing of the input's collectives could take within one
iteration. "across": the bound when work may move across the iteration
boundary (compute or one group's communication alone), over the
single-iteration bound.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")


def stats(graphopt, cost, path, passes="analyze"):
    p = subprocess.run([graphopt, "--cost-model", cost, f"--passes={passes}", "--disable-output", "--stats", "-", path],
                       capture_output=True, text=True)
    if p.returncode != 0:
        raise SystemExit(f"graphopt failed on {path}: {p.stderr.strip()}")
    return [json.loads(line) for line in p.stdout.splitlines() if line.strip()]


def graphs(pick):
    out = []
    for d, torch_dir in (("testdata/traced", "testdata/traced"), ("testdata/graphs", "testdata")):
        for name in sorted(os.listdir(os.path.join(ROOT, d))):
            n = name[:-5]
            if not name.endswith(".json") or (pick and n not in pick):
                continue
            if d == "testdata/traced":
                t, b = f"{d}/torch/{name}", f"{d}/torch-bucketed/{name}"
            else:
                t, b = f"testdata/torch-schedules/{name}", f"testdata/torch-schedules-bucketed/{name}"
            if os.path.exists(os.path.join(ROOT, t)) and os.path.exists(os.path.join(ROOT, b)):
                out.append((n, f"{d}/{name}", t, b))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--graphopt", required=True)
    ap.add_argument("--cost-model", required=True)
    ap.add_argument("--graphs", help="comma-separated names (default: every graph with torch's two schedules)")
    args = ap.parse_args()
    pick = set(args.graphs.split(",")) if args.graphs else None
    print(f"cost model: {args.cost_model}\n")
    print("| graph | bound ms | traced | torch | torch bucketed | graphopt default | across / bound |")
    print("|---|---|---|---|---|---|---|")
    for n, g, t, b in graphs(pick):
        sched = stats(args.graphopt, args.cost_model, os.path.join(ROOT, g), "overlap_schedule")
        inp = sched[0]  # the input stage, before the pass
        bound = inp["bound"]["single_iteration_ns"]
        row = [inp["step_time_ns"]]
        row += [stats(args.graphopt, args.cost_model, os.path.join(ROOT, p))[0]["step_time_ns"] for p in (t, b)]
        row.append(sched[-1]["step_time_ns"])
        cells = " | ".join(f"{s / bound:.3f}" for s in row)
        print(f"| {n} | {bound / 1e6:.2f} | {cells} | {inp['bound']['across_iterations_ns'] / bound:.3f} |")


if __name__ == "__main__":
    main()
