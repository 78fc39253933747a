#!/usr/bin/env python3
"""graphopt_fx.run and find_graphopt without torch: a document in, the
rewritten document and the stats out; graphopt's own message as the
exception when it fails; a clear error when the binary is missing.
GRAPHOPT names the binary (CTest sets it)."""
import json
import os
import tempfile
import unittest

from harness import ROOT, default_graphopt

default_graphopt()
import graphopt_fx  # noqa: E402

STEP = os.path.join(ROOT, "testdata", "graphs", "seed_sink_waits.json")


def names(doc):
    return [n["name"] for n in doc["graph"]["nodes"]]


class RunTest(unittest.TestCase):
    def test_runs_a_pipeline_on_a_document_and_a_path(self):
        with open(STEP) as f:
            doc = json.load(f)
        out, stats = graphopt_fx.run(doc, "sink_waits", load=False)
        self.assertEqual(out["format"], "fx-json")
        self.assertNotEqual(names(out), names(doc))  # the wait moved
        self.assertEqual(sorted(names(out)), sorted(names(doc)))
        self.assertEqual([r["stage"] for r in stats][0], "input")
        self.assertIn("step_time_ns", stats[-1])
        again, _ = graphopt_fx.run(STEP, "sink_waits", load=False)
        self.assertEqual(again, out)

    def test_paths_that_start_with_a_dash_are_files(self):
        with open(STEP) as f:
            text = f.read()
        with tempfile.TemporaryDirectory() as tmp:
            for name in ("-step.json", "-cost.json"):
                with open(os.path.join(tmp, name), "w") as f:
                    f.write(text if name == "-step.json" else '{"gpu": "h100"}')
            here = os.getcwd()
            os.chdir(tmp)
            try:
                out, _ = graphopt_fx.run("-step.json", "sink_waits", cost_model="-cost.json", load=False)
            finally:
                os.chdir(here)
        self.assertEqual(out["format"], "fx-json")

    def test_the_rank_checks_groups_are_graphopts(self):
        # The compile backend's rank check reads graphopt's per-group
        # fingerprints by the group collective_order.group_of names: for
        # both op families, the keys must be graphopt's own.
        from graphopt_fx.collective_order import document_groups

        val = {"dtype": "float32", "shape": [1024]}
        for target, args in (("_c10d_functional.all_reduce.default", ["sum", "7"]),
                             ("c10d_functional.all_reduce.default", ["sum", "tp", [0, 2], 2])):
            wait = target.split(".")[0] + ".wait_tensor.default"
            doc = {"format": "fx-json", "version": 1, "process_groups": {"7": {"size": 2, "ranks": [0, 1]}},
                   "graph": {"nodes": [
                {"name": "x", "op": "placeholder", "target": "x", "meta": {"val": val}},
                {"name": "ar", "op": "call_function", "target": target, "args": [{"node": "x"}] + args,
                 "meta": {"val": val}},
                {"name": "w", "op": "call_function", "target": wait, "args": [{"node": "ar"}], "meta": {"val": val}},
                {"name": "output", "op": "output", "target": "output", "args": [[{"node": "w"}]]}]}}
            _, stats = graphopt_fx.run(doc, "dce", load=False)
            self.assertEqual(list(stats[0]["collective_order"]), document_groups(doc), target)

    def test_graphopt_error_carries_its_message(self):
        with self.assertRaises(graphopt_fx.GraphoptError) as e:
            graphopt_fx.run(STEP, "sink_wait", load=False)
        self.assertIn("unknown pass 'sink_wait'", str(e.exception))
        self.assertEqual(e.exception.returncode, 1)
        broken = {"format": "fx-json", "version": 1, "graph": {"nodes": [{"name": "a", "op": "placeholder"}]}}
        with self.assertRaises(graphopt_fx.GraphoptError) as e:
            graphopt_fx.run(broken, "dce", load=False)
        self.assertIn("target", str(e.exception))
        self.assertEqual(e.exception.returncode, 2)

    def test_missing_binary_is_a_clear_error(self):
        with tempfile.TemporaryDirectory() as tmp:
            with self.assertRaises(graphopt_fx.GraphoptError) as e:
                graphopt_fx.find_graphopt(os.path.join(tmp, "graphopt"))
            self.assertIn("not an executable file", str(e.exception))

    def test_the_backends_default_pipeline_runs(self):
        # The backend's default pipeline, checked against this binary
        # without torch.
        from graphopt_fx.defaults import DEFAULT_PASSES

        fsdp = os.path.join(ROOT, "testdata", "graphs", "fsdp_gpt_small_w2.json")
        out, stats = graphopt_fx.run(fsdp, DEFAULT_PASSES, load=False)
        self.assertEqual(out["format"], "fx-json")
        self.assertLessEqual(stats[-1]["step_time_ns"], stats[0]["step_time_ns"])

    def test_version_names_the_commit(self):
        self.assertRegex(graphopt_fx.version(), r"^graphopt \d+\.\d+\.\d+ \(commit ([0-9a-f]+|unknown)\)$")


