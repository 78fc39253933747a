#!/usr/bin/env python3
"""The table of bench/one_gpu/schedules.sh: each schedule's replay on one
GPU (ms, median), with no link or an emulated one, and over torch's better
(the lower of its two schedules' replays in the same run).

    bench/one_gpu/schedules_table.py DIR
"""
import json
import os
import sys

# The columns, named by the files' names (schedules.sh writes them).
SUFFIXES = {".default.json": "graphopt", ".nobucket.json": "bucket=false", ".guard3.json": "guard 0.03",
            ".guard15.json": "guard 0.015", ".bucketed.json": "graphopt bucketed",
            ".iter.json": "iteration form", ".iterb.json": "iteration form, bucketed"}
ITERATION = ("iteration form", "iteration form, bucketed")
SINGLE = ("torch", "torch bucketed", "graphopt", "graphopt bucketed")


def label(path):
    if "/torch-bucketed/" in path or "/torch-schedules-bucketed/" in path:
        return "torch bucketed"
    if "/torch/" in path or "/torch-schedules/" in path:
        return "torch"
    # Another VARIANTS name: the name itself.
    return next((v for k, v in SUFFIXES.items() if path.endswith(k)), path.rsplit(".", 2)[-2])


def main(d):
    rows, link, labels = [], None, None
    for name in sorted(os.listdir(d)):
        if not name.endswith(".json") or name.count(".") != 1:
            continue
        with open(os.path.join(d, name)) as f:
            r = json.load(f)
        if not r.get("no_comm"):
            continue
        link = r.get("emulate_link")
        labels = [label(a["graph"]) for a in r["after"]]
        ms = [r["before_replay_ms"]] + [a["replay_ms"] for a in r["after"]]
        rows.append((name[:-5], ms))
    labels = labels or []
    # Iteration forms (bench/one_gpu/iteration.sh): the better of them over
    # the best single-iteration schedule (torch's two, graphopt's default and
    # bucketed).
    forms = [k + 1 for k, lab in enumerate(labels) if lab in ITERATION]
    single = [k + 1 for k, lab in enumerate(labels) if lab in SINGLE]
    extra = " | iteration form / best single-iteration |" if forms else " |"
    print("| graph | traced | " + " | ".join(labels) + " | graphopt / torch's better" + extra)
    print("|---|" + "---|" * (len(labels) + 2 + bool(forms)))
    for name, ms in rows:
        best = min(ms[1], ms[2])
        cells = [f"{m:.2f} ({m / best:.3f})" for m in ms]
        form = f" {min(ms[k] for k in forms) / min(ms[k] for k in single):.3f} |" if forms else ""
        print(f"| {name} | " + " | ".join(cells) + f" | {ms[3] / best:.3f} |" + form)
    what = (f"an emulated link of {link['busbw_gbps']} GB/s bus bandwidth, {link['latency_us']} us latency"
            + (f", {link['tensor_latency_us']} us for each further tensor of a coalesced collective"
               if link.get("tensor_latency_us") else "")
            if link else "no link (compute only)")
    print(f"(CUDA-graph replays on one GPU, ms, {what}; in brackets over torch's better)")


if __name__ == "__main__":
    main(sys.argv[1])
