#!/usr/bin/env python3
"""The training loop of bench/pytorch/train_loop.py, small (2 layers, 3
steps, one rank): with graphopt's backend the losses equal Inductor's alone
at every step, and the collectives and waits in the code Inductor generates
come in graphopt's order, including when graphopt moves every collective.
Exits 77 (CTest's "skipped") without torch, CUDA or transformers."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

from harness import ROOT, default_graphopt, require_torch

require_torch(cuda=True)
try:
    import transformers  # noqa: F401
except ImportError:
    print("transformers is not importable here: skipped")
    sys.exit(77)
default_graphopt()


class TrainLoopTest(unittest.TestCase):
    def test_losses_equal_and_inductor_keeps_graphopts_order(self):
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "loop.json")
            env = dict(os.environ, PATH=os.path.dirname(os.environ["GRAPHOPT"]) + os.pathsep + os.environ["PATH"])
            subprocess.run([sys.executable, os.path.join(ROOT, "bench", "pytorch", "train_loop.py"), "--out", out,
                            "--steps", "3", "--warmup", "1", "--layers", "2", "--hidden", "256", "--vocab", "1024",
                            "--seq", "128", "--variants", "inductor,graphopt,graphopt-order", "--rounds", "4"],
                           check=True, env=env, capture_output=True)
            with open(out) as f:
                results = {r["variant"]: r for r in json.load(f)["results"]}
        for v in ("graphopt", "graphopt-order"):
            self.assertNotIn("error", results[v])
            self.assertEqual(results[v]["losses"], results["inductor"]["losses"])
            self.assertTrue(results[v]["inductor_kept_graphopts_order"], v)
            self.assertEqual(len(results[v]["graphopt_sequences"]), 2)  # forward and backward
        # graphopt-order did move collectives: Inductor's own code differs.
        comms = [[x for x in q if x not in ("mm", "addmm", "bmm")] for q in results["inductor"]["code_sequences"] if q]
        moved = [[x for x in q if x not in ("mm", "addmm", "bmm")] for q in results["graphopt-order"]["graphopt_sequences"]]
        self.assertNotEqual(moved, comms)


if __name__ == "__main__":
    unittest.main()
