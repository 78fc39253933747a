#!/usr/bin/env python3
"""graphopt_fx.calibrate: the link fit reproduces the fits documented in
docs/cost-model.md from the stored NCCL measurements; the efficiencies
fitted against graphopt's own estimates recover known ones; the cost file
is checked by graphopt before it replaces -o, and a rejected one leaves -o
as it was; clear errors without torch or with a bad -o. On a host with two
GPUs it measures and writes a cost file graphopt takes (skipped elsewhere)."""
import contextlib
import io
import json
import math
import os
import signal
import subprocess
import sys
import tempfile
import time
import unittest

from harness import ROOT, default_graphopt

from graphopt_fx import calibrate, step_fit
from graphopt_fx.runner import GraphoptError

GRAPHOPT = default_graphopt()


def _gpus():
    try:
        import torch
    except ImportError:
        return 0
    return torch.cuda.device_count()


def _torch():
    try:
        import torch  # noqa: F401
    except ImportError:
        return False
    return True


class FitTest(unittest.TestCase):
    def test_link_fit_reproduces_the_documented_numbers(self):
        for name, want in (("h200x2_nvlink.json", (18.5, 1.75, 280.0)), ("h200x2_sockets.json", (12.5, 14.5, 3.3))):
            with open(os.path.join(ROOT, "bench", "nccl", "results", name)) as f:
                doc = json.load(f)
            got = calibrate.fit_link(doc["results"], doc["ranks"])
            for g, w in zip(got, want):
                self.assertAlmostEqual(g, w, places=6, msg=name)

    def test_a_large_message_line_where_one_line_misses(self):
        # Over sockets NCCL moves large messages faster than the line fitted
        # to every size: a second line is kept (lib/cost/comm_model.cpp takes
        # the faster); over NVLink one line fits and none is added.
        for name, want in (("h200x2_sockets.json", (81.0, 3.9303)), ("h200x2_nvlink.json", None)):
            with open(os.path.join(ROOT, "bench", "nccl", "results", name)) as f:
                doc = json.load(f)
            n, points = doc["ranks"], doc["results"]
            base, hop, busbw = calibrate.fit_link(points, n)
            got = calibrate.fit_large_line(points, n, base, hop, busbw)
            if want is None:
                self.assertIsNone(got, msg=name)
                continue
            self.assertAlmostEqual(got[0], want[0], places=6, msg=name)
            self.assertAlmostEqual(got[1], want[1], places=6, msg=name)
            # On every all-gather, reduce-scatter and all-reduce of 4 MiB and
            # more: the worst error at most 12%, and at most half of one line's
            # (which is 23%).
            def worst(large):
                return max(abs(calibrate.model_us(p["op"], p["bytes"], n, base, hop, busbw, large) / p["us"] - 1)
                           for p in points if p["op"] in calibrate.LARGE_LINE_OPS and p["bytes"] >= 4 << 20)
            self.assertLess(worst(got), 0.12)
            self.assertLess(worst(got), worst(None) / 2)

    def test_coalesced_points_tell_the_ring_cost_apart(self):
        # On two ranks an all-gather or a reduce-scatter is one ring step:
        # single collectives say base + hop, never the two apart; coalesced
        # ones of 4 and 16 tensors (what calibrate measures beside them) pay
        # a ring each, and the fit recovers the times' own numbers.
        n, base, hop, busbw = 2, 12.0, 9.0, 40.0
        single = [{"op": op, "bytes": b, "us": calibrate.model_us(op, b, n, base, hop, busbw)}
                  for op in ("all_gather", "reduce_scatter") for b in (1 << k for k in range(10, 29, 2))]
        coalesced = [{"op": op, "bytes": b, "tensors": k,
                      "us": calibrate.model_us(op, b, n, base, hop, busbw, tensors=k)}
                     for op in ("all_gather", "reduce_scatter") for b in calibrate.COALESCED_BYTES
                     for k in calibrate.COALESCED_TENSORS]
        self.assertEqual(calibrate.fit_link(single + coalesced, n), (base, hop, busbw))
        # Alone they fix only the sum (the grid then takes the first pair
        # that fits).
        got = calibrate.fit_link(single, n)
        self.assertEqual((got[0] + got[1], got[2]), (base + hop, busbw))

    def test_efficiencies_recover_the_ones_that_made_the_times(self):
        true = {"fp32_matmul_efficiency": 0.6, "matmul_efficiency": 0.7, "attention_efficiency": 0.3,
                "memory_efficiency": 0.8}
        cost = dict(true, gpu="h100", kernel_ns=0)
        measured = {k: calibrate.estimate_ns(calibrate.one_op_graph(*v), cost, GRAPHOPT) / 1e6
                    for k, v in calibrate.COMPUTE_OPS.items()}
        self.assertEqual(calibrate.fit_efficiencies(measured, "h100", GRAPHOPT), true)
        # Slower than the GPU's peak could explain is clamped to the range.
        slow = dict(measured, matmul_efficiency=measured["matmul_efficiency"] * 1e5)
        self.assertEqual(calibrate.fit_efficiencies(slow, "h100", GRAPHOPT)["matmul_efficiency"], 0.001)

    def test_step_fit_recovers_the_efficiencies_that_made_the_node_times(self):
        # Node times made by graphopt under known efficiencies, as a profile
        # of the step would measure them; the fit starts elsewhere.
        step = os.path.join(ROOT, "testdata", "traced", "fsdp_llama.json")
        start = {"gpu": "h200", "fp32_matmul_efficiency": 0.76, "matmul_efficiency": 0.79,
                 "attention_efficiency": 0.3, "memory_efficiency": 0.89, "kernel_ns": 1138}
        true = dict(start, fp32_matmul_efficiency=0.55, memory_efficiency=0.7)
        measured = [step_fit.node_estimates(step, true, GRAPHOPT)]
        values, rows = step_fit.fit([step], measured, start, GRAPHOPT)
        # The step is float32: no bfloat16 matmul or attention to fit to.
        self.assertEqual(values, {"fp32_matmul_efficiency": 0.55, "memory_efficiency": 0.7})
        for r in rows:
            self.assertAlmostEqual(r["estimate_ms_after"] / r["measured_ms"], 1.0, places=3)
        # A class with too little of the measured time keeps its value.
        scaled = [{n: t * (1e4 if n.startswith("mm") else 1.0) for n, t in measured[0].items()}]
        values, _ = step_fit.fit([step], scaled, start, GRAPHOPT)
        self.assertNotIn("memory_efficiency", values)

    def test_the_fits_end_by_the_deadline(self):
        # (found by review: --timeout bounded the measurements but not the
        # fits, some eighty graphopt runs a step)
        step = os.path.join(ROOT, "testdata", "traced", "fsdp_llama.json")
        start = {"gpu": "h200", "fp32_matmul_efficiency": 0.76, "matmul_efficiency": 0.79,
                 "attention_efficiency": 0.3, "memory_efficiency": 0.89, "kernel_ns": 1138}
        measured = [step_fit.node_estimates(step, start, GRAPHOPT)]
        t0 = time.monotonic()
        with step_fit.bounded(time.monotonic() + 0.5):
            with self.assertRaises(GraphoptError) as e:
                step_fit.fit([step], measured, start, GRAPHOPT)
        self.assertIn("--timeout ran out during the step fit", str(e.exception))
        self.assertLess(time.monotonic() - t0, 5)
        step_fit.node_estimates(step, start, GRAPHOPT)  # unbounded again after it

    def test_link_fit_recovers_the_bandwidth_that_made_the_step_times(self):
        steps = [os.path.join(ROOT, "testdata", "traced", n + ".json") for n in ("ddp_gpt2", "fsdp_llama")]
        slow = {"gpu": "h200", "fp32_matmul_efficiency": 0.66, "matmul_efficiency": 0.79,
                "attention_efficiency": 0.27, "memory_efficiency": 0.51, "kernel_ns": 1082,
                "intra_node": {"bandwidth_GBps": 2.82, "latency_us": 46.5, "hop_latency_us": 12.25,
                               "large_bandwidth_GBps": 3.29, "large_latency_us": 63.0}}
        true = step_fit.scaled_link(slow, 0.8)
        measured = [step_fit.step_estimate(s, true, GRAPHOPT)[0] / 1e6 for s in steps]
        scale, rows = step_fit.fit_link(steps, measured, slow, GRAPHOPT)
        self.assertEqual(scale, 0.8)
        self.assertTrue(all(r["used"] for r in rows))
        # Over a fast link the steps' communication is a few percent of
        # them: their times are not taken for the link's.
        fast = dict(slow, intra_node={"bandwidth_GBps": 210.0, "latency_us": 25.5, "hop_latency_us": 1.25})
        scale, rows = step_fit.fit_link(steps, [m * 0.5 for m in measured], fast, GRAPHOPT)
        self.assertEqual(scale, 1.0)
        self.assertFalse(any(r["used"] for r in rows))

    def test_gpu_presets_from_device_names(self):
        self.assertEqual(calibrate.gpu_preset("NVIDIA H200"), "h200")
        self.assertEqual(calibrate.gpu_preset("NVIDIA A100-SXM4-80GB"), "a100")
        self.assertIsNone(calibrate.gpu_preset("Tesla V100"))


