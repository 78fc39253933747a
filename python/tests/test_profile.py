#!/usr/bin/env python3
"""graphopt_fx.profile's document editing, without torch."""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from graphopt_fx.profile import with_runtimes  # noqa: E402


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


if __name__ == "__main__":
    unittest.main()
