#!/usr/bin/env python3
"""Which functional collectives gloo runs on CUDA tensors, two ranks on one
GPU (what `graphopt_fx.check --backend gloo` relies on). Each is tried in
its own pair of processes, so one that crashes does not hide the others.

    python3 bench/iteration/gloo_collectives.py
"""
import os
import sys

import torch
import torch.multiprocessing as mp

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))


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
    if rank == 0:
        print(f"{op}{' (emulated)' if emulate else ''}: {[t.tolist() for t in y] if isinstance(y, list) else y.tolist()}",
              flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
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
