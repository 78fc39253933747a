#!/usr/bin/env python3
"""graphopt_fx's encoding of values and targets, without torch."""
import math
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from graphopt_fx.encode import decode_arg, decode_target, encode_arg  # noqa: E402


class EncodeTest(unittest.TestCase):
    def test_plain_values_round_trip(self):
        for v in [None, True, False, 0, -7, 2.5, "sum", [1, [2, 3]], [], 1e-08]:
            self.assertEqual(decode_arg(encode_arg(v), {}), v)

    def test_tuples_become_lists(self):
        self.assertEqual(encode_arg((1, (2, 3))), [1, [2, 3]])

    def test_non_finite_floats_are_tagged(self):
        self.assertEqual(encode_arg(math.inf), {"float": "inf"})
        self.assertEqual(encode_arg(-math.inf), {"float": "-inf"})
        self.assertEqual(encode_arg(math.nan), {"float": "nan"})
        self.assertTrue(math.isnan(decode_arg({"float": "nan"}, {})))
        self.assertEqual(decode_arg({"float": "-inf"}, {}), -math.inf)

    def test_dicts_slices_and_nodes(self):
        self.assertEqual(encode_arg({"a": 1}), {"dict": {"a": 1}})
        self.assertEqual(decode_arg({"dict": {"a": [1]}}, {}), {"a": [1]})
        self.assertEqual(encode_arg(slice(1, None, 2)), {"slice": [1, None, 2]})
        self.assertEqual(decode_arg({"slice": [1, None, 2]}, {}), slice(1, None, 2))

        class Node:
            def __init__(self, name):
                self.name = name

        n = Node("mm")
        self.assertEqual(encode_arg([n, 1], Node), [{"node": "mm"}, 1])
        self.assertIs(decode_arg([{"node": "mm"}], {"mm": n})[0], n)

    def test_bad_arg_objects_are_refused(self):
        with self.assertRaises(ValueError):
            decode_arg({"node": "a", "dtype": "b"}, {})
        with self.assertRaises(ValueError):
            decode_arg({"nod": "a"}, {})
        with self.assertRaises(NotImplementedError):
            decode_arg({"sym": "s0"}, {})

    def test_targets(self):
        self.assertEqual(decode_target("aten.mm.default"), ("ops", ("aten", "mm", "default")))
        self.assertEqual(decode_target("_c10d_functional.wait_tensor.default"),
                         ("ops", ("_c10d_functional", "wait_tensor", "default")))
        self.assertEqual(decode_target("aten.mm"), ("ops", ("aten", "mm", None)))
        self.assertEqual(decode_target("operator.getitem"), ("python", ("operator", "getitem")))
        self.assertEqual(decode_target("_operator.getitem"), ("python", ("operator", "getitem")))
        self.assertEqual(decode_target("torch.ops.aten.mm.default"), ("python", ("torch.ops.aten.mm", "default")))


if __name__ == "__main__":
    unittest.main()
