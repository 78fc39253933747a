#!/usr/bin/env python3
"""What a schedule's added compute (a bucket's copies) costs on a real GPU,
against what graphopt's estimate says it costs.

    python3 bench/robust/compute_cost.py --graphopt build-rel/graphopt --out cost.json \
        --group NAME=A.json,B.json,... [--group ...] [--rounds 15]

Each group holds schedules of one step (the same placeholders); they run on
one GPU with a fake process group (collectives allocate their outputs and
move nothing), so what is timed is the compute stream alone: the copies a
bucketed schedule adds show up there and nowhere else. The variants of a
group run interleaved, round after round (the first variant of each round
rotates), each step timed with CUDA events; the table gives the median and,
for each variant, its time over the group's first and graphopt's estimate of
the same ratio (the compute the simulator charges, `--stats` compute_ns).

`--cuda-graph`: each variant's step is captured once in a CUDA graph and the
replays are timed: no launch at all, the GPU's time alone (what a step
compiled with CUDA graphs costs; the eager steps of small graphs are
launch-bound and their times spread by several percent).
"""
import argparse
import gc
import json
import os
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))


def estimated_compute_ns(graphopt, paths):
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "s.jsonl")
        subprocess.run([graphopt, "--passes=", "--stats=" + out, "--disable-output"] + paths,
                       check=True, capture_output=True)
        recs = [json.loads(line) for line in open(out)]
    by = {r["input"]: r["compute_ns"] for r in recs if r.get("stage") == "output"}
    return [by[p] for p in paths]


def time_group(paths, rounds, warmup, cuda_graph=False):
    import torch
    import graphopt_fx
    from graphopt_fx.check import make_inputs

    dev = torch.device("cuda")
    gms = [graphopt_fx.load(p, device=dev) for p in paths]
    base = make_inputs(gms[0], 0, dev)
    times = [[] for _ in paths]
    graphs = []
    if cuda_graph:
        # One capture per variant, on its own inputs (a replay reads and
        # writes the same buffers every time).
        for gm in gms:
            inputs = [x.clone() if isinstance(x, torch.Tensor) else x for x in base]
            s = torch.cuda.Stream()
            s.wait_stream(torch.cuda.current_stream())
            with torch.cuda.stream(s), torch.no_grad():
                for _ in range(2):
                    gm(*inputs)
            torch.cuda.current_stream().wait_stream(s)
            cg = torch.cuda.CUDAGraph()
            with torch.cuda.graph(cg), torch.no_grad():
                out = gm(*inputs)
            graphs.append((cg, inputs, out))

    def replay(i):
        torch.cuda.synchronize()
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        graphs[i][0].replay()
        end.record()
        torch.cuda.synchronize()
        return start.elapsed_time(end)

    def step(i):
        if cuda_graph:
            return replay(i)
        inputs = [x.clone() if isinstance(x, torch.Tensor) else x for x in base]
        torch.cuda.synchronize()
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        with torch.no_grad():
            out = gms[i](*inputs)
        end.record()
        torch.cuda.synchronize()
        del out, inputs
        return start.elapsed_time(end)

    # Python's collector would pause a step at random: collect between
    # steps, never during one.
    gc.disable()
    for r in range(warmup + rounds):
        order = [(r + k) % len(paths) for k in range(len(paths))]
        for i in order:
            gc.collect()
            ms = step(i)
            if r >= warmup:
                times[i].append(ms)
    gc.enable()
    del gms, base, graphs
    torch.cuda.empty_cache()
    return times


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--graphopt", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--group", action="append", required=True, help="NAME=a.json,b.json,...")
    ap.add_argument("--rounds", type=int, default=15)
    ap.add_argument("--warmup", type=int, default=2)
    ap.add_argument("--cuda-graph", action="store_true", help="time replays of a CUDA graph of each step")
    a = ap.parse_args()
    import torch.distributed as dist
    from torch.testing._internal.distributed.fake_pg import FakeStore

    dist.init_process_group("fake", store=FakeStore(), rank=0, world_size=2)
    res = {}
    print("| group | variant | median ms | measured / first | estimated / first |")
    print("|---|---|---|---|---|")
    for spec in a.group:
        name, _, rest = spec.partition("=")
        paths = rest.split(",")
        est = estimated_compute_ns(a.graphopt, paths)
        try:
            times = time_group(paths, a.rounds, a.warmup, a.cuda_graph)
        except Exception as e:  # one group that cannot run does not stop the others
            res[name] = {"error": f"{type(e).__name__}: {e}"[:2000]}
            print(name, res[name], flush=True)
            continue
        med = [statistics.median(t) for t in times]
        res[name] = {p: {"ms": t, "median_ms": m, "estimated_compute_ns": e}
                     for p, t, m, e in zip(paths, times, med, est)}
        for p, m, e in zip(paths, med, est):
            print(f"| {name} | {p} | {m:.2f} | {m / med[0]:.4f} | {e / est[0]:.4f} |", flush=True)
    with open(a.out, "w") as f:
        json.dump(res, f, indent=1)


if __name__ == "__main__":
    main()
