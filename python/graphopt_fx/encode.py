"""Python values <-> fx-json Args (docs/format.md, "Arg"), and targets.

Only `encode_arg` and `decode_arg` look at torch types, and only when they
meet them, so plain values round-trip without torch.
"""
import math


def _torch():
    import torch

    return torch


def encode_arg(value, node_type=None):
    """A Python value as an fx-json Arg. `node_type` is torch.fx.Node (or None)."""
    if node_type is not None and isinstance(value, node_type):
        return {"node": value.name}
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, int):
        return int(value)
    if isinstance(value, float):
        if math.isnan(value):
            return {"float": "nan"}
        if math.isinf(value):
            return {"float": "inf" if value > 0 else "-inf"}
        return value
    if isinstance(value, (list, tuple)):
        return [encode_arg(v, node_type) for v in value]
    if isinstance(value, dict):
        return {"dict": {str(k): encode_arg(v, node_type) for k, v in value.items()}}
    if isinstance(value, slice):
        return {"slice": [encode_arg(value.start, node_type), encode_arg(value.stop, node_type),
                          encode_arg(value.step, node_type)]}
    torch = _torch()
    if isinstance(value, torch.dtype):
        return {"dtype": str(value)}
    if isinstance(value, torch.device):
        return {"device": str(value)}
    if isinstance(value, torch.layout):
        return {"layout": str(value)}
    if isinstance(value, torch.memory_format):
        return {"memory_format": str(value)}
    if isinstance(value, (torch.SymInt, torch.SymFloat, torch.SymBool)):
        return {"sym": str(value)}
    return {"repr": repr(value)}


def decode_arg(value, env, device=None):
    """An fx-json Arg as a Python value; {"node": n} becomes env[n]."""
    if isinstance(value, list):
        return [decode_arg(v, env, device) for v in value]
    if not isinstance(value, dict):
        return value
    if len(value) != 1:
        raise ValueError(f"an Arg object has exactly one key: {value!r}")
    (key, v), = value.items()
    if key == "node":
        return env[v]
    if key == "dict":
        return {k: decode_arg(x, env, device) for k, x in v.items()}
    if key == "float":
        return {"inf": math.inf, "-inf": -math.inf, "nan": math.nan}[v]
    if key == "slice":
        return slice(*(decode_arg(x, env, device) for x in v))
    if key == "sym":
        raise NotImplementedError(f"symbolic value {v!r}: graphs with symbolic shapes cannot be rebuilt to run")
    if key == "repr":
        raise NotImplementedError(f"opaque value {v!r} (written as repr) cannot be rebuilt")
    if key not in ("dtype", "layout", "memory_format", "device"):
        raise ValueError(f"unknown Arg object key {key!r}")
    torch = _torch()
    if key == "device":
        d = torch.device(v)
        return device if device is not None and d.type == "cuda" else d
    return getattr(torch, v.split(".", 1)[1] if v.startswith("torch.") else v)


# Namespaces of torch.ops that targets name ("aten.mm.default").
_PYTHON_MODULES = ("operator", "builtins", "math", "torch", "_operator")


def target_name(target):
    """The fx-json target of a call_function target."""
    torch = _torch()
    if isinstance(target, (torch._ops.OpOverload, torch._ops.OpOverloadPacket)):
        return str(target)
    module = getattr(target, "__module__", None) or "builtins"
    if module == "_operator":
        module = "operator"
    module = module.replace("torch._ops", "torch.ops")
    name = getattr(target, "__qualname__", None) or getattr(target, "__name__", None) or repr(target)
    return f"{module}.{name}"


def decode_target(name):
    """(kind, parts) of an fx-json call_function target: ("ops", (ns, op, overload))
    for torch operators, ("python", (module, attr)) for Python callables."""
    first, _, rest = name.partition(".")
    if first in _PYTHON_MODULES or not rest:
        module, _, attr = name.rpartition(".")
        return "python", ("operator" if module == "_operator" else module, attr)
    parts = name.split(".")
    if len(parts) == 3:
        return "ops", tuple(parts)
    if len(parts) == 2:
        return "ops", (parts[0], parts[1], None)
    module, _, attr = name.rpartition(".")
    return "python", (module, attr)
