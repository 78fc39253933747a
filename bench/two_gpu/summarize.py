#!/usr/bin/env python3
"""A campaign's step times as tables: per graph and link, each variant
against torch's better schedule and against the traced input, eager and
replayed, with means per link.

    bench/two_gpu/summarize.py RESULTS_DIR [--prefix i20|diag|calib|i22]

Reads the campaign's PREFIX.GRAPH.LINK[.REPEAT].json files
(graphopt_fx.check --json: the traced step first, then torch's two
schedules, then graphopt's variants, in the campaign's order), and for
i20 an i20.tables.txt there for graphs whose JSON did not come back (a
device call returns at most 8 files). Where torch's two schedules are the
same order (its bucketing changes nothing), their ratio is the run's
noise, shown beside.
"""
import argparse
import glob
import json
import os
import re
import statistics

VARIANTS = {"i20": ["graphopt"], "diag": ["default", "bucket=false", "coalesced"],
            "calib": ["default", "calibrated"], "i22": ["default", "iter", "iterb"]}


def rows(d, prefix="i20"):
    """{(graph, link): [{"eager": [...], "replay": [...], "match": bool}, ...]}, one per repeat."""
    out = {}
    for p in sorted(glob.glob(os.path.join(d, prefix + ".*.json"))):
        parts = os.path.basename(p)[:-len(".json")].split(".")
        if len(parts) < 3:
            continue
        graph, link = parts[1], parts[2]
        with open(p) as f:
            j = json.load(f)
        if "after" not in j:
            continue
        a = j["after"]
        out.setdefault((graph, link), []).append({
            "eager": [j["before_ms"]] + [r["step_ms"] for r in a],
            "replay": [j.get("before_replay_ms")] + [r.get("replay_ms") for r in a],
            "match": all(r["match"] for r in a)})
    t = os.path.join(d, "i20.tables.txt")
    if prefix == "i20" and os.path.exists(t):
        for line in open(t):
            m = re.match(r"(\S+) (\S+):\s+(.*)", line)
            if not m or line.startswith("#") or (m[1], m[2]) in out:
                continue
            nums = [float(x) for x in re.findall(r"(\d+\.\d+)(?!x)", m[3])]
            # before ms, replay; then per variant: ms, ratio, replay, ratio
            out[(m[1], m[2])] = [{"eager": [nums[0]] + nums[2::4], "replay": [nums[1]] + nums[4::4], "match": None}]
    return out


def same_order(graph):
    """Whether torch's two schedules of a traced graph are the same order."""
    paths = [os.path.join(os.path.dirname(__file__), "..", "..", "testdata", "traced", d, graph + ".json")
             for d in ("torch", "torch-bucketed")]
    if not all(os.path.exists(p) for p in paths):
        return False
    names = []
    for p in paths:
        with open(p) as f:
            names.append([n["name"] for n in json.load(f)["graph"]["nodes"]])
    return names[0] == names[1]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("dir")
    ap.add_argument("--prefix", default="i20", choices=sorted(VARIANTS))
    a = ap.parse_args()
    table = rows(a.dir, a.prefix)
    names = VARIANTS[a.prefix]
    head = " | ".join(f"{v} / torch's better, {c}" for v in names for c in ("eager", "replayed"))
    print(f"| graph | link | {head} | / traced, replayed | noise (torch's two, same order) |")
    print("|" + " --- |" * (3 + 2 * len(names) + 1))
    means = {}
    for (graph, link), runs in sorted(table.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        cells = []
        for k, v in enumerate(names):
            for col in ("eager", "replay"):
                # A run with fewer variants (an older campaign) leaves the rest empty.
                r = [x[col][3 + k] / min(x[col][1], x[col][2]) for x in runs if len(x[col]) > 3 + k and x[col][3 + k]]
                cells.append(" / ".join(f"{y:.3f}" for y in r) or "-")
                if r:
                    means.setdefault((link, v, col), []).append(statistics.mean(r))
        traced = " / ".join(f"{x['replay'][3] / x['replay'][0]:.3f}" for x in runs if x["replay"][0])
        noise = " / ".join(f"{x['replay'][2] / x['replay'][1]:.3f}" for x in runs) if same_order(graph) else ""
        print(f"| {graph} | {link} | {' | '.join(cells)} | {traced or '-'} | {noise} |")
    for (link, v, col), m in sorted(means.items()):
        print(f"mean over {link}, {v}, {col}: {statistics.mean(m):.3f} (max {max(m):.3f}, {len(m)} graphs)")


if __name__ == "__main__":
    main()
