"""Measures this machine's GPUs and link and writes a cost file for
graphopt's --cost-model: each collective kind over a sweep of sizes, and
coalesced all-gathers and reduce-scatters of 4 and 16 tensors, fitted to
graphopt's collective model; the efficiency of float32 and bfloat16
matmuls, of attention and of memory-bound kernels; the GPU time of a tiny
kernel; and how much slower compute runs while NCCL moves data beside it.

    python -m graphopt_fx.calibrate --ranks 2 -o cluster.json
    graphopt --cost-model cluster.json --passes=overlap_schedule step.json

One process per GPU of this host, NCCL between them: the link measured is
the one NCCL uses here (NVLink; or sockets with NCCL_P2P_DISABLE=1
NCCL_SHM_DISABLE=1, a stand-in for a network). The efficiencies are fitted
against graphopt's own estimate of the same ops (the binary is run on a
one-op graph), so the model's formulas stay in one place. `--report FILE`
also writes every measurement. The cost file is checked by graphopt before
it replaces -o; nothing is written when a rank fails.
"""
import argparse
import json
import math
import os
import statistics
import sys
import tempfile
import time

from .cli import UsageError, read_document, require_torch
from .files import check_writable, error_text, stopped_by_signals, write_text
from .runner import GraphoptError

OPS = ["all_reduce", "all_gather", "reduce_scatter", "all_to_all"]
PRESETS = ("a100", "h100", "h200", "b200")


# ---- the collective model, and its fit ---------------------------------

def wire_and_steps(op, nbytes, n):
    """Bytes each GPU sends, and the ring's steps (lib/cost/comm_model.cpp):
    2(n-1)/n of the buffer in 2(n-1) steps for all-reduce, (n-1)/n in n-1
    for the others."""
    frac = (n - 1) / n
    if op == "all_reduce":
        return 2 * frac * nbytes, 2 * (n - 1)
    return frac * nbytes, n - 1


def model_us(op, nbytes, n, base, hop, busbw, large=None, tensors=1):
    """graphopt's time of one collective: base + tensors * steps * hop +
    wire / busbw (a coalesced collective of `tensors` tensors, `nbytes` in
    all, runs a ring for each), or with `large` = (large_latency_us,
    large_bandwidth_GBps) the faster of that line and the large messages'
    one (lib/cost/comm_model.cpp)."""
    wire, steps = wire_and_steps(op, nbytes, n)
    rings = tensors * steps * hop
    t = base + rings + wire / busbw / 1e3  # bytes / (GB/s) = ns
    if large:
        t = min(t, large[0] + rings + wire / large[1] / 1e3)
    return t


def point_us(p, n, base, hop, busbw, large=None):
    """model_us of a measured point (its "tensors", 1 where it has none)."""
    return model_us(p["op"], p["bytes"], n, base, hop, busbw, large, p.get("tensors", 1))


def fit_link(points, n):
    """(latency_us, hop_latency_us, bandwidth_GBps) minimising the squared
    log error over measured points ({"op", "bytes", "us"}, and "tensors"
    for a coalesced collective): a coarse grid, then a finer one around its
    best. On two ranks the hop latency is told apart from the latency only
    by the all-reduce's second ring step, unless coalesced points say what
    each further ring costs."""
    def err(base, hop, busbw):
        return sum(math.log(point_us(p, n, base, hop, busbw) / p["us"]) ** 2 for p in points)

    best = None
    for busbw in [float(b) for b in range(1, 11)] + [b * 10.0 for b in range(2, 101)]:
        for base in [x * 2.0 for x in range(0, 31)]:
            for hop in [x * 1.0 for x in range(0, 41)]:
                e = err(base, hop, busbw)
                if best is None or e < best[0]:
                    best = (e, base, hop, busbw)
    _, b0, h0, g0 = best
    for busbw in [g0 * (1 + k / 50) for k in range(-10, 11)]:
        for base in [max(0.0, b0 + k * 0.5) for k in range(-4, 5)]:
            for hop in [max(0.0, h0 + k * 0.25) for k in range(-4, 5)]:
                e = err(base, hop, busbw)
                if e < best[0]:
                    best = (e, base, hop, busbw)
    return best[1], best[2], best[3]


