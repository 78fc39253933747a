#!/usr/bin/env python3
"""Writes the small train steps the optimizer passes' cases read: three
4x4 layers, each gradient all-reduced on its own, one fused Adam step and
its step counter (the in-place form torch traces). `--clip` scales every
gradient by a factor computed from all of them (a clip by the global norm).
Run from the repository root: python3 tests/passes/make_train_step.py."""
import json
import sys

T = {"shape": [4, 4], "dtype": "float32", "stride": [4, 1], "device": "cuda:0"}
BIG = {"shape": [2048, 2048], "dtype": "float32", "stride": [2048, 1], "device": "cuda:0"}
S = {"shape": [], "dtype": "float32", "stride": [], "device": "cuda:0"}


def node(name, op, target, args=(), kwargs=None, val=T):
    n = {"name": name, "op": op, "target": target}
    if args:
        n["args"] = list(args)
    if kwargs:
        n["kwargs"] = kwargs
    if val is not None:
        n["meta"] = {"val": val}
    return n


def ref(name):
    return {"node": name}


def step(clip, pre=0, late_use=False):
    """pre: matmuls of the batch alone before the first layer (work the
    next iteration can do before it needs the parameters). late_use: the
    forward pass uses p2, p3, then p1 (whose gradient still comes last), so
    the next iteration has work before it needs p1."""
    global T
    saved = T
    if pre:
        T = BIG
    nodes = []
    for kind in ("p", "e", "v", "s"):
        for i in (1, 2, 3):
            nodes.append(node(f"{kind}{i}", "placeholder", f"{kind}{i}", val=S if kind == "s" else T))
    nodes.append(node("x", "placeholder", "x"))
    prev = "x"
    for i in range(pre):
        nodes.append(node(f"pre{i}", "call_function", "aten.mm.default", [ref(prev), ref(prev)]))
        prev = f"pre{i}"
    for i in ((2, 3, 1) if late_use else (1, 2, 3)):  # forward
        nodes.append(node(f"h{i}", "call_function", "aten.mm.default", [ref(prev), ref(f"p{i}")]))
        prev = f"h{i}"
    nodes.append(node("loss", "call_function", "aten.sum.default", [ref(prev)], val=S))
    grads = {}
    for i in (3, 2, 1):  # backward: last layer first
        nodes.append(node(f"g{i}", "call_function", "aten.mul.Tensor", [ref(f"h{i}"), 2.0]))
        nodes.append(node(f"all_reduce_{i}", "call_function", "_c10d_functional.all_reduce.default",
                          [ref(f"g{i}"), "sum", "0"]))
        nodes.append(node(f"wait_{i}", "call_function", "_c10d_functional.wait_tensor.default",
                          [ref(f"all_reduce_{i}")]))
        grads[i] = f"wait_{i}"
    if clip:
        for i in (1, 2, 3):
            nodes.append(node(f"sq{i}", "call_function", "aten.sum.default", [ref(grads[i])], val=S))
        nodes.append(node("norm", "call_function", "aten.add.Tensor", [ref("sq1"), ref("sq2")], val=S))
        nodes.append(node("norm_all", "call_function", "aten.add.Tensor", [ref("norm"), ref("sq3")], val=S))
        for i in (1, 2, 3):
            nodes.append(node(f"clipped{i}", "call_function", "aten.div.Tensor", [ref(grads[i]), ref("norm_all")]))
            grads[i] = f"clipped{i}"
    nodes.append(node("_foreach_add_", "call_function", "aten._foreach_add_.Scalar",
                      [[ref("s1"), ref("s2"), ref("s3")], 1], val=None))
    lists = [[ref(f"p{i}") for i in (1, 2, 3)], [ref(grads[i]) for i in (1, 2, 3)],
             [ref(f"e{i}") for i in (1, 2, 3)], [ref(f"v{i}") for i in (1, 2, 3)], [],
             [ref(f"s{i}") for i in (1, 2, 3)]]
    nodes.append(node("_fused_adam_", "call_function", "aten._fused_adam_.default", lists,
                      {"lr": 0.01, "beta1": 0.9, "beta2": 0.999, "weight_decay": 0.0, "eps": 1e-8,
                       "amsgrad": False, "maximize": False}, val=None))
    nodes.append(node("output", "output", "output", [[ref("loss")]], val=None))
    T = saved
    return {"format": "fx-json", "version": 1, "producer": "tests/passes/make_train_step.py",
            "process_groups": {"0": {"size": 2, "ranks": [0, 1]}}, "graph": {"nodes": nodes}}


def main():
    out = {
        "tests/passes/iter_move_grads_and_optimizers/changes_last_allreduce.json": step(False),
        "tests/passes/iter_move_grads_and_optimizers/option_before.json": step(False),
        "tests/passes/iter_move_grads_and_optimizers/option_comm_false.json": step(False),
        "tests/passes/iter_move_grads_and_optimizers/rejects_late_destination.json": step(False),
        "tests/passes/iter_move_grads_and_optimizers/rejects_global_norm_clip.json": step(True),
        "tests/passes/iter_move_grads_and_optimizers/option_memory_ratio.json": step(False, pre=8, late_use=True),
        "tests/passes/iter_move_grads_and_optimizers/changes_automatic.json": step(False, pre=8, late_use=True),
        "tests/passes/split_fused_optimizer/changes_split_two_params.json": step(False),
    }
    for path, doc in out.items():
        with open(path, "w") as f:
            json.dump(doc, f, indent=1)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
