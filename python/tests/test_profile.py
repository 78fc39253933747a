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
