"""Collectives replaced by what the compute stream does for them, so that a
schedule's compute alone can be timed on one GPU (`check --no-comm`), or
its compute against an emulated link (`check --emulate-link`).

In a real run a functional collective costs the compute stream only what
it does before handing the tensor to NCCL: `all_reduce` and `broadcast`
clone their input (torch's functional forms work on a copy), the others
allocate their output. Here each collective does just that and nothing
more: an all-reduce or broadcast returns the clone, one with an `out=`
tensor returns that tensor, the others return uninitialised tensors of the
shapes and strides the graph records (meta.val), and in-place ones and
waits return their argument. The values are meaningless; the kernels,
the allocations and their order are the schedule's.
"""
import torch

from .encode import decode_target, target_name

_NAMESPACES = ("_c10d_functional", "c10d_functional", "_c10d_functional_autograd")


def _collective(node):
    """(namespace, op) of a functional collective node, else None."""
    if node.op != "call_function":
        return None
    kind, parts = decode_target(target_name(node.target))
    if kind == "ops" and parts[0] in _NAMESPACES:
        return parts[0], parts[1]
    return None


def _empty_like_val(val):
    if isinstance(val, (list, tuple)):
        return [_empty_like_val(v) for v in val]
    if not isinstance(val, torch.Tensor):
        raise ValueError("a collective's meta.val is not a tensor with known sizes")
    return torch.empty_strided(tuple(val.shape), tuple(val.stride()), dtype=val.dtype, device=val.device)


def _first(*args, **kwargs):
    return args[0]


def _out(*args, **kwargs):
    return kwargs["out"]


def _clone(x, *args, **kwargs):
    if isinstance(x, (list, tuple)):
        return [t.clone(memory_format=torch.contiguous_format) for t in x]
    return x.clone(memory_format=torch.contiguous_format)


def _allocator(val):
    def allocate(*args, **kwargs):
        return _empty_like_val(val)

    return allocate


class LinkEmulator:
    """A link as time on a second stream: each collective, once its output
    is made on the compute stream, occupies a communication stream for
    latency + bytes x factor / bus bandwidth (nccl-tests' bus bandwidth:
    factor (n-1)/n of the whole tensor for all-gather, reduce-scatter and
    all-to-all, 2(n-1)/n for all-reduce), spent in a one-thread spin kernel
    (torch.cuda._sleep) so that the compute kernels beside it keep the GPU;
    its wait makes the compute stream wait for it. Collectives run one after
    another on that stream, as NCCL runs one group's (collectives of
    different groups share it too: the steps measured have one group).
    Real compute, an assumed link: what a schedule exposes on a link of any
    speed, measured on one GPU. It leaves out what a real link takes from
    compute (NCCL's kernels use SMs and memory bandwidth). The spin counts
    SM clock cycles, converted at the clock measured with the GPU otherwise
    idle; the clock measured beside matmuls is recorded too. On one H100 it
    was 9% slower there (a spin meant for 287 ms took 262 ms with the
    loaded rate, on a step whose link is busy nearly all the time), so a
    collective that overlaps heavy compute may take up to that much longer
    than asked."""

    def __init__(self, busbw_gbps, latency_us, world, tensor_latency_us=0.0):
        self.busbw, self.latency_ns, self.world = busbw_gbps, latency_us * 1e3, world
        self.tensor_latency_ns = tensor_latency_us * 1e3
        self.stream = torch.cuda.Stream()
        self.pending = {}  # id of an output tensor -> the event its wait waits for
        self.cycles_per_ns = self._calibrate()

    def _calibrate(self):
        """The spin kernel's clock, cycles per ns, measured on the
        communication stream alone (returned) and beside matmuls
        (kept in loaded_cycles_per_ns)."""
        cycles = 20_000_000
        a = torch.randn(4096, 4096, device="cuda", dtype=torch.bfloat16)
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        rates = []
        # Idle twice (the first spin of a GPU fresh from idle may run while
        # its clock ramps up), then loaded twice (the first warms it up).
        for load in (0, 0, 80, 80):
            for _ in range(load):  # 80: about 16 ms on an H100, longer than the spin
                a @ a
            with torch.cuda.stream(self.stream):
                start.record()
                torch.cuda._sleep(cycles)
                end.record()
            end.synchronize()
            rates.append(cycles / (start.elapsed_time(end) * 1e6))
        torch.cuda.synchronize()
        self.loaded_cycles_per_ns = rates[-1]
        return rates[1]

    def duration_ns(self, op, nbytes, n, tensors=1):
        """A coalesced collective of `tensors` tensors pays the latency once
        and tensor_latency_ns for each tensor after the first."""
        factor = 2 * (n - 1) / n if op.startswith("all_reduce") else 1 if op.startswith("broadcast") else (n - 1) / n
        extra = self.tensor_latency_ns * max(tensors - 1, 0)
        return self.latency_ns + extra + nbytes * factor / self.busbw  # bytes / (GB/s) = ns

    def launch(self, op, nbytes, n, outputs):
        self.stream.wait_stream(torch.cuda.current_stream())
        tensors = len(outputs) if "coalesced" in op else 1
        with torch.cuda.stream(self.stream):
            torch.cuda._sleep(max(1, int(self.duration_ns(op, nbytes, n, tensors) * self.cycles_per_ns)))
            done = torch.cuda.Event()
            done.record()
        for t in outputs:
            self.pending[id(t)] = done

    def wait(self, x, *args, **kwargs):
        done = self.pending.pop(id(x), None)
        if done is not None:
            torch.cuda.current_stream().wait_event(done)
        return x