# The collectives the large line is fitted to: the ones training steps
# issue. all_to_all over sockets runs 30% slower than an all-gather of the
# same buffer at 64-256 MiB, and left in it drags the line off the others.
LARGE_LINE_OPS = ("all_reduce", "all_gather", "reduce_scatter")


def fit_large_line(points, n, base, hop, busbw, gain=0.25):
    """A second line for large messages, (large_latency_us,
    large_bandwidth_GBps), beside the line fit_link found, or None. Fitted
    (least squared log error) to the points of LARGE_LINE_OPS, and kept
    when it cuts their error at 1 MiB and more by at least `gain` without
    raising it over all their sizes. NCCL's rate keeps growing with the
    message past what one line says: over sockets on two H200 an all-gather
    moves 6.8 GB/s at 4 MiB and 7.92 at 256 MiB, which one latency and one
    bandwidth cannot both fit."""
    pts = [p for p in points if p["op"] in LARGE_LINE_OPS]
    big = [p for p in pts if p["bytes"] >= 1 << 20]

    def err(large, over):
        return sum(math.log(point_us(p, n, base, hop, busbw, large) / p["us"]) ** 2 for p in over)

    if not big:
        return None
    best = (err(None, pts), None)
    # Its latency is at least the small line's, as graphopt requires (a line
    # that starts faster and moves faster would be the only one that
    # counts). On the sweeps here the best line meets it anyway: this keeps
    # a sweep unlike them from writing a file graphopt refuses.
    for bw in [busbw * (1 + k / 20) for k in range(1, 41)]:
        for lat in [x * 10.0 for x in range(0, 101) if x * 10.0 >= base]:
            e = err((lat, bw), pts)
            if e < best[0]:
                best = (e, (lat, bw))
    if best[1] is None:
        return None
    l0, g0 = best[1]
    for bw in [g0 * (1 + k / 400) for k in range(-10, 11)]:
        for lat in [max(base, l0 + k * 0.5) for k in range(-20, 21)]:
            e = err((lat, bw), pts)
            if e < best[0]:
                best = (e, (lat, bw))
    return best[1] if err(best[1], big) <= (1 - gain) * err(None, big) else None


# ---- one-op graphs, estimated by graphopt --------------------------------

def _tensor(shape, dtype):
    stride, s = [], 1
    for d in reversed(shape):
        stride.insert(0, s)
        s *= d
    return {"shape": list(shape), "dtype": dtype, "stride": stride, "device": "cuda:0"}


def one_op_graph(target, inputs, output, dtype):
    """An fx-json document with placeholders of `inputs` (shapes), one call
    of `target` on them giving `output` (a shape, or a list of shapes), and
    the output node."""
    nodes = [{"name": f"x{i}", "op": "placeholder", "target": f"x{i}", "meta": {"val": _tensor(s, dtype)}}
             for i, s in enumerate(inputs)]
    val = [_tensor(s, dtype) for s in output] if output and isinstance(output[0], (list, tuple)) else _tensor(output, dtype)
    nodes.append({"name": "op", "op": "call_function", "target": target,
                  "args": [{"node": f"x{i}"} for i in range(len(inputs))], "meta": {"val": val}})
    nodes.append({"name": "output", "op": "output", "target": "output", "args": [[{"node": "op"}]]})
    return {"format": "fx-json", "version": 1, "producer": {"name": "graphopt_fx.calibrate"},
            "graph": {"nodes": nodes}}


# What compute_ops measures, as one-op graphs: (key of the cost file it
# fits, target, input shapes, output shape, dtype). Large enough that the
# kernel is bound by its arithmetic (matmuls, attention) or by memory (add).
COMPUTE_OPS = {
    "fp32_matmul_efficiency": ("aten.mm.default", [(4096, 4096), (4096, 4096)], (4096, 4096), "float32"),
    "matmul_efficiency": ("aten.mm.default", [(8192, 8192), (8192, 8192)], (8192, 8192), "bfloat16"),
    "attention_efficiency": ("aten._scaled_dot_product_flash_attention.default",
                             [(4, 16, 2048, 128)] * 3, [(4, 16, 2048, 128)], "bfloat16"),
    "memory_efficiency": ("aten.add.Tensor", [(1 << 26,), (1 << 26,)], (1 << 26,), "float32"),
}


