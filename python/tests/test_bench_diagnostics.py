#!/usr/bin/env python3
"""bench/two_gpu/bursts.py, compute_gaps.py and cap_runs.py on made-up
inputs: a run of collectives is broken by a compute op and not by views or
waits; a compute gap is named by the NCCL kernels that ran through it;
capping runs keeps the collectives' order, issues each before what reads
it and before an in-place write into what it reads."""
import json
import os
import sys
import tempfile
import unittest

from harness import ROOT

sys.path.insert(0, os.path.join(ROOT, "bench", "two_gpu"))
import bursts  # noqa: E402
import cap_runs  # noqa: E402
import compute_gaps  # noqa: E402

AG = "_c10d_functional.all_gather_into_tensor.default"
WAIT = "_c10d_functional.wait_tensor.default"


def node(name, target, op="call_function", args=()):
    return {"name": name, "op": op, "target": target, "args": [{"node": a} for a in args]}


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


class CapRuns(unittest.TestCase):
    def step(self, write_into=None):
        """Four all-gathers of p0..p3 in one run, a compute op, the waits and
        uses; optionally an in-place write into p<write_into> through a view
        right after the compute op."""
        nodes = [node(f"p{i}", f"p{i}", "placeholder") for i in range(4)]
        nodes += [node(f"ag{i}", AG, args=[f"p{i}"]) for i in range(4)]
        nodes.append(node("mm", "aten.mm.default", args=["p0", "p1"]))
        if write_into is not None:
            nodes.append(node("v", "aten.view.default", args=[f"p{write_into}"]))
            nodes.append(node("upd", "aten.add_.Tensor", args=["v", "mm"]))
        for i in range(4):
            nodes.append(node(f"w{i}", WAIT, args=[f"ag{i}"]))
            nodes.append(node(f"use{i}", "aten.relu.default", args=[f"w{i}"]))
        nodes.append(node("output", "output", "output", args=["use3"]))
        return nodes

    def names(self, nodes):
        return [n["name"] for n in nodes]

    def test_runs_are_cut_and_order_kept(self):
        out = self.names(cap_runs.cap(self.step(), 2))
        self.assertEqual([n for n in out if n.startswith("ag")], ["ag0", "ag1", "ag2", "ag3"])
        self.assertEqual(out[4:9], ["ag0", "ag1", "mm", "ag2", "ag3"])

    def test_a_held_collective_comes_before_its_wait(self):
        out = self.names(cap_runs.cap(self.step(), 1))
        # ag1 is held behind the run of one and issued after mm; ag2 and ag3
        # one per compute op, but always before their waits.
        for i in range(4):
            self.assertLess(out.index(f"ag{i}"), out.index(f"w{i}"))
        self.assertEqual(out.index("ag1"), out.index("mm") + 1)

    def test_a_wait_before_any_compute_brings_its_collective_and_those_before(self):
        nodes = [node(f"p{i}", f"p{i}", "placeholder") for i in range(4)]
        nodes += [node(f"ag{i}", AG, args=[f"p{i}"]) for i in range(4)]
        nodes += [node("w3", WAIT, args=["ag3"]), node("use3", "aten.relu.default", args=["w3"])]
        nodes += [node(f"w{i}", WAIT, args=[f"ag{i}"]) for i in range(3)]
        nodes.append(node("output", "output", "output", args=["use3"]))
        out = self.names(cap_runs.cap(nodes, 2))
        self.assertEqual(out[4:9], ["ag0", "ag1", "ag2", "ag3", "w3"])

    def test_a_collective_that_writes_in_place_is_never_held(self):
        nodes = [node(f"p{i}", f"p{i}", "placeholder") for i in range(4)]
        nodes += [node(f"ag{i}", AG, args=[f"p{i}"]) for i in range(3)]
        nodes.append(node("ar", "_c10d_functional.all_reduce_.default", args=["p3"]))
        nodes.append(node("mm", "aten.mm.default", args=["p3", "p3"]))  # reads what ar wrote
        nodes += [node(f"w{i}", WAIT, args=[f"ag{i}"]) for i in range(3)]
        nodes.append(node("output", "output", "output", args=["mm"]))
        out = self.names(cap_runs.cap(nodes, 1))
        self.assertEqual(out[4:9], ["ag0", "ag1", "ag2", "ar", "mm"])

    def test_every_collective_namespace_counts(self):
        for ns in ("_c10d_functional", "_c10d_functional_autograd", "c10d_functional"):
            self.assertTrue(bursts.is_collective(node("c", f"{ns}.all_reduce.default")), ns)
            self.assertFalse(bursts.is_compute(node("c", f"{ns}.all_reduce.default")), ns)

    def test_nothing_held_moves_past_an_in_place_write_into_its_input(self):
        out = self.names(cap_runs.cap(self.step(write_into=3), 1))
        self.assertLess(out.index("ag3"), out.index("upd"))
        self.assertLess(out.index("ag2"), out.index("upd"))  # held before ag3: order kept
        self.assertEqual(out.index("ag1"), out.index("mm") + 1)


if __name__ == "__main__":
    unittest.main()