class SameResultTest(unittest.TestCase):
    """graphopt_fx.same_result, and what check prints of a graph whose outputs did not match."""

    def setUp(self):
        with open(STEP) as f:
            self.doc = json.load(f)
        # A read of a buffer moved ahead of the in-place write that fills it.
        val = {"shape": [4], "dtype": "float32", "stride": [1], "device": "cuda:0"}
        self.filled = {"format": "fx-json", "version": 1, "graph": {"nodes": [
            {"name": "x", "op": "placeholder", "target": "x", "meta": {"val": val}},
            {"name": "buf", "op": "call_function", "target": "aten.zeros_like.default", "args": [{"node": "x"}],
             "meta": {"val": val}},
            {"name": "copy_", "op": "call_function", "target": "aten.copy_.default",
             "args": [{"node": "buf"}, {"node": "x"}], "meta": {"val": val}},
            {"name": "read", "op": "call_function", "target": "aten.relu.default", "args": [{"node": "buf"}],
             "meta": {"val": val}},
            {"name": "output", "op": "output", "target": "output", "args": [[{"node": "read"}]]}]}}
        self.early = json.loads(json.dumps(self.filled))
        nodes = self.early["graph"]["nodes"]
        nodes.insert(2, nodes.pop(3))

    def test_a_safe_reordering_computes_the_same(self):
        moved, _ = graphopt_fx.run(self.doc, "sink_waits", load=False)
        same, report = graphopt_fx.same_result(self.doc, moved)
        self.assertTrue(same, report)

    def test_a_read_moved_across_a_write_does_not(self):
        same, report = graphopt_fx.same_result(self.filled, self.early)
        self.assertFalse(same)
        self.assertIn("does not compute what", report)
        self.assertIn("node 'read'", report)

    def test_check_says_why_a_graph_did_not_match(self):
        from graphopt_fx.check import _why_mismatch

        with tempfile.TemporaryDirectory() as tmp:
            a, b = os.path.join(tmp, "a.json"), os.path.join(tmp, "b.json")
            for path, d in ((a, self.filled), (b, self.early)):
                with open(path, "w") as f:
                    json.dump(d, f)
            text = _why_mismatch(a, b)
            self.assertTrue(text.startswith("  graphopt diff --same-result: ") and "does not compute" in text, text)
            self.assertIn("computes what", _why_mismatch(a, a))
            # A path per rank ({rank}): rank 0's is compared.
            a0 = os.path.join(tmp, "r.0.json")
            with open(a0, "w") as f:
                json.dump(self.filled, f)
            self.assertIn("computes what", _why_mismatch(os.path.join(tmp, "r.{rank}.json"), a0))
            self.assertIn("how it ran", _why_mismatch(a, a))

    def test_unreadable_input_raises(self):
        with self.assertRaises(graphopt_fx.GraphoptError):
            graphopt_fx.same_result(self.doc, os.path.join(ROOT, "tests", "bad", "cycle.json"))


if __name__ == "__main__":
    unittest.main()
