#!/usr/bin/env python3
"""Inside torch.compile, two ranks whose graphopt results issue a graph's
collectives in different orders (one rank reorders them, the other keeps
them) must not hang: both keep the traced order and warn, or both raise a
clear error when strict; a rank on which graphopt fails makes the other keep
the traced order too; a rank that comes after the others' deadline does
too; ranks that agree use graphopt's result, in a 2x2 mesh too, where a
mismatch in one group reverts every rank. Two or four processes on the CPU
through gloo (the eager backend), each run under a timeout.
Exits 77 (CTest's "skipped") without torch. GRAPHOPT names the binary."""
import json
import os
import socket
import subprocess
import sys
import tempfile
import unittest

from harness import ROOT, default_graphopt, require_torch

REORDER = "raise_comms{reorder_collectives=true}"

WORKER = r"""
import json, logging, os, sys, time, warnings
sys.path.insert(0, os.path.join(sys.argv[1], "python"))
import torch, torch.distributed as dist
import torch.distributed._functional_collectives as funcol
import graphopt_fx

rank, world = int(os.environ["RANK"]), int(os.environ["WORLD_SIZE"])
me = json.loads(sys.argv[2])[rank]
dist.init_process_group("gloo", rank=rank, world_size=world)
if world == 4:   # a 2x2 mesh: tensor-parallel pairs (0,1) (2,3), data-parallel pairs (0,2) (1,3)
    pairs = [[dist.new_group(r) for r in ([0, 1], [2, 3])], [dist.new_group(r) for r in ([0, 2], [1, 3])]]
    groups = [pairs[0][rank // 2], pairs[1][rank % 2]]
else:
    groups = [dist.group.WORLD]

def step(x, y):
    # each group's b is ready first, but reduced second in the traced order:
    # raise_comms{reorder_collectives=true} issues its all-reduce first
    bs = [(y + 1) * (i + 1) for i in range(len(groups))]
    a = x @ x
    As = [a * (i + 1) for i in range(len(groups))]
    out = 0
    for ai, bi, g in zip(As, bs, groups):
        ra = funcol.all_reduce(ai, "sum", g)
        rb = funcol.all_reduce(bi, "sum", g)
        out = out + ra.sum() * 2 + rb.sum()
    return out

def no_collective(x):
    return (x * 3).sum()

x = torch.full((16, 16), float(rank + 1))
y = torch.arange(32.0) + rank
backend = graphopt_fx.backend(me["passes"], graphopt=me["graphopt"], eager=me.get("eager", True), strict=me["strict"],
                              rank_timeout=me.get("timeout", 60))
logged = []
class Keep(logging.Handler):
    def emit(self, record):
        logged.append(record.getMessage())
logging.getLogger("graphopt_fx").addHandler(Keep())
logging.getLogger("graphopt_fx").setLevel(logging.INFO)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    try:
        if me.get("extra"):     # a graph the other ranks do not compile
            torch.compile(no_collective, backend=backend)(x)
        time.sleep(me.get("delay", 0))
        got = torch.compile(step, backend=backend)(x, y).item()
        error = None
    except Exception as e:
        got, error = None, str(e)
want = step(x, y).item()
print(json.dumps({"got": got, "want": want, "error": error,
                  "warnings": [str(w.message) for w in caught if "graphopt" in str(w.message)] + logged}))
dist.destroy_process_group()
"""


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class CompiledOrderTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        require_torch()
        cls.graphopt = default_graphopt()

    def rank(self, passes, strict=False, **more):
        return dict(passes=passes, strict=strict, graphopt=self.graphopt, **more)

    def ranks(self, per_rank, cache=None):
        """per_rank: each rank's settings (rank()); each rank's printed result.
        cache: Inductor's cache folder (a new one by default)."""
        with tempfile.TemporaryDirectory() as tmp:
            script = os.path.join(tmp, "worker.py")
            with open(script, "w") as f:
                f.write(WORKER)
            env = dict(os.environ, MASTER_ADDR="127.0.0.1", MASTER_PORT=str(free_port()), WORLD_SIZE=str(len(per_rank)),
                       TORCHINDUCTOR_CACHE_DIR=cache or os.path.join(tmp, "cache"))
            procs = [subprocess.Popen([sys.executable, script, ROOT, json.dumps(per_rank)], text=True,
                                      stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=dict(env, RANK=str(r)))
                     for r in range(len(per_rank))]
            outs = []
            for p in procs:
                try:
                    out, err = p.communicate(timeout=180)  # a hang fails the test, not CTest's whole run
                except subprocess.TimeoutExpired:
                    for q in procs:
                        q.kill()
                    self.fail("the ranks hung")
                self.assertEqual(p.returncode, 0, err[-3000:])
                outs.append(json.loads(out.strip().splitlines()[-1]))
            return outs

    def assert_kept_traced(self, outs, why):
        for r in outs:
            self.assertIsNone(r["error"])
            self.assertEqual(r["got"], r["want"])
            self.assertTrue(any(why in w and "keeps the traced order" in w for w in r["warnings"]), r["warnings"])

    def assert_used_graphopt(self, outs):
        for r in outs:
            self.assertIsNone(r["error"])
            self.assertEqual(r["got"], r["want"])
            self.assertFalse([w for w in r["warnings"] if "order" in w and "agree" not in w], r["warnings"])
            self.assertTrue([w for w in r["warnings"] if "the ranks agree" in w], r["warnings"])

    def test_ranks_that_agree_use_graphopts_result(self):
        self.assert_used_graphopt(self.ranks([self.rank(REORDER, True)] * 2))

    def test_ranks_whose_orders_differ_keep_the_traced_order_and_say_so(self):
        self.assert_kept_traced(self.ranks([self.rank("dce"), self.rank(REORDER)]), "differ between ranks")

    def test_strict_ranks_whose_orders_differ_both_raise(self):
        for r in self.ranks([self.rank("dce", True), self.rank(REORDER, True)]):
            self.assertIn("differ between ranks", r["error"] or "")

    def test_a_rank_where_graphopt_fails_makes_the_others_keep_the_traced_order(self):
        missing = os.path.join(ROOT, "no-such-graphopt")
        outs = self.ranks([self.rank(REORDER), dict(self.rank(REORDER), graphopt=missing)])
        for r in outs:
            self.assertIsNone(r["error"])
            self.assertEqual(r["got"], r["want"])
        self.assertTrue(any("failed on this graph on rank(s) 1" in w for w in outs[0]["warnings"]), outs[0])

    def test_a_rank_that_comes_after_the_deadline_and_the_one_that_waited_both_keep_the_traced_order(self):
        # Rank 0 gives up on rank 1 after 3 s; rank 1 comes at 8 s: each
        # finds itself alone, and neither may keep graphopt's order.
        outs = self.ranks([self.rank(REORDER, timeout=3), self.rank(REORDER, timeout=3, delay=8)])
        self.assert_kept_traced(outs, "no other rank compiled this graph")

    def test_a_graph_without_collectives_on_one_rank_does_not_shift_the_next(self):
        outs = self.ranks([self.rank(REORDER, timeout=20, extra=True), self.rank(REORDER, timeout=20)])
        self.assert_used_graphopt(outs)

    def test_a_warm_cache_does_not_skip_the_rank_check(self):
        # Inductor, twice with the same cache folder: the second run is
        # served from no cache (a rank served from one would settle nothing)
        with tempfile.TemporaryDirectory() as cache:
            for _ in range(2):
                self.assert_used_graphopt(self.ranks([self.rank(REORDER, eager=False)] * 2, cache=cache))

    def test_a_2d_mesh_compares_each_group_among_its_members(self):
        self.assert_used_graphopt(self.ranks([self.rank(REORDER)] * 4))

    def test_a_mismatch_in_one_group_of_a_mesh_reverts_every_rank(self):
        # Rank 0 keeps its order: its pairs (0,1) and (0,2) differ; rank 3
        # shares no group with rank 0 and must revert too.
        outs = self.ranks([self.rank("dce")] + [self.rank(REORDER)] * 3)
        # (ranks 0-2 see the mismatch; rank 3 hears of it from 1 and 2)
        self.assert_kept_traced(outs, "traced order")


if __name__ == "__main__":
    unittest.main()
