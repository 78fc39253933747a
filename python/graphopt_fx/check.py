"""Runs fx-json graphs on N GPUs with the same inputs, compares what each
AFTER graph computes with what BEFORE computes, and times them all.

    python -m graphopt_fx.check BEFORE.json AFTER.json [AFTER2.json ...] --ranks 2

A path with "{rank}" in it names one file per rank (out.{rank}.json). Before
anything runs, the ranks compare the collective order graphopt recorded in
each document, and stop with an error if it differs.

With `--steps N` every graph runs N training iterations from the same
initial state: the inputs the step writes in place (parameters, optimizer
state) carry over from step to step, the others (the batch) are drawn
afresh for each step, the same for every graph. An iteration form
(iter_move_grads_and_optimizers) runs as a training loop drives it: setup,
steady states, cleanup. The value each step returns (the loss) is compared
at every step, and every input at the end. Timing then measures the step
after the first (for a form, its steady state).

`--backend gloo` checks equality on a machine with fewer GPUs than ranks:
the ranks share the GPUs (or run on the CPU with `--device cpu`), and
collectives go through gloo (all-gathers and reduce-scatters of CUDA
tensors, on which gloo crashes, as all-reduces: _gloo_cuda_collectives);
its times say nothing about a real run.

One process per rank (NCCL). Inputs come from the placeholders' meta.val,
random but the same for both graphs (each rank its own); integer inputs stay
within the size of what they index (embedding rows, classes of a loss).
Every output and every input (mutated in place by an optimizer step, say)
must match within the tolerance. Then each graph runs `--warmup` times and
`--iters` times more, the graphs interleaved, each step timed with CUDA events;
the table shows the median step of the slowest rank and, on GPUs with NCCL,
the peak memory of the step (the most any compared step allocates above
what was held before it, `torch.cuda.max_memory_allocated`, the larger of
the ranks; `--json` also gives `input_bytes`, what the inputs hold, so that
inputs and peak together are the whole of max_memory_allocated for that step
alone). With `--cuda-graph` each
step is then also captured in a CUDA graph and its replays timed, interleaved
the same way (a second column): the GPUs' and the link's time without eager
launch, whose jitter moves the steps of small graphs by a few percent from
run to run (`--eager-iters N`: fewer eager steps, the time left to
replays). `--profile DIR` then writes a profiler trace (Chrome format) of
three steps of each graph on rank 0, replays with `--cuda-graph`:
where the compute stream waits and what runs beside the collectives
(bench/two_gpu/profile_overlap.py).

`--no-comm --ranks 1` times the schedules' compute alone on one GPU: each
collective does only what it does on the compute stream in a real run (an
all-reduce's copy of its input, the others' allocations; see local_comm.py),
so graphs traced for any number of ranks run, and nothing is compared.
Where two schedules of a step differ here, they differ in compute (the
copies of a bucket, the order of kernels), not in how they hide the link.
`--emulate-link GBPS,US` adds the link back as time: each collective then
occupies a second stream for its latency plus its bytes over the bus
bandwidth, and its wait waits for it: real compute against a link of any
speed, on one GPU (what NCCL's kernels take from compute is left out).
`GBPS,US,TENSOR_US` also charges a coalesced collective TENSOR_US for each
tensor after its first: NCCL runs each tensor of a group launch as a ring
of its own, and what that costs on a real link is a guess until measured
(by default nothing, the optimistic end).

A rank that fails leaves the others waiting in a collective it never
joins: once any rank has stopped, the others get `--grace` seconds to
finish, and the whole check stops after `--timeout` seconds; a rank stopped
either way prints its Python stack first (to stderr), so a hang names the
line it hung on. `--verbose` prints each rank's progress to stderr. Exit
code 0 when all matches, 1 on a mismatch, 2 when a graph cannot run.
"""
import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import time
import traceback

from .cli import UsageError, process_groups, read_document, require_torch
from .files import check_writable, error_text, write_via
from .runner import GraphoptError, same_result

_VIEWS = {"aten.view.default", "aten._unsafe_view.default", "aten.reshape.default", "aten.squeeze.dim",
          "aten.unsqueeze.default", "aten.flatten.using_ints", "aten.t.default", "aten.clone.default",
          "aten.detach.default", "aten.alias.default", "aten.expand.default", "aten.slice.Tensor"}


def _int_bound(node, depth=0):
    """The largest valid value + 1 for an integer input, from how it is used."""
    bound = None

    def take(b):
        nonlocal bound
        if isinstance(b, int) and b > 0:
            bound = b if bound is None else min(bound, b)

    def size(n, dim):
        v = n.meta.get("val") if hasattr(n, "meta") else None
        shape = getattr(v, "shape", None) if not isinstance(v, dict) else v.get("shape")
        if shape is None or not shape:
            return None
        try:
            return int(shape[dim])
        except (IndexError, TypeError, ValueError):
            return None

    from .encode import target_name

    for user in node.users:
        if user.op != "call_function":
            continue
        t = target_name(user.target)
        a = user.args
        if t == "aten.embedding.default" and len(a) > 1 and a[1] is node:
            take(size(a[0], 0))
        elif t in ("aten.nll_loss_forward.default", "aten.nll_loss2d_forward.default") and len(a) > 1 and a[1] is node:
            take(size(a[0], 1 if len(getattr(a[0].meta.get("val"), "shape", [])) > 1 else 0))
        elif t in ("aten.nll_loss_backward.default",) and len(a) > 2 and a[2] is node:
            take(size(a[1], 1 if len(getattr(a[1].meta.get("val"), "shape", [])) > 1 else 0))
        elif t in ("aten.index_select.default", "aten.gather.default") and len(a) > 2 and a[2] is node:
            take(size(a[0], a[1]))
        elif t in _VIEWS and depth < 8:
            take(_int_bound(user, depth + 1))
    return bound