class CostFileTest(unittest.TestCase):
    measured = {"description": "test", "compute_ms": {"matmul_efficiency": 2.0}, "tiny_kernel_ns": 2500.4,
                "compute_slowdown": 0.123456,
                "collectives": [{"op": "all_reduce", "bytes": b, "us": 20 + b / 1e5} for b in (1 << 10, 1 << 20, 1 << 26)]}

    def test_written_file_is_taken_by_graphopt(self):
        doc = calibrate.cost_file(self.measured, "h200", 2, GRAPHOPT)
        self.assertEqual(set(doc), {"description", "gpu", "intra_node", "matmul_efficiency", "kernel_ns", "contention"})
        self.assertEqual(doc["kernel_ns"], 2500)
        self.assertEqual(doc["contention"], 0.123)
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "c.json")
            calibrate.write_checked(doc, out, GRAPHOPT)
            with open(out) as f:
                self.assertEqual(json.load(f), doc)
            self.assertEqual(os.listdir(tmp), ["c.json"])  # no temporary left

    def test_the_large_line_is_written_and_taken_by_graphopt(self):
        with open(os.path.join(ROOT, "bench", "nccl", "results", "h200x2_sockets.json")) as f:
            sweep = json.load(f)
        doc = calibrate.cost_file(dict(self.measured, collectives=sweep["results"]), "h200", 2, GRAPHOPT)
        self.assertEqual(doc["intra_node"]["large_bandwidth_GBps"], 3.93)
        self.assertEqual(doc["intra_node"]["large_latency_us"], 81.0)
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "c.json")
            calibrate.write_checked(doc, out, GRAPHOPT)
            with open(out) as f:
                self.assertEqual(json.load(f), doc)

    def test_rejected_file_leaves_the_output_as_it_was(self):
        bad = {"description": "x", "gpu": "h200", "intra_node": {"bandwidth_GBps": 0}}
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "c.json")
            with open(out, "w") as f:
                f.write("before")
            with self.assertRaises(GraphoptError) as e:
                calibrate.write_checked(bad, out, GRAPHOPT)
            self.assertIn("bandwidth_GBps", str(e.exception))
            with open(out) as f:
                self.assertEqual(f.read(), "before")
            self.assertEqual(os.listdir(tmp), ["c.json"])

    def refused(self, argv, message):
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            self.assertEqual(calibrate.main(argv + ["--ranks", "1", "--graphopt", GRAPHOPT]), 2)
        self.assertIn(message, err.getvalue())

    def test_bad_outputs_are_refused_before_anything_runs(self):
        self.refused(["-o", "/nonexistent-dir/c.json"], "no such directory")
        # A device is never replaced by the file (as root, a rename would).
        self.refused(["-o", os.devnull], "not a regular file")
        with tempfile.TemporaryDirectory() as tmp:
            self.refused(["-o", os.path.join(tmp, "c.json"), "--step", os.path.join(tmp, "none.json")],
                         "--step " + os.path.join(tmp, "none.json") + ": cannot read it")
            step = os.path.join(tmp, "step.json")
            text = '{"format": "fx-json", "version": 1, "graph": {"nodes": []}}'
            with open(step, "w") as f:
                f.write(text)
            self.refused(["-o", step, "--step", step], "is the --step")
            self.refused(["-o", os.path.join(tmp, "c.json"), "--report", step, "--step", step], "is the --step")
            with open(step) as f:
                self.assertEqual(f.read(), text)
            # A step that is no fx-json document, and outputs the writes at the end would refuse: before the run.
            bad = os.path.join(tmp, "bad.json")
            with open(bad, "w") as f:
                f.write('{"graph": [')
            self.refused(["-o", os.path.join(tmp, "c.json"), "--step", bad], "bad.json:1:12: not valid JSON")
            self.refused(["-o", os.path.join(tmp, "c.json"), "--report", tmp], "--report " + tmp + ": not a regular file")
            self.refused(["-o", os.path.join(tmp, "c.json"), "--report", "/nonexistent-dir/r.json"],
                         "--report /nonexistent-dir/r.json: no such directory /nonexistent-dir")
            self.refused(["-o", os.path.join(tmp, "x" * 300 + ".json")], "File name too long")
            self.assertEqual(sorted(os.listdir(tmp)), ["bad.json", "step.json"])
        self.assertTrue(os.path.exists(os.devnull) and not os.path.isfile(os.devnull))
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "c.json")
            self.refused(["-o", out, "--report", out], "give them different files")
            self.refused(["-o", out, "--eager", "--waited"], "--waited with --eager")
            self.assertEqual(os.listdir(tmp), [])

    @unittest.skipIf(_torch(), "torch is importable here")
    def test_without_torch_a_clear_error(self):
        with tempfile.TemporaryDirectory() as tmp:
            self.assertEqual(calibrate.main(["--ranks", "1", "-o", os.path.join(tmp, "c.json"),
                                             "--graphopt", GRAPHOPT]), 2)
            self.assertEqual(os.listdir(tmp), [])


