#!/usr/bin/env python3
"""Where a step's time goes on the GPU, from the traces that
`graphopt_fx.check --profile DIR` writes (Chrome format, one per graph and
rank, three steps each): per step, the span from its first kernel to its
last, the compute streams' busy time, the NCCL kernels' time and how much
of it ran beside compute, the compute streams' idle time split into "a
collective was running" (waiting on the link) and "nothing was running"
(dependencies, launches), and how much slower compute kernels ran while an
NCCL kernel ran beside them than the same kernels alone (contention).

    bench/two_gpu/profile_overlap.py DIR [--json OUT]

Stdlib only: the traces come back from the device and are read here.
"""
import argparse
import glob
import json
import os
import re
import statistics
import sys
from collections import defaultdict


def is_nccl(name):
    return "nccl" in name.lower()


def union(intervals):
    """Sorted, merged copies of (start, end) intervals."""
    out = []
    for a, b in sorted(intervals):
        if out and a <= out[-1][1]:
            out[-1][1] = max(out[-1][1], b)
        else:
            out.append([a, b])
    return out


def length(intervals):
    return sum(b - a for a, b in intervals)


def intersect(xs, ys):
    """Total length of the intersection of two merged interval lists."""
    i = j = 0
    total = 0.0
    while i < len(xs) and j < len(ys):
        a, b = max(xs[i][0], ys[j][0]), min(xs[i][1], ys[j][1])
        if b > a:
            total += b - a
        if xs[i][1] < ys[j][1]:
            i += 1
        else:
            j += 1
    return total


def steps_of(events):
    """The kernels of each annotated step: those launched (correlation id)
    from a CPU call inside a "check_step" annotation of the same thread."""
    marks = sorted((e["ts"], e["ts"] + e["dur"], e.get("tid")) for e in events
                   if e.get("ph") == "X" and e.get("name") == "check_step" and e.get("cat") != "gpu_user_annotation")
    launches = {}
    for e in events:
        # Launches through the runtime (cudaLaunchKernel, cudaGraphLaunch) and
        # the driver (NCCL's cuLaunchKernelEx) both carry the correlation id.
        if e.get("ph") == "X" and e.get("cat") in ("cuda_runtime", "cuda_driver") and "correlation" in e.get("args", {}):
            for k, (a, b, tid) in enumerate(marks):
                if a <= e["ts"] <= b and e.get("tid") == tid:
                    launches[e["args"]["correlation"]] = k
                    break
    steps = [[] for _ in marks]
    for e in events:
        if e.get("ph") == "X" and e.get("cat") in ("kernel", "gpu_memcpy", "gpu_memset"):
            k = launches.get(e.get("args", {}).get("correlation"))
            if k is not None:
                steps[k].append((e["ts"], e["ts"] + e["dur"], e["name"]))
    if marks and not any(steps):
        print(f"profile_overlap: {len(marks)} annotated steps and no kernel launched from them", file=sys.stderr)
    return [s for s in steps if s]


def contention(kernels, comm):
    """Time-weighted slowdown of compute kernels that overlapped an NCCL
    kernel for most of their run, against the median of the same-named
    kernels that ran alone; None when no name has both."""
    alone, beside = defaultdict(list), defaultdict(list)
    for a, b, name in kernels:
        share = intersect([[a, b]], comm) / (b - a) if b > a else 0.0
        (beside if share > 0.5 else alone)[name].append(b - a)
    slow = base = 0.0
    for name, ds in beside.items():
        if name in alone:
            slow += sum(ds)
            base += len(ds) * statistics.median(alone[name])
    return slow / base if base else None


def analyse(path):
    with open(path) as f:
        events = json.load(f)["traceEvents"]
    per = []
    for ks in steps_of(events):
        compute = [k for k in ks if not is_nccl(k[2])]
        comm_k = [k for k in ks if is_nccl(k[2])]
        c, n = union((a, b) for a, b, _ in compute), union((a, b) for a, b, _ in comm_k)
        start, end = min(k[0] for k in ks), max(k[1] for k in ks)
        idle_len = (end - start) - length(c)
        waiting = length(n) - intersect(c, n)  # link busy, compute not
        per.append({"span_ms": (end - start) / 1e3, "compute_ms": length(c) / 1e3, "nccl_ms": length(n) / 1e3,
                    "overlap_ms": intersect(c, n) / 1e3, "idle_waiting_link_ms": waiting / 1e3,
                    "idle_nothing_ms": (idle_len - waiting) / 1e3, "nccl_kernels": len(comm_k),
                    "compute_kernels": len(compute), "contention": contention(compute, n)})
    if not per:
        return None
    keys = per[0].keys()
    return {k: statistics.median(p[k] for p in per) if all(p[k] is not None for p in per) else None for k in keys}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("dir")
    ap.add_argument("--json")
    a = ap.parse_args()
    rows = {}
    for p in sorted(glob.glob(os.path.join(a.dir, "*.rank*.json"))):
        m = re.match(r"(.*)\.rank(\d+)\.json$", os.path.basename(p))
        r = analyse(p)
        if r:
            rows[(m[1], int(m[2]))] = r
    cols = ["span_ms", "compute_ms", "nccl_ms", "overlap_ms", "idle_waiting_link_ms", "idle_nothing_ms",
            "nccl_kernels", "contention"]
    print("| graph | rank | " + " | ".join(cols) + " |")
    print("|" + " --- |" * (len(cols) + 2))
    for (g, r), v in rows.items():
        cells = [("-" if v[c] is None else f"{v[c]:.3f}" if isinstance(v[c], float) else str(v[c])) for c in cols]
        print(f"| {g} | {r} | " + " | ".join(cells) + " |")
    if a.json:
        with open(a.json, "w") as f:
            json.dump([{"graph": g, "rank": r, **v} for (g, r), v in rows.items()], f, indent=1)


if __name__ == "__main__":
    main()
