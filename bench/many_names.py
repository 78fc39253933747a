#!/usr/bin/env python3
"""Documents with many modules or many top-level keys: graphopt's read,
verify and write, and `diff`, timed (median of --runs), with another binary
alongside (--baseline, runs alternating). A lookup per module call or per
key that searches a list makes these quadratic; the reader's linear
scanner does not notice (bench/count_instructions.py drives pass_bench's
generated steps, which have neither).

    bench/many_names.py --graphopt build-rel/graphopt [--baseline OTHER] [--modules 60000] [--keys 100000] [--runs 3]
"""
import argparse
import json
import os
import statistics
import subprocess
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEED = os.path.join(ROOT, "testdata", "graphs", "seed_sink_waits.json")


def with_modules(n):
    """The seed step, then n call_module nodes in a chain, each to a module of its own."""
    doc = json.load(open(SEED))
    nodes = doc["graph"]["nodes"]
    first = next(x for x in nodes if x["op"] == "placeholder")
    val = first["meta"]["val"]
    body = [x for x in nodes if x["op"] != "output"]
    prev = first["name"]
    modules = {}
    for i in range(n):
        modules[f"sub{i}"] = {"graph": {"nodes": [
            {"name": "x", "op": "placeholder", "target": "x", "meta": {"val": val}},
            {"name": "output", "op": "output", "target": "output", "args": [{"node": "x"}]}]}}
        body.append({"name": f"c{i}", "op": "call_module", "target": f"sub{i}", "args": [{"node": prev}],
                     "meta": {"val": val}})
    body.append(next(x for x in nodes if x["op"] == "output"))
    doc["graph"]["nodes"] = body
    doc["modules"] = modules
    return doc


def with_keys(n):
    doc = json.load(open(SEED))
    doc.update({f"k{i}": i for i in range(n)})
    return doc


def seconds(cmd):
    t = time.perf_counter()
    subprocess.run(cmd, check=True, capture_output=True)
    return time.perf_counter() - t


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--graphopt", required=True)
    ap.add_argument("--baseline")
    ap.add_argument("--modules", type=int, default=60000)
    ap.add_argument("--keys", type=int, default=100000)
    ap.add_argument("--runs", type=int, default=3)
    a = ap.parse_args()
    binaries = [a.graphopt] + ([a.baseline] if a.baseline else [])
    with tempfile.TemporaryDirectory() as tmp:
        files = {}
        for name, doc in (("modules", with_modules(a.modules)), ("keys", with_keys(a.keys))):
            files[name] = os.path.join(tmp, f"{name}.json")
            with open(files[name], "w") as f:
                json.dump(doc, f)
        print("| document | command | " + " | ".join(os.path.basename(os.path.dirname(b)) + "/" + os.path.basename(b)
                                                  for b in binaries) + " |")
        print("|---|---|" + "---|" * len(binaries))
        for name, path in files.items():
            for label, args in (("read, verify, write", [path, "-o", os.devnull]), ("diff --stat", ["diff", "--stat", path, path])):
                times = [[] for _ in binaries]
                for _ in range(a.runs):
                    for i, b in enumerate(binaries):
                        times[i].append(seconds([b] + args))
                print(f"| {name} ({a.modules if name == 'modules' else a.keys}) | {label} | "
                      + " | ".join(f"{statistics.median(t):.2f} s" for t in times) + " |")


if __name__ == "__main__":
    main()
