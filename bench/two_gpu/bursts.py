#!/usr/bin/env python3
"""Runs of collectives issued back to back in a schedule, with no compute
between them: the longest runs, and how many runs are longer than --limit.

Why (fourteenth session, bench/results/two-gpu-2026-11-27e): in CUDA-graph
replays on two H200, a compute kernel captured after a run of collectives
started only when all but the last few of them had run, so a long run
holds compute back behind the link. graphopt's unbucketed schedule of the traced
fsdp_llama issues all 75 all-gathers in one run; the step's compute then sat
idle 2.4-2.8 ms at the start of each replay over NVLink, against 0.5-0.7 ms
for torch's schedules. Neither simulator models this.

    bench/two_gpu/bursts.py [--limit 8] SCHEDULE.json...

Views, getitems and waits do not break a run (they launch no kernel);
any other op does, a bucket's copy-in included.
"""
import argparse
import json

# Ops that launch no kernel of their own (views, getitem, waits).
NO_KERNEL = {"view", "_unsafe_view", "reshape", "getitem", "t", "permute", "expand", "alias", "slice", "select",
             "squeeze", "unsqueeze", "transpose", "split", "split_with_sizes", "unbind", "detach", "as_strided",
             "wait_tensor"}


def op_name(node):
    """aten.view.default -> view; _c10d_functional.wait_tensor.default ->
    wait_tensor; getitem (or _operator.getitem) -> getitem."""
    parts = str(node.get("target")).split(".")
    return parts[1] if len(parts) >= 3 else parts[-1]


# The namespaces docs/format.md accepts for functional collectives.
COLLECTIVE_NAMESPACES = ("_c10d_functional.", "_c10d_functional_autograd.", "c10d_functional.")


def is_collective(node):
    return (node.get("op") == "call_function" and str(node.get("target")).startswith(COLLECTIVE_NAMESPACES)
            and op_name(node) != "wait_tensor")


def is_compute(node):
    """A call that launches a kernel and is not a collective."""
    return node.get("op") == "call_function" and not is_collective(node) and op_name(node) not in NO_KERNEL


def runs(path):
    """The lengths of the runs of collectives issued with no compute between."""
    with open(path) as f:
        nodes = json.load(f)["graph"]["nodes"]
    out, cur = [], 0
    for n in nodes:
        if is_collective(n):
            cur += 1
        elif is_compute(n):
            if cur:
                out.append(cur)
            cur = 0
    if cur:
        out.append(cur)
    return sorted(out, reverse=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--limit", type=int, default=8, help="count the runs longer than this (default 8)")
    ap.add_argument("schedules", nargs="+")
    a = ap.parse_args()
    for p in a.schedules:
        r = runs(p)
        long = [x for x in r if x > a.limit]
        print(f"{p}: {len(long)} runs longer than {a.limit} ({sum(long)} collectives), longest {r[:5]}")


if __name__ == "__main__":
    main()
