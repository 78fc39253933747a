#!/usr/bin/env python3
"""A second simulator, written apart from graphopt's cost model and stream
model, to judge schedules by something they were not optimised against.

Its own formulas:
- compute: a launch cost of 6 us plus the larger of the matmul time (2MNK
  flops at a peak that small matmuls reach only in part: efficiency
  0.75 * f / (f + 5e8)) and the memory time (bytes read and written at
  2.6 TB/s; an .out op writes its out= tensors); views and allocations
  cost nothing;
- collectives: latency plus the NCCL ring's algorithm time (all-reduce
  2(n-1)/n of the buffer, all-gather, reduce-scatter and all-to-all (n-1)/n
  of the full buffer) over a link of the given bandwidth; a coalesced one
  pays the latency once per tensor (NCCL runs each as a ring of its own:
  the pessimistic end, where graphopt's model charges a ring step each);
- streams: one compute stream; one FIFO stream per process group;
  collectives in flight on different groups share the link's bandwidth
  (processor sharing, after their latency); compute runs 8% slower while any
  collective is in flight. Event-driven, exact for these rules.

Two knobs for experiments (bench/two_gpu/overlap_fit.py), off by default:
compute_scale multiplies every compute time; comm_slowdown makes transfers
progress that many times slower while compute runs (a link that the GPU's
own work holds back), at full speed while the compute stream waits.

    bench/robust/sim2.py GRAPH.json [--bw 40] [--latency-us 25]

prints the step time and the exposed communication (ms). As a module:
simulate(doc, bw_GBps, latency_us) -> dict.
"""
import argparse
import json
import math
import sys
from collections import deque

LAUNCH_S = 6e-6
HBM_BPS = 2.6e12
PEAK = {"float32": 50e12, "bfloat16": 700e12, "float16": 700e12}
SLOWDOWN = 1.08
EPS = 1e-12  # seconds: what is left of a latency or a transfer below this is done
DTYPE_BYTES = {"float64": 8, "float32": 4, "float16": 2, "bfloat16": 2, "int64": 8, "int32": 4, "int16": 2,
               "int8": 1, "uint8": 1, "bool": 1, "complex64": 8}
VIEWS = ("view", "_unsafe_view", "reshape", "expand", "permute", "transpose", "t", "slice", "select", "squeeze",
         "unsqueeze", "alias", "detach", "split", "split_with_sizes", "as_strided", "unbind", "getitem", "chunk",
         "narrow", "expand_as", "view_as", "lift_fresh_copy", "_reshape_alias")
# Allocations: the caching allocator hands out memory without GPU work.
ALLOCS = ("empty", "new_empty", "empty_like", "empty_strided", "new_empty_strided")


def _tensors(val):
    if isinstance(val, dict) and "shape" in val:
        yield val
    elif isinstance(val, list):
        for v in val:
            yield from _tensors(v)


def nbytes(val):
    total = 0
    for t in _tensors(val):
        n = 1
        for d in t["shape"]:
            n *= d if isinstance(d, int) else 1
        total += n * DTYPE_BYTES.get(t.get("dtype"), 4)
    return total


def _refs(arg):
    if isinstance(arg, dict):
        if "node" in arg and len(arg) == 1:
            yield arg["node"]
        else:
            for v in arg.values():
                yield from _refs(v)
    elif isinstance(arg, list):
        for v in arg:
            yield from _refs(v)


def _op(target):
    parts = str(target).split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def compute_s(node, vals):
    op = _op(node.get("target", ""))
    if op in VIEWS or op in ALLOCS or node.get("target") == "getitem" or str(node.get("target", "")).endswith("getitem"):
        return 0.0
    args = node.get("args", [])
    ins = [vals.get(r) for r in _refs(args)]
    # An .out op writes the tensors of its out= argument (its own value, if
    # any, aliases them).
    outs = [vals.get(r) for r in _refs(node.get("kwargs", {}).get("out", []))]
    written = sum(nbytes(v) for v in outs if v is not None) or nbytes(node.get("meta", {}).get("val"))
    moved = sum(nbytes(v) for v in ins if v is not None) + written
    flops = 0.0
    shapes = [v["shape"] for v in ins if isinstance(v, dict) and "shape" in v]
    dtype = next((v.get("dtype") for v in ins if isinstance(v, dict) and "dtype" in v), "float32")
    if op in ("mm", "addmm") and len(shapes) >= 2:
        a, b = shapes[-2], shapes[-1]
        if len(a) == 2 and len(b) == 2:
            flops = 2.0 * a[0] * a[1] * b[1]
    elif op in ("bmm", "baddbmm") and len(shapes) >= 2:
        a, b = shapes[-2], shapes[-1]
        if len(a) == 3 and len(b) == 3:
            flops = 2.0 * a[0] * a[1] * a[2] * b[2]
    t = moved / HBM_BPS
    if flops:
        eff = 0.75 * flops / (flops + 5e8)
        t = max(t, flops / (PEAK.get(dtype, 50e12) * eff))
    return LAUNCH_S + t


def collective_bytes_factor(target, n):
    name = str(target)
    if "all_reduce" in name:
        return 2.0 * (n - 1) / n, "in"
    if "all_gather" in name:
        return (n - 1) / n, "out"
    return (n - 1) / n, "in"  # reduce_scatter (full buffer in), all_to_all


