#!/usr/bin/env python3
"""graphopt's buckets compute what the step computes, checked on one GPU:
two ranks share it through gloo (graphopt_fx.check --backend gloo), whose
all-gathers and reduce-scatters of CUDA tensors check replaces with
all-reduces of the same values. An FSDP step traced for two ranks, its
collectives bucketed by concatenation and as coalesced collectives (one
NCCL group each on a real run), must give the same loss and the same
updated parameters, to the bit. Skipped (77) without torch or CUDA;
GRAPHOPT names the binary (CTest sets it)."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

from harness import ROOT, default_graphopt, require_torch

require_torch(cuda=True)
GRAPHOPT = default_graphopt()

from graphopt_fx.check import main  # noqa: E402

STEP = os.path.join(ROOT, "testdata", "graphs", "fsdp_gpt_small_w2.json")


class GlooCheckTest(unittest.TestCase):
    def test_emulated_collectives_give_what_nccl_gives(self):
        # Equal graphs through a wrong emulation would still match each
        # other: the emulation itself is checked against known values.
        script = os.path.join(ROOT, "bench", "iteration", "gloo_collectives.py")
        p = subprocess.run([sys.executable, script], capture_output=True, text=True, timeout=600)
        self.assertEqual(p.returncode, 0, p.stdout[-2000:] + p.stderr[-2000:])

    def test_buckets_and_coalesced_buckets_compute_the_same(self):
        with tempfile.TemporaryDirectory() as tmp:
            outs = []
            for name, passes in (("concat", "comm_fusion"), ("coalesced", "comm_fusion{coalesce=true}"),
                                 ("scheduled", "overlap_schedule{coalesce=true,memory_ratio=1.15}")):
                path = os.path.join(tmp, name + ".json")
                subprocess.run([GRAPHOPT, f"--passes={passes}", STEP, "-o", path], check=True)
                with open(path) as f:
                    targets = [n["target"] for n in json.load(f)["graph"]["nodes"]]
                if name != "concat":  # the buckets really are coalesced collectives
                    self.assertTrue(any(t.endswith("_coalesced.default") for t in targets), name)
                outs.append(path)
            res = os.path.join(tmp, "r.json")
            code = main([STEP] + outs + ["--ranks", "2", "--backend", "gloo", "--iters", "1", "--warmup", "0",
                                         "--rtol", "0", "--atol", "0", "--json", res, "--timeout", "300"])
            with open(res) as f:
                rows = json.load(f)["after"]
        self.assertEqual(code, 0)
        self.assertEqual([r["match"] for r in rows], [True] * 3)


    def test_ranks_that_disagree_stop_with_a_clear_error_not_a_hang(self):
        # One file per rank ({rank}): rank 1's recorded collective order, or
        # its process groups, differ from rank 0's. Every rank stops before
        # any graph runs (the groups: before new_group, which would hang).
        import contextlib
        import io
        import time

        with tempfile.TemporaryDirectory() as tmp:
            sched = os.path.join(tmp, "s.json")
            subprocess.run([GRAPHOPT, "--passes=overlap_schedule", STEP, "-o", sched], check=True)
            with open(sched) as f:
                doc = json.load(f)
            self.assertIn("collective_order", doc)
            for what, change, want in (
                    ("order", lambda d: d["collective_order"]["groups"]["0"].update(fingerprint="0" * 16),
                     "collective order differs between ranks"),
                    ("groups", lambda d: d["process_groups"].update({"9": {"size": 2, "ranks": [0, 1]}}),
                     "different process groups"),
                    # rank 1's own file unreadable, or not loadable: the others
                    # stop too (found by review: rank 0 waited in the exchange)
                    ("unreadable", lambda d: json.dumps(d)[:100], "not valid JSON"),
                    ("unloadable", lambda d: d["graph"]["nodes"][-2].update(target="os.getcwd"),
                     "cannot resolve target 'os.getcwd'")):
                for r in (0, 1):
                    d = json.loads(json.dumps(doc))
                    text = change(d) if r == 1 else None
                    with open(os.path.join(tmp, f"{what}.{r}.json"), "w") as f:
                        f.write(text if isinstance(text, str) else json.dumps(d))
                err = io.StringIO()
                t0 = time.monotonic()
                with contextlib.redirect_stderr(err):
                    code = main([STEP, os.path.join(tmp, what + ".{rank}.json"), "--ranks", "2", "--backend", "gloo",
                                 "--iters", "1", "--warmup", "0", "--timeout", "120", "--grace", "20"])
                self.assertEqual(code, 2, what)
                self.assertIn(want, err.getvalue(), what)
                if what.startswith("un"):  # every rank says why, not only the one whose file it is
                    self.assertEqual(err.getvalue().count("cannot read or load every rank's documents"), 2,
                                     err.getvalue())
                self.assertLess(time.monotonic() - t0, 100, what)  # stopped, not timed out


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1])
