"""fx-json document -> runnable torch.fx.GraphModule."""
import importlib
import json
import math
import operator

import torch
import torch.fx

from .encode import decode_arg, decode_target

_KNOWN_META = ("val", "runtime_ns")


class Subgraph(torch.nn.Module):
    """The target of a call_module: runs the module's graph. graphopt's
    partial_lower calls it with a `tag` keyword that only names the region
    (as the seed's _InductorModule takes it), so that is accepted and
    ignored; a backend that compiles regions can replace `gm`."""

    def __init__(self, gm):
        super().__init__()
        self.gm = gm

    def forward(self, *args, tag=None, **kwargs):
        return self.gm(*args, **kwargs)


_ONLY = "graphopt_fx runs torch ops, operator and math functions only"
_OPERATOR_REFUSED = ("attrgetter", "itemgetter", "methodcaller", "call")


def _resolve(name):
    kind, parts = decode_target(name)
    if kind == "ops":
        ns, op, overload = parts
        if ns in ("c10d_functional", "_c10d_functional", "_c10d_functional_autograd"):
            importlib.import_module("torch.distributed._functional_collectives")  # registers the ops
        elif ns == "bucketing":  # torch's collective_bucketing: its ops are registered where they are defined
            importlib.import_module("torch._inductor.fx_passes.bucketing")
        try:
            packet = getattr(getattr(torch.ops, ns), op)
            return packet if overload is None else getattr(packet, overload)
        except (AttributeError, RuntimeError) as e:
            raise ValueError(f"cannot resolve target {name!r}: no such torch op") from e
    module, attr = parts
    if module in ("operator", "_operator"):
        # Not the ones that reach attributes or call what they are given:
        # chained, they would reach any function.
        fn = getattr(operator, attr, None) if attr not in _OPERATOR_REFUSED and not attr.startswith("_") else None
        if callable(fn):
            return fn
        raise ValueError(f"cannot resolve target {name!r}: not an operator function graphopt_fx runs")
    if module == "math" and not attr.startswith("_") and callable(getattr(math, attr, None)):
        return getattr(math, attr)
    # "torch.ops.aten.mm.default" and the like: the longest prefix that
    # imports, then attributes. Only torch's own modules, and only an op at
    # the end: a document is data, and a name that led anywhere else
    # ("os.system", "torch.utils.cpp_extension.load_inline") would run code
    # that came with it.
    names = f"{module}.{attr}".split(".")
    # torch's functions on symbolic sizes (torch.sym_max, torch.sym_float,
    # torch._sym_sqrt), which graphs with dynamic shapes call.
    if module == "torch" and attr.lstrip("_").startswith("sym_") and callable(getattr(torch, attr, None)):
        return getattr(torch, attr)
    if names[0] != "torch":
        raise ValueError(f"cannot resolve target {name!r}: {_ONLY}")
    for i in range(len(names) - 1, 0, -1):
        try:
            obj = importlib.import_module(".".join(names[:i]))
        except ImportError:
            continue
        try:
            for a in names[i:]:
                obj = getattr(obj, a)
        except AttributeError:
            break
        if isinstance(obj, (torch._ops.OpOverload, torch._ops.OpOverloadPacket, torch._ops.HigherOrderOperator)):
            return obj
        break
    raise ValueError(f"cannot resolve target {name!r}: {_ONLY}")


def _dtype(name):
    return getattr(torch, name)


def _fake_val(val, mode, device):
    """meta.val as FakeTensors where every dimension is known; else kept as JSON."""
    if isinstance(val, list):
        return [_fake_val(v, mode, device) for v in val]
    if isinstance(val, dict) and "shape" in val:
        shape, stride = val["shape"], val.get("stride")
        if any(not isinstance(d, int) for d in shape + (stride or [])):
            return val
        dev = device if device is not None else torch.device(val.get("device", "cpu"))
        try:
            with mode:
                if stride is None:
                    return torch.empty(shape, dtype=_dtype(val["dtype"]), device=dev)
                return torch.empty_strided(shape, stride, dtype=_dtype(val["dtype"]), device=dev)
        except Exception:
            return val
    if isinstance(val, dict) and "float" in val:
        return float(val["float"])
    return val


