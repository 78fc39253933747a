#!/usr/bin/env python3
"""Valid inputs of unusual shape, each at n, 2n and 4n, through the command
that once grew quadratically on it (found by red-team, twenty-ninth
session): the time and peak RSS of each run and the growth per doubling.
Linear work doubles; a growth above 3 per doubling is flagged, and the exit
code is 1 when any is.

    bench/adversarial_scaling.py --graphopt build-rel/graphopt [--baseline OLD_BINARY] [--n N] [--runs R]

Shapes (n is the count that grew):
  coalesced   one all_reduce_coalesced of n tensors, a getitem, wait and relu each (overlap_schedule)
  groups      n process groups, one all_reduce each (overlap_schedule; the reader's group lookups)
  last_group  2n groups, n all_reduces naming the last one (reading alone)
  wide_output n relus in a chain, all returned (partial_lower)
  modules     n modules, each called once, results unused (dce)
Medians of R runs (default 3); with --baseline, the old binary's figures
beside, run alternately.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

VAL = {"shape": [1024], "dtype": "float32", "stride": [1], "device": "cuda:0"}
AR = "_c10d_functional.all_reduce.default"
ARC = "_c10d_functional.all_reduce_coalesced.default"
WAIT = "_c10d_functional.wait_tensor.default"


def node(name, target, args, op="call_function", val=VAL):
    out = {"name": name, "op": op, "target": target, "args": args}
    if val is not None:
        out["meta"] = {"val": val}
    return out


def ref(name):
    return {"node": name}


def doc(nodes, groups=None, modules=None):
    d = {"format": "fx-json", "version": 1, "process_groups": groups or {"0": {"size": 2, "ranks": [0, 1]}},
         "graph": {"nodes": nodes}}
    if modules:
        d["modules"] = modules
    return d


def placeholder(name="x"):
    return {"name": name, "op": "placeholder", "target": name, "meta": {"val": VAL}}


def output(args):
    return {"name": "output", "op": "output", "target": "output", "args": [args]}


def coalesced(n):
    nodes = [placeholder()] + [node(f"m{i}", "aten.mul.Tensor", [ref("x"), float(i)]) for i in range(n)]
    nodes.append(node("c", ARC, [[ref(f"m{i}") for i in range(n)], "sum", "0"], val=[VAL] * n))
    outs = []
    for i in range(n):
        nodes += [node(f"g{i}", "operator.getitem", [ref("c"), i]), node(f"w{i}", WAIT, [ref(f"g{i}")]),
                  node(f"r{i}", "aten.relu.default", [ref(f"w{i}")])]
        outs.append(ref(f"r{i}"))
    return doc(nodes + [output(outs)])


def groups(n):
    nodes, outs = [placeholder()], []
    for i in range(n):
        nodes += [node(f"m{i}", "aten.mul.Tensor", [ref("x"), ref("x")]), node(f"a{i}", AR, [ref(f"m{i}"), "sum", f"g{i}"]),
                  node(f"w{i}", WAIT, [ref(f"a{i}")])]
        outs.append(ref(f"w{i}"))
    return doc(nodes + [output(outs)], groups={f"g{i}": {"size": 2} for i in range(n)})


def last_group(n):
    count = 2 * n
    nodes, outs = [placeholder()], []
    for i in range(n):
        nodes += [node(f"a{i}", AR, [ref("x"), "sum", f"g{count - 1}"]), node(f"w{i}", WAIT, [ref(f"a{i}")])]
        outs.append(ref(f"w{i}"))
    return doc(nodes + [output(outs)], groups={f"g{i}": {"size": 2} for i in range(count)})


def wide_output(n):
    nodes, prev = [placeholder()], "x"
    for i in range(n):
        nodes.append(node(f"r{i}", "aten.relu.default", [ref(prev)]))
        prev = f"r{i}"
    return doc(nodes + [output([ref(f"r{i}") for i in range(n)])])


def modules(n):
    body = {"nodes": [{"name": "a", "op": "placeholder", "target": "a"},
                      {"name": "r", "op": "call_function", "target": "aten.relu.default", "args": [ref("a")]},
                      {"name": "output", "op": "output", "target": "output", "args": [ref("r")]}]}
    nodes = [placeholder()] + [node(f"c{i}", f"m{i}", [ref("x")], op="call_module", val=None) for i in range(n)]
    return doc(nodes + [output(ref("x"))], modules={f"m{i}": {"graph": body} for i in range(n)})


SHAPES = [("coalesced", coalesced, "overlap_schedule"), ("groups", groups, "overlap_schedule"),
          ("last_group", last_group, ""), ("wide_output", wide_output, "partial_lower"), ("modules", modules, "dce")]


def run(binary, passes, path):
    """Seconds of one run, its output thrown away."""
    t0 = time.monotonic()
    p = subprocess.run([binary, "--passes=" + passes, path, "-o", "/dev/null", "-q"], capture_output=True)
    if p.returncode != 0:
        sys.exit(f"{binary} on {path}: exit {p.returncode}: {p.stderr.decode()[:300]}")
    return time.monotonic() - t0


def rss_of(binary, passes, path):
    """Peak RSS (MB) of one run, as GNU time reports it (the child's own:
    a fork of this process would start at this process's size)."""
    p = subprocess.run(["/usr/bin/time", "-f", "%M", binary, "--passes=" + passes, path, "-o", "/dev/null", "-q"],
                       capture_output=True, text=True)
    return int(p.stderr.strip().splitlines()[-1]) / 1024


def median(xs):
    xs = sorted(xs)
    return xs[len(xs) // 2]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--graphopt", required=True)
    ap.add_argument("--baseline")
    ap.add_argument("--n", type=int, default=5000)
    ap.add_argument("--runs", type=int, default=3)
    a = ap.parse_args()
    binaries = [("new", a.graphopt)] + ([("old", a.baseline)] if a.baseline else [])
    flagged = 0
    print("| shape | command | n | " + " | ".join(f"{b} s | {b} MB" for b, _ in binaries) + " | growth (new) |")
    print("|---|---|---|" + "---|---|" * len(binaries) + "---|")
    with tempfile.TemporaryDirectory() as tmp:
        for name, make, passes in SHAPES:
            prev = None
            for n in (a.n, 2 * a.n, 4 * a.n):
                path = os.path.join(tmp, f"{name}{n}.json")
                with open(path, "w") as f:
                    json.dump(make(n), f, separators=(",", ":"))
                times = {b: [] for b, _ in binaries}
                for _ in range(a.runs):
                    for b, binary in binaries:  # alternately
                        times[b].append(run(binary, passes, path))
                cells = []
                for b, binary in binaries:
                    cells += [f"{median(times[b]):.3f}", f"{rss_of(binary, passes, path):.0f}"]
                t = median(times["new"])
                growth = "" if prev is None else f"{t / prev:.2f}"
                if prev is not None and prev > 0.05 and t / prev > 3:
                    growth += " (over 3)"
                    flagged += 1
                prev = t
                print(f"| {name} | `{passes or '(read)'}` | {n} | " + " | ".join(cells) + f" | {growth} |", flush=True)
                os.remove(path)
    sys.exit(1 if flagged else 0)


if __name__ == "__main__":
    main()
