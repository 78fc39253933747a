#!/usr/bin/env python3
"""graphopt's analytic estimate of each op against its measured time, by
target: where the compute model is off.

    python3 bench/robust/profile_compare.py --graphopt build-rel/graphopt STEP.profiled.json [--top 14]

STEP.profiled.json: `python -m graphopt_fx.profile` output (meta.runtime_ns on
every timed node). The estimate is the analytic one (`--trace` est_ns of the
same graph with its runtime_ns removed; default preset).
"""
import argparse
import collections
import json
import os
import statistics
import subprocess
import tempfile


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--graphopt", required=True)
    ap.add_argument("profiled")
    ap.add_argument("--top", type=int, default=14)
    a = ap.parse_args()
    doc = json.load(open(a.profiled))
    measured = {n["name"]: n["meta"]["runtime_ns"] for n in doc["graph"]["nodes"]
                if "runtime_ns" in n.get("meta", {})}
    for n in doc["graph"]["nodes"]:
        n.get("meta", {}).pop("runtime_ns", None)
    with tempfile.TemporaryDirectory() as tmp:
        plain, trace = os.path.join(tmp, "g.json"), os.path.join(tmp, "t.json")
        json.dump(doc, open(plain, "w"))
        subprocess.run([a.graphopt, "--passes=", "--link-scale=1000", "--trace=" + trace, plain, "--disable-output"],
                       check=True, capture_output=True)
        ev = json.load(open(trace))
    ev = ev["traceEvents"] if isinstance(ev, dict) else ev
    est = {e["args"]["node"]: e["args"]["est_ns"] for e in ev if e.get("ph") == "X" and e.get("cat") == "compute"}
    by = collections.defaultdict(lambda: [0, 0.0, 0.0])
    target = {n["name"]: n["target"] for n in doc["graph"]["nodes"]}
    for name, m in measured.items():
        row = by[target[name]]
        row[0] += 1
        row[1] += m
        row[2] += est.get(name, 0)
    total_m, total_e = sum(r[1] for r in by.values()), sum(r[2] for r in by.values())
    print(f"{a.profiled}: measured {total_m / 1e6:.2f} ms, estimated {total_e / 1e6:.2f} ms ({total_e / total_m:.2f}x)")
    print("| target | nodes | measured ms | estimated ms | estimated / measured |")
    print("|---|---|---|---|---|")
    for t, (n, m, e) in sorted(by.items(), key=lambda kv: -max(kv[1][1], kv[1][2]))[:a.top]:
        print(f"| {t} | {n} | {m / 1e6:.2f} | {e / 1e6:.2f} | {e / m if m else float('nan'):.2f} |")
    small = [m for name, m in measured.items() if est.get(name) == 8000]
    if small:
        print(f"ops at the kernel floor (8 us): {len(small)}, measured median {statistics.median(small):.0f} ns")


if __name__ == "__main__":
    main()
