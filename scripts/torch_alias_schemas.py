#!/usr/bin/env python3
"""Lists, from the installed torch, every operator schema whose arguments
are written in place or whose results alias an argument (torch's
`Tensor(a!)` / `Tensor(a)` annotations), for graphopt's dependency model
(lib/analysis/op_schemas.inc, made from this file's output by
scripts/gen_op_schemas.py). Run where torch is installed (the device
machine has torch 2.11):

    python3 scripts/torch_alias_schemas.py > schemas.json
"""
import json
import sys

import torch


def schemas():
    """Every schema torch knows: the JIT's list, then the dispatcher's
    operators it lacks (custom namespaces register only there)."""
    seen = set()
    for s in torch._C._jit_get_all_schemas():
        seen.add((s.name, s.overload_name))
        yield s
    for full in torch._C._dispatch_get_all_op_names():
        name, _, overload = full.partition(".")
        if (name, overload) in seen:
            continue
        try:
            s = torch._C._get_schema(name, overload)
        except RuntimeError:
            continue
        seen.add((name, overload))
        yield s


def alias(a):
    info = a.alias_info
    if info is None:
        return None
    return {"write": bool(info.is_write), "sets": sorted(str(x) for x in info.before_set),
            "inner": [{"write": bool(c.is_write), "sets": sorted(str(x) for x in c.before_set)}
                      for c in getattr(info, "contained_types", [])]}


def main():
    out = []
    for s in schemas():
        args = [{"name": a.name, "kwarg_only": bool(a.kwarg_only), "type": str(a.type), "alias": alias(a)}
                for a in s.arguments]
        rets = [{"type": str(r.type), "alias": alias(r)} for r in s.returns]
        if not any(x["alias"] for x in args + rets):
            continue
        out.append({"name": s.name, "overload": s.overload_name, "args": args, "returns": rets})
    out.sort(key=lambda r: (r["name"], r["overload"]))
    json.dump({"torch": torch.__version__, "schemas": out}, sys.stdout, indent=0)
    print(f"{len(out)} schemas with alias annotations (torch {torch.__version__})", file=sys.stderr)


if __name__ == "__main__":
    main()
