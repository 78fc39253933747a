#!/usr/bin/env python3
"""Issue 20's bar from a campaign's results: per graph and link, graphopt's
default against torch's better schedule and against the traced input, eager
and replayed, and the mean over the slow link.

    bench/two_gpu/summarize.py RESULTS_DIR

Reads the campaign's i20.GRAPH.LINK.REPEAT.json files (graphopt_fx.check
--json: the traced step, torch, torch bucketed, graphopt, in that order),
and an i20.tables.txt there for graphs whose JSON did not come back (a
device call returns at most 8 files)."""
import glob
import json
import os
import re
import statistics
import sys


def rows(d):
    out = {}
    for p in sorted(glob.glob(os.path.join(d, "i20.*.json"))):
        _, graph, link, _rep, _ = os.path.basename(p).split(".")
        j = json.load(open(p))
        a = j["after"]
        out.setdefault((graph, link), []).append({
            "eager": [j["before_ms"]] + [r["step_ms"] for r in a],
            "replay": [j["before_replay_ms"]] + [r.get("replay_ms") for r in a],
            "match": all(r["match"] for r in a)})
    t = os.path.join(d, "i20.tables.txt")
    if os.path.exists(t):
        for line in open(t):
            m = re.match(r"(\S+) (\S+):\s+(.*)", line)
            if not m or line.startswith("#") or (m[1], m[2]) in out:
                continue
            nums = [float(x) for x in re.findall(r"(\d+\.\d+)(?!x)", m[3])]
            # before ms, replay; then per variant: ms, ratio, replay, ratio
            eager = [nums[0]] + nums[2::4]
            replay = [nums[1]] + nums[4::4]
            out[(m[1], m[2])] = [{"eager": eager, "replay": replay, "match": None}]
    return out


def main():
    d = sys.argv[1]
    table = rows(d)
    print("| graph | link | graphopt / torch's better, eager | replayed | graphopt / traced, eager | replayed |")
    print("| --- | --- | --- | --- | --- | --- |")
    means = {}
    for (graph, link), runs in sorted(table.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        cells = []
        for col in ("eager", "replay"):
            r = [x[col][3] / min(x[col][1], x[col][2]) for x in runs]
            cells.append(r)
            means.setdefault((link, col), []).append(statistics.mean(r))
        t = [[x[col][3] / x[col][0] for x in runs] for col in ("eager", "replay")]
        fmt = lambda v: " / ".join(f"{x:.3f}" for x in v)
        print(f"| {graph} | {link} | {fmt(cells[0])} | {fmt(cells[1])} | {fmt(t[0])} | {fmt(t[1])} |")
    for (link, col), v in sorted(means.items()):
        print(f"mean over {link}, {col}: {statistics.mean(v):.3f} (max {max(v):.3f}, {len(v)} graphs)")


if __name__ == "__main__":
    main()
