#!/usr/bin/env python3
"""Measures NCCL collectives through torch.distributed, one process per GPU,
and keeps every point for fit_collectives.py (graphopt_fx.calibrate runs
the same sweep and writes a cost file). The calls are launched one by one,
as the stored results were measured; --cuda-graph replays them from a CUDA
graph, as calibrate does.

    python3 measure_collectives.py --ranks 2 --out nvlink.json
    NCCL_P2P_DISABLE=1 NCCL_SHM_DISABLE=1 python3 measure_collectives.py --ranks 2 --out sockets.json

For each collective and size: the median time of one call (CUDA events
around batches of calls, after a warm-up). "bytes" is the whole buffer, as
nccl-tests counts it (graphopt_fx.calibrate.sweep).
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))
from graphopt_fx.calibrate import sweep  # noqa: E402
from graphopt_fx.ranks import nccl_rank, spawn, watchable  # noqa: E402


def worker(rank, args, port, result_dir):
    watchable()
    torch, dist, device = nccl_rank(rank, args.ranks, port)
    out = {"rank": rank, "results": sweep(torch, dist, device, args.ranks, args.min_bytes, args.max_bytes, args.step,
                                          args.warmup, args.batches, eager=not args.cuda_graph,
                                          wait_each=not args.back_to_back),
           "gpu": torch.cuda.get_device_name(0), "torch": torch.__version__,
           "nccl": ".".join(map(str, torch.cuda.nccl.version()))}
    dist.barrier()
    dist.destroy_process_group()
    with open(os.path.join(result_dir, f"rank{rank}.json"), "w") as f:
        json.dump(out, f)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ranks", type=int, required=True)
    ap.add_argument("--min-bytes", type=int, default=1 << 10)
    ap.add_argument("--max-bytes", type=int, default=1 << 28)
    ap.add_argument("--step", type=int, default=4)
    ap.add_argument("--warmup", type=int, default=5)
    ap.add_argument("--batches", type=int, default=5)
    ap.add_argument("--cuda-graph", action="store_true",
                    help="replay the calls from a CUDA graph (calibrate's default) instead of launching them one by one")
    ap.add_argument("--back-to-back", action="store_true",
                    help="with --cuda-graph: the calls of a batch follow each other on NCCL's stream, one wait after "
                         "the last (as a step's buckets run), instead of a wait after each")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    if args.back_to_back and not args.cuda_graph:
        ap.error("--back-to-back needs --cuda-graph")
    ranks = spawn(worker, args.ranks, args)
    bad = [r for r in ranks if "error" in r]
    if bad:
        raise SystemExit("\n".join(r["error"] for r in bad))
    r = ranks[0]
    env = {k: v for k, v in os.environ.items() if k.startswith("NCCL_")}
    doc = {"ranks": args.ranks, "gpu": r["gpu"], "torch": r["torch"], "nccl": r["nccl"], "env": env,
           "results": r["results"]}
    with open(args.out + ".tmp", "w") as f:
        json.dump(doc, f, indent=1)
    os.replace(args.out + ".tmp", args.out)


if __name__ == "__main__":
    main()
