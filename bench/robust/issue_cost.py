#!/usr/bin/env python3
"""CPU time to issue one op in eager mode, the way an fx-json graph runs it
(torch.ops calls from Python): a collective and its wait, a small clone, a
cat, a view. In a step that launches faster than the GPU runs, this time is
hidden; in one the CPU cannot launch fast enough (many small ops), it is the
step's time. One GPU.

    python3 bench/robust/issue_cost.py [--backend fake|nccl] [--n 500]

`fake`: a fake process group of 2 ranks (collectives move nothing);
`nccl`: a real NCCL group of one rank (a collective launches its kernel).
Prints microseconds per op, the median of 5 batches of --n calls (fewer than the
launch queue holds), with the
GPU kept busy (torch.cuda._sleep) so that the CPU never waits for it.
"""
import argparse
import os
import statistics
import time


def per_op_us(fn, n, sleep_cycles):
    import torch

    out = []
    for _ in range(5):
        torch.cuda.synchronize()
        torch.cuda._sleep(sleep_cycles)  # the GPU stays busy: launches queue, never wait
        t = time.perf_counter()
        for _ in range(n):
            fn()
        out.append((time.perf_counter() - t) / n * 1e6)
        torch.cuda.synchronize()
    return statistics.median(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--backend", default="fake", choices=["fake", "nccl"])
    ap.add_argument("--n", type=int, default=500)
    a = ap.parse_args()
    import torch
    import torch.distributed as dist

    if a.backend == "fake":
        from torch.testing._internal.distributed.fake_pg import FakeStore
        dist.init_process_group("fake", store=FakeStore(), rank=0, world_size=2)
        world = 2
    else:
        os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
        os.environ.setdefault("MASTER_PORT", "29533")
        torch.cuda.set_device(0)
        dist.init_process_group("nccl", rank=0, world_size=1)
        world = 1
    group = dist.group.WORLD.group_name
    dev = torch.device("cuda")
    f = torch.ops._c10d_functional
    small = torch.randn(512, device=dev)
    shard = torch.randn(1 << 20, device=dev)
    parts = [torch.randn(1 << 16, device=dev) for _ in range(7)]
    ag = torch.ops._c10d_functional.all_gather_into_tensor.default(shard, world, group)
    f.wait_tensor.default(ag)
    cycles = 400_000_000  # about 0.2 s of GPU clock: more than any batch takes
    ops = {
        "all_gather_into_tensor + wait_tensor": lambda: f.wait_tensor.default(
            f.all_gather_into_tensor.default(shard, world, group)),
        "reduce_scatter_tensor + wait_tensor": lambda: f.wait_tensor.default(
            f.reduce_scatter_tensor.default(shard, "sum", world, group)),
        "clone (512 floats)": lambda: torch.ops.aten.clone.default(small),
        "cat (7 tensors)": lambda: torch.ops.aten.cat.default(parts),
        "view": lambda: torch.ops.aten.view.default(shard, [1024, 1024]),
        "mul (512 floats)": lambda: torch.ops.aten.mul.Tensor(small, small),
    }
    print(f"backend {a.backend}, world {world}: microseconds of CPU per call")
    for name, fn in ops.items():
        fn()
        print(f"  {name}: {per_op_us(fn, a.n, cycles):.1f}", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
