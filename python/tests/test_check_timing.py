#!/usr/bin/env python3
"""graphopt_fx.check's timing with --cuda-graph: refused where it cannot
work (before torch is needed), and on a GPU each step is timed eagerly and
then captured and its replays timed, with the results still compared. The GPU part runs a traced
DDP step on a world of one rank (its group made of size 1: an all-reduce
over one rank is a copy), so one GPU is enough; it is skipped without
torch or CUDA."""
import contextlib
import io
import json
import os
import subprocess
import tempfile
import unittest

from harness import ROOT, default_graphopt

from graphopt_fx.check import main


def _cuda():
    try:
        import torch
    except ImportError:
        return False
    return torch.cuda.is_available()


class CheckTimingTest(unittest.TestCase):
    def test_cuda_graph_needs_cuda_and_nccl(self):
        g = os.path.join(ROOT, "testdata", "graphs", "ddp_gpt_small_w2.json")
        for extra in (["--device", "cpu", "--backend", "gloo"], ["--backend", "gloo"]):
            with self.subTest(extra=extra), self.assertRaises(SystemExit) as e:
                main([g, g, "--ranks", "2", "--cuda-graph"] + extra)
            self.assertEqual(e.exception.code, 2)

    def test_timed_steps_must_be_at_least_one(self):
        # A median of no steps: refused before anything runs.
        g = os.path.join(ROOT, "testdata", "graphs", "ddp_gpt_small_w2.json")
        for extra in (["--iters", "0"], ["--eager-iters", "0"], ["--iters", "5", "--eager-iters", "-1"]):
            with self.subTest(extra=extra), self.assertRaises(SystemExit) as e:
                main([g, g, "--ranks", "2"] + extra)
            self.assertEqual(e.exception.code, 2)

    def test_json_output_never_overwrites_a_graph(self):
        g = os.path.join(ROOT, "testdata", "graphs", "ddp_gpt_small_w2.json")
        with open(g, "rb") as f:
            before = f.read()
        with self.assertRaises(SystemExit) as e:
            main([g, g, "--ranks", "2", "--json", g])
        self.assertEqual(e.exception.code, 2)
        with open(g, "rb") as f:
            self.assertEqual(f.read(), before)

    def test_profile_traces_never_overwrite_a_graph_or_the_json(self):
        # rank 0's trace of graph 0 (D/g.json) is D/0-g.rank0.json: a graph
        # of that name, or a --json of that name, is refused before anything runs.
        src = os.path.join(ROOT, "testdata", "graphs", "ddp_gpt_small_w2.json")
        with tempfile.TemporaryDirectory() as d:
            g, named_like_trace = os.path.join(d, "g.json"), os.path.join(d, "0-g.rank0.json")
            # One file per rank: rank 0 traces its own file, d/g0.json, as d/0-g0.rank0.json.
            per_rank, named_like_rank_trace = os.path.join(d, "g{rank}.json"), os.path.join(d, "0-g0.rank0.json")
            with open(src, "rb") as f:
                data = f.read()
            # (--json R is written through a temporary file of a name of its own,
            # graphopt_fx.files.write_via: no graph can be named like it.)
            for p in (g, named_like_trace, os.path.join(d, "g0.json"), os.path.join(d, "g1.json"),
                      named_like_rank_trace):
                with open(p, "wb") as f:
                    f.write(data)
            for argv in ([g, named_like_trace, "--ranks", "2", "--profile", d],
                         [g, g, "--ranks", "2", "--profile", d, "--json", named_like_trace],
                         [per_rank, named_like_rank_trace, "--ranks", "2", "--profile", d]):
                with self.subTest(argv=argv), self.assertRaises(SystemExit) as e:
                    main(argv)
                self.assertEqual(e.exception.code, 2)
            for p in (named_like_trace, named_like_rank_trace):
                with open(p, "rb") as f:
                    self.assertEqual(f.read(), data)

    @unittest.skipUnless(_cuda(), "no CUDA device")
    def test_cuda_graph_replays_are_timed_and_compared(self):
        with open(os.path.join(ROOT, "testdata", "traced", "ddp_llama.json")) as f:
            doc = json.load(f)
        for group in doc["process_groups"].values():
            group["size"] = 1
            group.pop("ranks", None)
        with tempfile.TemporaryDirectory() as tmp:
            path, out = os.path.join(tmp, "w1.json"), os.path.join(tmp, "r.json")
            with open(path, "w") as f:
                json.dump(doc, f)
            self.assertEqual(main([path, path, "--ranks", "1", "--iters", "3", "--cuda-graph", "--json", out]), 0)
            with open(out) as f:
                res = json.load(f)
        self.assertTrue(res["cuda_graph"])
        self.assertTrue(res["after"][0]["match"])
        self.assertGreater(res["after"][0]["step_ms"], 0)  # eager steps, then replays
        self.assertGreater(res["after"][0]["replay_ms"], 0)
        self.assertGreater(res["before_replay_ms"], 0)

    def test_emulated_link_is_checked_as_an_argument(self):
        g = os.path.join(ROOT, "testdata", "graphs", "fsdp_gpt_small_w2.json")
        for link in ("3.5", "3.5,40,-1", "0,40", "3.5,40,1,2", "3.5,nan", "a,b"):
            with self.subTest(link=link), self.assertRaises(SystemExit) as e, \
                    contextlib.redirect_stderr(io.StringIO()):
                main([g, g, "--ranks", "1", "--emulate-link", link])
            self.assertEqual(e.exception.code, 2)

    def test_no_comm_needs_one_rank(self):
        g = os.path.join(ROOT, "testdata", "graphs", "fsdp_gpt_small_w2.json")
        with self.assertRaises(SystemExit) as e:
            main([g, g, "--ranks", "2", "--no-comm"])
        self.assertEqual(e.exception.code, 2)

    @unittest.skipUnless(_cuda(), "no CUDA device")
    def test_no_comm_times_a_two_rank_schedule_on_one_gpu(self):
        # An FSDP step traced for 2 ranks (all-gathers, reduce-scatters) runs
        # on one GPU with its collectives made local; a bucketed schedule of
        # it (more compute: the copies) is timed beside it.
        g = os.path.join(ROOT, "testdata", "graphs", "fsdp_gpt_small_w2.json")
        b = os.path.join(ROOT, "testdata", "torch-schedules-bucketed", "fsdp_gpt_small_w2.json")
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "r.json")
            self.assertEqual(main([g, b, "--ranks", "1", "--no-comm", "--iters", "3", "--cuda-graph",
                                   "--json", out]), 0)
            with open(out) as f:
                res = json.load(f)
        self.assertTrue(res["no_comm"])
        self.assertGreater(res["before_replay_ms"], 0)
        # The bucketed schedule's copies are compute, and are timed.
        self.assertGreater(res["after"][0]["replay_ms"], 1.005 * res["before_replay_ms"])
        # Its prefetched buckets hold more at once: graphopt's simulator puts
        # its peak 19% above the traced step's; the GPU's peak is reported.
        self.assertGreater(res["before_peak_bytes"], 100e6)
        self.assertGreater(res["after"][0]["peak_bytes"], 1.05 * res["before_peak_bytes"])

    @unittest.skipUnless(_cuda(), "no CUDA device")
    def test_emulated_link_takes_its_time(self):
        # Every collective's time on the emulated link, from the document's
        # own shapes: they run one after another and the step waits for all
        # of them, so at 0.5 GB/s the step is at least their sum, which is
        # more than the step without a link.
        g = os.path.join(ROOT, "testdata", "graphs", "fsdp_gpt_small_w2.json")
        with open(g) as f:
            nodes = {n["name"]: n for n in json.load(f)["graph"]["nodes"]}
        size = {"float32": 4, "bfloat16": 2, "float16": 2}

        def nbytes(n):
            v = n["meta"]["val"]
            count = 1
            for d in v["shape"]:
                count *= d
            return count * size[v["dtype"]]

        bw, lat, total_ns = 0.5, 20.0, 0.0
        for n in nodes.values():
            t = n["target"]
            if not t.startswith("_c10d_functional.") or "wait" in t:
                continue
            whole = nbytes(n) if "all_gather" in t else nbytes(nodes[n["args"][0]["node"]])
            total_ns += lat * 1e3 + whole * (2 * 0.5 if "all_reduce" in t else 0.5) / bw
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "r.json")
            self.assertEqual(main([g, g, "--ranks", "1", "--no-comm", "--iters", "3", "--cuda-graph", "--json", out]), 0)
            with open(out) as f:
                alone = json.load(f)["after"][0]["replay_ms"]
            self.assertEqual(main([g, g, "--ranks", "1", "--emulate-link", f"{bw},{lat}", "--iters", "3",
                                   "--cuda-graph", "--json", out]), 0)
            with open(out) as f:
                res = json.load(f)
        self.assertEqual(res["emulate_link"]["world"], 2)
        self.assertLess(alone, total_ns / 1e6)
        # At least the link's time, at most that and the compute end to end.
        self.assertGreaterEqual(res["after"][0]["replay_ms"], 0.98 * total_ns / 1e6)
        self.assertLessEqual(res["after"][0]["replay_ms"], 1.05 * (total_ns / 1e6 + alone))

    @unittest.skipUnless(_cuda(), "no CUDA device")
    def test_emulated_link_charges_coalesced_tensors(self):
        # The default schedule of an FSDP step launches its buckets as
        # coalesced collectives (16 tensors after the first of each); with
        # TENSOR_US each costs that much more on the link. At 0.5 GB/s the
        # link is the step, so the replay grows by about their sum.
        g = os.path.join(ROOT, "testdata", "graphs", "fsdp_gpt_small_w2.json")
        with tempfile.TemporaryDirectory() as tmp:
            sched, out = os.path.join(tmp, "s.json"), os.path.join(tmp, "r.json")
            subprocess.run([default_graphopt(), "--passes=overlap_schedule", g, "-o", sched], check=True)
            with open(sched) as f:
                extra = sum(len(n["args"][0]) - 1 for n in json.load(f)["graph"]["nodes"]
                            if "coalesced" in str(n.get("target")))
            self.assertGreater(extra, 0)
            replay = []
            for link in ("0.5,20", "0.5,20,2000"):
                self.assertEqual(main([g, sched, "--ranks", "1", "--emulate-link", link, "--iters", "3",
                                       "--cuda-graph", "--json", out]), 0)
                with open(out) as f:
                    res = json.load(f)
                replay.append(res["after"][0]["replay_ms"])
        self.assertEqual(res["emulate_link"]["tensor_latency_us"], 2000)
        added_ms = extra * 2.0
        self.assertGreater(replay[1] - replay[0], 0.9 * added_ms)
        # (the spin runs up to 9% long beside compute: LinkEmulator)
        self.assertLess(replay[1] - replay[0], 1.2 * added_ms + 2.0)


if __name__ == "__main__":
    unittest.main()
