#!/usr/bin/env python3
"""Every output graphopt makes from the repository's inputs, written to one
folder, so that a change meant to keep behaviour can be checked byte for
byte: run it before and after, then `diff -r BEFORE AFTER`.

    scripts/snapshot_outputs.py --graphopt build-rel/graphopt OUT_DIR

For every graph of testdata/ and tests/valid, tests/extreme (and the seeds'
graphs), under each pipeline below: the written graph, --stats,
--overlap-log and --trace, with the exit code and standard error; for every
input of tests/bad: the exit code and the message; --list-passes.
"""
import argparse
import glob
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PIPELINES = [
    "",
    "sink_waits",
    "raise_comms",
    "raise_comms{reorder_collectives=true}",
    "sink_waits,raise_comms",
    "reorder_compute_for_overlap",
    "comm_fusion",
    "comm_fusion{bucket_mb=4,kinds=all_reduce}",
    "comm_fusion,schedule_comm_wait",
    "schedule_comm_wait{kinds=all_reduce;all_gather;reduce_scatter}",
    "overlap_schedule",
    "overlap_schedule{robust=false}",
    "overlap_schedule{reorder_collectives=false}",
    "overlap_schedule{bucket=false}",
    "overlap_schedule{memory_gb=0.1}",
    "overlap_schedule,partial_lower,sink_waits",
    "partial_lower",
    "partial_lower{min_ops=2}",
    "remove_copy_from_optimizer",
    "dce",
    "analyze",
    "print{shapes=true}",
]


def run(graphopt, args, out_prefix):
    p = subprocess.run([graphopt] + args, capture_output=True)
    with open(out_prefix + ".rc", "w") as f:
        f.write(f"{p.returncode}\n")
    with open(out_prefix + ".stderr", "wb") as f:
        f.write(p.stderr.replace(ROOT.encode(), b"ROOT"))
    if p.stdout:
        with open(out_prefix + ".stdout", "wb") as f:
            f.write(p.stdout)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--graphopt", required=True)
    ap.add_argument("out")
    a = ap.parse_args()
    graphopt = os.path.abspath(a.graphopt)
    os.makedirs(a.out, exist_ok=False)
    os.chdir(ROOT)
    graphs = sorted(glob.glob("testdata/graphs/*.json") + [g for g in glob.glob("testdata/traced/*_*.json") if not g.endswith("trace_models.json")] +
                    glob.glob("tests/valid/*.json") + glob.glob("tests/extreme/*.json"))
    for g in graphs:
        name = g.replace("/", "__")
        for k, pipe in enumerate(PIPELINES):
            prefix = os.path.join(a.out, f"{name}.p{k:02d}")
            run(graphopt, [f"--passes={pipe}", g, "-o", prefix + ".out.json", "--stats", prefix + ".stats",
                           "--overlap-log", prefix + ".log", "--trace", prefix + ".trace"], prefix)
    for g in sorted(glob.glob("tests/bad/*")):
        run(graphopt, ["--passes=dce", g, "--disable-output"], os.path.join(a.out, g.replace("/", "__")))
    run(graphopt, ["--list-passes"], os.path.join(a.out, "list-passes"))
    with open(os.path.join(a.out, "pipelines.txt"), "w") as f:
        f.write("\n".join(PIPELINES) + "\n")
    print(f"{len(graphs)} graphs x {len(PIPELINES)} pipelines, {len(glob.glob('tests/bad/*'))} bad inputs -> {a.out}")


if __name__ == "__main__":
    sys.exit(main())
