#!/usr/bin/env python3
"""graphopt_fx's cross-rank check of collective order, without torch."""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from graphopt_fx.collective_order import RULE, disagreements, recorded  # noqa: E402

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")


def doc(count=3, **groups):
    return {"collective_order": {"rule": "graphopt-collective-order-4",
                                 "groups": {g: {"collectives": count, "fingerprint": fp} for g, fp in groups.items()}}}


class CollectiveOrderTest(unittest.TestCase):
    def test_recorded(self):
        self.assertEqual(recorded(doc(**{"0": "aa", "1": "bb"})), {"0": "aa (3 collectives)", "1": "bb (3 collectives)"})
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

    def test_one_hash_over_other_counts_differs(self):
        # (found by red-team: a name with a newline made one collective's
        # record hash as two; the counts tell them apart whatever the hash)
        per_rank = [[("r0.json", recorded(doc(1, **{"0": "aa"})))], [("r1.json", recorded(doc(2, **{"0": "aa"})))]]
        self.assertEqual(len(disagreements(per_rank)), 1)

    def test_recorded_on_one_rank_only(self):
        per_rank = [[("r0.json", recorded(doc(**{"0": "aa"})))], [("r1.json", {})]]
        self.assertIn("not recorded", disagreements(per_rank)[0])

    def test_the_rule_is_graphopts(self):
        with open(os.path.join(ROOT, "lib", "analysis", "collective_order.hpp")) as f:
            self.assertIn(f'kCollectiveOrderRule = "{RULE}"', f.read())

    def test_records_of_two_rules_are_named_as_such(self):
        # (found by review: a rule-1 record beside a rule-2 one read as orders that differ)
        old = doc(**{"0": "aa"})
        old["collective_order"]["rule"] = "graphopt-collective-order-1"
        per_rank = [[("r0.json", recorded(old))], [("r1.json", recorded(doc(**{"0": "bb"})))]]
        problems = disagreements(per_rank)
        self.assertEqual(len(problems), 1)
        self.assertIn("different rules", problems[0])
        self.assertIn("aa (3 collectives) (rule graphopt-collective-order-1)", problems[0])

    def test_two_groups_used_in_opposite_orders_are_named(self):
        # (found by review: each group's own order agrees, so the
        # fingerprints did; NCCL can deadlock on it)
        def using(*groups):
            d = doc(1, **{"0": "aa", "1": "bb"})
            reduce = "_c10d_functional.all_reduce.default"
            d["graph"] = {"nodes": [{"name": f"c{i}", "op": "call_function", "target": reduce,
                                     "args": [{"node": "x"}, "sum", g]} for i, g in enumerate(groups)]
                          + [{"name": "w", "op": "call_function", "target": "_c10d_functional.wait_tensor.default",
                              "args": [{"node": "c0"}]}]}
            return d

        per_rank = [[("r0.json", recorded(using("0", "1")))], [("r1.json", recorded(using("1", "0")))]]
        problems = disagreements(per_rank)
        self.assertEqual(len(problems), 1)
        self.assertIn("interleave their groups' collectives in different orders", problems[0])
        per_rank = [[("r0.json", recorded(using("1", "0")))], [("r1.json", recorded(using("1", "0")))]]
        self.assertEqual(disagreements(per_rank), [])
        # in an iteration form's setup too (found by review: only the
        # steady state was read)
        a, b = using("0"), using("0")
        a["iteration"] = {"carried": [], "setup": using("0", "1")["graph"]}
        b["iteration"] = {"carried": [], "setup": using("1", "0")["graph"]}
        self.assertEqual(len(disagreements([[("r0.json", recorded(a))], [("r1.json", recorded(b))]])), 1)


if __name__ == "__main__":
    unittest.main()
