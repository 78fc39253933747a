#!/usr/bin/env python3
"""Measures NCCL collectives through torch.distributed, one process per GPU,
so that graphopt's collective model can be calibrated to a machine.

    python3 measure_collectives.py --ranks 2 --out nvlink.json
    NCCL_P2P_DISABLE=1 NCCL_SHM_DISABLE=1 python3 measure_collectives.py --ranks 2 --out sockets.json

For each collective and size it records the median time of one call (CUDA
events around batches of calls, after a warm-up). "bytes" is the size of
the full buffer, as nccl-tests counts it: the tensor for all_reduce, the
output for all_gather, the input for reduce_scatter, the whole buffer for
all_to_all. `fit_collectives.py` turns the results into graphopt link numbers.
"""
import argparse
import json
import os
import statistics
import time

import torch
import torch.distributed as dist
import torch.multiprocessing as mp

OPS = ["all_reduce", "all_gather", "reduce_scatter", "all_to_all"]


def run_op(op, buf, out, n):
    if op == "all_reduce":
        dist.all_reduce(buf)
    elif op == "all_gather":
        dist.all_gather_into_tensor(out, buf)
    elif op == "reduce_scatter":
        dist.reduce_scatter_tensor(out, buf)
    else:
        dist.all_to_all_single(out, buf)


def save(args, results):
    gpu = torch.cuda.get_device_name(0) if args.backend == "nccl" else "cpu"
    nccl = ".".join(map(str, torch.cuda.nccl.version())) if args.backend == "nccl" else ""
    env = {k: v for k, v in os.environ.items() if k.startswith("NCCL_")}
    doc = {"ranks": args.ranks, "gpu": gpu, "torch": torch.__version__, "nccl": nccl, "env": env, "results": results}
    with open(args.out + ".tmp", "w") as f:
        json.dump(doc, f, indent=1)
    os.replace(args.out + ".tmp", args.out)


def worker(rank, args, port):
    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port))
    if args.backend == "nccl":
        torch.cuda.set_device(rank)
        device = torch.device("cuda", rank)
        dist.init_process_group("nccl", rank=rank, world_size=args.ranks, device_id=device)
    else:  # gloo on CPU: only to check the script itself
        device = torch.device("cpu")
        dist.init_process_group("gloo", rank=rank, world_size=args.ranks)
    n = args.ranks
    results = []

    def sync():
        if device.type == "cuda":
            torch.cuda.synchronize()
    size = args.min_bytes
    while size <= args.max_bytes:
        for op in OPS:
            elems = max(n, size // 4 // n * n)  # float32, divisible by the group
            if op == "all_gather":  # size is the gathered output
                buf = torch.ones(elems // n, device=device)
                out = torch.empty(elems, device=device)
            elif op == "reduce_scatter":  # size is the scattered input
                buf = torch.ones(elems, device=device)
                out = torch.empty(elems // n, device=device)
            else:
                buf = torch.ones(elems, device=device)
                out = torch.empty(elems, device=device)
            for _ in range(args.warmup):
                run_op(op, buf, out, n)
            sync()
            # Batches sized to about 20 ms, a few batches, median per call.
            t0 = time.perf_counter()
            run_op(op, buf, out, n)
            sync()
            once = max(time.perf_counter() - t0, 1e-6)
            # Every rank must make the same number of calls: agree on the smallest batch.
            agreed = torch.tensor([max(1, min(200, int(0.02 / once)))], device=device)
            dist.all_reduce(agreed, op=dist.ReduceOp.MIN)
            per_batch = int(agreed.item())
            times = []
            for _ in range(args.batches):
                dist.barrier()
                if device.type == "cuda":
                    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
                    start.record()
                    for _ in range(per_batch):
                        run_op(op, buf, out, n)
                    end.record()
                    torch.cuda.synchronize()
                    times.append(start.elapsed_time(end) * 1e3 / per_batch)  # us per call
                else:
                    t0 = time.perf_counter()
                    for _ in range(per_batch):
                        run_op(op, buf, out, n)
                    times.append((time.perf_counter() - t0) * 1e6 / per_batch)
            r = {"op": op, "bytes": elems * 4, "us": statistics.median(times), "calls": per_batch * args.batches}
            results.append(r)
            if rank == 0:  # written as it goes, so that a run cut short still leaves its results
                save(args, results)
                print(f"{r['op']:15s} {r['bytes']:>11d} B {r['us']:10.1f} us  algbw {r['bytes'] / r['us'] / 1e3:8.2f} GB/s",
                      flush=True)
        size *= args.step
    dist.barrier()
    dist.destroy_process_group()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ranks", type=int, default=max(1, torch.cuda.device_count()))
    ap.add_argument("--min-bytes", type=int, default=1 << 10)
    ap.add_argument("--max-bytes", type=int, default=1 << 28)
    ap.add_argument("--step", type=int, default=4)
    ap.add_argument("--warmup", type=int, default=5)
    ap.add_argument("--batches", type=int, default=5)
    ap.add_argument("--backend", default="nccl", choices=["nccl", "gloo"])
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    ctx = mp.get_context("spawn")
    port = 29500 + os.getpid() % 1000
    procs = [ctx.Process(target=worker, args=(r, args, port)) for r in range(args.ranks)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    if any(p.exitcode != 0 for p in procs):
        raise SystemExit("a rank failed")


if __name__ == "__main__":
    main()