def estimate_ns(doc, cost, graphopt=None):
    """graphopt's estimated step of `doc` under the cost file contents `cost`."""
    from .runner import run

    with tempfile.TemporaryDirectory(prefix="graphopt_calibrate_") as tmp:
        path = os.path.join(tmp, "cost.json")
        with open(path, "w") as f:
            json.dump(cost, f)
        _, stats = run(doc, "", graphopt=graphopt, cost_model=path, load=False)
    return [r for r in stats if r.get("stage") == "output"][-1]["step_time_ns"]


def fit_efficiencies(measured_ms, gpu, graphopt=None):
    """Each key of COMPUTE_OPS that was measured, as the efficiency that
    makes graphopt's estimate of its op equal the measured time: the
    estimate at efficiency 1 (and memory at full speed, no kernel floor)
    over the measured time, which the model's time is inversely
    proportional to. Clamped to the cost file's range."""
    ideal = {"gpu": gpu, "matmul_efficiency": 1, "fp32_matmul_efficiency": 1, "attention_efficiency": 1,
             "memory_efficiency": 1, "kernel_ns": 0}
    out = {}
    for key, (target, ins, outs, dtype) in COMPUTE_OPS.items():
        if key not in measured_ms:
            continue
        t1 = estimate_ns(one_op_graph(target, ins, outs, dtype), ideal, graphopt)
        out[key] = float(f"{min(1.0, max(0.001, t1 / (measured_ms[key] * 1e6))):.3g}")
    return out


def gpu_preset(name):
    """The preset for a CUDA device name ("NVIDIA H200" -> "h200"), or None."""
    low = name.lower()
    for p in PRESETS:
        if p in low:
            return p
    return None


def cost_file(measured, gpu, n, graphopt=None):
    """The cost file for rank 0's measurements."""
    doc = {"description": measured["description"], "gpu": gpu}
    if n > 1 and measured.get("collectives"):
        base, hop, busbw = fit_link(measured["collectives"], n)
        doc["intra_node"] = {"bandwidth_GBps": float(f"{busbw:.3g}"), "latency_us": base, "hop_latency_us": hop}
        large = fit_large_line(measured["collectives"], n, base, hop, float(f"{busbw:.3g}"))
        if large:
            doc["intra_node"]["large_bandwidth_GBps"] = float(f"{large[1]:.3g}")
            doc["intra_node"]["large_latency_us"] = round(large[0], 1)
    doc.update(fit_efficiencies(measured["compute_ms"], gpu, graphopt))
    if "tiny_kernel_ns" in measured:
        doc["kernel_ns"] = round(measured["tiny_kernel_ns"])
    if measured.get("compute_slowdown") is not None:
        doc["contention"] = round(max(0.0, measured["compute_slowdown"]), 3)
    return doc


def time_left(deadline, before):
    """Seconds to the run's deadline (--timeout bounds the whole run, the
    children it starts included); a GraphoptError when none are left."""
    left = deadline - time.monotonic()
    if left <= 0:
        raise GraphoptError(f"--timeout ran out before {before}")
    return left


def _stop_child(p):
    """A child still running gets SIGTERM, then SIGKILL 30 s later; its pipes
    are read meanwhile (a child that writes as it stops would block). A
    second signal here waits until the child is gone (found by review: it
    ended calibrate in the grace and left the child running)."""
    import signal
    import subprocess

    if p.poll() is not None:
        return
    blocked = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM, signal.SIGHUP, signal.SIGINT})
    try:
        p.terminate()
        try:
            p.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            p.kill()
            p.communicate()
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, blocked)