def _build(graph_json, modules_json, root, device, mode, built, hands_on=False):
    g = torch.fx.Graph()
    env = {}
    for n in graph_json["nodes"]:
        op, target = n["op"], n["target"]
        args = tuple(decode_arg(n.get("args", []), env, device))
        kwargs = {k: decode_arg(v, env, device) for k, v in n.get("kwargs", {}).items()}
        if op == "call_function":
            fn = _resolve(target)
        elif op == "call_module":
            if target not in built:
                sub = modules_json[target]
                built[target] = Subgraph(torch.fx.GraphModule(torch.nn.Module(), _build(sub["graph"], modules_json,
                                                                                        root, device, mode, built)))
                root.add_module(target, built[target])
            fn = target
        elif op == "get_attr":
            if not _has_attr(root, target):
                _add_attr(root, target, n.get("meta", {}).get("val"), device)
            fn = target
        else:
            fn = target
        if op == "output":
            # An iteration form's graphs return the step's value and the
            # values handed to the next iteration (docs/format.md).
            node = g.output(tuple(args) if hands_on else (args[0] if args else None))
        else:
            node = g.create_node(op, fn, args, kwargs, name=n["name"])
        if node.name != n["name"]:
            raise ValueError(f"torch.fx renamed node {n['name']!r} to {node.name!r}")
        meta = n.get("meta", {})
        if "val" in meta:
            node.meta["val"] = _fake_val(meta["val"], mode, device)
        if "runtime_ns" in meta:
            node.meta["runtime_ns"] = meta["runtime_ns"]
        extra = [k for k in meta if k not in _KNOWN_META]
        for k in extra:
            node.meta[k] = meta[k]
        if extra:
            node.meta["graphopt_meta_keys"] = extra
        env[n["name"]] = node
    return g


def _has_attr(root, target):
    obj = root
    for a in target.split("."):
        if not hasattr(obj, a):
            return False
        obj = getattr(obj, a)
    return True


def _add_attr(root, target, val, device):
    """fx-json carries no tensor data: a get_attr gets a zero tensor of its meta.val."""
    *path, name = target.split(".")
    mod = root
    for a in path:
        if not hasattr(mod, a):
            mod.add_module(a, torch.nn.Module())
        mod = getattr(mod, a)
    t = None
    if isinstance(val, dict) and "shape" in val and all(isinstance(d, int) for d in val["shape"]):
        # A real tensor even where a fake mode is active (torch.compile's
        # backend): a fake buffer fails the step at its first call.
        with _real_tensors():
            t = torch.zeros(val["shape"], dtype=_dtype(val["dtype"]), device=device or val.get("device", "cpu"))
    mod.register_buffer(name, t)


def _real_tensors():
    try:
        from torch._subclasses.fake_tensor import unset_fake_temporarily
    except ImportError:  # (an older torch)
        import contextlib
        return contextlib.nullcontext()
    return unset_fake_temporarily()


def take_attributes(result, source, device=None):
    """The tensors of `source` (the module a document was made from) bound
    to the get_attr targets of `result` (loaded from graphopt's output),
    in place of the zeros from_document gives them: fx-json carries no
    tensor data, and a traced step's constants (torch.tensor([2., 3.]) is
    a get_attr) are part of what it computes (found by review: the eager
    backend ran them as zeros). With `device`, CUDA tensors go there, as
    from_document's do. Returns result."""
    graphs = [result] if isinstance(result, torch.fx.GraphModule) else [
        result.setup, result.steady, result.cleanup, result.flush_graph]
    for m in graphs:
        for node in m.graph.nodes:
            if node.op != "get_attr":
                continue
            try:
                val = _attr(source, node.target)
                old = _attr(m, node.target)
            except AttributeError:
                continue
            if not isinstance(val, torch.Tensor) or not (old is None or isinstance(old, torch.Tensor)):
                continue
            if device is not None and val.is_cuda:
                val = val.to(device)
            *path, name = node.target.split(".")
            owner = _attr(m, ".".join(path)) if path else m
            delattr(owner, name)
            if isinstance(val, torch.nn.Parameter):
                owner.register_parameter(name, val)
            else:  # a buffer, as from_document made it: .to() and state_dict() take it
                owner.register_buffer(name, val)
    return result


