#!/usr/bin/env python3
"""graphopt's simulator at the links bench/one_gpu/schedules.sh emulates:
for every graph with torch's two schedules (testdata/torch-schedules*/ and
testdata/traced/torch*/), the estimated step of graphopt's schedule
(made once with PASSES, no cost flags) over torch's better (the lower of
its two estimates under the same link), under the default cost model
(the NVLink fit) and the two emulated slow links (cost files beside this
script). On one H100 the emulator's measured ratios agreed with these
estimates within 0.4% (bench/results/one-gpu-2026-11-25): a quick offline
check of a change against a link like the real sockets one. Not a
measurement.

    bench/one_gpu/sim_link_table.py --graphopt build-rel/graphopt [--passes overlap_schedule]
"""
import argparse
import math
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "robust"))
import perturbed  # noqa: E402  (the graphs with torch's schedules, and graphopt's estimates of them)

LINKS = {"nominal": None, "3.5 GB/s, 40 us": os.path.join(HERE, "emulated-3.5GBps-40us.json"),
         "3.5 GB/s, 200 us": os.path.join(HERE, "emulated-3.5GBps-200us.json")}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--graphopt", required=True)
    ap.add_argument("--passes", default="overlap_schedule")
    args = ap.parse_args()
    ratios = {k: [] for k in LINKS}
    print("| graph | " + " | ".join(LINKS) + " |")
    print("|---|" + "---|" * len(LINKS))
    with tempfile.TemporaryDirectory() as tmp:
        for name, inp, torch, bucketed, _ in perturbed.graphs()[0]:
            out = os.path.join(tmp, "out.json")
            subprocess.run([args.graphopt, f"--passes={args.passes}", inp, "-o", out], capture_output=True, check=True)
            cells = []
            for link, cost in LINKS.items():
                ours, theirs, bucketed_ = (s[2] for s in perturbed.stats(args.graphopt, [out, torch, bucketed],
                                                                           ["--cost-model", cost] if cost else []))
                r = ours / min(theirs, bucketed_)
                ratios[link].append(r)
                cells.append(f"{r:.3f}")
            print(f"| {name} | " + " | ".join(cells) + " |")
    print(f"(estimated step of graphopt `{args.passes}` over torch's better schedule)")
    for link, v in ratios.items():
        print(f"{link}: geometric mean {math.exp(sum(map(math.log, v)) / len(v)):.4f}, worst {max(v):.3f}, "
              f"{sum(x > 1.01 for x in v)} of {len(v)} more than 1% slower")
    return 0


if __name__ == "__main__":
    sys.exit(main())
