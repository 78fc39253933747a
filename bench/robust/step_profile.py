#!/usr/bin/env python3
"""Where a schedule's compute-stream time goes on a real GPU: one step of
each fx-json graph under torch.profiler (one GPU, a fake process group), as
GPU time in kernels (by kind: copies, matmuls, the rest), the time the GPU
sat idle within the step, and the CUDA allocator calls (cudaMalloc and
cudaFree synchronise the device).

    python3 bench/robust/step_profile.py --out prof.json A.json B.json ...

All graphs take the first one's inputs (schedules of one step). Each graph
runs --warmup steps, then --steps profiled ones; figures are per step.
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))


def kind(name):
    n = name.lower()
    if "copy" in n or "cat" in n or "elementwise_kernel_with_index" in n:
        return "copy"
    if "gemm" in n or "sm90" in n or "cutlass" in n or "ampere" in n or "matmul" in n:
        return "matmul"
    return "other"


def idle_by_tenth(spans, kernels):
    """GPU idle time within each step, by tenth of the step (from the CPU's
    start of the step to its end), averaged over the steps: where in the
    step the GPU waits for the CPU to launch work."""
    tenths = [0.0] * 10
    for a, b in spans:
        ks = sorted((e.time_range.start, e.time_range.end) for e in kernels if a <= e.time_range.start < b)
        t = a
        for s, e in ks:
            if s > t:  # idle from t to s, split over the tenths it covers
                for i in range(10):
                    lo, hi = a + (b - a) * i / 10, a + (b - a) * (i + 1) / 10
                    tenths[i] += max(0, min(s, hi) - max(t, lo))
            t = max(t, e)
    return [round(x / max(1, len(spans)), 1) for x in tenths]


def profile(gm, base, steps, warmup):
    import torch
    from torch.profiler import ProfilerActivity, profile as tprofile

    def run():
        inputs = [x.clone() if isinstance(x, torch.Tensor) else x for x in base]
        torch.cuda.synchronize()
        with torch.no_grad():
            out = gm(*inputs)
        torch.cuda.synchronize()
        del out, inputs

    for _ in range(warmup):
        run()
    with tprofile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        for _ in range(steps):
            with torch.profiler.record_function("graphopt_step"):
                run()
    res = {"kernel_us": {}, "by_name_us": {}, "kernels": 0, "cudaMalloc": 0, "cudaFree": 0}
    spans, kernels = [], []
    for e in prof.events():
        if e.name == "graphopt_step":  # its GPU-side annotation is no kernel
            if e.device_type.name == "CPU":
                spans.append((e.time_range.start, e.time_range.end))
        elif e.name in ("cudaMalloc", "cudaFree"):
            res[e.name] += 1
        elif e.device_type.name == "CUDA":
            kernels.append(e)
    for e in kernels:
        k = kind(e.name)
        res["kernel_us"][k] = res["kernel_us"].get(k, 0) + e.time_range.elapsed_us()
        res["by_name_us"][e.name[:160]] = res["by_name_us"].get(e.name[:160], 0) + e.time_range.elapsed_us()
        res["kernels"] += 1
    busy = sum(res["kernel_us"].values())
    first = min(e.time_range.start for e in kernels)
    last = max(e.time_range.end for e in kernels)
    res = {k: (v / steps if isinstance(v, (int, float)) else {a: b / steps for a, b in v.items()})
           for k, v in res.items()}
    res["gpu_busy_us"] = busy / steps
    res["gpu_span_us"] = (last - first) / steps  # includes the gaps between steps' syncs
    res["cpu_step_us"] = sum(b - a for a, b in spans) / max(1, len(spans))
    res["gpu_idle_by_tenth_us"] = idle_by_tenth(spans, kernels)
    ops = {}
    for e in prof.events():
        if e.device_type.name == "CPU" and e.name.startswith(("aten::", "_c10d_functional::")):
            ops[e.name] = ops.get(e.name, 0) + e.self_cpu_time_total / steps
    res["cpu_self_us_by_op"] = dict(sorted(ops.items(), key=lambda kv: -kv[1])[:25])
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("graphs", nargs="+")
    ap.add_argument("--out", required=True)
    ap.add_argument("--steps", type=int, default=3)
    ap.add_argument("--warmup", type=int, default=3)
    a = ap.parse_args()
    import torch
    import torch.distributed as dist
    from torch.testing._internal.distributed.fake_pg import FakeStore
    import graphopt_fx
    from graphopt_fx.check import make_inputs

    dist.init_process_group("fake", store=FakeStore(), rank=0, world_size=2)
    dev = torch.device("cuda")
    base = None
    res = {}
    for p in a.graphs:
        gm = graphopt_fx.load(p, device=dev)
        if base is None:
            base = make_inputs(gm, 0, dev)
        res[p] = profile(gm, base, a.steps, a.warmup)
        print(p, json.dumps({k: v for k, v in res[p].items() if k not in ("by_name_us", "cpu_self_us_by_op")}), flush=True)
        del gm
    with open(a.out, "w") as f:
        json.dump(res, f, indent=1)


if __name__ == "__main__":
    main()