class Comm:
    """The streams: FIFO per group, link shared by groups in transfer."""

    def __init__(self, latency_s):
        self.t = 0.0
        self.queues = {}  # group -> deque of [cid, latency_left, work_left (s at full link)]
        self.end = {}
        self.latency_s = latency_s

    def issue(self, cid, group, work_s, rings=1):
        self.queues.setdefault(group, deque()).append([cid, self.latency_s * rings, max(work_s, 0.0)])

    def active(self):
        return [q[0] for q in self.queues.values() if q]

    def busy(self):
        return any(self.queues.values())

    def next_event(self, rate=1.0):
        """When the next latency or transfer ends, transfers moving at `rate`."""
        act = self.active()
        sharing = sum(1 for h in act if h[1] <= 0) or 1
        best = math.inf
        for h in act:
            best = min(best, h[1] if h[1] > 0 else h[2] * sharing / rate)
        return self.t + best

    def advance(self, until, rate=1.0):
        while self.busy():
            e = self.next_event(rate)
            stop = min(e, until)
            dt = stop - self.t
            act = self.active()
            sharing = sum(1 for h in act if h[1] <= 0) or 1
            for h in act:
                if h[1] > 0:
                    h[1] = 0.0 if h[1] - dt <= EPS else h[1] - dt
                else:
                    h[2] = 0.0 if h[2] - dt * rate / sharing <= EPS else h[2] - dt * rate / sharing
            self.t = stop
            for g, q in self.queues.items():
                while q and q[0][1] <= 0 and q[0][2] <= 0:
                    self.end[q[0][0]] = self.t
                    q.popleft()
            if stop >= until:
                break
        self.t = max(self.t, until)


def simulate(doc, bw_GBps=40.0, latency_us=25.0, compute_scale=1.0, comm_slowdown=1.0):
    nodes = doc["graph"]["nodes"]
    groups = doc.get("process_groups", {})
    vals = {n["name"]: n.get("meta", {}).get("val") for n in nodes}
    coll_of = {}  # node name -> collective name (a getitem of a coalesced one included)
    comm = Comm(latency_us * 1e-6)
    t = blocked = compute_total = 0.0
    busy = 1.0 / comm_slowdown  # transfer rate while compute runs: catching up to t covers compute time
    for n in nodes:
        target = str(n.get("target", ""))
        if n["op"] != "call_function":
            continue
        if target.startswith("_c10d_functional.") and "wait_tensor" not in target:
            strs = [a for a in n.get("args", []) if isinstance(a, str)]
            group = strs[-1] if strs else "0"
            size = groups.get(group, {}).get("size") or next(
                (a for a in n.get("args", []) if isinstance(a, int) and not isinstance(a, bool) and a > 1), 2)
            factor, side = collective_bytes_factor(target, size)
            moved = nbytes(n.get("meta", {}).get("val")) if side == "out" else sum(
                nbytes(vals.get(r)) for r in _refs(n.get("args", [])[:1]))
            if "reduce_scatter" in target and side == "in":
                moved = max(moved, nbytes(n.get("meta", {}).get("val")) * size)
            first = n.get("args", [None])[0]
            rings = len(first) if "_coalesced" in target and isinstance(first, list) and first else 1
            comm.advance(t, busy)
            comm.issue(n["name"], group, factor * moved / (bw_GBps * 1e9), rings)
            coll_of[n["name"]] = n["name"]
            continue
        if target.endswith("getitem"):
            src = next(iter(_refs(n.get("args", []))), None)
            if src in coll_of:
                coll_of[n["name"]] = coll_of[src]
            continue
        if "wait_tensor" in target:
            src = next(iter(_refs(n.get("args", []))), None)
            c = coll_of.get(src)
            if c is not None:
                comm.advance(t, busy)
                while c not in comm.end and comm.busy():
                    comm.advance(comm.next_event())
                done = comm.end.get(c, t)
                if done > t:
                    blocked += done - t
                    t = done
            continue
        work = compute_s(n, vals) * compute_scale
        compute_total += work
        while work > EPS:
            comm.advance(t, busy)
            if not comm.busy():
                t += work
                break
            e = comm.next_event(busy)
            need = work * SLOWDOWN
            if t + need <= e:
                t += need
                work = 0
            else:
                work -= (e - t) / SLOWDOWN
                t = e
    compute_end = t
    comm.advance(t, busy)
    while comm.busy():
        comm.advance(comm.next_event())
    step = max([t] + list(comm.end.values()))
    return {"step_ms": step * 1e3, "exposed_ms": (blocked + step - compute_end) * 1e3,
            "compute_ms": compute_total * 1e3}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("graph")
    ap.add_argument("--bw", type=float, default=40.0, help="link bandwidth, GB/s")
    ap.add_argument("--latency-us", type=float, default=25.0)
    a = ap.parse_args()
    with open(a.graph) as f:
        r = simulate(json.load(f), a.bw, a.latency_us)
    print(f"step {r['step_ms']:.3f} ms, exposed communication {r['exposed_ms']:.3f} ms, compute {r['compute_ms']:.3f} ms")


if __name__ == "__main__":
    sys.exit(main())
