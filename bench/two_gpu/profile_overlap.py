#!/usr/bin/env python3
"""Where a step's time goes on the GPU, from the traces that
`graphopt_fx.check --profile DIR` writes (Chrome format, one per graph and
rank, three steps each): per step, the span from its first kernel to its
last, the compute streams' busy time, the NCCL kernels' time and how much
of it ran beside compute, the compute streams' idle time split into "a
collective was running" (waiting on the link) and "nothing was running"
(dependencies, launches), and how much slower compute kernels ran while an
NCCL kernel ran beside them than the same kernels alone (contention).

    bench/two_gpu/profile_overlap.py DIR [--json OUT] [--graphs G.json ...] [--link LAT,HOP,GBPS]

With --graphs (the checked graphs, in check's order: the trace
K-NAME.rank0.json goes with the K-th, counting from 0), each step's NCCL kernels are paired in order with the graph's
collectives, and their times inside the step are shown by buffer size:
count, median time, the bus bandwidth they reached, and with --link
(graphopt's latency_us, hop_latency_us, bandwidth_GBps) the model's time
for the same collectives against the measured.

Stdlib only (graphopt_fx.calibrate for the link model): the traces come
back from the device and are read here.
"""
import argparse
import glob
import json
import os
import re
import statistics
import sys
from collections import defaultdict

_ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
sys.path.insert(0, os.path.join(_ROOT, "python"))
sys.path.insert(0, os.path.join(_ROOT, "bench", "robust"))
from graphopt_fx.calibrate import model_us, wire_and_steps  # noqa: E402
from sim2 import nbytes  # noqa: E402
from bursts import is_collective  # noqa: E402  (beside this file)
BINS = [(0, 64 << 10, "< 64 KiB"), (64 << 10, 1 << 20, "64 KiB - 1 MiB"), (1 << 20, 4 << 20, "1 - 4 MiB"),
        (4 << 20, 16 << 20, "4 - 16 MiB"), (16 << 20, 1 << 62, ">= 16 MiB")]


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


def collectives(doc):
    """The graph's collectives in program order: (kind, buffer bytes as
    nccl-tests counts them, group size)."""
    groups = doc.get("process_groups", {})
    out = []
    for n in doc["graph"]["nodes"]:
        if not is_collective(n):
            continue
        t = str(n.get("target", ""))
        args = n.get("args", [])
        names = [x for x in args if isinstance(x, str)]
        size = groups.get(names[-1], {}).get("size") if names else None
        size = size or next((x for x in args if isinstance(x, int) and not isinstance(x, bool) and x > 1), 2)
        kind = next((k for k in ("all_reduce", "all_gather", "reduce_scatter", "all_to_all") if k in t), "other")
        buf = nbytes(n.get("meta", {}).get("val"))
        if kind == "reduce_scatter":
            buf *= size  # the buffer is the input
        out.append((kind, buf, size))
    return out


def collective_times(path, doc):
    """Per collective of `doc`, its NCCL kernel's median time over the
    steps (us), pairing kernels and collectives in order; None when the
    counts differ (a coalesced launch, say)."""
    with open(path) as f:
        events = json.load(f)["traceEvents"]
    colls = collectives(doc)
    per = []
    for ks in steps_of(events):
        comm_k = sorted((a, b) for a, b, name in ks if is_nccl(name))
        if len(comm_k) != len(colls):
            print(f"profile_overlap: {os.path.basename(path)}: {len(comm_k)} NCCL kernels in a step, "
                  f"{len(colls)} collectives in the graph: not paired", file=sys.stderr)
            return None
        per.append([b - a for a, b in comm_k])
    if not per:
        return None
    return [(kind, nbytes, size, statistics.median(p[i] for p in per)) for i, (kind, nbytes, size) in enumerate(colls)]


def by_size(times, link=None):
    """Rows per size bin: count, median us, bus bandwidth reached (GB/s),
    and the measured over the model's time (with link)."""
    rows = []
    for lo, hi, label in BINS:
        xs = [t for t in times if lo <= t[1] < hi]
        if not xs:
            continue
        wire = sum(wire_and_steps(k, b, s)[0] for k, b, s, _ in xs)
        us = sum(t[3] for t in xs)
        row = {"bin": label, "count": len(xs), "median_us": statistics.median(t[3] for t in xs),
               "busbw_GBps": wire / us / 1e3 if us else None}
        if link:
            row["measured_over_model"] = us / sum(model_us(k, b, s, *link) for k, b, s, _ in xs)
        rows.append(row)
    return rows


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
    ap.add_argument("--graphs", nargs="*", default=[], help="the checked graphs, to pair kernels with collectives")
    ap.add_argument("--link", help="latency_us,hop_latency_us,bandwidth_GBps of the model to compare with")
    a = ap.parse_args()
    link = tuple(float(x) for x in a.link.split(",")) if a.link else None
    docs = []
    for g in a.graphs:
        with open(g) as f:
            docs.append(json.load(f))
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
    sizes = {}
    for (g, r) in rows:
        k = g.split("-", 1)[0]
        if not k.isdigit() or int(k) >= len(docs):
            continue
        times = collective_times(os.path.join(a.dir, f"{g}.rank{r}.json"), docs[int(k)])
        if times:
            sizes[(g, r)] = by_size(times, link)
            print(f"\n{g} (rank {r}): collectives inside the step, by buffer size")
            for row in sizes[(g, r)]:
                extra = f", {row['measured_over_model']:.2f}x the model" if "measured_over_model" in row else ""
                print(f"  {row['bin']:>15s}: {row['count']:4d}, median {row['median_us']:9.1f} us, "
                      f"{row['busbw_GBps']:.2f} GB/s{extra}")
    if a.json:
        with open(a.json, "w") as f:
            json.dump([{"graph": g, "rank": r, **v, "by_size": sizes.get((g, r))} for (g, r), v in rows.items()], f,
                      indent=1)


if __name__ == "__main__":
    main()
