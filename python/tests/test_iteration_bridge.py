#!/usr/bin/env python3
"""The bridge drives an iteration form (iter_move_grads_and_optimizers) as a
training loop does, and it computes what the original step computes: the
same loss at every step, the same parameters and optimizer state after the
last one, and after a flush in the middle. One process, a gloo group of
one rank, on the CPU. Exits 77 (CTest's "skipped") where torch is missing.
GRAPHOPT names the binary (default: build/graphopt)."""
import json
import os
import subprocess
import tempfile
import unittest

from harness import ROOT, default_graphopt, require_torch

require_torch()
import torch  # noqa: E402
import torch.distributed as dist  # noqa: E402

import graphopt_fx  # noqa: E402
from graphopt_fx.check import make_inputs, written_inputs  # noqa: E402

GRAPHOPT = default_graphopt()
STEP = os.path.join(ROOT, "tests", "passes", "iter_move_grads_and_optimizers", "changes_last_allreduce.json")


def graphopt(passes, src, dst):
    subprocess.run([GRAPHOPT, f"--passes={passes}", src, "-o", dst], check=True, capture_output=True)


class IterationBridgeTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if not dist.is_initialized():
            os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(29500 + os.getpid() % 2000))
            dist.init_process_group("gloo", rank=0, world_size=1)
        cls.tmp = tempfile.TemporaryDirectory()
        cls.form_path = os.path.join(cls.tmp.name, "form.json")
        graphopt("iter_move_grads_and_optimizers{collective=all_reduce_1}", STEP, cls.form_path)

    def programs(self):
        orig = graphopt_fx.load(STEP, device="cpu")
        form = graphopt_fx.load(self.form_path, device="cpu")
        return orig, form

    def inputs(self, gm):
        base = make_inputs(gm, 0, torch.device("cpu"))
        state_at = written_inputs(gm)
        return base, state_at

    def run_form(self, form, gm, state, state_at, steps, last):
        """Drives the form `steps` iterations on `state`; its losses, and the last inputs."""
        losses = []
        for s in range(steps):
            batch = make_inputs(gm, 100 + s, torch.device("cpu"))
            inp = [state[i] if i in state_at else batch[i] for i in range(len(state))]
            with torch.no_grad():
                losses.append(form.step(*inp, last=last and s == steps - 1))
        return losses, inp

    def run_original(self, gm, base, state_at, steps):
        state = [x.clone() for x in base]
        losses = []
        for s in range(steps):
            batch = make_inputs(gm, 100 + s, torch.device("cpu"))
            inp = [state[i] if i in state_at else batch[i] for i in range(len(base))]
            with torch.no_grad():
                losses.append(gm(*inp))
        return losses, state

    def test_form_is_a_program_with_four_graphs(self):
        with open(self.form_path) as f:
            self.assertEqual(json.load(f)["version"], 2)
        _, form = self.programs()
        self.assertIsInstance(form, graphopt_fx.from_json.IterationProgram)
        self.assertEqual(form.carried, ["carried_g1"])

    def test_same_losses_and_state_over_five_steps(self):
        orig, form = self.programs()
        base, state_at = self.inputs(orig)
        self.assertEqual(state_at, set(range(12)))  # p, e, v, s: written in place; x is the batch
        want, want_state = self.run_original(orig, base, state_at, 5)
        state = [x.clone() for x in base]
        losses, _ = self.run_form(form, orig, state, state_at, 5, last=True)
        for s in range(5):
            torch.testing.assert_close(losses[s], want[s], rtol=0, atol=0)
        self.assertFalse(form.pending)
        for a, b in zip(state, want_state):
            torch.testing.assert_close(a, b, rtol=0, atol=0)

    def test_flush_brings_the_state_up_to_date(self):
        orig, form = self.programs()
        base, state_at = self.inputs(orig)
        _, want_state = self.run_original(orig, base, state_at, 2)
        state = [x.clone() for x in base]
        _, inp = self.run_form(form, orig, state, state_at, 2, last=False)
        # p1's update of the second step is still pending: p1 is behind.
        self.assertTrue(form.pending)
        self.assertFalse(torch.equal(state[0], want_state[0]))
        with torch.no_grad():
            form.flush(*inp)
        self.assertFalse(form.pending)
        for a, b in zip(state, want_state):
            torch.testing.assert_close(a, b, rtol=0, atol=0)


if __name__ == "__main__":
    unittest.main()
