#!/usr/bin/env python3
"""Peak GPU memory and compute time of fx-json graphs on one GPU, with a fake
process group (collectives allocate their outputs and move nothing), so that
schedules of a 2-rank step can be compared on a machine with one GPU.

    python3 bench/robust/device_memory.py --out memory.json GRAPH.json...

For each graph: the peak of torch.cuda.max_memory_allocated during one step
above what its inputs hold (median of --runs steps; the allocator is
deterministic, the median guards against a stray allocation), the inputs'
bytes, and the median step time (compute only: nothing is communicated).
"""
import argparse
import json
import os
import statistics
import sys

import torch
import torch.distributed as dist

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))
import graphopt_fx  # noqa: E402
from graphopt_fx.check import make_inputs  # noqa: E402


def measure(path, runs):
    dev = torch.device("cuda")
    gm = graphopt_fx.load(path, device=dev)
    base_inputs = make_inputs(gm, 0, dev)
    peaks, times = [], []
    for _ in range(runs + 1):
        inputs = [x.clone() if isinstance(x, torch.Tensor) else x for x in base_inputs]
        torch.cuda.synchronize()
        before = torch.cuda.memory_allocated()
        torch.cuda.reset_peak_memory_stats()
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        with torch.no_grad():
            out = gm(*inputs)
        end.record()
        torch.cuda.synchronize()
        peaks.append(torch.cuda.max_memory_allocated() - before)
        times.append(start.elapsed_time(end))
        del out, inputs
    input_bytes = sum(x.numel() * x.element_size() for x in base_inputs if isinstance(x, torch.Tensor))
    del gm, base_inputs
    torch.cuda.empty_cache()
    return {"peak_above_inputs_bytes": statistics.median(peaks[1:]), "input_bytes": input_bytes,
            "compute_ms": statistics.median(times[1:])}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("graphs", nargs="+")
    ap.add_argument("--out", required=True)
    ap.add_argument("--runs", type=int, default=5)
    a = ap.parse_args()
    from torch.testing._internal.distributed.fake_pg import FakeStore

    dist.init_process_group("fake", store=FakeStore(), rank=0, world_size=2)
    res = {}
    for p in a.graphs:
        try:
            res[p] = measure(p, a.runs)
        except Exception as e:  # one graph that cannot run does not stop the others
            res[p] = {"error": f"{type(e).__name__}: {e}"[:2000]}
        print(p, json.dumps(res[p]), flush=True)
    with open(a.out, "w") as f:
        json.dump(res, f, indent=1)


if __name__ == "__main__":
    main()
