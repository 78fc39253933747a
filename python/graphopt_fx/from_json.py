"""fx-json document -> runnable torch.fx.GraphModule."""
import importlib
import json
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


def _resolve(name):
    kind, parts = decode_target(name)
    if kind == "ops":
        ns, op, overload = parts
        if ns in ("c10d_functional", "_c10d_functional", "_c10d_functional_autograd"):
            importlib.import_module("torch.distributed._functional_collectives")  # registers the ops
        elif ns == "bucketing":  # torch's collective_bucketing: its ops are registered where they are defined
            importlib.import_module("torch._inductor.fx_passes.bucketing")
        packet = getattr(getattr(torch.ops, ns), op)
        return packet if overload is None else getattr(packet, overload)
    module, attr = parts
    if module == "operator":
        return getattr(operator, attr)
    # The longest prefix that imports, then attributes: "torch.ops.aten.mm.default".
    names = f"{module}.{attr}".split(".")
    for i in range(len(names) - 1, 0, -1):
        try:
            obj = importlib.import_module(".".join(names[:i]))
        except ImportError:
            continue
        for a in names[i:]:
            obj = getattr(obj, a)
        return obj
    raise ValueError(f"cannot resolve target {name!r}")



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


def _build(graph_json, modules_json, root, device, mode, built):
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
            node = g.output(args[0] if args else None)
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
        t = torch.zeros(val["shape"], dtype=_dtype(val["dtype"]), device=device or val.get("device", "cpu"))
    mod.register_buffer(name, t)


def from_document(doc, device=None):
    """A GraphModule from an fx-json document (Python objects). With
    `device`, CUDA devices named in the graph become that device (one rank
    of several runs the graph traced for rank 0)."""
    if doc.get("format") != "fx-json" or doc.get("version") != 1:
        raise ValueError("not an fx-json version 1 document")
    from torch._subclasses.fake_tensor import FakeTensorMode

    if device is not None:
        device = torch.device(device)
    mode = FakeTensorMode(allow_non_fake_inputs=True)
    root = torch.nn.Module()
    built = {}
    graph = _build(doc["graph"], doc.get("modules", {}), root, device, mode, built)
    gm = torch.fx.GraphModule(root, graph)
    keep = {"extras": {}}
    for k, v in doc.items():
        if k in ("producer", "description", "process_groups"):
            keep[k] = v
        elif k not in ("format", "version", "graph", "modules"):
            keep["extras"][k] = v
    gm.meta["fxjson"] = keep
    return gm


def load(path, device=None):
    with open(path) as f:
        return from_document(json.load(f), device=device)