def make_inputs(gm, seed, device, skip=frozenset()):
    """Random inputs for the graph's placeholders, from their meta.val (None
    for the indices in `skip`)."""
    import torch

    gen = torch.Generator(device="cpu").manual_seed(seed)
    inputs = []
    for node in gm.graph.nodes:
        if node.op != "placeholder":
            continue
        if len(inputs) in skip:
            inputs.append(None)
            continue
        v = node.meta.get("val")
        if v is None:
            raise ValueError(f"placeholder {node.name!r} has no meta.val to build an input from")
        if not isinstance(v, torch.Tensor):
            inputs.append(v if not isinstance(v, dict) else None)
            continue
        shape, stride, dtype = tuple(v.shape), tuple(v.stride()), v.dtype
        # A storage large enough for the strides (they may have gaps), made
        # on the CPU from the seed, then viewed on the device as traced.
        storage = 0 if 0 in shape else 1 + sum((d - 1) * s for d, s in zip(shape, stride))
        if dtype.is_floating_point or dtype.is_complex:
            # Positive values: Adam's second moments must not be negative.
            base = torch.rand(storage, generator=gen, dtype=torch.float32).to(dtype)
        elif dtype == torch.bool:
            base = torch.rand(storage, generator=gen) < 0.5
        else:
            base = torch.randint(0, _int_bound(node) or 2, (storage,), generator=gen, dtype=dtype)
        inputs.append(base.to(device).as_strided(shape, stride))
    return inputs


def written_inputs(gm):
    """Indices of the placeholders the step writes in place (an in-place op,
    whose overload name ends in "_", takes them directly or in a list):
    the state a training loop passes again in every iteration."""
    from .encode import target_name

    names = set()
    for node in gm.graph.nodes:
        if node.op != "call_function":
            continue
        op = target_name(node.target).split(".")
        if len(op) < 2 or not op[-2].endswith("_"):
            continue
        for a in _leaves((node.args, node.kwargs)):
            if hasattr(a, "op") and a.op == "placeholder":
                names.add(a.name)
    ph = [n for n in gm.graph.nodes if n.op == "placeholder"]
    return {i for i, n in enumerate(ph) if n.name in names}


class _Plain:
    """A plain graph driven like an iteration form."""

    def __init__(self, gm):
        self.gm = gm

    def step(self, *inputs, last=False):
        return self.gm(*inputs)

    def flush(self, *inputs):
        pass


def _driver(prog):
    return prog if hasattr(prog, "step") else _Plain(prog)


def _step_graph(prog):
    """The graph whose placeholders are the step's inputs."""
    return prog.setup if hasattr(prog, "setup") else prog


def _written_step_inputs(prog, count):
    """Indices of the step's inputs that any of the program's graphs writes
    (an iteration form's steady state, cleanup and flush take the step's
    inputs first, then the carried values, which are not inputs)."""
    graphs = [prog.setup, prog.steady, prog.cleanup, prog.flush_graph] if hasattr(prog, "setup") else [prog]
    return {i for g in graphs for i in written_inputs(g) if i < count}


def _leaves(x):
    import torch.utils._pytree as pytree

    return pytree.tree_leaves(x)


def _setup_groups(doc, world):
    """Process groups the graph names besides the default one ("0")."""
    import torch.distributed as dist

    groups = doc.get("process_groups", {})
    for name in sorted(groups, key=lambda s: (len(s), s)):
        if name == "0":
            continue
        pg = dist.new_group(groups[name].get("ranks", list(range(world))))
        if pg is not None and getattr(pg, "group_name", name) != name:
            raise RuntimeError(f"process group {name!r} came out named {pg.group_name!r}")


def _why_mismatch(before, after):
    """What `graphopt diff --same-result` says of a graph whose outputs did
    not match: whether it reorders a read across a write (a wrong schedule,
    as torch 2.11's of a traced T5 step) or is a rewrite the check cannot
    follow (then the cause is elsewhere: numerics, a kernel). Nothing when
    no graphopt binary is found."""
    try:  # (a path per rank: rank 0's stands for them)
        same, report = same_result(before.replace("{rank}", "0"), after.replace("{rank}", "0"), timeout=300)
    except (GraphoptError, OSError, subprocess.SubprocessError):
        return ""
    lines = report.splitlines()
    if same:
        lines = [lines[0] + " (so the difference comes from how it ran, not from its order)"]
    return "".join(f"  graphopt diff --same-result: {line}\n" for line in lines[:4])


def _slowest_per_round(ranks, key, count):
    """For each graph, its time in each round: the largest over the ranks
    (every step starts together on all ranks, after a barrier)."""
    return [[max(r[key][k][i] for r in ranks) for i in range(len(ranks[0][key][k]))] for k in range(count)]


