#!/usr/bin/env python3
"""Wall time of iter_move_grads_and_optimizers' automatic mode (no options),
for one or more graphopt binaries on the same graphs, in the same run:
median of --repeats, the binaries interleaved, and each output compared
byte for byte with the first binary's (a speed-up must not change the
choice).

    bench/iteration/automatic_time.py --graphopt OLD NEW [--repeats 3] GRAPH...

Synthetic graphs: build-rel/gen_graph --nodes N -o FILE.
"""
import argparse
import filecmp
import os
import statistics
import subprocess
import sys
import tempfile
import time


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--graphopt", nargs="+", required=True)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--passes", default="iter_move_grads_and_optimizers")
    ap.add_argument("graphs", nargs="+")
    a = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="automatic_time.")
    print(f"passes {a.passes}, median of {a.repeats}, {os.cpu_count()} cores")
    head = ["graph", "nodes"] + [f"binary {i + 1} s" for i in range(len(a.graphopt))]
    if len(a.graphopt) > 1:
        head += [f"1 / {i + 1}" for i in range(1, len(a.graphopt))] + ["same bytes"]
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for g in a.graphs:
        times = [[] for _ in a.graphopt]
        outs = [os.path.join(tmp, f"{i}.json") for i in range(len(a.graphopt))]
        for _ in range(a.repeats):
            for i, b in enumerate(a.graphopt):
                t0 = time.perf_counter()
                r = subprocess.run([b, f"--passes={a.passes}", g, "-o", outs[i]], capture_output=True, text=True)
                times[i].append(time.perf_counter() - t0)
                if r.returncode != 0:
                    sys.exit(f"{b} on {g}: exit {r.returncode}\n{r.stderr}")
        with open(g) as f:
            nodes = f.read().count('"op"')
        med = [statistics.median(t) for t in times]
        row = [os.path.basename(g), str(nodes)] + [f"{m:.2f}" for m in med]
        if len(a.graphopt) > 1:
            row += [f"{med[0] / m:.2f}x" for m in med[1:]]
            row += ["yes" if all(filecmp.cmp(outs[0], o, shallow=False) for o in outs[1:]) else "NO"]
        print("| " + " | ".join(row) + " |", flush=True)


if __name__ == "__main__":
    main()
