#!/usr/bin/env python3
"""A schedule with its runs of collectives cut to at most --max-run in a
row: an experiment for the GPUs, not a pass (bench/two_gpu/bursts.py says
why: on two H200, compute captured behind a long run of collectives waited
for nearly all of them).

    bench/two_gpu/cap_runs.py IN.json OUT.json [--max-run 8]

Walks the schedule in order. A collective beyond the first --max-run since
the last compute op is held back, and held-back collectives are issued,
--max-run at a time, after each following compute op. The collectives keep
their order (every rank must issue them alike). A held-back collective is
issued before anything that reads it, and before any op that writes in
place (an optimizer step, a copy_ into a buffer, an out= argument) into
what it reads, through views, so none moves past a write to its input. A
collective that itself writes in place (all_reduce_, an _out variant) is
never held: the held ones go before it. So a run stays longer than
--max-run where something needs all of it at once (the optimizer after
DDP's all-reduces). Views, waits, placeholders and the output do not
count as compute. Plain graphs only (no iteration form). With
--only-if-changed it writes nothing when no run was cut.
"""
import argparse
import json
import os
import sys

from bursts import NO_KERNEL, is_collective, is_compute, op_name


def refs(x, out):
    """The names of the nodes an argument structure refers to."""
    if isinstance(x, dict):
        if set(x) == {"node"}:
            out.add(x["node"])
        else:
            for v in x.values():
                refs(v, out)
    elif isinstance(x, list):
        for v in x:
            refs(v, out)
    return out


def writes_in_place(n):
    """An op whose name ends in '_' (aten.copy_.default, aten._foreach_add_.List,
    aten._fused_adam_.default) writes into its inputs; one with an out=
    argument into that."""
    return n.get("op") == "call_function" and (_inplace_name(n) or "out" in (n.get("kwargs") or {}))


def _inplace_name(n):
    name = op_name(n)
    return name.endswith("_") and not name.startswith("__")


def cap(nodes, max_run):
    by_name = {n["name"]: n for n in nodes}
    roots = {}

    def root(name):
        """The node whose storage `name` views (views and getitems followed)."""
        if name not in roots:
            n = by_name.get(name)
            up = refs((n or {}).get("args", [])[:1], set()) if n and op_name(n) in NO_KERNEL else set()
            roots[name] = root(next(iter(up))) if len(up) == 1 else name
        return roots[name]

    def storages(n):
        return {root(r) for r in refs(n.get("args", []), set()) | refs(n.get("kwargs", {}), set())}

    out, held, run = [], [], 0

    def issue(k):
        nonlocal run
        for _ in range(k):
            out.append(held.pop(0))
            run += 1

    for n in nodes:
        if is_collective(n) and writes_in_place(n):
            issue(len(held))
            out.append(n)
            run += 1
            continue
        if is_collective(n):
            if held or run >= max_run:
                held.append(n)
            else:
                out.append(n)
                run += 1
            continue
        if n.get("op") == "output":
            issue(len(held))
        else:
            # Before n: every held collective n reads, and, when n writes in
            # place, every one that reads what n may write (all of n's
            # arguments, to be safe), with those held before them.
            need = refs(n.get("args", []), set()) | refs(n.get("kwargs", {}), set())
            written = storages(n) if writes_in_place(n) else set()
            last = max((i for i, h in enumerate(held) if h["name"] in need or storages(h) & written), default=-1)
            issue(last + 1)
        out.append(n)
        if is_compute(n):
            run = 0
            issue(min(max_run, len(held)))
    assert not held and len(out) == len(nodes)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("output")
    ap.add_argument("--max-run", type=int, default=8)
    ap.add_argument("--only-if-changed", action="store_true", help="write nothing when no run was cut")
    a = ap.parse_args()
    if a.max_run < 1:
        sys.exit("cap_runs: --max-run must be at least 1")
    if os.path.exists(a.output) and os.path.samefile(a.input, a.output):
        sys.exit(f"cap_runs: {a.output} is the input: write the capped schedule elsewhere")
    with open(a.input) as f:
        doc = json.load(f)
    if "graph" not in doc or "iteration" in doc:
        sys.exit(f"cap_runs: {a.input}: not a plain graph (an iteration form?)")
    nodes = doc["graph"]["nodes"]
    doc["graph"]["nodes"] = cap(nodes, a.max_run)
    if a.only_if_changed and [n["name"] for n in doc["graph"]["nodes"]] == [n["name"] for n in nodes]:
        print(f"cap_runs: {a.input}: no run longer than {a.max_run} to cut; nothing written")
        return
    tmp = a.output + ".part"
    with open(tmp, "w") as f:
        json.dump(doc, f)
    os.replace(tmp, a.output)


if __name__ == "__main__":
    main()