def _compare(a, b, rtol, atol):
    import torch

    problems, worst, count = [], 0.0, 0
    la, lb = _leaves(a), _leaves(b)
    if len(la) != len(lb):
        return [f"{len(la)} values against {len(lb)}"], worst, count
    for i, (x, y) in enumerate(zip(la, lb)):
        if isinstance(x, torch.Tensor) != isinstance(y, torch.Tensor):
            problems.append(f"value {i}: a tensor against a non-tensor")
            continue
        if not isinstance(x, torch.Tensor):
            if x != y:
                problems.append(f"value {i}: {x!r} != {y!r}")
            continue
        count += 1
        if x.shape != y.shape or x.dtype != y.dtype:
            problems.append(f"value {i}: {tuple(x.shape)} {x.dtype} against {tuple(y.shape)} {y.dtype}")
            continue
        if x.numel() == 0:
            continue
        xf, yf = x.double(), y.double()
        diff = (xf - yf).abs()
        finite = torch.isfinite(xf) & torch.isfinite(yf)
        if finite.any():
            worst = max(worst, float(diff[finite].max()))
        if not torch.allclose(xf, yf, rtol=rtol, atol=atol, equal_nan=True):
            problems.append(f"value {i}: max abs diff {float(diff.nan_to_num(0).max()):.3g}")
    return problems, worst, count


def _check_collective_order(paths, docs, ranks, failed=None):
    """Before any graph runs: the ranks compare the collective order their
    documents recorded, and all stop with the same clear error if it differs
    (instead of hanging in a collective the others never issue). `failed`:
    why this rank could not read or load its documents, which stops every
    rank here too."""
    import torch.distributed as dist

    from .collective_order import disagreements, recorded

    # A document whose record cannot be read stops every rank, not only its
    # own (the others would wait in the exchange).
    mine = [] if failed is None else failed
    for p, d in zip(paths, docs if failed is None else []):
        try:
            mine.append((p, recorded(d)))
        except ValueError as e:
            mine = f"rank {dist.get_rank()}: {p}: {e}"
            break
    # The process groups too: each rank makes them with new_group, which
    # every rank must call alike, or they hang there before any of this.
    groups = [json.dumps(d.get("process_groups") or {}, sort_keys=True) for d in docs]
    per_rank = [None] * ranks
    dist.all_gather_object(per_rank, (groups, mine))
    unreadable = [r for _, r in per_rank if isinstance(r, str)]
    if unreadable:
        raise UsageError("cannot read or load every rank's documents; not running:\n  " + "\n  ".join(unreadable))
    for k, path in enumerate(paths):
        if len({g[k] for g, _ in per_rank}) > 1:
            raise RuntimeError(f"graph {k + 1} ({path} here): the ranks' documents describe different process groups; "
                               "not running:\n  " + "\n  ".join(f"rank {i}: {g[k]}" for i, (g, _) in enumerate(per_rank)))
    per_rank = [r for _, r in per_rank]
    problems = disagreements(per_rank)
    if problems:
        raise RuntimeError("collective order differs between ranks; not running:\n  " + "\n  ".join(problems))


def _gloo_cuda_collectives():
    """gloo's all-gather of CUDA tensors crashes both ranks (SIGSEGV, torch
    2.11; bench/iteration/gloo_collectives.py), and its reduce-scatter did
    inside a whole FSDP step (bench/results/iteration-2026-11-24): under
    --backend gloo the functional all-gather runs as an all-reduce of a zero
    buffer holding this rank's input in its slot (adding zeros is exact),
    the reduce-scatter as an all-reduce of the input of which this rank
    keeps its slot, and their coalesced forms (and all_reduce_coalesced) as
    one such call per tensor: the same values, for a check of equality, not
    of speed (avg: the sum over the group size, where NCCL scales each
    input first: the same bits for groups of 2 and 4). Each result is
    complete when returned, so the wait that follows finds no pending
    work."""
    import torch
    import torch.distributed as dist
    from torch.distributed.distributed_c10d import _resolve_process_group

    def reduced(out, reduce_op, group):
        op = reduce_op.lower()
        dist.all_reduce(out, op=dist.ReduceOp.SUM if op == "avg" else getattr(dist.ReduceOp, op.upper()), group=group)
        if op == "avg":
            out.div_(dist.get_world_size(group))
        return out

    def all_gather(inp, group_size, group_name):
        group = _resolve_process_group(group_name)
        out = inp.new_zeros((group_size * inp.shape[0],) + tuple(inp.shape[1:]))
        out.chunk(group_size)[dist.get_rank(group)].copy_(inp)
        dist.all_reduce(out, group=group)
        return out

    def reduce_scatter(inp, reduce_op, group_size, group_name):
        group = _resolve_process_group(group_name)
        out = reduced(inp.clone(memory_format=torch.contiguous_format), reduce_op, group)
        return out.chunk(group_size)[dist.get_rank(group)].clone()

    def all_reduce_coalesced(inputs, reduce_op, group_name):
        group = _resolve_process_group(group_name)
        return [reduced(t.clone(memory_format=torch.contiguous_format), reduce_op, group) for t in inputs]

    lib = torch.library.Library("_c10d_functional", "IMPL")
    lib.impl("all_gather_into_tensor", all_gather, "CUDA")
    lib.impl("all_gather_into_tensor_coalesced", lambda inputs, size, name: [all_gather(t, size, name) for t in inputs],
             "CUDA")
    lib.impl("reduce_scatter_tensor", reduce_scatter, "CUDA")
    lib.impl("reduce_scatter_tensor_coalesced",
             lambda inputs, op, size, name: [reduce_scatter(t, op, size, name) for t in inputs], "CUDA")
    lib.impl("all_reduce_coalesced", all_reduce_coalesced, "CUDA")
    return lib  # the registration lasts as long as the library object


