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


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1])
