"""torch.fx.GraphModule -> fx-json document."""
import json
import math

import torch
import torch.fx

from .collective_order import group_of
from .encode import encode_arg, target_name
from .files import write_text
from .ranks import per_rank_path

_DTYPE_PREFIX = "torch."
# Node meta keys written besides val and runtime_ns, when JSON can hold them.
_EXTRA_META = ("stack_trace", "seq_nr")


def _known(v):
    """A symbolic value's number where its expression already is one
    (a specialized size), without guarding the compile on it; else None.
    (SymNode.is_constant() is true only of a Python constant: found by
    review, a specialized size was written as the symbol "4096".)"""
    name = {"SymInt": "maybe_as_int", "SymFloat": "maybe_as_float", "SymBool": "maybe_as_bool"}.get(type(v).__name__)
    f = getattr(getattr(v, "node", None), name or "", None)
    try:
        return f() if f is not None else None
    except Exception:  # noqa: BLE001  (where it cannot tell, the symbol is written)
        return None


def _dim(d):
    if isinstance(d, int):
        return int(d)
    known = _known(d)
    return known if known is not None else str(d)


def _tensor_meta(t):
    if isinstance(t, dict) and "shape" in t:  # kept from a loaded document
        return t
    stride = None
    try:
        stride = [_dim(s) for s in t.stride()]
    except Exception:  # sparse and nested tensors have no strides
        pass
    meta = {"shape": [_dim(s) for s in t.shape], "dtype": str(t.dtype)[len(_DTYPE_PREFIX):]}
    if stride is not None:
        meta["stride"] = stride
    meta["device"] = str(t.device)
    return meta


def _val(v):
    if isinstance(v, torch.Tensor) or (isinstance(v, dict) and "shape" in v):
        return _tensor_meta(v)
    if isinstance(v, (list, tuple)):
        return [_val(x) for x in v]
    if v is None or isinstance(v, bool):
        return v
    if isinstance(v, (torch.SymInt, torch.SymFloat, torch.SymBool)):
        # Only a constant is written as its value: int() of a symbol backed
        # by an example value guards the compile on that value, so that
        # every other size compiled again (found by review).
        known = _known(v)
        return {"sym": str(v)} if known is None else known
    if isinstance(v, int):
        return v
    if isinstance(v, float):
        return v if math.isfinite(v) else {"float": "nan" if math.isnan(v) else ("inf" if v > 0 else "-inf")}
    raise TypeError(f"no fx-json form for {type(v).__name__}")


def _meta(node):
    out = {}
    m = node.meta
    val = m.get("val", m.get("example_value"))
    if val is None and "tensor_meta" in m and m["tensor_meta"] is not None:
        tm = m["tensor_meta"]
        val = {"shape": list(tm.shape), "dtype": str(tm.dtype)[len(_DTYPE_PREFIX):], "stride": list(tm.stride)}
    if val is not None or "val" in m:
        try:
            out["val"] = _val(val)
        except TypeError:
            pass
    if "runtime_ns" in m:
        out["runtime_ns"] = m["runtime_ns"]
    for key in list(_EXTRA_META) + list(m.get("graphopt_meta_keys", ())):
        if key in m and key not in out:
            try:
                json.dumps(m[key])
                out[key] = m[key]
            except (TypeError, ValueError):
                pass
    return out


def _node(node):
    n = {"name": node.name, "op": node.op}
    if node.op == "call_function":
        n["target"] = target_name(node.target)
    else:
        n["target"] = str(node.target)
    args = encode_arg(list(node.args), torch.fx.Node)
    if args:
        n["args"] = args
    if node.kwargs:
        n["kwargs"] = {k: encode_arg(v, torch.fx.Node) for k, v in node.kwargs.items()}
    meta = _meta(node)
    if meta:
        n["meta"] = meta
    return n


def _graph(gm, modules):
    nodes = []
    for node in gm.graph.nodes:
        nodes.append(_node(node))
        if node.op == "call_module" and node.target not in modules:
            sub = gm.get_submodule(node.target)
            if isinstance(getattr(sub, "gm", None), torch.fx.GraphModule):  # from_json's Subgraph
                sub = sub.gm
            if isinstance(sub, torch.fx.GraphModule):
                modules[node.target] = None  # reserve: keeps first-seen order, stops recursion
                modules[node.target] = {"graph": _graph(sub, modules)}
    return {"nodes": nodes}


def collectives(graph):
    """(target, group name) of each functional collective of an fx.Graph, in
    graph order."""
    for node in graph.nodes:
        if node.op == "call_function":
            name = target_name(node.target)
            g = group_of(name, node.args, node.kwargs)
            if g is not None:
                yield name, g


def _groups(gm, given):
    """process_groups: the given mapping, else what torch.distributed knows of
    the groups the collectives name."""
    if given is not None:
        return {str(k): dict(v) for k, v in given.items()}
    loaded = gm.meta.get("fxjson", {}).get("process_groups") if hasattr(gm, "meta") else None
    if loaded is not None:
        return loaded
    names = list(dict.fromkeys(g for _, g in collectives(gm.graph)))
    out = {}
    if names and torch.distributed.is_available() and torch.distributed.is_initialized():
        from torch.distributed.distributed_c10d import _resolve_process_group

        for g in names:
            try:
                pg = _resolve_process_group(g)
                out[g] = {"size": pg.size(), "ranks": torch.distributed.get_process_group_ranks(pg)}
            except Exception:
                pass
    return out


def to_document(gm, process_groups=None, description=None):
    """The fx-json document of a GraphModule, as Python objects."""
    kept = gm.meta.get("fxjson", {}) if hasattr(gm, "meta") else {}
    doc = {"format": "fx-json", "version": 1}
    doc["producer"] = kept.get("producer", {"name": "graphopt_fx", "torch": torch.__version__})
    if description is not None or "description" in kept:
        doc["description"] = description if description is not None else kept["description"]
    groups = _groups(gm, process_groups)
    if groups or "process_groups" in kept:
        doc["process_groups"] = groups
    modules = {}
    doc["graph"] = _graph(gm, modules)
    if modules:
        doc["modules"] = modules
    for k, v in kept.get("extras", {}).items():
        doc.setdefault(k, v)
    return doc


def export(gm, path, process_groups=None, description=None):
    """Writes gm as fx-json to `path` (atomically) and returns the path
    written. "{rank}" in it stands for this process's rank (one file per
    rank); without it, in a program of several ranks, rank 0 writes and the
    others write nothing and return None (ranks.per_rank_path)."""
    target = per_rank_path(path)
    if target is None:
        return None
    doc = to_document(gm, process_groups=process_groups, description=description)
    write_text(target, json.dumps(doc, indent=1) + "\n")
    return target
