#!/usr/bin/env python3
"""Inside torch.compile, two ranks whose graphopt results issue a graph's
collectives in different orders (one rank reorders them, the other keeps
them) must not hang: both keep the traced order and warn, or both raise a
clear error when strict; a rank on which graphopt fails makes the other keep
the traced order too; ranks that agree use graphopt's result. Two processes
on the CPU through gloo (the eager backend), each run under a timeout.
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
import json, os, sys, warnings
sys.path.insert(0, os.path.join(sys.argv[1], "python"))
import torch, torch.distributed as dist
import torch.distributed._functional_collectives as funcol
import graphopt_fx

rank = int(os.environ["RANK"])
passes, strict, graphopt = json.loads(sys.argv[2])[rank]
dist.init_process_group("gloo", rank=rank, world_size=2)

def step(x, y):
    b = y + 1          # ready first, but reduced second in the traced order:
    a = x @ x          # raise_comms{reorder_collectives=true} issues its all-reduce first
    ra = funcol.all_reduce(a, "sum", dist.group.WORLD)
    rb = funcol.all_reduce(b, "sum", dist.group.WORLD)
    return ra.sum() * 2 + rb.sum()

x = torch.full((16, 16), float(rank + 1))
y = torch.arange(32.0) + rank
backend = graphopt_fx.backend(passes, graphopt=graphopt, eager=True, strict=strict, rank_timeout=60)
import logging
logged = []
class Keep(logging.Handler):
    def emit(self, record):
        logged.append(record.getMessage())
logging.getLogger("graphopt_fx").addHandler(Keep())
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    try:
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

    def ranks(self, per_rank):
        """per_rank: (passes, strict, graphopt) of rank 0 and rank 1; each rank's printed result."""
        with tempfile.TemporaryDirectory() as tmp:
            script = os.path.join(tmp, "worker.py")
            with open(script, "w") as f:
                f.write(WORKER)
            env = dict(os.environ, MASTER_ADDR="127.0.0.1", MASTER_PORT=str(free_port()), WORLD_SIZE="2",
                       TORCHINDUCTOR_CACHE_DIR=os.path.join(tmp, "cache"))
            procs = [subprocess.Popen([sys.executable, script, ROOT, json.dumps(per_rank)], text=True,
                                      stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=dict(env, RANK=str(r)))
                     for r in range(2)]
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

    def test_ranks_that_agree_use_graphopts_result(self):
        for r in self.ranks([[REORDER, True, self.graphopt]] * 2):
            self.assertIsNone(r["error"])
            self.assertEqual(r["got"], r["want"])
            self.assertFalse([w for w in r["warnings"] if "order" in w], r["warnings"])

    def test_ranks_whose_orders_differ_keep_the_traced_order_and_say_so(self):
        for r in self.ranks([["dce", False, self.graphopt], [REORDER, False, self.graphopt]]):
            self.assertIsNone(r["error"])
            self.assertEqual(r["got"], r["want"])
            self.assertTrue(any("differ between ranks" in w for w in r["warnings"]), r["warnings"])

    def test_strict_ranks_whose_orders_differ_both_raise(self):
        for r in self.ranks([["dce", True, self.graphopt], [REORDER, True, self.graphopt]]):
            self.assertIn("differ between ranks", r["error"] or "")

    def test_a_rank_where_graphopt_fails_makes_the_others_keep_the_traced_order(self):
        missing = os.path.join(ROOT, "no-such-graphopt")
        outs = self.ranks([[REORDER, False, self.graphopt], [REORDER, False, missing]])
        for r in outs:
            self.assertIsNone(r["error"])
            self.assertEqual(r["got"], r["want"])
        self.assertTrue(any("failed on this graph on rank(s) 1" in w for w in outs[0]["warnings"]), outs[0])


if __name__ == "__main__":
    unittest.main()
