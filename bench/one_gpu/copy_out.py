"""Time the copy-out of a schedule's all-gather buckets, three ways, on one GPU.

A concatenated all-gather bucket gathers [world, total] rank-major; each
member is a column block, copied out to be contiguous. The ways:
  clone: one clone per member (what comm_fusion emitted up to now);
  split_copy_out: one aten.split_with_sizes_copy.out into fresh tensors
    (torch has a one-kernel CUDA path for contiguous operands, no cast);
  split_copy: the functional aten.split_with_sizes_copy.
Also the copy-in: one aten.cat of the members' shards. Checks first that
split_with_sizes_copy.out copies the right bytes, eagerly and replayed.

Each way is captured in a CUDA graph over every bucket of the schedule and
replayed; the median of ITERS replays is printed, in microseconds.

    python3 bench/one_gpu/copy_out.py SCHEDULE.json [--iters 50] [--json OUT]
"""
import argparse
import json
import statistics

import torch


def buckets(path):
    """The world and member sizes (per rank) of every all-gather bucket's
    copy-out (a split into column blocks, or one split_with_sizes_copy)."""
    doc = json.load(open(path))
    nodes = doc["graph"]["nodes"] if "graph" in doc else doc["nodes"]
    out = []
    shape = {n["name"]: n.get("meta", {}).get("val") for n in nodes}
    for n in nodes:
        t = n.get("target")
        if t in ("aten.split_with_sizes.default", "aten.split_with_sizes_copy.out") and len(n["args"]) > 2 and n["args"][2] == 1:
            src = shape[n["args"][0]["node"]]  # the gathered bucket viewed [world, total]
            out.append((src["shape"][0], list(n["args"][1])))
    return out


def timed(fn, iters):
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        fn()  # warm the allocator and kernels outside the capture
    torch.cuda.current_stream().wait_stream(s)
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        fn()
    times = []
    for _ in range(iters):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        a.record()
        g.replay()
        b.record()
        b.synchronize()
        times.append(a.elapsed_time(b) * 1000)
    return statistics.median(times)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("schedule")
    ap.add_argument("--iters", type=int, default=50)
    ap.add_argument("--json")
    args = ap.parse_args()
    bs = buckets(args.schedule)
    dev = torch.device("cuda")
    gathered = [torch.randn(w, sum(sizes), device=dev) for w, sizes in bs]
    shards = [[torch.randn(s, device=dev) for s in sizes] for _, sizes in bs]

    def clone():
        for g, (_, sizes) in zip(gathered, bs):
            for p in g.split(sizes, dim=1):
                p.clone(memory_format=torch.contiguous_format)

    def split_copy_out():
        for g, (w, sizes) in zip(gathered, bs):
            outs = [torch.empty(w, s, device=dev) for s in sizes]
            torch.ops.aten.split_with_sizes_copy.out(g, sizes, 1, out=outs)

    def split_copy():
        for g, (_, sizes) in zip(gathered, bs):
            torch.ops.aten.split_with_sizes_copy.default(g, sizes, 1)

    def copy_in():
        for pieces in shards:
            torch.cat(pieces)

    # The ways agree on what they copy.
    for g, (w, sizes) in zip(gathered, bs):
        outs = [torch.empty(w, s, device=dev) for s in sizes]
        torch.ops.aten.split_with_sizes_copy.out(g, sizes, 1, out=outs)
        for o, p in zip(outs, g.split(sizes, dim=1)):
            assert torch.equal(o, p)
    # And in a CUDA graph: torch's one-kernel path stages its addresses
    # through a host buffer; replays after the source changed (and after
    # other host work) must still copy the right bytes.
    outs = [[torch.empty(w, s, device=dev) for s in sizes] for w, sizes in bs]
    def into_outs():
        for g, (_, sizes), o in zip(gathered, bs, outs):
            torch.ops.aten.split_with_sizes_copy.out(g, sizes, 1, out=o)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        into_outs()
    for _ in range(3):
        for g in gathered:
            g.copy_(torch.randn_like(g))
        junk = [torch.randn(1000).pin_memory().to(dev, non_blocking=True) for _ in range(20)]
        graph.replay()
        torch.cuda.synchronize()
        for g, (_, sizes), o in zip(gathered, bs, outs):
            for a, b in zip(o, g.split(sizes, dim=1)):
                assert torch.equal(a, b), "a replayed split_with_sizes_copy.out copied the wrong bytes"
    del junk
    members = sum(len(s) for _, s in bs)
    mb = sum(w * sum(s) for w, s in bs) * 4 / 2**20
    res = {"schedule": args.schedule, "buckets": len(bs), "members": members, "gathered_mb": mb}
    for name, fn in [("clone", clone), ("split_copy_out", split_copy_out), ("split_copy", split_copy), ("copy_in_cat", copy_in)]:
        res[name + "_us"] = timed(fn, args.iters)
    print(json.dumps(res))
    if args.json:
        json.dump(res, open(args.json, "w"), indent=1)


if __name__ == "__main__":
    main()
