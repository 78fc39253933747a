#!/usr/bin/env python3
"""Counts the instructions of each pass_bench stage at several graph sizes.

    count_instructions.py --pass-bench BIN [--check LIMIT] SIZES...

Runs `pass_bench --nodes N --repeats 1` once per size under valgrind's
callgrind, which instruments only each stage's first run and dumps its count
under the stage's name (pass_bench.cpp). Prints a table of the counts and
their growth from one size to the next.

Counts are repeatable: neither the machine's load nor its caches enter them.
A stage whose count grows as the nodes do does linear work; a quadratic step
shows as growth near the square of the node growth. With --check LIMIT, exits
1 when some stage's count grows more than LIMIT times the node growth
(tests/CMakeLists.txt runs it so, as the test that no stage is superlinear).
Exits 77 (a skip, for CTest) when valgrind is not installed.
"""
import argparse
import glob
import os
import shutil
import subprocess
import sys
import tempfile

TRIGGER = "desc: Trigger: Client Request: "


def run_size(pass_bench, nodes, workdir):
    """Returns (node count, {stage: instructions}, [stages in the order run])."""
    out = os.path.join(workdir, str(nodes))
    os.mkdir(out)
    proc = subprocess.run(
        ["valgrind", "--tool=callgrind", "--instr-atstart=no",
         f"--callgrind-out-file={out}/cg.%p", pass_bench, "--nodes", str(nodes), "--repeats", "1"],
        capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit(f"count_instructions: pass_bench --nodes {nodes} failed under valgrind:\n{proc.stderr}")
    fields = dict(line.rsplit(" ", 1) for line in proc.stdout.splitlines())
    dumps = []  # (dump number, stage, total)
    for path in glob.glob(f"{out}/cg.*"):
        suffix = path.rsplit(".", 1)[1]
        stage = total = None
        with open(path) as f:
            for line in f:
                if line.startswith(TRIGGER):
                    stage = line[len(TRIGGER):].strip()
                elif line.startswith("totals: "):
                    total = int(line.split()[1])
        # Only the numbered dumps are stages' (the one at exit, cg.PID, has
        # no client request for its trigger and counts nothing).
        if suffix.isdigit() and stage is not None and total is not None:
            dumps.append((int(suffix), stage, total))
    if not dumps:
        sys.exit("count_instructions: no per-stage counts: was pass_bench built without valgrind/callgrind.h?")
    dumps.sort()
    return int(fields["nodes"]), {s: t for _, s, t in dumps}, [s for _, s, _ in dumps]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pass-bench", required=True)
    ap.add_argument("--check", type=float, help="fail when a stage grows more than LIMIT x the nodes")
    ap.add_argument("sizes", nargs="+", type=int)
    args = ap.parse_args()
    if shutil.which("valgrind") is None:
        print("count_instructions: valgrind is not installed: skipped")
        return 77
    with tempfile.TemporaryDirectory() as tmp:
        runs = [run_size(args.pass_bench, n, tmp) for n in args.sizes]
    stages = runs[0][2]
    nodes = [r[0] for r in runs]
    head = "| stage | " + " | ".join(f"{n:,} nodes" for n in nodes) + " | " + \
        " | ".join(f"growth {a:,}->{b:,}" for a, b in zip(nodes, nodes[1:])) + " |"
    print("instructions (millions; each stage's first run):")
    print(head)
    print("|" + " --- |" * (head.count("|") - 1))
    too_steep = []
    for s in stages:
        counts = [r[1].get(s, 0) for r in runs]
        growth = []
        for i in range(len(counts) - 1):
            if counts[i] == 0:
                growth.append("-")
                continue
            g = counts[i + 1] / counts[i]
            growth.append(f"{g:.2f}x")
            if args.check is not None and g > args.check * nodes[i + 1] / nodes[i]:
                too_steep.append(f"{s}: {g:.2f}x for {nodes[i + 1] / nodes[i]:.2f}x the nodes")
        print(f"| {s} | " + " | ".join(f"{c / 1e6:,.1f}" for c in counts) + " | " + " | ".join(growth) + " |")
    if too_steep:
        print(f"\nFAIL: instructions grow more than {args.check}x as fast as the nodes:")
        for line in too_steep:
            print("  " + line)
        return 1
    if args.check is not None:
        print(f"\nok: every stage within {args.check}x of the node growth")
    return 0


if __name__ == "__main__":
    sys.exit(main())
