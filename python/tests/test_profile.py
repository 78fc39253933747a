#!/usr/bin/env python3
"""graphopt_fx.profile's document editing, without torch."""
import contextlib
import io
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from graphopt_fx.profile import _write, main, with_runtimes  # noqa: E402


class ProfileTest(unittest.TestCase):
    def test_runtimes_go_on_the_named_nodes_only(self):
        doc = {"format": "fx-json", "version": 1, "description": "x",
               "graph": {"nodes": [{"name": "a", "op": "placeholder", "target": "a"},
                                   {"name": "mm", "op": "call_function", "target": "aten.mm.default",
                                    "meta": {"val": {"shape": [2, 2]}, "runtime_ns": 1}},
                                   {"name": "output", "op": "output", "target": "output"}]}}
        out = with_runtimes(doc, {"mm": 1234.6})
        self.assertEqual(out["graph"]["nodes"][1]["meta"], {"val": {"shape": [2, 2]}, "runtime_ns": 1235})
        self.assertNotIn("meta", out["graph"]["nodes"][0])
        self.assertEqual(out["description"], "x")
        self.assertEqual(doc["graph"]["nodes"][1]["meta"]["runtime_ns"], 1, "the input is left as it was")


    def test_a_step_of_two_groups_is_timed_and_an_iteration_form_refused(self):
        # (found by review: only the default group was made, so a TP+DP
        # step failed on group "1" with a traceback; an iteration form too)
        import json
        import tempfile
        try:
            import torch
        except ImportError:
            self.skipTest("no torch")
        if not torch.cuda.is_available():
            self.skipTest("no CUDA")
        val = {"shape": [64, 64], "dtype": "float32", "stride": [64, 1], "device": "cuda:0"}
        nodes = [{"name": "x", "op": "placeholder", "target": "x", "meta": {"val": val}},
                 {"name": "mm", "op": "call_function", "target": "aten.mm.default",
                  "args": [{"node": "x"}, {"node": "x"}], "meta": {"val": val}},
                 {"name": "ar", "op": "call_function", "target": "_c10d_functional.all_reduce.default",
                  "args": [{"node": "mm"}, "sum", "1"], "meta": {"val": val}},
                 {"name": "w", "op": "call_function", "target": "_c10d_functional.wait_tensor.default",
                  "args": [{"node": "ar"}], "meta": {"val": val}},
                 {"name": "output", "op": "output", "target": "output", "args": [[{"node": "w"}]]}]
        doc = {"format": "fx-json", "version": 1, "graph": {"nodes": nodes},
               "process_groups": {"0": {"size": 2, "ranks": [0, 1]}, "1": {"size": 2, "ranks": [0, 1]}}}
        with tempfile.TemporaryDirectory() as tmp:
            src, out = os.path.join(tmp, "s.json"), os.path.join(tmp, "o.json")
            with open(src, "w") as f:
                json.dump(doc, f)
            err = io.StringIO()
            with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
                code = main([src, "-o", out, "--iters", "2", "--warmup", "0"])
            self.assertEqual(code, 0, err.getvalue())
            with open(out) as f:
                timed = {n["name"]: n.get("meta", {}).get("runtime_ns") for n in json.load(f)["graph"]["nodes"]}
            self.assertGreater(timed["mm"], 0)
            doc["iteration"] = {}
            with open(src, "w") as f:
                json.dump(doc, f)
            err = io.StringIO()
            with contextlib.redirect_stderr(err):
                code = main([src, "-o", out])
            self.assertEqual(code, 2)
            self.assertIn("an iteration form", err.getvalue())

    def test_the_output_never_replaces_the_input_or_a_device(self):
        import tempfile

        with tempfile.TemporaryDirectory() as tmp:
            src = os.path.join(tmp, "g.json")
            text = '{"format": "fx-json", "version": 1, "graph": {"nodes": []}}'
            with open(src, "w") as f:
                f.write(text)
            link = os.path.join(tmp, "link.json")
            os.symlink(src, link)
            err = io.StringIO()
            with contextlib.redirect_stderr(err):
                self.assertEqual(main([src, "-o", link]), 2)  # refused before torch is needed
            self.assertIn("would overwrite the input", err.getvalue())
            with open(src) as f:
                self.assertEqual(f.read(), text)
            # A FIFO (as /dev/stdout through a pipe) is written in place, not replaced by a file.
            fifo = os.path.join(tmp, "pipe")
            os.mkfifo(fifo)
            reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)  # a reader from the start, as a shell's pipe has
            try:
                _write(fifo, {"a": 1})
                self.assertEqual(os.read(reader, 4096), b'{"a":1}\n')
            finally:
                os.close(reader)
            self.assertFalse(os.path.isfile(fifo))


if __name__ == "__main__":
    unittest.main()
