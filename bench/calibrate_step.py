#!/usr/bin/env python3
"""Fits one number of a cost file to measured step times, so that graphopt's
estimates match the machine they were measured on.

The measurements are `python -m graphopt_fx.check ... --json FILE` results:
each gives the median step of the traced graph ("before") and of other
graphs. By default only the traced graphs are used: nothing in them
overlaps, so their step is all compute plus all communication, which is what
the scale parameters set. Fit the compute first on a fast link (where
communication is a few percent), then the link on a slow one:

    bench/calibrate_step.py --graphopt build-rel/graphopt --cost-model docs/cost-models/h200x2-nvlink.json \\
        --param fp32_matmul_efficiency --out nvlink-step.json results/*.nvlink.json
    bench/calibrate_step.py --graphopt build-rel/graphopt --cost-model nvlink-step.json \\
        --param intra_node.bandwidth_GBps --out sockets-step.json results/*.slow.json

The parameter is searched between a quarter and four times its value in the
base file (efficiencies up to 1) (or the preset's, when the file does not set it), minimising the
mean squared log error; the fitted file is the base file with that one
number changed. Graphs are looked up by file name in testdata/graphs/,
testdata/torch-schedules/ and --graphs DIR.
"""
import argparse
import glob
import json
import math
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The presets' values, for parameters a cost file may leave out (docs/cost-model.md).
PRESET = {"matmul_efficiency": 0.7, "fp32_matmul_efficiency": 0.5, "attention_efficiency": 0.2,
          "memory_efficiency": 0.6}


def get(doc, path):
    for key in path.split("."):
        doc = doc.get(key, {}) if isinstance(doc, dict) else {}
    return doc if isinstance(doc, (int, float)) else None


def put(doc, path, value):
    keys = path.split(".")
    for key in keys[:-1]:
        doc = doc.setdefault(key, {})
    doc[keys[-1]] = value


def estimate(graphopt, cost_file, graph):
    with tempfile.TemporaryDirectory() as tmp:
        stats = os.path.join(tmp, "s.jsonl")
        subprocess.run([graphopt, "--passes=analyze", "--cost-model", cost_file, "--stats=" + stats, graph,
                        "-o", os.devnull], check=True, capture_output=True)
        with open(stats) as f:
            return [json.loads(line) for line in f][-1]["step_time_ns"] / 1e6


def find(name, dirs):
    for d in dirs:
        p = os.path.join(d, name)
        if os.path.exists(p):
            return p
    sys.exit(f"calibrate_step: cannot find {name} in {', '.join(dirs)} (use --graphs DIR)")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--graphopt", required=True)
    ap.add_argument("--cost-model", required=True, help="the base cost file")
    ap.add_argument("--param", required=True, help="e.g. fp32_matmul_efficiency, intra_node.bandwidth_GBps")
    ap.add_argument("--out", required=True, help="where to write the fitted cost file")
    ap.add_argument("--graphs", action="append", default=[], help="more folders to look for graphs in")
    ap.add_argument("--all", action="store_true", help="fit to every measured graph, not only the traced ones")
    ap.add_argument("--replay", action="store_true",
                    help="fit to the CUDA-graph replays (check --cuda-graph), not the eager steps")
    ap.add_argument("results", nargs="+", help="check --json files")
    a = ap.parse_args()
    dirs = a.graphs + [os.path.join(ROOT, "testdata", d) for d in ("graphs", "torch-schedules", "traced")]
    points = []  # (graph path, measured ms)
    for r in a.results:
        with open(r) as f:
            res = json.load(f)
        before, after = ("before_replay_ms", "replay_ms") if a.replay else ("before_ms", "step_ms")
        points.append((find(os.path.basename(res["before"]), dirs), res[before]))
        if a.all:
            points += [(find(os.path.basename(x["graph"]), dirs), x[after]) for x in res["after"]]
    with open(a.cost_model) as f:
        base = json.load(f)
    start = get(base, a.param) or PRESET.get(a.param)
    if start is None:
        sys.exit(f"calibrate_step: {a.param} is not in {a.cost_model}; give it a starting value there")

    def error(value):
        doc = json.loads(json.dumps(base))
        put(doc, a.param, value)
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
            json.dump(doc, f)
        try:
            est = [estimate(a.graphopt, f.name, g) for g, _ in points]
        finally:
            os.unlink(f.name)
        return sum(math.log(e / m) ** 2 for e, (_, m) in zip(est, points)) / len(points), est

    # Golden-section search on log(value).
    lo, hi = math.log(start / 4), math.log(start * 4)
    if a.param.endswith("efficiency"):
        hi = min(hi, 0.0)  # an efficiency is at most 1
    g = (math.sqrt(5) - 1) / 2
    x1, x2 = hi - g * (hi - lo), lo + g * (hi - lo)
    f1, f2 = error(math.exp(x1))[0], error(math.exp(x2))[0]
    for _ in range(30):
        if f1 < f2:
            hi, x2, f2 = x2, x1, f1
            x1 = hi - g * (hi - lo)
            f1 = error(math.exp(x1))[0]
        else:
            lo, x1, f1 = x1, x2, f2
            x2 = lo + g * (hi - lo)
            f2 = error(math.exp(x2))[0]
    value = float(f"{math.exp((lo + hi) / 2):.4g}")
    _, before = error(start)
    _, after = error(value)
    print(f"{a.param}: {start} -> {value}")
    print("| graph | measured ms | estimate before | estimate after |")
    print("| --- | --- | --- | --- |")
    for (path, m), b, e in zip(points, before, after):
        print(f"| {os.path.basename(path)} | {m:.1f} | {b:.1f} ({b / m:.2f}x) | {e:.1f} ({e / m:.2f}x) |")
    doc = json.loads(json.dumps(base))
    put(doc, a.param, value)
    with open(a.out, "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
