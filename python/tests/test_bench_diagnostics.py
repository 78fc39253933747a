#!/usr/bin/env python3
"""bench/two_gpu/bursts.py, compute_gaps.py, cap_runs.py and
bench/nccl/ring_cost.py on made-up inputs: what a further coalesced tensor
costs is read from calibrate's points; a run of collectives is broken by a compute op and not by views or
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
import paired  # noqa: E402

sys.path.insert(0, os.path.join(ROOT, "bench", "nccl"))
import ring_cost  # noqa: E402

AG = "_c10d_functional.all_gather_into_tensor.default"
WAIT = "_c10d_functional.wait_tensor.default"


def node(name, target, op="call_function", args=()):
    return {"name": name, "op": op, "target": target, "args": [{"node": a} for a in args]}


class RingCost(unittest.TestCase):
    def test_a_further_tensor_from_the_fewest_and_the_most(self):
        points = [{"op": "all_gather", "bytes": 1 << 20, "us": 40.0},  # single: not counted
                  {"op": "all_gather", "bytes": 1 << 22, "tensors": 4, "us": 100.0},
                  {"op": "all_gather", "bytes": 1 << 22, "tensors": 16, "us": 280.0},
                  {"op": "reduce_scatter", "bytes": 1 << 22, "tensors": 4, "us": 90.0}]  # one split: no cost
        self.assertEqual(ring_cost.ring_costs(points), {("all_gather", 1 << 22): (4, 16, 15.0)})


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


class Paired(unittest.TestCase):
    """paired.py: each graph over torch's better schedule round by round,
    so that the link's drift over a run cancels."""

    @staticmethod
    def check(torch, bucketed, mine, env="NCCL_P2P_DISABLE=1 NCCL_SHM_DISABLE=1"):
        traced = [t * 1.2 for t in torch]
        row = lambda g, r: {"graph": g, "replay_ms": sorted(r)[len(r) // 2], "replay_rounds_ms": r}
        return {"before": "testdata/traced/g.json", "before_replay_ms": sorted(traced)[len(traced) // 2],
                "before_replay_rounds_ms": traced, "env": env,
                "after": [row("testdata/traced/torch/g.json", torch), row("testdata/traced/torch-bucketed/g.json", bucketed),
                          row("schedules/g.default.json", mine)]}

    def test_a_drifting_link_cancels_within_a_round(self):
        # The link slows by half over the run; graphopt's step is 0.5% longer
        # than torch's in every round, torch's bucketed 5% longer.
        torch = [100.0 * (1 + 0.5 * i / 19) * (1 + 0.002 * ((-1) ** i)) for i in range(20)]
        mine = [t * 1.005 for t in torch]
        bucketed = [t * 1.05 for t in torch]
        ref, rows = paired.compare(paired.graphs_of(self.check(torch, bucketed, mine), eager=False), [1, 2])
        self.assertEqual(ref, "torch/g.json")
        name, (ratio, lo, hi), (over_traced, _, _), per_round = rows[0]
        self.assertEqual(name, "schedules/g.default.json")
        self.assertAlmostEqual(ratio, 1.005, places=6)
        self.assertLessEqual(hi - lo, 1e-6)
        self.assertEqual(paired.verdict(lo, hi, 1.01), "within")
        self.assertAlmostEqual(over_traced, 1.005 / 1.2, places=6)
        self.assertEqual(len(per_round), 20)

    def test_the_interval_says_when_the_rounds_disagree(self):
        torch = [100.0] * 21
        mine = [100.0 * (1.0 + (0.04 if i % 2 else -0.02)) for i in range(21)]  # -2% or +4%, half each
        ratio, lo, hi = paired.median_ratio(mine, torch)
        self.assertLess(lo, 1.01)
        self.assertGreater(hi, 1.01)
        self.assertEqual(paired.verdict(lo, hi, 1.01), "unsure")
        self.assertEqual(paired.median_ratio(mine, torch), (ratio, lo, hi))  # a fixed seed
        self.assertEqual(paired.verdict(*paired.median_ratio([103.0] * 5, [100.0] * 5)[1:], 1.01), "over")

    def test_a_check_without_rounds_gets_the_ratio_of_medians(self):
        c = self.check([100.0] * 3, [101.0] * 3, [102.0] * 3)
        for r in c["after"]:
            del r["replay_rounds_ms"]
        _, rows = paired.compare(paired.graphs_of(c, eager=False), [1, 2])
        self.assertEqual(rows[0][1], (1.02, None, None))
        self.assertEqual(paired.verdict(None, None, 1.01), "no rounds")
        self.assertIsNone(rows[0][3])

    def test_pooled_repeats_narrow_what_one_check_cannot_decide(self):
        # Each check alone: -2% or +4% in alternate rounds, over the 1% bar
        # or not is unsure; together the three checks' rounds are 1% apart
        # less often, and a repeat that runs 0.5% over every round keeps it
        # unsure rather than hiding it.
        one = [1.0 + (0.04 if i % 3 == 0 else -0.02) for i in range(30)]
        _, lo1, hi1 = paired.pooled_median([one])
        _, lo3, hi3 = paired.pooled_median([one, one, one])
        self.assertLess(hi3 - lo3, hi1 - lo1)
        self.assertEqual(paired.pooled_median([one]), paired.median_ratio([100 * r for r in one], [100.0] * 30))
        ratio, _, _ = paired.pooled_median([[1.005] * 10, [0.99] * 30])
        self.assertEqual(ratio, 0.99)  # all rounds, not the median of the checks' medians

    def test_peak_with_the_inputs_is_the_whole_max_memory_allocated(self):
        c = self.check([100.0] * 3, [99.0] * 3, [100.0] * 3)
        c["before_peak_bytes"] = 600
        for r, b in zip(c["after"], (500, 400, 440)):
            r["peak_bytes"] = b
        c["input_bytes"] = 1600
        graphs = paired.graphs_of(c, eager=False)
        ref, _ = paired.compare(graphs, [1, 2])
        rows = paired.peak_rows(c, graphs, ref, "sockets", "c.json")
        mine = [r for r in rows if r[2] == "schedules/g.default.json"][0]
        self.assertEqual(mine[3], "torch-bucketed/g.json")
        self.assertEqual(mine[4:], ("1.100", f"{2040 / 2000:.3f}"))
        del c["input_bytes"]
        self.assertEqual(paired.peak_rows(c, graphs, ref, "sockets", "c.json")[-1][5], "-")

    def test_the_link_is_named_from_the_check_environment(self):
        self.assertEqual(paired.link_of({"env": ""}), "nvlink")
        self.assertEqual(paired.link_of({}), "nvlink")
        self.assertEqual(paired.link_of({"env": "NCCL_P2P_DISABLE=1 NCCL_SHM_DISABLE=1"}), "sockets")
        self.assertEqual(paired.link_of({"env": "NCCL_P2P_DISABLE=1"}), "shm")


if __name__ == "__main__":
    unittest.main()