def _attr(root, target):
    obj = root
    for a in target.split("."):
        obj = getattr(obj, a)
    return obj


class IterationProgram:
    """An iteration form (docs/format.md, "Iteration form"), for a training
    loop to drive:

        prog = graphopt_fx.load("step.iter.json", device="cuda:0")
        for i, batch in enumerate(batches):
            loss = prog.step(*state, *batch, last=(i == len(batches) - 1))
        prog.flush(*state, *batch)    # before a checkpoint or an evaluation

    `step` runs setup the first time (and after a flush), the steady state
    after that, and cleanup when `last` is true; each hands its carried
    values to the next call. Parameters and optimizer state (the inputs the
    step writes in place) must be the same tensors in every call. Until
    `flush` (or a `last` step) the work moved into the next iteration is
    still pending: the state is one partial update behind the original's.
    """

    def __init__(self, setup, steady, cleanup, flush, carried):
        self.setup, self.steady, self.cleanup, self.flush_graph = setup, steady, cleanup, flush
        self.carried = list(carried)
        self._carry = None  # what the last iteration handed on; None when nothing is pending

    @property
    def pending(self):
        return self._carry is not None

    def step(self, *inputs, last=False):
        if self._carry is None:
            ret, carry = self.setup(*inputs)
            self._carry = list(carry)
            if last:
                self.flush(*inputs)
            return ret
        graph = self.cleanup if last else self.steady
        ret, carry = graph(*inputs, *self._carry)
        self._carry = None if last else list(carry)
        return ret

    def flush(self, *inputs):
        """Runs the work the last iteration left (nothing when none is pending)."""
        if self._carry is not None:
            self.flush_graph(*inputs, *self._carry)
            self._carry = None


def _graph_module(graph_json, doc, device, mode, hands_on=False):
    root = torch.nn.Module()
    graph = _build(graph_json, doc.get("modules", {}), root, device, mode, {}, hands_on=hands_on)
    return torch.fx.GraphModule(root, graph)


def from_document(doc, device=None):
    """A GraphModule from an fx-json document (Python objects); an
    IterationProgram for an iteration form. With `device`, CUDA devices
    named in the graph become that device (one rank of several runs the
    graph traced for rank 0)."""
    if doc.get("format") != "fx-json" or doc.get("version") not in (1, 2):
        raise ValueError("not an fx-json version 1 or 2 document")
    from torch._subclasses.fake_tensor import FakeTensorMode

    if device is not None:
        device = torch.device(device)
    mode = FakeTensorMode(allow_non_fake_inputs=True)
    it = doc.get("iteration")
    gm = _graph_module(doc["graph"], doc, device, mode, hands_on=it is not None)
    keep = {"extras": {}}
    for k, v in doc.items():
        if k in ("producer", "description", "process_groups"):
            keep[k] = v
        elif k not in ("format", "version", "graph", "modules", "iteration", "collective_order"):
            # (collective_order is a record of this graph's collectives: the
            # module may be changed before to_json writes it, so a new run of
            # graphopt records it again rather than the old one going stale)
            keep["extras"][k] = v
    gm.meta["fxjson"] = keep
    if it is None:
        return gm
    parts = {k: _graph_module(it[k], doc, device, mode, hands_on=True) for k in ("setup", "cleanup", "flush")}
    return IterationProgram(parts["setup"], gm, parts["cleanup"], parts["flush"], it["carried"])


def load(path, device=None):
    with open(path) as f:
        return from_document(json.load(f), device=device)