def _module_json(args, failure, deadline=math.inf):
    """Runs `python -m graphopt_fx.<args>` in a process of its own, with
    "{out}" in args standing for a temporary file it writes; returns that
    file, parsed. Raises GraphoptError(failure: its stderr) when it fails,
    or when it runs past `deadline` (time.monotonic()). A child still
    running when this one stops (the deadline, a signal) gets SIGTERM, which
    stops its own ranks (ranks.spawn), and SIGKILL 30 s later."""
    import subprocess

    with stopped_by_signals(), tempfile.TemporaryDirectory(prefix="graphopt_calibrate_") as tmp:
        out = os.path.join(tmp, "out.json")
        left = time_left(deadline, failure.replace(" failed", ""))
        p = subprocess.Popen([sys.executable, "-m"] + [out if a == "{out}" else a for a in args],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            stdout, stderr = p.communicate(timeout=None if left == math.inf else left)
        except subprocess.TimeoutExpired:
            raise GraphoptError(f"{failure}: still running when --timeout ran out") from None
        finally:
            _stop_child(p)
        if p.returncode != 0:  # the child's errors, wherever it wrote them
            said = "\n".join(t.strip() for t in (stderr, stdout) if t.strip())
            raise GraphoptError(f"{failure}: {said[-2000:]}", p.returncode, stderr)
        with open(out) as f:
            return json.load(f)


def profiled_step(step, iters, deadline=math.inf):
    """{node: measured ns} of the compute nodes of the graph at `step`, timed
    by graphopt_fx.profile (one GPU, a fake process group standing in for
    the other ranks)."""
    from .step_fit import measured_runtimes

    doc = _module_json(["graphopt_fx.profile", "-o", "{out}", "--iters", str(iters), "--", step],
                       f"profiling {step} failed", deadline)
    return measured_runtimes(doc)


def replayed_step(step, ranks, iters, deadline):
    """The median replay of the step on `ranks` GPUs, in ms: graphopt_fx.check,
    the step captured in a CUDA graph."""
    what = f"running {step} on {ranks} GPUs failed"
    left = time_left(deadline, what.replace(" failed", ""))
    return _module_json(["graphopt_fx.check", "--ranks", str(ranks), "--iters", str(iters), "--warmup",
                         "3", "--cuda-graph", "--timeout", f"{max(1.0, left):.0f}", "--json", "{out}", "--", step, step],
                        what, deadline)["before_replay_ms"]


def fit_to_steps(doc, steps, ranks, iters, deadline, graphopt=None):
    """The cost file fitted to the steps: its efficiencies to their
    measured nodes (step_fit.fit), then, on several ranks, its link's
    bandwidth to their replays (step_fit.fit_link: over NVLink a traced
    step exposes too little communication to tell, and the sweep's link is
    kept). Returns the file and the fits' rows for the report."""
    from .step_fit import EFFICIENCIES, bounded, fit, fit_link, scaled_link

    measured = [profiled_step(s, iters, deadline) for s in steps]
    missing = [k for k in EFFICIENCIES if k not in doc]
    if missing:
        raise GraphoptError(f"the cost file has no {', '.join(missing)} to start the step fit from")
    with bounded(deadline):  # (the fits run graphopt many times: the run's deadline bounds them too)
        values, rows = fit(steps, measured, doc, graphopt)
    out = dict(doc, **values)
    names = ", ".join(os.path.basename(s) for s in steps)
    out["description"] += f"; efficiencies fitted to the nodes of {names}"
    link_rows = []
    if ranks > 1 and "intra_node" in out:
        replays = [replayed_step(s, ranks, max(iters, 10), deadline) for s in steps]
        with bounded(deadline):
            scale, link_rows = fit_link(steps, replays, out, graphopt)
        if scale != 1.0:
            out = scaled_link(out, scale)
            out["description"] += f"; link bandwidth x{scale} to fit their replays"
    return out, rows, link_rows


def write_checked(doc, path, graphopt=None):
    """Writes the cost file to `path` through a temporary file beside it,
    after graphopt has accepted it (a one-op graph estimated under it)."""
    estimate_ns(one_op_graph("aten.add.Tensor", [(1024,), (1024,)], (1024,), "float32"), doc, graphopt)
    write_text(path, json.dumps(doc, indent=1) + "\n")


# ---- measuring (one process per GPU) ------------------------------------

def _timed(torch, fn, calls, batches=5):
    """Median GPU time of one call of fn, in ms: CUDA events around batches."""
    times = []
    for _ in range(batches):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        for _ in range(calls):
            fn()
        end.record()
        torch.cuda.synchronize()
        times.append(start.elapsed_time(end) / calls)
    return statistics.median(times)


def _collective(dist, op, buf, out):
    if op == "all_reduce":
        return dist.all_reduce(buf, async_op=True)
    if op == "all_gather":
        return dist.all_gather_into_tensor(out, buf, async_op=True)
    if op == "reduce_scatter":
        return dist.reduce_scatter_tensor(out, buf, async_op=True)
    return dist.all_to_all_single(out, buf, async_op=True)


def _replayable(torch, fn, calls):
    """A CUDA graph of `calls` calls of fn back to back (fn run once on a
    side stream first, as capture wants)."""
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        fn()
    torch.cuda.current_stream().wait_stream(side)
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        for _ in range(calls):
            fn()
    return g


def _time_issue(torch, dist, device, issue, warmup, batches, eager, wait_each, max_calls=200):
    """The median time of one collective, in us: issue() launches it and
    returns what waits for it. Replayed from a CUDA graph, as a compiled
    step runs it: launched eagerly (eager=True) a small collective costs its
    launch on the CPU, which the model's latency would then take for the
    link's. wait_each=False: in the graph, the calls follow each other on
    NCCL's stream, waited for after the last (a run of collectives issued
    together, as a step's gradient buckets are), not each after itself."""
    def call():
        issue()()

    def run_of(k):
        def run():
            waits = [issue() for _ in range(k)]
            for w in waits:  # (the last ends last: NCCL's stream runs them in order)
                w()
        return run

    for _ in range(warmup):
        call()
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    call()
    torch.cuda.synchronize()
    once = max(time.perf_counter() - t0, 1e-6)
    # Every rank makes the same number of calls: the smallest batch.
    agreed = torch.tensor([max(1, min(max_calls, int(0.02 / once)))], device=device)
    dist.all_reduce(agreed, op=dist.ReduceOp.MIN)
    calls = int(agreed.item())
    dist.barrier()
    if eager:
        return _timed(torch, call, calls, batches) * 1e3
    # Either `calls` captures of one waited call, or one capture of the whole run.
    graph = _replayable(torch, call, calls) if wait_each else _replayable(torch, run_of(calls), 1)
    dist.barrier()
    us = _timed(torch, graph.replay, 1, batches) * 1e3 / calls
    del graph
    return us


def sweep(torch, dist, device, n, min_bytes, max_bytes, step, warmup=5, batches=5, eager=False, wait_each=True):
    """Each collective over sizes min_bytes..max_bytes (x step): the median
    time of one call, in us (_time_issue). "bytes" is the whole buffer, as
    nccl-tests counts it: the tensor of an all-reduce, the output of an
    all-gather, the input of a reduce-scatter, the buffer of an all-to-all."""
    results = []
    size = min_bytes
    while size <= max_bytes:
        for op in OPS:
            elems = max(n, size // 4 // n * n)  # float32, divisible by the group
            # Zeros: summed again and again, ones would overflow to inf.
            small, big = torch.zeros(elems // n, device=device), torch.zeros(elems, device=device)
            buf, out = {"all_gather": (small, big), "reduce_scatter": (big, small)}.get(op, (big, torch.zeros_like(big)))

            def issue():
                return _collective(dist, op, buf, out).wait

            us = _time_issue(torch, dist, device, issue, warmup, batches, eager, wait_each)
            results.append({"op": op, "bytes": elems * 4, "us": us})
        size *= step
    return results


# Coalesced collectives measured: whole buffers (all tensors together) and
# how many tensors they are split into. A step's buckets launch their
# members as one coalesced collective (comm_fusion{coalesce=true}, and the
# uncopied members of copy_mb); NCCL runs a ring for each tensor, and what a
# further ring costs is what decides between copying members into one
# buffer and sending them apart.
COALESCED_BYTES = (1 << 18, 1 << 22, 1 << 26)
COALESCED_TENSORS = (4, 16)


def coalesced_sweep(torch, dist, device, n, max_bytes, warmup=5, batches=5, eager=False, wait_each=True):
    """All-gathers and reduce-scatters of COALESCED_BYTES split into
    COALESCED_TENSORS equal tensors, launched as one coalesced collective
    (the functional ops a traced step calls); points as sweep's, with
    "tensors"."""
    funcs = torch.ops._c10d_functional
    group = dist.group.WORLD.group_name
    results = []
    for size in (b for b in COALESCED_BYTES if b <= max_bytes):
        for op in ("all_gather", "reduce_scatter"):
            for k in COALESCED_TENSORS:
                elems = max(n, size // 4 // k // n * n)  # each tensor's whole buffer, divisible by the group
                shape = elems // n if op == "all_gather" else elems
                ins = [torch.zeros(shape, device=device) for _ in range(k)]

                def issue():
                    if op == "all_gather":
                        outs = funcs.all_gather_into_tensor_coalesced(ins, n, group)
                    else:
                        outs = funcs.reduce_scatter_tensor_coalesced(ins, "sum", n, group)
                    return lambda: [funcs.wait_tensor(o) for o in outs]

                # Each call allocates its outputs, and a run captured whole
                # holds them all: at most 1 GiB of them.
                us = _time_issue(torch, dist, device, issue, warmup, batches, eager, wait_each,
                                 max_calls=max(1, min(200, (1 << 30) // size)))
                results.append({"op": op, "bytes": elems * 4 * k, "tensors": k, "us": us})
    return results


def compute_ops(torch, device):
    """Measured ms of each op of COMPUTE_OPS, run as graphopt describes it."""
    dtypes = {"float32": torch.float32, "bfloat16": torch.bfloat16}
    out = {}
    for key, (target, ins, _, dtype) in COMPUTE_OPS.items():
        xs = [torch.randn(s, device=device, dtype=dtypes[dtype]) for s in ins]
        name, overload = target[len("aten."):].rsplit(".", 1)
        fn = getattr(getattr(torch.ops.aten, name), overload)
        for _ in range(3):
            fn(*xs)
        torch.cuda.synchronize()
        out[key] = _timed(torch, lambda: fn(*xs), 10)
    return out


def tiny_kernel_ns(torch, device, kernels=500):
    """GPU time per kernel of a chain of tiny adds, replayed from a CUDA graph
    (no launch cost): what a kernel costs however little it does."""
    x = torch.zeros(1, device=device)
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        for _ in range(3):
            x.add_(1)
    torch.cuda.current_stream().wait_stream(side)
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        for _ in range(kernels):
            x.add_(1)
    g.replay()
    torch.cuda.synchronize()
    return _timed(torch, g.replay, 5) * 1e6 / kernels


def compute_slowdown(torch, dist, device, n):
    """How much longer a run of bfloat16 matmuls takes while all-reduces of
    256 MiB run beside it on NCCL's stream, than alone: the contention
    fraction. The all-reduces are made to outlast the matmuls; returns
    (fraction, comm covered the whole run)."""
    a = torch.randn(8192, 8192, device=device, dtype=torch.bfloat16)
    once = _timed(torch, lambda: torch.mm(a, a), 5)
    reps = max(1, int(50 / max(once, 1e-3)))  # about 50 ms of matmuls

    def matmuls():
        for _ in range(reps):
            torch.mm(a, a)

    alone = _timed(torch, matmuls, 1)
    buf = torch.zeros(1 << 26, device=device)  # 256 MiB
    ar = _timed(torch, lambda: dist.all_reduce(buf), 2)
    count = max(1, math.ceil(2 * alone / max(ar, 1e-3)))
    counts = torch.tensor([count], device=device)
    dist.all_reduce(counts, op=dist.ReduceOp.MAX)
    count = int(counts.item())
    runs, covered = [], True
    for _ in range(3):
        dist.barrier()
        torch.cuda.synchronize()
        works = [dist.all_reduce(buf, async_op=True) for _ in range(count)]
        start, mid, end = (torch.cuda.Event(enable_timing=True) for _ in range(3))
        start.record()
        matmuls()
        mid.record()
        for w in works:
            w.wait()
        end.record()
        torch.cuda.synchronize()
        runs.append(start.elapsed_time(mid))
        # The waits come after the matmuls on this stream: the run ends
        # later than they do only if the all-reduces were still going.
        covered = covered and mid.elapsed_time(end) > 0.5
    return statistics.median(runs) / alone - 1, covered


def _worker(rank, args, port, result_dir):
    from .ranks import nccl_rank, watchable

    watchable()
    out = {"rank": rank}
    try:
        torch, dist, device = nccl_rank(rank, args.ranks, port)
        n = args.ranks
        if n > 1:
            how = dict(batches=3 if args.quick else 5, eager=args.eager, wait_each=args.waited)
            out["collectives"] = sweep(torch, dist, device, n, 1 << 10, args.max_mib << 20, 16 if args.quick else 4,
                                       **how)
            out["collectives"] += coalesced_sweep(torch, dist, device, n, args.max_mib << 20, **how)
        out["compute_ms"] = compute_ops(torch, device)
        out["tiny_kernel_ns"] = tiny_kernel_ns(torch, device)
        if n > 1:
            out["compute_slowdown"], out["comm_covered_compute"] = compute_slowdown(torch, dist, device, n)
        out["gpu_name"] = torch.cuda.get_device_name(device)
        out["nccl"] = ".".join(map(str, torch.cuda.nccl.version()))
        out["torch"] = torch.__version__
        dist.barrier()
        dist.destroy_process_group()
    except Exception:
        import traceback

        out["error"] = traceback.format_exc()
    with open(os.path.join(result_dir, f"rank{rank}.json"), "w") as f:
        json.dump(out, f)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m graphopt_fx.calibrate", description=__doc__.split("\n\n")[0])
    ap.add_argument("--ranks", type=int, required=True, help="processes, one GPU each (this host's GPUs)")
    ap.add_argument("-o", "--out", required=True, help="the cost file to write")
    ap.add_argument("--gpu", choices=PRESETS, help="the GPU preset (default: from the device's name)")
    ap.add_argument("--max-mib", type=int, default=256, help="largest collective buffer, MiB (default 256)")
    ap.add_argument("--quick", action="store_true", help="fewer sizes (x16 apart, up to --max-mib) and batches")
    ap.add_argument("--report", help="also write every measurement here (JSON)")
    ap.add_argument("--eager", action="store_true",
                    help="time the collectives launched one by one, not replayed from a CUDA graph (for eager programs)")
    ap.add_argument("--waited", action="store_true",
                    help="replay each collective with a wait after it, not a run of them back to back (a step whose "
                         "collectives each wait on compute)")
    ap.add_argument("--step", action="append", default=[],
                    help="a traced train step (fx-json) whose nodes the compute efficiencies are fitted to; repeatable")
    ap.add_argument("--step-iters", type=int, default=5, help="timed runs of each --step (median; default 5)")
    ap.add_argument("--graphopt", help="the graphopt binary (default: PATH, $GRAPHOPT)")
    ap.add_argument("--timeout", type=float, default=1800.0,
                    help="stop after this many seconds, the --step runs included (default 1800)")
    args = ap.parse_args(argv)
    if not (0 < args.timeout < math.inf):
        ap.error("--timeout must be a number of seconds above 0")
    deadline = time.monotonic() + args.timeout
    if args.ranks < 1:
        ap.error("--ranks must be at least 1")
    if args.max_mib < 1:
        ap.error("--max-mib must be at least 1")
    if args.eager and args.waited:
        print("error: --waited with --eager: launched one by one, each collective is waited for already; give one",
              file=sys.stderr)
        return 2
    # Each output is replaced by a rename: through a link, the file it
    # names; never a device or a pipe (as root, /dev/null would become a
    # file). What the writes at the end would refuse besides (a missing
    # directory, a name too long) is refused before the GPUs are measured.
    target = os.path.realpath(args.out)
    for flag, path, what in (("-o", args.out, "the cost file"), ("--report", args.report, "the report")):
        if not path:
            continue
        if os.path.exists(path) and not os.path.isfile(os.path.realpath(path)):
            print(f"error: {flag} {path}: not a regular file; give a file to write {what} to", file=sys.stderr)
            return 2
        try:
            check_writable(path)
        except OSError as e:
            print(f"error: {flag} {error_text(e)}", file=sys.stderr)
            return 2
    for step in args.step:
        # The steps are inputs: neither output may replace one.
        for flag, path in (("-o", args.out), ("--report", args.report)):
            if path and os.path.realpath(path) == os.path.realpath(step):
                print(f"error: {flag} {path} is the --step {step}; give the output another file", file=sys.stderr)
                return 2
        try:
            read_document(step, pipes=False)  # a bad one named now, not after the sweep
        except UsageError as e:
            print(f"error: --step {e}", file=sys.stderr)
            return 2
    if args.step_iters < 1:
        ap.error("--step-iters must be at least 1")
    if args.report and os.path.realpath(args.report) == target:
        print(f"error: --report {args.report} is the cost file -o names; give them different files", file=sys.stderr)
        return 2
    from .runner import find_graphopt

    try:
        graphopt = find_graphopt(args.graphopt)
    except GraphoptError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    try:
        require_torch("graphopt_fx.calibrate", "measures GPUs")
    except UsageError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    import torch
    if torch.cuda.device_count() < args.ranks:
        print(f"error: --ranks {args.ranks} needs {args.ranks} GPUs; this host has {torch.cuda.device_count()}",
              file=sys.stderr)
        return 2
    from .ranks import spawn

    ranks = spawn(_worker, args.ranks, args, grace=60, timeout=max(1.0, deadline - time.monotonic()))
    errors = [r for r in ranks if "error" in r]
    if errors:
        for r in errors:
            print(f"rank {r['rank']}: {r['error']}", file=sys.stderr)
        return 2
    m = ranks[0]
    gpu = args.gpu or gpu_preset(m["gpu_name"])
    if gpu is None:
        print(f"error: no GPU preset matches {m['gpu_name']!r}: give --gpu ({', '.join(PRESETS)})", file=sys.stderr)
        return 2
    env = " ".join(f"{k}={v}" for k, v in sorted(os.environ.items()) if k.startswith("NCCL_"))
    m["description"] = (f"graphopt_fx.calibrate: {args.ranks} x {m['gpu_name']}, NCCL {m['nccl']}"
                        f"{', ' + env if env else ''}, torch {m['torch']}")
    if args.ranks > 1:
        m["description"] += ("; collectives launched one by one" if args.eager else
                             "; collectives replayed each with a wait" if args.waited else
                             "; collectives replayed back to back")
    if args.ranks > 1 and not m.get("comm_covered_compute", True):
        print("calibrate: the all-reduces ended before the matmuls beside them; contention may be underestimated",
              file=sys.stderr)
    try:
        doc = cost_file(m, gpu, args.ranks, graphopt)
        step_rows, link_rows = [], []
        if args.step:
            doc, step_rows, link_rows = fit_to_steps(doc, args.step, args.ranks, args.step_iters, deadline,
                                                     graphopt)
            for r in step_rows:
                print(f"calibrate: {r['class']}: {r['nodes']} nodes, measured {r['measured_ms']:.2f} ms, estimated "
                      f"{r['estimate_ms_before']:.2f} ms -> {r['estimate_ms_after']:.2f} ms"
                      f"{'' if r['fitted'] else ' (too little time to fit; kept)'}", file=sys.stderr)
            for r in link_rows:
                print(f"calibrate: {r['step']} replayed in {r['measured_ms']:.2f} ms, estimated "
                      f"{r['estimate_ms_before']:.2f} ms -> {r['estimate_ms_after']:.2f} ms (communication "
                      f"{100 * r['exposed_share']:.0f}% of it{'' if r['used'] else ': too little to fit the link to'})",
                      file=sys.stderr)
        # The cost file first: a report that cannot be written loses no calibration.
        write_checked(doc, target, graphopt)
        if args.report:
            try:
                write_text(args.report, json.dumps({"ranks": ranks, "step_fit": step_rows, "link_fit": link_rows,
                                                    "cost_file": doc}, indent=1) + "\n")
            except OSError as e:
                print(f"error: --report {error_text(e)} (the cost file {args.out} is written)", file=sys.stderr)
                return 2
    except (GraphoptError, OSError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(json.dumps(doc, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
