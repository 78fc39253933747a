#!/usr/bin/env python3
"""The bridge with torch: every graph in testdata/ round-trips through load
and export to an equal document, and loads into a GraphModule whose nodes
are the document's. Exits 77 (CTest's "skipped") where torch is missing."""
import glob
import json
import os
import unittest

from harness import ROOT, require_torch

require_torch()
import torch  # noqa: E402,F401

import graphopt_fx  # noqa: E402

GRAPHS = sorted(glob.glob(os.path.join(ROOT, "testdata", "graphs", "*.json")))
EXTRA = os.environ.get("GRAPHOPT_FX_EXTRA_GRAPHS", "")  # more files, ':'-separated (graphopt outputs)


class BridgeTest(unittest.TestCase):
    def test_every_graph_round_trips(self):
        files = GRAPHS + [p for p in EXTRA.split(":") if p]
        self.assertGreater(len(files), 10)
        for path in files:
            with self.subTest(graph=os.path.basename(path)):
                with open(path) as f:
                    doc = json.load(f)
                gm = graphopt_fx.from_document(doc)
                self.assertEqual([n.name for n in gm.graph.nodes], [n["name"] for n in doc["graph"]["nodes"]])
                again = graphopt_fx.to_document(gm)
                # All but the record of the collectives' order, which would go
                # stale once the module changes (graphopt writes it again).
                want = {k: v for k, v in doc.items() if k != "collective_order"}
                self.assertEqual(again, want)
                # A second trip changes nothing either.
                self.assertEqual(graphopt_fx.to_document(graphopt_fx.from_document(again)), want)

    def test_targets_resolve_to_torch_ops(self):
        gm = graphopt_fx.load(os.path.join(ROOT, "testdata", "graphs", "seed_all_gather_coalesced.json"))
        targets = {n.name: n.target for n in gm.graph.nodes}
        self.assertIs(targets["add"], torch.ops.aten.add.Tensor)
        self.assertIs(targets["wait_tensor"], torch.ops._c10d_functional.wait_tensor.default)
        import operator

        self.assertIs(targets["getitem"], operator.getitem)

    def test_a_target_that_is_not_an_op_is_refused(self):
        # A document is data: a target naming any other function, or one
        # that reaches attributes or calls what it is given, would run code
        # that came with the file.
        from graphopt_fx.from_json import _resolve

        self.assertIs(_resolve("_operator.getitem"), __import__("operator").getitem)
        self.assertIs(_resolve("torch.ops.aten.mm.default"), torch.ops.aten.mm.default)
        self.assertIs(_resolve("torch.sym_max"), torch.sym_max)  # (dynamic shapes' size arithmetic)
        for name in ("os.system", "builtins.exec", "torch.os.system", "torch.load",
                     "torch.utils.cpp_extension.load_inline", "operator.attrgetter", "operator.methodcaller",
                     "operator.call", "operator.__builtins__", "torch.no_such_thing.here", "math.__loader__"):
            with self.assertRaises(ValueError, msg=name):
                _resolve(name)

    def test_export_of_a_traced_function(self):
        from torch.fx.experimental.proxy_tensor import make_fx

        def f(x, y):
            return torch.relu(x @ y).sum(dim=0), x.view(-1)[::2]

        gm = make_fx(f)(torch.randn(4, 4), torch.randn(4, 4))
        doc = graphopt_fx.to_document(gm)
        self.assertEqual(doc["format"], "fx-json")
        ops = [n["target"] for n in doc["graph"]["nodes"] if n["op"] == "call_function"]
        self.assertIn("aten.mm.default", ops)
        back = graphopt_fx.from_document(doc)
        x, y = torch.randn(4, 4), torch.randn(4, 4)
        for a, b in zip(back(x, y), gm(x, y)):
            torch.testing.assert_close(a, b)


class CaptureTest(unittest.TestCase):
    def test_compile_backend_writes_forward_and_backward(self):
        import tempfile

        model = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU(), torch.nn.Linear(16, 4))
        x = torch.randn(3, 8)
        expected = model(x)
        with tempfile.TemporaryDirectory() as tmp:
            compiled = torch.compile(model, backend=graphopt_fx.capture(tmp))
            out = compiled(x)
            out.sum().backward()
            torch.testing.assert_close(out, expected)
            files = sorted(os.listdir(tmp))
            self.assertTrue(any(f.endswith("_fw.json") for f in files), files)
            self.assertTrue(any(f.endswith("_bw.json") for f in files), files)
            for f in files:
                with open(os.path.join(tmp, f)) as fh:
                    doc = json.load(fh)
                self.assertEqual(doc["format"], "fx-json")
                targets = {n["target"] for n in doc["graph"]["nodes"]}
                self.assertTrue(any(t.startswith("aten.") for t in targets), targets)


class ProfileInAProgramTest(unittest.TestCase):
    def test_profile_refuses_a_process_group_it_did_not_make(self):
        # Inside a program of several ranks the graph's collectives would run
        # on the program's own process group, with ranks that are not
        # profiling: refused with a clear error (exit 2), not a hang.
        import subprocess
        import sys
        code = ("import os, sys; sys.path.insert(0, os.path.join(sys.argv[1], 'python')); "
                "import torch.distributed as dist; "
                "os.environ.update(MASTER_ADDR='127.0.0.1', MASTER_PORT=str(29000 + os.getpid() % 3000)); "
                "dist.init_process_group('gloo', rank=0, world_size=1); "
                "from graphopt_fx import profile; "
                "sys.exit(profile.main([sys.argv[2], '-o', sys.argv[3]]))")
        import tempfile
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "out.json")
            p = subprocess.run([sys.executable, "-c", code, ROOT, os.path.join(ROOT, "testdata", "graphs",
                                                                                "ddp_gpt_small_w2.json"), out],
                               capture_output=True, text=True, timeout=300)
            self.assertEqual(p.returncode, 2, p.stderr[-2000:])
            self.assertIn("already initialized (backend 'gloo')", p.stderr)
            self.assertFalse(os.path.exists(out))


if __name__ == "__main__":
    unittest.main()