def _tensors(x):
    return list(x) if isinstance(x, (list, tuple)) else [x]


def _nbytes(ts):
    return sum(t.numel() * t.element_size() for t in ts if isinstance(t, torch.Tensor))


def _emulated(emulator, op, local, n):
    """local, then the emulated link's time for its output (a function:
    torch.fx names each target it calls)."""

    def collective(*args, **kwargs):
        out = local(*args, **kwargs)
        outs = _tensors(out)
        # nccl-tests' size: the whole tensor (an all-gather's output, a
        # reduce-scatter's input; all-reduce and all-to-all: either).
        nbytes = _nbytes(outs) if op.startswith("all_gather") else _nbytes(_tensors(args[0]))
        emulator.launch(op, nbytes, n, outs)
        return out

    return collective


def _group_size(ns, op, node, world):
    """The collective's group size where its arguments say it (the legacy
    API after its tag and ranks), else world."""
    legacy = ns == "c10d_functional"
    at = {"all_gather_into_tensor": 3 if legacy else 1, "all_gather_into_tensor_coalesced": 3 if legacy else 1,
          "all_gather_into_tensor_out": 1,
          "reduce_scatter_tensor": 4 if legacy else 2, "reduce_scatter_tensor_coalesced": 4 if legacy else 2}.get(op)
    if at is not None and len(node.args) > at and isinstance(node.args[at], int):
        return node.args[at]
    return world


def localize(gm, emulator=None):
    """Rewrites gm (a GraphModule, its submodules included) in place so that
    no collective needs another rank (with an emulator, each takes the
    emulated link's time); returns how many nodes it replaced."""
    count = 0
    for mod in gm.modules():
        if not isinstance(mod, torch.fx.GraphModule):
            continue
        changed = False
        for node in mod.graph.nodes:
            c = _collective(node)
            if c is None:
                continue
            ns, op = c
            if op == "wait_tensor":
                node.target = emulator.wait if emulator else _first
                changed, count = True, count + 1
                continue
            if op.endswith("_"):  # in place: the input is the output
                local = _first
            elif op.endswith("_out"):
                local = _out
            elif op.startswith("all_reduce") or op.startswith("broadcast"):
                local = _clone
            else:
                local = _allocator(node.meta.get("val"))
            node.target = _emulated(emulator, op, local, _group_size(ns, op, node, emulator.world)) if emulator else local
            changed, count = True, count + 1
        if changed:
            mod.recompile()
    return count


def localize_program(prog, emulator=None):
    """localize() for a GraphModule or every graph of an IterationProgram."""
    if isinstance(prog, torch.fx.GraphModule):
        return localize(prog, emulator)
    return sum(localize(g, emulator) for g in (prog.setup, prog.steady, prog.cleanup, prog.flush_graph))
