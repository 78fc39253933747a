#!/usr/bin/env python3
"""bench/two_gpu/bursts.py and compute_gaps.py on made-up inputs: a run of
collectives is broken by a compute op and not by views or waits; a compute
gap is named by the NCCL kernels that ran through it."""
import json
import os
import sys
import tempfile
import unittest

from harness import ROOT

sys.path.insert(0, os.path.join(ROOT, "bench", "two_gpu"))
import bursts  # noqa: E402
import compute_gaps  # noqa: E402

AG = "_c10d_functional.all_gather_into_tensor.default"
WAIT = "_c10d_functional.wait_tensor.default"


def node(name, target, op="call_function"):
    return {"name": name, "op": op, "target": target}


class Bursts(unittest.TestCase):
    def test_runs_are_broken_by_compute_only(self):
        nodes = [node("x", "x", "placeholder"),
                 node("ag0", AG), node("v", "aten.view.default"), node("ag1", AG), node("w", WAIT), node("ag2", AG),
                 node("mm", "aten.mm.default"),
                 node("ag3", AG), node("add", "aten.add.Tensor"),
                 node("out", "output", "output")]
        with tempfile.TemporaryDirectory() as d:
            p = os.path.join(d, "g.json")
            with open(p, "w") as f:
                json.dump({"graph": {"nodes": nodes}}, f)
            self.assertEqual(bursts.runs(p), [3, 1])


class ComputeGaps(unittest.TestCase):
    def test_a_gap_names_the_nccl_kernels_that_ran_through_it(self):
        k = lambda name, ts, dur: {"ph": "X", "cat": "kernel", "name": name, "ts": ts, "dur": dur}  # noqa: E731
        events = [k("mm", 0, 10),
                  k("ncclDevKernel_AllGather", 5, 50), k("ncclDevKernel_AllGather", 60, 50),
                  k("mm", 120, 10),            # idle 10-120: both NCCL kernels ran in it
                  k("add", 135, 5),            # 5 us: below the 20 us floor
                  k("ncclDevKernel_AllGather", 200, 5)]
        with tempfile.TemporaryDirectory() as d:
            p = os.path.join(d, "0-g.rank0.json")
            with open(p, "w") as f:
                json.dump({"traceEvents": events}, f)
            self.assertEqual(compute_gaps.gaps(p), [(110, 0, 1)])


if __name__ == "__main__":
    unittest.main()