def _gpu_ms(torch, run):
    """The GPU time of run(), in ms: CUDA events around it, then a sync."""
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    with torch.no_grad():
        run()
    end.record()
    torch.cuda.synchronize()
    return start.elapsed_time(end)


class _Captured:
    """A captured step and what it reads that nothing else keeps alive."""

    def __init__(self, graph, keep):
        self.graph, self.keep = graph, keep

    def replay(self):
        self.graph.replay()


def _capture(drivers, inputs, warmup, dist):
    """Each driver's step captured in a CUDA graph, on every rank together,
    after `warmup` eager steps (a side stream, as capture wants; NCCL's
    communicators exist by then). A replay launches the whole step at once:
    its time is the GPUs' and the link's, without the Python that launches
    an eager step one op at a time (whose jitter moves the steps of small
    graphs by several percent)."""
    import torch

    graphs = []
    # The plain graphs' captures share one memory pool: each one's
    # intermediates are free by the end of its capture, so the next capture
    # reuses them and the pool holds the largest step's, not the sum (eight
    # captured steps of ddp_gpt_medium_w2 ran out of an H200's 140 GB with a
    # pool each). Safe because replays never overlap and a plain step keeps
    # nothing it made. An iteration form keeps what it carries, which
    # another graph's replay would overwrite there: it gets a pool of its own.
    shared = torch.cuda.graph_pool_handle()
    for k, drv in enumerate(drivers):
        side = torch.cuda.Stream()
        side.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(side), torch.no_grad():
            # At least two: an iteration form's first step is its setup, and
            # the steady state is what gets captured.
            for _ in range(max(warmup, 2)):
                dist.barrier()
                drv.step(*inputs[k])
        torch.cuda.current_stream().wait_stream(side)
        torch.cuda.synchronize()
        dist.barrier()
        # The values an iteration form carried into the captured step: its
        # replays read them, so they must outlive the step that replaced them.
        carried = getattr(drv, "_carry", None)
        g = torch.cuda.CUDAGraph()
        with torch.cuda.graph(g, pool=shared if carried is None else None), torch.no_grad():
            drv.step(*inputs[k])
        torch.cuda.synchronize()
        graphs.append(_Captured(g, carried))
    return graphs


def trace_path(directory, k, graph):
    """Where --profile writes rank 0's trace of the K-th graph."""
    return os.path.join(directory, f"{k}-{os.path.basename(graph).removesuffix('.json')}.rank0.json")


def _profile(args, rank, paths, runs, inputs, dist):
    """A torch.profiler trace of a few steps of each graph, run on every
    rank (their collectives need each other), rank 0's written as a Chrome
    trace to --profile DIR/K-NAME.rank0.json: the replays with --cuda-graph, else the
    eager steps. bench/two_gpu/profile_overlap.py reads them. A profile is
    a diagnostic: its failure is reported, not fatal. Returns the first
    error, or None."""
    import torch
    from torch.profiler import ProfilerActivity, profile

    error = None
    try:
        os.makedirs(args.profile, exist_ok=True)
    except OSError:
        error = traceback.format_exc()
    for k, run in enumerate(runs):
        # Every rank runs every graph's profiled steps whatever happens to
        # its profiler or its trace (their collectives need each other): a
        # failure there is recorded, the steps go on.
        prof = profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA])
        try:
            prof.start()
        except Exception:
            error, prof = error or traceback.format_exc(), None
        for _ in range(3):
            dist.barrier()
            # The annotation marks each step's launches (its kernels share
            # their correlation ids) from the barrier's.
            with torch.profiler.record_function("check_step"):
                if args.cuda_graph:
                    run.replay()
                else:
                    with torch.no_grad():
                        run.step(*inputs[k])
            torch.cuda.synchronize()
        try:
            if prof is not None:
                prof.stop()
                if rank == 0:  # one rank's trace is enough, and they are large
                    # A whole trace or none: written beside, then renamed.
                    write_via(trace_path(args.profile, k, paths[k]), prof.export_chrome_trace)
        except Exception:
            error = error or traceback.format_exc()
    return error


