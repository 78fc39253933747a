#!/usr/bin/env python3
"""Which functional collectives gloo runs on CUDA tensors, two ranks on one
GPU (what `graphopt_fx.check --backend gloo` relies on). Each is tried in
its own pair of processes, so one that crashes does not hide the others.
The ones check emulates (through all-reduces) must give what NCCL gives:
exit code 1 when one of them does not, or stops.

    python3 bench/iteration/gloo_collectives.py
"""
import os
import sys

import torch
import torch.multiprocessing as mp

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))


def expected(op, rank):
    """What NCCL gives rank `rank` of two, rank r holding arange(8) + 10 r."""
    x = [[float(v + 10 * r) for v in range(8)] for r in (0, 1)]
    both = [a + b for a, b in zip(x[0], x[1])]
    return {
        "all_reduce": both,
        "all_gather_into_tensor": x[0] + x[1],
        "reduce_scatter_tensor": both[4 * rank:4 * rank + 4],
        "all_gather_into_tensor_coalesced": [x[0] + x[1], x[0][:4] + x[1][:4]],
        "reduce_scatter_tensor_coalesced": [[v / 2 for v in both[4 * rank:4 * rank + 4]],  # avg
                                            [v / 2 for v in both[2 * rank:2 * rank + 2]]],
        "all_to_all_single": x[0][4 * rank:4 * rank + 4] + x[1][4 * rank:4 * rank + 4],
    }[op]


def worker(rank, op, port, emulate):
    import torch.distributed as dist
    import torch.distributed._functional_collectives  # noqa: F401  (registers the ops)

    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port))
    torch.cuda.set_device(0)
    dist.init_process_group("gloo", rank=rank, world_size=2)
    keep = None
    if emulate:
        from graphopt_fx.check import _gloo_cuda_collectives

        keep = _gloo_cuda_collectives()  # noqa: F841
    name = dist.group.WORLD.group_name
    x = torch.arange(8, dtype=torch.float32, device="cuda") + 10 * rank
    f = torch.ops._c10d_functional
    if op == "all_reduce":
        y = f.wait_tensor(f.all_reduce(x, "sum", name))
    elif op == "all_gather_into_tensor":
        y = f.wait_tensor(f.all_gather_into_tensor(x, 2, name))
    elif op == "reduce_scatter_tensor":
        y = f.wait_tensor(f.reduce_scatter_tensor(x, "sum", 2, name))
    elif op == "all_gather_into_tensor_coalesced":
        y = [f.wait_tensor(t) for t in f.all_gather_into_tensor_coalesced([x, x[:4]], 2, name)]
    elif op == "reduce_scatter_tensor_coalesced":
        y = [f.wait_tensor(t) for t in f.reduce_scatter_tensor_coalesced([x, x[:4]], "avg", 2, name)]
    elif op == "all_to_all_single":
        y = f.wait_tensor(f.all_to_all_single(x, [4, 4], [4, 4], name))
    torch.cuda.synchronize()
    got = [t.tolist() for t in y] if isinstance(y, list) else y.tolist()
    if rank == 0:
        print(f"{op}{' (emulated)' if emulate else ''}: {got}", flush=True)
    dist.destroy_process_group()
    if got != expected(op, rank):
        print(f"{op}: rank {rank} expected {expected(op, rank)}, got {got}", flush=True)
        sys.exit(1)


if __name__ == "__main__":
    failed = False
    for i, (op, emulate) in enumerate([("all_reduce", False), ("all_gather_into_tensor", False),
                                       ("all_gather_into_tensor", True), ("all_to_all_single", False),
                                       ("reduce_scatter_tensor", False), ("reduce_scatter_tensor", True),
                                       ("all_gather_into_tensor_coalesced", True),
                                       ("reduce_scatter_tensor_coalesced", True)]):
        ctx = mp.get_context("spawn")
        procs = [ctx.Process(target=worker, args=(r, op, 29600 + i, emulate)) for r in range(2)]
        for p in procs:
            p.start()
        for p in procs:
            p.join(120)
        codes = [p.exitcode for p in procs]
        if any(codes):
            print(f"{op}{' (emulated)' if emulate else ''}: exit codes {codes}", flush=True)
            failed |= emulate  # gloo's own crashes are what the emulation is for
    sys.exit(1 if failed else 0)
