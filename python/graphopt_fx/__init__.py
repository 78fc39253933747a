"""graphopt_fx: torch.fx graphs to and from fx-json, graphopt's file format.

    import graphopt_fx
    graphopt_fx.export(gm, "step.json")          # any torch.fx.GraphModule
    gm = graphopt_fx.load("step.opt.json")        # back to a runnable GraphModule
    torch.compile(model, backend=graphopt_fx.capture("graphs/"))
    torch.compile(model, backend=graphopt_fx.backend())                     # graphopt, then Inductor

    result, stats = graphopt_fx.run(gm, "overlap_schedule")   # graphopt from Python

    python -m graphopt_fx.check before.json after.json --ranks 2
    python -m graphopt_fx.profile step.json -o step.profiled.json   # measured runtime_ns, one GPU
    python -m graphopt_fx.calibrate --ranks 2 -o cluster.json       # a cost file for this machine

Pure Python; torch is imported when a function that needs it is called, so
the encoding helpers can be used (and tested) without it.
"""

from .encode import decode_target, encode_arg  # noqa: F401
from .runner import GraphoptError, find_graphopt, run, same_result, version  # noqa: F401


def export(gm, path, process_groups=None, description=None):
    from .to_json import export as _export

    return _export(gm, path, process_groups=process_groups, description=description)


def to_document(gm, process_groups=None, description=None):
    from .to_json import to_document as _to_document

    return _to_document(gm, process_groups=process_groups, description=description)


def load(path, device=None):
    from .from_json import load as _load

    return _load(path, device=device)


def from_document(doc, device=None):
    from .from_json import from_document as _from_document

    return _from_document(doc, device=device)


def capture(directory, aten=True):
    from .compile_backend import capture as _capture

    return _capture(directory, aten=aten)


def backend(passes=None, **kwargs):
    """See compile_backend.backend (passes=None: defaults.DEFAULT_PASSES)."""
    from .compile_backend import backend as _backend

    return _backend(passes, **kwargs)


def inductor_pass(passes=None, **kwargs):
    """See compile_backend.inductor_pass (passes=None: defaults.DEFAULT_PASSES)."""
    from .compile_backend import inductor_pass as _inductor_pass

    return _inductor_pass(passes, **kwargs)


__all__ = ["export", "to_document", "load", "from_document", "capture", "encode_arg", "decode_target", "run",
           "find_graphopt", "version", "GraphoptError", "backend", "inductor_pass"]
