#!/usr/bin/env python3
"""The GPU peak memory table from device_memory.py's JSON (device_run.sh):
per graph, the measured peak (inputs included) of the input, torch's two
schedules and graphopt's, and graphopt's against the lower of torch's.

    bench/robust/memory_table.py bench/results/robust-2026-11-24/memory.json
"""
import json
import os
import sys


def main():
    res = json.load(open(sys.argv[1]))
    rows = {}
    for path, r in res.items():
        name = os.path.basename(path)[:-5].replace("shared_", "")
        kind = ("graphopt" if ".device-data" in path else "torch-bucketed" if "bucketed" in path else
                "torch" if "torch" in path else "input")
        rows.setdefault(name, {})[kind] = (r["peak_above_inputs_bytes"] + r["input_bytes"]) / 1e9 if "error" not in r else None
    print("| graph | input GB | torch GB | torch bucketed GB | graphopt GB | graphopt / lower torch |")
    print("|---|---|---|---|---|---|")
    worst = 0
    for name, r in rows.items():
        t = [x for x in (r.get("torch"), r.get("torch-bucketed")) if x]
        ratio = r["graphopt"] / min(t)
        worst = max(worst, ratio)
        cells = " | ".join(f"{r.get(k):.3f}" if r.get(k) else "-" for k in ("input", "torch", "torch-bucketed", "graphopt"))
        print(f"| {name} | {cells} | {ratio:.3f} |")
    print(f"\nworst: graphopt's peak is {worst:.3f}x the lower of torch's")
    return 0 if worst <= 1.05 else 1


if __name__ == "__main__":
    sys.exit(main())
