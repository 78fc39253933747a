#!/usr/bin/env python3
"""graphopt_fx's cross-rank check of collective order, without torch."""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from graphopt_fx.collective_order import disagreements, recorded  # noqa: E402


def doc(**groups):
    return {"collective_order": {"rule": "graphopt-collective-order-2",
                                 "groups": {g: {"collectives": 3, "fingerprint": fp} for g, fp in groups.items()}}}


class CollectiveOrderTest(unittest.TestCase):
    def test_recorded(self):
        self.assertEqual(recorded(doc(**{"0": "aa", "1": "bb"})), {"0": "aa", "1": "bb"})
        self.assertEqual(recorded({"graph": {}}), {})

    def test_a_malformed_record_is_an_error_not_a_crash(self):
        # (was AttributeError; graphopt_fx.check now stops every rank with it)
        for bad in ("x", {"groups": "x"}, {"groups": [1]}):
            with self.assertRaises(ValueError):
                recorded({"collective_order": bad})

    def test_agreeing_ranks_pass(self):
        per_rank = [[("r0.json", recorded(doc(**{"0": "aa"})))], [("r1.json", recorded(doc(**{"0": "aa"})))]]
        self.assertEqual(disagreements(per_rank), [])

    def test_different_orders_are_named(self):
        per_rank = [[("r0.json", recorded(doc(**{"0": "aa"})))], [("r1.json", recorded(doc(**{"0": "ab"})))]]
        problems = disagreements(per_rank)
        self.assertEqual(len(problems), 1)
        self.assertIn("group 0", problems[0])
        self.assertIn("rank 1 (r1.json): ab", problems[0])

    def test_recorded_on_one_rank_only(self):
        per_rank = [[("r0.json", recorded(doc(**{"0": "aa"})))], [("r1.json", {})]]
        self.assertIn("not recorded", disagreements(per_rank)[0])


if __name__ == "__main__":
    unittest.main()