def _worker(rank, args, port, result_dir):
    from .ranks import watchable

    watchable()
    t0 = time.monotonic()

    def progress(what):
        if args.verbose:
            print(f"check: rank {rank}: {time.monotonic() - t0:7.1f} s: {what}", file=sys.stderr, flush=True)

    import torch
    import torch.distributed as dist

    from .from_json import from_document

    out = {"rank": rank}
    try:
        os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port))
        if args.device == "cuda":
            # One GPU per rank; with gloo, ranks may share GPUs (a check of
            # equality on a machine with fewer GPUs than ranks).
            gpu = rank if args.backend == "nccl" else rank % torch.cuda.device_count()
            torch.cuda.set_device(gpu)
            device = torch.device("cuda", gpu)
            if args.backend == "nccl":
                dist.init_process_group(args.backend, rank=rank, world_size=args.ranks, device_id=device)
            else:
                dist.init_process_group(args.backend, rank=rank, world_size=args.ranks)
        else:
            device = torch.device("cpu")
            dist.init_process_group(args.backend, rank=rank, world_size=args.ranks)
        keep = _gloo_cuda_collectives() if args.backend == "gloo" and args.device == "cuda" else None  # noqa: F841
        torch.backends.cuda.matmul.allow_tf32 = args.tf32
        torch.backends.cudnn.allow_tf32 = args.tf32
        sync = torch.cuda.synchronize if args.device == "cuda" else (lambda: None)
        # "{rank}" in a path: each rank runs its own file (graphopt run once per rank).
        paths = [p.replace("{rank}", str(rank)) for p in [args.before] + args.after]
        # Read and loaded before the exchange, which every rank reaches: a
        # rank whose own file fails stops them all there (found by review:
        # the others waited in the exchange, or in new_group, for it).
        docs, progs, failed = [], [], None
        try:
            docs = [read_document(p, pipes=False) for p in paths]  # each file read once
            groups = process_groups(docs[0], paths[0])
            progs = [from_document(d, device=device) for d in docs]
        except Exception as e:  # noqa: BLE001  (every failure of its own files, told to the others)
            failed = f"rank {rank}: {e}"
        progress("process group up, documents read")
        _check_collective_order(paths, docs, args.ranks, failed)  # (before new_group, which would hang on a mismatch)
        if not args.no_comm:
            _setup_groups(docs[0], args.ranks)
        del docs
        if args.no_comm:
            from .local_comm import LinkEmulator, localize_program

            emulator = None
            if args.emulate_link:
                world = max([g.get("size", 1) for g in groups.values()] or [1])
                bw, lat, per_tensor = args.emulate_link
                emulator = LinkEmulator(bw, lat, world, per_tensor)
                out["emulate_link"] = {"busbw_gbps": bw, "latency_us": lat, "tensor_latency_us": per_tensor,
                                       "world": world, "spin_cycles_per_ns": emulator.cycles_per_ns,
                                       "spin_cycles_per_ns_loaded": emulator.loaded_cycles_per_ns}
            for prog in progs:
                localize_program(prog, emulator)
        first = _step_graph(progs[0])
        # The inputs any graph writes: state, carried from step to step. The
        # rest (the batch) is drawn once per step and shared by the graphs,
        # so no graph may write it.
        base = make_inputs(first, args.seed + rank, device)
        state_at = set().union(*(_written_step_inputs(p, len(base)) for p in progs))

        drawn = {0: base}

        def step_inputs(state, step):
            """This step's inputs: the state as it is, the rest drawn for the
            step (once for all the graphs: a medium step's parameters drawn
            again for every graph and step took minutes on the CPU)."""
            if step not in drawn:
                drawn[step] = make_inputs(first, args.seed + rank + 7919 * step, device, skip=state_at)
            fresh = drawn[step]
            return [state[i] if i in state_at else fresh[i] for i in range(len(base))]

        # What each computes, from the same inputs, with deterministic kernels
        # (atomics in some backward kernels would make even a graph differ
        # from itself once an optimizer step amplifies the noise).
        torch.use_deterministic_algorithms(True, warn_only=True)
        # Peak memory, on the GPU with a real link: the most any step (an
        # iteration form's last one flushes) allocates above what is held before it
        # (inputs, earlier graphs' results). Under gloo a collective holds
        # whole buffers the schedule has nothing to do with: no figure.
        measure = args.device == "cuda" and args.backend == "nccl"

        def peak_of(run):
            if not measure:
                return run()
            sync()
            held = torch.cuda.memory_allocated()
            torch.cuda.reset_peak_memory_stats()
            result = run()
            sync()
            peak_of.most = max(peak_of.most, torch.cuda.max_memory_allocated() - held)
            return result

        if measure:
            # One step first, on copies, so that one-time allocations (cuBLAS
            # workspaces) fall in no graph's peak.
            warm = [x.clone() if isinstance(x, torch.Tensor) else x for x in base]
            with torch.no_grad():
                _driver(progs[0]).step(*warm, last=True)
            sync()
            del warm
        progress("comparing outputs")
        results = []
        peaks = []
        for prog in progs:
            drv = _driver(prog)
            # Each graph draws its random numbers (dropout) from the same
            # generator state: graphopt keeps the draws in their order, so
            # the graphs compute the same bits.
            torch.manual_seed(args.seed + rank)
            state = [x.clone() if isinstance(x, torch.Tensor) else x for x in base]
            rets = []
            peak_of.most = 0
            for step in range(args.steps):
                inp = step_inputs(state, step)
                with torch.no_grad():
                    rets.append(peak_of(lambda: drv.step(*inp, last=step == args.steps - 1)))
            with torch.no_grad():
                drv.flush(*inp)  # an iteration form's last step has flushed already (and was measured)
            sync()
            peaks.append(peak_of.most)
            results.append((rets, state))
        drawn.clear()
        if args.no_comm:  # the collectives' outputs are uninitialised: nothing to compare
            out["compare"] = [{"problems": [], "max_abs_diff": 0.0, "outputs": 0, "inputs": 0}] * (len(progs) - 1)
        else:
            out["compare"] = []
            for res in results[1:]:
                problems, worst, count = [], 0.0, 0
                for step in range(args.steps):
                    p1, w1, c1 = _compare(results[0][0][step], res[0][step], args.rtol, args.atol)
                    problems += [f"step {step + 1}: {p}" if args.steps > 1 else p for p in p1]
                    worst, count = max(worst, w1), count + c1
                p2, w2, c2 = _compare(results[0][1], res[1], args.rtol, args.atol)
                out["compare"].append({"problems": problems + [f"input {p}" for p in p2],
                                       "max_abs_diff": max(worst, w2), "outputs": count, "inputs": c2})
        del results
        if measure:
            out["peak_bytes"] = peaks
            # What the inputs hold (each storage once): with a step's peak,
            # the whole of torch.cuda.max_memory_allocated for that step alone.
            storages = {x.untyped_storage().data_ptr(): x.untyped_storage().nbytes()
                        for x in base if isinstance(x, torch.Tensor)}
            out["input_bytes"] = sum(storages.values())
        torch.use_deterministic_algorithms(False)
        progress("timing eager steps")
        # Timing: the graphs interleaved, every step started together on all
        # ranks; with --steps, the first step (setup) is not timed.
        drivers = [_driver(p) for p in progs]
        inputs = [[x.clone() if isinstance(x, torch.Tensor) else x for x in base] for _ in drivers]
        times = [[] for _ in drivers]
        skip = 1 if args.steps > 1 else 0
        for step in range(skip + args.warmup + args.eager_iters):
            for k, drv in enumerate(drivers):
                dist.barrier()
                if args.device == "cuda":
                    ms = _gpu_ms(torch, lambda: drv.step(*inputs[k]))
                else:
                    t0 = time.perf_counter()
                    with torch.no_grad():
                        drv.step(*inputs[k])
                    ms = (time.perf_counter() - t0) * 1e3
                if step >= skip + args.warmup:
                    times[k].append(ms)
        out["median_ms"] = [statistics.median(t) for t in times]
        out["rounds_ms"] = times
        if args.cuda_graph:
            # Then the same steps captured and replayed, interleaved too.
            progress("capturing CUDA graphs")
            graphs = _capture(drivers, inputs, args.warmup, dist)
            progress("timing replays")
            replays = [[] for _ in drivers]
            for _ in range(args.iters):
                for k, captured in enumerate(graphs):
                    dist.barrier()
                    replays[k].append(_gpu_ms(torch, captured.replay))
            out["replay_median_ms"] = [statistics.median(t) for t in replays]
            out["replay_rounds_ms"] = replays
        if args.profile:
            progress("profiling")
            out["profile_error"] = _profile(args, rank, paths, graphs if args.cuda_graph else drivers, inputs, dist)
        if args.cuda_graph:
            del graphs
        for k, drv in enumerate(drivers):
            with torch.no_grad():
                drv.flush(*inputs[k])
        dist.barrier()
        if not args.cuda_graph:
            dist.destroy_process_group()
        progress("done")
    except UsageError as e:  # its own file: one line says it
        out["error"] = str(e)
        progress("failed")
    except Exception:
        out["error"] = traceback.format_exc()
        progress("failed")
    with open(os.path.join(result_dir, f"rank{rank}.json"), "w") as f:
        json.dump(out, f)
    if args.cuda_graph:
        # destroy_process_group hangs on both ranks once NCCL work has been
        # captured in a CUDA graph (torch 2.11, NCCL 2.28.9, 2 H200; found
        # with --verbose), and so may the interpreter's own teardown of the
        # group after an error: the results are written, leave without it.
        os._exit(0)


