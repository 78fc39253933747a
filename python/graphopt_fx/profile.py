"""Puts measured run times on a graph's nodes (meta.runtime_ns), which
graphopt's cost model then takes before any estimate (docs/cost-model.md).

    python -m graphopt_fx.profile IN.json -o OUT.json [--iters 10] [--warmup 3]

One GPU. The graph runs node by node under a torch.fx Interpreter, each
compute node between two CUDA events; a node's time is the median over the
timed iterations. Before each node the GPU is kept busy for half a
millisecond (torch.cuda._sleep), so that the events time the node's kernels
and not the interpreter's Python between them: a compiled or traced step
launches ahead of the GPU and never waits for Python. Collectives and waits are not timed (the link is the cost
model's or the cost file's business): when the graph has collectives and no
process group is set up, a fake one of the graph's group size stands in, so
that a step traced for several ranks runs on one GPU. Inputs are random, as
in graphopt_fx.check. The output is the input document with runtime_ns added
to (or replaced in) the meta of every timed node; nothing else changes.
"""
import argparse
import json
import os
import statistics
import sys

from .cli import UsageError, read_document, require_torch
from .files import check_writable, error_text, write_text


_BUSY_CYCLES = 1_000_000  # about half a millisecond of GPU clock


def _is_comm(target_name):
    return target_name.split(".")[0] in ("_c10d_functional", "c10d_functional", "_c10d_functional_autograd", "c10d")


def with_runtimes(doc, runtimes_ns):
    """The document with meta.runtime_ns set on the named nodes (a new dict;
    node order and every other field kept). Times are whole nanoseconds."""
    out = dict(doc)
    graph = dict(doc["graph"])
    nodes = []
    for node in graph["nodes"]:
        if node.get("name") in runtimes_ns:
            node = dict(node)
            meta = dict(node.get("meta") or {})
            meta["runtime_ns"] = int(round(runtimes_ns[node["name"]]))
            node["meta"] = meta
        nodes.append(node)
    graph["nodes"] = nodes
    out["graph"] = graph
    return out


def measure(doc, iters, warmup, seed=0):
    """Median time in ns of every compute node of the document's graph."""
    import torch
    import torch.fx

    from .check import make_inputs
    from .encode import target_name
    from .from_json import from_document

    device = torch.device("cuda")
    gm = from_document(doc, device=device)
    timed = {}

    class Timer(torch.fx.Interpreter):
        def run_node(self, n):
            if n.op not in ("call_function", "call_method", "call_module") or (
                    n.op == "call_function" and _is_comm(target_name(n.target))):
                return super().run_node(n)
            start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            torch.cuda._sleep(_BUSY_CYCLES)
            start.record()
            out = super().run_node(n)
            end.record()
            timed.setdefault(n.name, []).append((start, end))
            return out

    base = make_inputs(gm, seed, device)
    for i in range(warmup + iters):
        if i == warmup:
            timed.clear()
        inputs = [x.clone() if isinstance(x, torch.Tensor) else x for x in base]
        with torch.no_grad():
            Timer(gm).run(*inputs)
        torch.cuda.synchronize()
    return {name: statistics.median(s.elapsed_time(e) for s, e in pairs) * 1e6 for name, pairs in timed.items()}


def _write(path, doc):
    """A regular file is replaced whole (a temporary beside it, then a
    rename); a device or a FIFO (/dev/stdout, a pipe) is written in place,
    never replaced by a file."""
    write_text(path, json.dumps(doc, separators=(",", ":")) + "\n")


def _fake_group(doc):
    import torch.distributed as dist
    from torch.testing._internal.distributed.fake_pg import FakeStore

    if dist.is_initialized():
        # A real process group (profile called inside a program of several
        # ranks): the graph's collectives would run on it, with ranks that
        # are not profiling, and hang there. A fake one is this module's own.
        if dist.get_backend() != "fake":
            raise RuntimeError(f"torch.distributed is already initialized (backend {dist.get_backend()!r}): the "
                               "graph's collectives would run on it; run python -m graphopt_fx.profile in a "
                               "process of its own")
        return
    sizes = [g.get("size", 1) for g in (doc.get("process_groups") or {}).values()]
    world = max(sizes + [2])
    dist.init_process_group("fake", store=FakeStore(), rank=0, world_size=world)
    # The other groups the graph names, made as graphopt_fx.check makes them
    # (found by review: a step of two groups, TP and DP, failed on group "1").
    from .check import _setup_groups

    _setup_groups(doc, world)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m graphopt_fx.profile", description=__doc__.split("\n\n")[0])
    ap.add_argument("graph")
    ap.add_argument("-o", "--output", required=True)
    ap.add_argument("--iters", type=int, default=10)
    ap.add_argument("--warmup", type=int, default=3)
    a = ap.parse_args(argv)
    if a.iters < 1:
        ap.error("--iters must be at least 1")
    if a.warmup < 0:
        ap.error("--warmup must be at least 0")
    try:
        doc = read_document(a.graph)
        if os.path.exists(a.output) and os.path.samefile(a.output, a.graph):
            raise UsageError(f"{a.output}: the output would overwrite the input {a.graph}")
        check_writable(a.output)  # what the write at the end would refuse, refused before the run
        require_torch("python -m graphopt_fx.profile", "times the nodes")
    except UsageError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except OSError as e:
        print(f"error: {error_text(e)}", file=sys.stderr)
        return 2
    if doc.get("iteration") is not None:  # (as from_document tells one)
        print(f"error: {a.graph}: an iteration form: profile the step it was made from", file=sys.stderr)
        return 2
    try:
        _fake_group(doc)
        times = measure(doc, a.iters, a.warmup)
    except Exception as e:  # noqa: BLE001  (one line naming the file, as check says it; not a traceback)
        print(f"error: {a.graph}: cannot time its nodes: {type(e).__name__}: {e}", file=sys.stderr)
        return 2
    try:
        _write(a.output, with_runtimes(doc, times))
    except OSError as e:
        print(f"error: {error_text(e)}", file=sys.stderr)
        return 2
    total = sum(times.values())
    print(f"{a.graph}: {len(times)} nodes timed, {total / 1e6:.3f} ms of compute (median of {a.iters}) -> {a.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
