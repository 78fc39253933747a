#!/usr/bin/env python3
"""bench/two_gpu/profile_overlap.py on a made-up trace in the format
torch.profiler writes: per annotated step, the span, compute and NCCL time,
their overlap, the compute stream's idle time split into "the link was
busy" and "nothing ran", and the contention of compute kernels that ran
beside NCCL; the barrier between steps is left out; NCCL kernels launched
through the driver (as NCCL >= 2.19 does in eager steps) count."""
import json
import os
import sys
import tempfile
import unittest

from harness import ROOT

sys.path.insert(0, os.path.join(ROOT, "bench", "two_gpu"))
import profile_overlap  # noqa: E402


def trace(launch_cat):
    ev, corr = [], 0
    for step in range(3):
        t0 = step * 2000
        ev.append({"ph": "X", "cat": "user_annotation", "name": "check_step", "ts": t0, "dur": 50, "tid": 1})
        corr += 1
        ev.append({"ph": "X", "cat": "cuda_runtime", "name": "cudaLaunchKernel", "ts": t0 + 10, "dur": 5, "tid": 1,
                   "args": {"correlation": corr}})
        # mm alone 100-200, mm beside NCCL 300-420 (NCCL 280-450), add 500-510.
        for a, b, name in ((100, 200, "mm"), (300, 420, "mm"), (500, 510, "add")):
            ev.append({"ph": "X", "cat": "kernel", "name": name, "ts": t0 + a, "dur": b - a, "tid": 7,
                       "args": {"correlation": corr}})
        corr += 1
        ev.append({"ph": "X", "cat": launch_cat, "name": "cuLaunchKernelEx", "ts": t0 + 20, "dur": 5, "tid": 1,
                   "args": {"correlation": corr}})
        ev.append({"ph": "X", "cat": "kernel", "name": "ncclDevKernel_AllGather_RING_LL", "ts": t0 + 280, "dur": 170,
                   "tid": 8, "args": {"correlation": corr}})
        corr += 1  # the barrier after the step: not part of it
        ev.append({"ph": "X", "cat": "cuda_runtime", "name": "cudaLaunchKernel", "ts": t0 + 1000, "dur": 5, "tid": 1,
                   "args": {"correlation": corr}})
        ev.append({"ph": "X", "cat": "kernel", "name": "ncclDevKernel_AllReduce", "ts": t0 + 1010, "dur": 30,
                   "tid": 8, "args": {"correlation": corr}})
    return {"traceEvents": ev}


class ProfileOverlapTest(unittest.TestCase):
    def test_step_figures(self):
        for cat in ("cuda_runtime", "cuda_driver"):
            with tempfile.TemporaryDirectory() as tmp, self.subTest(launch=cat):
                path = os.path.join(tmp, "0-x.rank0.json")
                with open(path, "w") as f:
                    json.dump(trace(cat), f)
                r = profile_overlap.analyse(path)
                want = {"span_ms": 0.41, "compute_ms": 0.23, "nccl_ms": 0.17, "overlap_ms": 0.12,
                        "idle_waiting_link_ms": 0.05, "idle_nothing_ms": 0.13, "nccl_kernels": 1, "contention": 1.2}
                for k, v in want.items():
                    self.assertAlmostEqual(r[k], v, places=9, msg=k)

    def test_collectives_paired_with_their_kernels(self):
        # One all-gather of a 4 MiB output over 2 ranks: its kernel took 170 us.
        doc = {"process_groups": {"0": {"size": 2}}, "graph": {"nodes": [
            {"name": "x", "op": "placeholder", "target": "x",
             "meta": {"val": {"shape": [512, 1024], "dtype": "float32"}}},
            {"name": "ag", "op": "call_function", "target": "_c10d_functional.all_gather_into_tensor.default",
             "args": [{"node": "x"}, 2, "0"], "meta": {"val": {"shape": [1024, 1024], "dtype": "float32"}}},
            {"name": "w", "op": "call_function", "target": "_c10d_functional.wait_tensor.default",
             "args": [{"node": "ag"}], "meta": {"val": {"shape": [1024, 1024], "dtype": "float32"}}}]}}
        self.assertEqual(profile_overlap.collectives(doc), [("all_gather", 4 << 20, 2)])
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "0-x.rank0.json")
            with open(path, "w") as f:
                json.dump(trace("cuda_driver"), f)
            times = profile_overlap.collective_times(path, doc)
            self.assertEqual(times, [("all_gather", 4 << 20, 2, 170)])
            row, = profile_overlap.by_size(times, link=(12.5, 14.5, 3.3))
            self.assertEqual((row["bin"], row["count"], row["median_us"]), ("4 - 16 MiB", 1, 170))
            self.assertAlmostEqual(row["busbw_GBps"], (2 << 20) / 170e3)
            model = 12.5 + 14.5 + (2 << 20) / 3.3 / 1e3  # us
            self.assertAlmostEqual(row["measured_over_model"], 170 / model)
            # A graph with another number of collectives is not paired.
            doc["graph"]["nodes"].append(dict(doc["graph"]["nodes"][1], name="ag2"))
            self.assertIsNone(profile_overlap.collective_times(path, doc))


if __name__ == "__main__":
    unittest.main()