class StepChildTest(unittest.TestCase):
    def test_a_failing_child_is_a_graphopt_error_with_its_message(self):
        # calibrate --step runs profile and check as children: their failure
        # is reported with what they said, wherever they said it (was a
        # NameError that hid it).
        with self.assertRaises(GraphoptError) as e:
            calibrate._module_json(["graphopt_fx.no_such_module_here"], "profiling s.json failed")
        self.assertIn("profiling s.json failed", str(e.exception))
        self.assertIn("no_such_module_here", str(e.exception))
        with self.assertRaises(GraphoptError) as e:
            calibrate.fit_to_steps({}, [], 2, 1, math.inf)
        self.assertIn("no ", str(e.exception))

    def test_timeout_bounds_the_children_and_stops_them(self):
        # --timeout bounds the whole run, the --step children included (found
        # by review: it bounded only the sweep, and a hung profile of a step
        # ran for ever); a child past it is stopped, not left running.
        with tempfile.TemporaryDirectory() as tmp:
            pid_file = os.path.join(tmp, "pid")
            with open(os.path.join(tmp, "hangs_here.py"), "w") as f:
                f.write(f"import os, time\nopen({pid_file!r}, 'w').write(str(os.getpid()))\ntime.sleep(600)\n")
            old = os.environ.get("PYTHONPATH")
            os.environ["PYTHONPATH"] = tmp + (os.pathsep + old if old else "")
            try:
                start = time.monotonic()
                with self.assertRaises(GraphoptError) as e:
                    calibrate._module_json(["hangs_here"], "profiling s.json failed", time.monotonic() + 2)
                took = time.monotonic() - start
            finally:
                if old is None:
                    del os.environ["PYTHONPATH"]
                else:
                    os.environ["PYTHONPATH"] = old
            self.assertIn("profiling s.json failed: still running when --timeout ran out", str(e.exception))
            self.assertLess(took, 30)
            with open(pid_file) as f:
                pid = int(f.read())
            with self.assertRaises(ProcessLookupError):  # gone, and reaped
                os.kill(pid, 0)
        # A second signal while the child is being stopped waits until it is gone (found by review:
        # calibrate died in the 30 s grace and left a child that ignores SIGTERM running).
        with tempfile.TemporaryDirectory() as tmp:
            pid_file = os.path.join(tmp, "pid")
            with open(os.path.join(tmp, "stubborn.py"), "w") as f:
                f.write("import os, signal, time\nsignal.signal(signal.SIGTERM, signal.SIG_IGN)\n"
                        f"open({pid_file!r}, 'w').write(str(os.getpid()))\ntime.sleep(600)\n")
            parent = subprocess.Popen(
                [sys.executable, "-c", "import sys; sys.path[:0] = sys.argv[1:3]; from graphopt_fx import calibrate; "
                 "calibrate._module_json(['stubborn'], 'profiling s.json failed')",
                 os.path.join(ROOT, "python"), tmp], env=dict(os.environ, PYTHONPATH=tmp))
            for _ in range(100):
                if os.path.exists(pid_file) and os.path.getsize(pid_file):
                    break
                time.sleep(0.1)
            with open(pid_file) as f:
                child = int(f.read())
            try:
                parent.send_signal(signal.SIGTERM)
                time.sleep(1)
                parent.send_signal(signal.SIGTERM)
                self.assertEqual(parent.wait(60), -signal.SIGTERM)
                with self.assertRaises(ProcessLookupError):  # killed after the grace, not orphaned
                    os.kill(child, 0)
            finally:
                try:
                    os.kill(child, signal.SIGKILL)
                except ProcessLookupError:
                    pass
        with self.assertRaises(GraphoptError) as e:
            calibrate._module_json(["hangs_here"], "profiling s.json failed", time.monotonic() - 1)
        self.assertIn("--timeout ran out before profiling s.json", str(e.exception))
        with self.assertRaises(SystemExit), contextlib.redirect_stderr(io.StringIO()):
            calibrate.main(["--ranks", "1", "-o", "c.json", "--timeout", "inf"])


@unittest.skipUnless(_gpus() >= 2, "needs two GPUs")
class DeviceTest(unittest.TestCase):
    def test_two_ranks_measure_and_write_a_cost_file(self):
        with tempfile.TemporaryDirectory() as tmp:
            out, report = os.path.join(tmp, "c.json"), os.path.join(tmp, "r.json")
            self.assertEqual(calibrate.main(["--ranks", "2", "-o", out, "--quick", "--max-mib", "16",
                                             "--report", report, "--graphopt", GRAPHOPT]), 0)
            with open(out) as f:
                doc = json.load(f)
            for key in ("intra_node", "matmul_efficiency", "fp32_matmul_efficiency", "memory_efficiency", "kernel_ns",
                        "contention"):
                self.assertIn(key, doc)
            self.assertGreater(doc["intra_node"]["bandwidth_GBps"], 0)


if __name__ == "__main__":
    unittest.main()