def _link(text):
    """"GBPS,US[,TENSOR_US]" -> (bus bandwidth GB/s, latency us, us for
    each tensor of a coalesced collective after its first)."""
    parts = text.split(",")
    try:
        if len(parts) not in (2, 3):
            raise ValueError
        bw, lat, per_tensor = (float(x) for x in parts + ["0"] * (3 - len(parts)))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r}: want BUSBW_GBPS,LATENCY_US[,TENSOR_US] (for example 3.5,40)") from None
    if not (bw > 0 and lat >= 0 and per_tensor >= 0 and all(map(math.isfinite, (bw, lat, per_tensor)))):
        raise argparse.ArgumentTypeError(f"{text!r}: bandwidth must be positive and latencies not negative")
    return bw, lat, per_tensor


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m graphopt_fx.check", description=__doc__.split("\n\n")[0])
    ap.add_argument("before")
    ap.add_argument("after", nargs="+")
    ap.add_argument("--ranks", type=int, required=True, help="processes, one GPU each (the graphs' group size)")
    ap.add_argument("--iters", type=int, default=8)
    ap.add_argument("--eager-iters", type=int,
                    help="eager steps timed (default: --iters); with --cuda-graph the replays are what is "
                         "compared, so fewer eager steps leave the time to more replays")
    ap.add_argument("--warmup", type=int, default=2)
    ap.add_argument("--rtol", type=float, default=1e-4)
    ap.add_argument("--atol", type=float, default=1e-5)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--steps", type=int, default=1, help="training iterations compared (state carried over)")
    ap.add_argument("--backend", default="nccl", help="torch.distributed backend (gloo with --device cpu)")
    ap.add_argument("--device", default="cuda", choices=("cuda", "cpu"))
    ap.add_argument("--tf32", action="store_true", help="let float32 matmuls use TF32 tensor cores")
    ap.add_argument("--json", help="also write the results here")
    ap.add_argument("--verbose", action="store_true", help="print each rank's progress to stderr")
    ap.add_argument("--profile", metavar="DIR",
                    help="also write a profiler trace of 3 steps of each graph (replays with --cuda-graph) on rank 0")
    ap.add_argument("--grace", type=float, default=120.0,
                    help="seconds the other ranks get to finish once one has stopped (default 120)")
    ap.add_argument("--timeout", type=float, default=3600.0,
                    help="stop the whole check after this many seconds (default 3600; 0: never)")
    ap.add_argument("--cuda-graph", action="store_true",
                    help="also time replays of each step captured in a CUDA graph (no launch overhead)")
    ap.add_argument("--no-comm", action="store_true",
                    help="one rank, no link: each collective does only what it does on the compute stream "
                         "(graphopt_fx.local_comm), so the schedules' compute alone is timed; nothing is compared")
    ap.add_argument("--emulate-link", metavar="GBPS,US[,TENSOR_US]", type=_link,
                    help="--no-comm, and each collective takes this long on a second stream: bus bandwidth "
                         "in GB/s and latency in us, and a coalesced one TENSOR_US more for each tensor after "
                         "its first (default 0; graphopt_fx.local_comm.LinkEmulator)")
    args = ap.parse_args(argv)
    args.no_comm = args.no_comm or args.emulate_link is not None
    if args.steps < 1:
        ap.error("--steps must be at least 1")
    if args.eager_iters is None:
        args.eager_iters = args.iters
    if args.iters < 1 or args.eager_iters < 1:
        ap.error("--iters and --eager-iters must be at least 1")
    if args.ranks < 1:
        ap.error("--ranks must be at least 1")
    if args.no_comm and args.ranks != 1:
        ap.error("--no-comm runs one rank: use --ranks 1")
    if args.cuda_graph and (args.device != "cuda" or args.backend != "nccl"):
        ap.error("--cuda-graph needs --device cuda and the nccl backend")
    # No output of the check may overwrite a graph it reads or another output.
    graphs = [args.before] + args.after
    inputs = {os.path.realpath(p.replace("{rank}", str(r))) for p in graphs for r in range(args.ranks)}
    written = [args.json] if args.json else []
    if args.profile:  # rank 0 writes the traces, of rank 0's files
        if os.path.exists(args.profile) and not os.path.isdir(args.profile):
            ap.error(f"--profile {args.profile}: not a directory")
        written += [trace_path(args.profile, k, p.replace("{rank}", "0")) for k, p in enumerate(graphs)]
    # Known by identity too: a hard link, or /dev/stdout sent to a graph,
    # names the same file by another path.
    def identity(p):
        try:
            st = os.stat(p)
            return (st.st_dev, st.st_ino)
        except OSError:
            return None
    input_ids = {identity(p) for p in inputs} - {None}
    seen = set()
    for path in written:
        what = "--json" if path == args.json else f"--profile {args.profile}"
        if os.path.realpath(path) in inputs or identity(path) in input_ids:
            ap.error(f"{what} would write {path}, one of the graphs to check")
        if os.path.realpath(path) in seen:
            ap.error(f"{what} would write {path}, another output of this check")
        seen.add(os.path.realpath(path))
    # What the write at the end would refuse, refused before the run.
    if args.json:
        try:
            check_writable(args.json)
        except OSError as e:
            ap.error(f"--json {error_text(e)}")

    from .ranks import spawn

    # Rank 0's files, read here first: a bad one is named before any GPU
    # starts (each is parsed and let go: the ranks read their own, so no
    # pipe). Other ranks' own files ("{rank}") are only looked for: a large
    # step parsed once per rank here would delay the start by as much;
    # a rank that cannot read its file says why in one line.
    try:
        first = {p.replace("{rank}", "0") for p in graphs}
        for p in dict.fromkeys(p.replace("{rank}", str(r)) for p in graphs for r in range(args.ranks)):
            if p not in first:
                if not os.path.isfile(p):
                    raise UsageError(f"{p}: {'not a file' if os.path.exists(p) else 'no such file'} "
                                     "(each rank reads its own graph)")
                continue
            doc = read_document(p, pipes=False)
            if p == args.before.replace("{rank}", "0"):
                groups = process_groups(doc, p)
            del doc
        require_torch("python -m graphopt_fx.check", "runs the graphs")
    except UsageError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    for name, g in groups.items():
        if g.get("size", args.ranks) > args.ranks and not args.no_comm:
            print(f"error: {args.before} has process group {name!r} of size {g['size']}: use --ranks {g['size']}",
                  file=sys.stderr)
            return 2
    os.environ.setdefault("CUBLAS_WORKSPACE_CONFIG", ":4096:8")  # deterministic cuBLAS
    ranks = spawn(_worker, args.ranks, args, grace=args.grace, timeout=args.timeout)
    errors = [r for r in ranks if "error" in r]
    if errors:
        for r in errors:
            print(f"error: {r['error']}" if r["error"].startswith(f"rank {r['rank']} ") else
                  f"error: rank {r['rank']}: {r['error']}", file=sys.stderr)
        return 2
    for r in ranks:
        if r.get("profile_error"):
            print(f"rank {r['rank']}: no profile: {r['profile_error']}", file=sys.stderr)
    nccl = " ".join(f"{k}={v}" for k, v in os.environ.items() if k in ("NCCL_P2P_DISABLE", "NCCL_SHM_DISABLE"))
    paths = [args.before] + args.after
    ms = [max(r["median_ms"][k] for r in ranks) for k in range(len(paths))]
    replay = [max(r["replay_median_ms"][k] for r in ranks) for k in range(len(paths))] if args.cuda_graph else None
    # Each round's time of each graph, the slowest rank's: the graphs of a
    # round ran one after another, so their ratios leave out how the link
    # drifts over a run (bench/two_gpu/paired.py).
    rounds = _slowest_per_round(ranks, "rounds_ms", len(paths))
    replay_rounds = _slowest_per_round(ranks, "replay_rounds_ms", len(paths)) if args.cuda_graph else None
    print(f"{'graph':52s} {'step ms':>9s} {'vs before':>10s}  result   (median of {args.eager_iters} steps, "
          f"{f'{args.iters} replays, ' if args.cuda_graph and args.iters != args.eager_iters else ''}"
          f"slowest of {args.ranks} ranks{', ' + nccl if nccl else ''}"
          f"{f', {args.steps} training steps compared' if args.steps > 1 else ''}"
          f"{', ' + args.backend + ' on ' + args.device if args.device != 'cuda' else ''}"
          f"{'; replays: the same steps captured in CUDA graphs' if args.cuda_graph else ''})")
    # Peak memory: the largest over the ranks of what a step allocated above
    # what was held before it (torch.cuda.max_memory_allocated).
    peak = [max(r["peak_bytes"][k] for r in ranks) for k in range(len(paths))] if "peak_bytes" in ranks[0] else None
    peak_text = (lambda k: f"   peak {peak[k] / 1e6:9.1f} MB") if peak else (lambda k: "")
    print(f"{os.path.basename(args.before) + ' (before)':52s} {ms[0]:9.2f}"
          f"{f'   replay {replay[0]:9.2f}' if replay else ''}{peak_text(0)}")
    problems = []
    rows = []
    for k, path in enumerate(args.after):
        cmp = [r["compare"][k] for r in ranks]
        probs = [f"{os.path.basename(path)}: rank {r['rank']}: {p}" for r, c in zip(ranks, cmp) for p in c["problems"]]
        problems += probs
        worst = max(c["max_abs_diff"] for c in cmp)
        verdict = "MISMATCH" if probs else "not compared (no link)" if args.no_comm else "match"
        print(f"{os.path.basename(path):52s} {ms[k + 1]:9.2f} {ms[k + 1] / ms[0]:9.3f}x  {verdict} "
              f"({cmp[0]['outputs']} outputs, {cmp[0]['inputs']} inputs; max abs diff {worst:.3g})"
              f"{f'   replay {replay[k + 1]:9.2f} {replay[k + 1] / replay[0]:6.3f}x' if replay else ''}"
              f"{peak_text(k + 1)}")
        rows.append({"graph": path, "step_ms": ms[k + 1], "match": not probs, "max_abs_diff": worst,
                     "rounds_ms": rounds[k + 1]})
        if replay:
            rows[-1]["replay_ms"] = replay[k + 1]
            rows[-1]["replay_rounds_ms"] = replay_rounds[k + 1]
        if peak:
            rows[-1]["peak_bytes"] = peak[k + 1]
    for p in problems[:20]:
        print("  " + p)
    for row in rows:
        if not row["match"]:
            print(_why_mismatch(args.before, row["graph"]), end="")
    if args.json:
        result = {"before": args.before, "before_ms": ms[0], "before_replay_ms": replay[0] if replay else None,
                  "before_rounds_ms": rounds[0], "before_replay_rounds_ms": replay_rounds[0] if replay else None,
                  "before_peak_bytes": peak[0] if peak else None,
                  "input_bytes": max(r["input_bytes"] for r in ranks) if peak else None,
                  "after": rows, "env": nccl, "ranks": args.ranks,
                  "iters": args.iters, "eager_iters": args.eager_iters, "tf32": args.tf32, "steps": args.steps,
                  "backend": args.backend,
                  "device": args.device, "cuda_graph": args.cuda_graph, "no_comm": args.no_comm,
                  "emulate_link": ranks[0].get("emulate_link")}

        def dump(tmp):
            with open(tmp, "w") as f:
                json.dump(result, f, indent=1)

        try:
            write_via(args.json, dump)
        except OSError as e:
            print(f"error: --json {error_text(e)}", file=sys.stderr)
            return 2
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
