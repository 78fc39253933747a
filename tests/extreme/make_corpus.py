#!/usr/bin/env python3
"""Writes the extreme-numbers corpus: valid graphs at the edges of every range
of lib/io/limits.hpp (largest group, longest node time, largest tensors and
dimensions, times of zero), and cost files at the edges of the cost-file
ranges. `ctest -R cli.extreme` runs them through the usual pipelines.

    tests/extreme/make_corpus.py     # rewrites tests/extreme/*.json
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
MAX_GROUP = 1 << 20       # kMaxGroupSize
MAX_NUMEL = 1 << 56       # kMaxNumel, kMaxDim, kMaxStride
MAX_NS = 1e15             # kMaxNodeNs


def t(shape, dtype="float32", stride=None):
    v = {"shape": shape, "dtype": dtype}
    if stride is not None:
        v["stride"] = stride
    return v


def node(name, op, target, args=None, val=None, runtime=None):
    n = {"name": name, "op": op, "target": target}
    if args is not None:
        n["args"] = args
    meta = {}
    if val is not None:
        meta["val"] = val
    if runtime is not None:
        meta["runtime_ns"] = runtime
    if meta:
        n["meta"] = meta
    return n


def ref(name):
    return {"node": name}


def step(shard, full, dtype, group, group_size, runtime=None):
    """A small train step over one group: an all-reduce, an all-gather and a
    reduce-scatter, each with compute to hide it under, and a matmul."""
    f = "call_function"
    return [
        node("x", "placeholder", "x", val=t(shard, dtype)),
        node("w", "placeholder", "w", val=t([4, 4])),
        node("ar", f, "_c10d_functional.all_reduce.default", [ref("x"), "sum", group], t(shard, dtype), runtime),
        node("relu", f, "aten.relu.default", [ref("w")], t([4, 4]), runtime),
        node("mm", f, "aten.mm.default", [ref("relu"), ref("w")], t([4, 4]), runtime),
        node("ar_w", f, "_c10d_functional.wait_tensor.default", [ref("ar")], t(shard, dtype), runtime),
        node("ag", f, "_c10d_functional.all_gather_into_tensor.default", [ref("ar_w"), group_size, group],
             t(full, dtype), runtime),
        node("mm_1", f, "aten.mm.default", [ref("mm"), ref("w")], t([4, 4]), runtime),
        node("ag_w", f, "_c10d_functional.wait_tensor.default", [ref("ag")], t(full, dtype), runtime),
        node("rs", f, "_c10d_functional.reduce_scatter_tensor.default", [ref("ag_w"), "sum", group_size, group],
             t(shard, dtype), runtime),
        node("mm_2", f, "aten.mm.default", [ref("mm_1"), ref("w")], t([4, 4]), runtime),
        node("rs_w", f, "_c10d_functional.wait_tensor.default", [ref("rs")], t(shard, dtype), runtime),
        node("add", f, "aten.add.Tensor", [ref("mm_2"), ref("mm_1")], t([4, 4]), runtime),
        node("output", "output", "output", [[ref("rs_w"), ref("add")]]),
    ]


def module_chain(depth, calls):
    """Modules m0..m{depth-1}, each calling the next `calls` times in a row,
    the last a relu: calls^depth relus in all (4^520 overflows a double,
    so a call's estimate must hold to one node's most)."""
    mods = {}
    for i in range(depth):
        if i < depth - 1:
            nodes = [node("x", "placeholder", "x")] + [
                node(f"c{k}", "call_module", f"m{i + 1}", [ref("x" if k == 0 else f"c{k - 1}")]) for k in range(calls)
            ] + [node("output", "output", "output", [ref(f"c{calls - 1}")])]
        else:
            nodes = [node("x", "placeholder", "x"), node("r", "call_function", "aten.relu.default", [ref("x")]),
                     node("output", "output", "output", [ref("r")])]
        mods[f"m{i}"] = {"graph": {"nodes": nodes}}
    top = [node("a", "placeholder", "a", val=t([4, 4])),
           node("ar", "call_function", "_c10d_functional.all_reduce.default", [ref("a"), "sum", "0"], t([4, 4])),
           node("c", "call_module", "m0", [ref("a")]),
           node("w", "call_function", "_c10d_functional.wait_tensor.default", [ref("ar")], t([4, 4])),
           node("s", "call_function", "aten.add.Tensor", [ref("c"), ref("w")]),
           node("output", "output", "output", [[ref("s")]])]
    return dict(doc(top, {"0": 8}), modules=mods)


def doc(nodes, groups):
    return {"format": "fx-json", "version": 1,
            "process_groups": {k: {"size": v} for k, v in groups.items()},
            "graph": {"nodes": nodes}}


def bucketed(n, shard, dtype, group, group_size):
    """n all-reduces of one size, for comm_fusion to bucket (sums of sizes)."""
    f = "call_function"
    nodes = [node(f"g{i}", "placeholder", f"g{i}", val=t(shard, dtype)) for i in range(n)]
    outs = []
    for i in range(n):
        nodes.append(node(f"ar{i}", f, "_c10d_functional.all_reduce.default", [ref(f"g{i}"), "sum", group],
                          t(shard, dtype)))
        nodes.append(node(f"w{i}", f, "_c10d_functional.wait_tensor.default", [ref(f"ar{i}")], t(shard, dtype)))
        outs.append(ref(f"w{i}"))
    nodes.append(node("output", "output", "output", [outs]))
    return doc(nodes, {group: group_size})


GRAPHS = {
    # The largest group: 2^20 ranks, in process_groups and in group_size args.
    "max_group_size.json": doc(step([1 << 20], [1 << 40], "bfloat16", "0", MAX_GROUP), {"0": MAX_GROUP}),
    # Every node takes the longest time a node may take.
    "max_runtime.json": doc(step([1024], [1024 * 8], "float32", "0", 8, runtime=MAX_NS), {"0": 8}),
    # Every node takes no time at all: nothing to hide, no nan.
    "zero_runtime.json": doc(step([1024], [1024 * 8], "float32", "0", 8, runtime=0), {"0": 8}),
    # The largest tensors: 2^56 elements gathered over the largest group,
    # 2^60 bytes in all.
    "largest_tensors.json": doc(step([MAX_NUMEL >> 20], [MAX_NUMEL], "float8_e4m3fn", "0", MAX_GROUP),
                                {"0": MAX_GROUP}),
    "largest_buckets.json": bucketed(5, [MAX_NUMEL], "float8_e4m3fn", "0", 8),
    # The largest dimensions and strides: a tensor with a zero dimension
    # may have others up to 2^56 (their product must not overflow).
    "largest_dims.json": doc([
        node("x", "placeholder", "x", val=t([0, MAX_NUMEL, MAX_NUMEL], "float64", [MAX_NUMEL, MAX_NUMEL, 1])),
        node("y", "call_function", "aten.relu.default", [ref("x")], t([0, MAX_NUMEL, MAX_NUMEL], "float64")),
        node("z", "call_function", "aten.reshape.default", [ref("y"), [-1]], t([0], "float64")),
        node("ar", "call_function", "_c10d_functional.all_reduce.default", [ref("x"), "sum", "0"],
             t([0, MAX_NUMEL, MAX_NUMEL], "float64")),
        node("w", "call_function", "_c10d_functional.wait_tensor.default", [ref("ar")],
             t([0, MAX_NUMEL, MAX_NUMEL], "float64")),
        node("output", "output", "output", [[ref("z"), ref("w")]]),
    ], {"0": MAX_GROUP}),
    # Calls that multiply: 4^520 relus (found by red-team: inf, then nan).
    "module_chain.json": module_chain(520, 4),
    # One tensor of 2^59 bytes named 16 times by coalesced collectives: the
    # document holds 2^59 bytes, but a message sums to 2^63 (saturates).
    "repeated_input.json": doc([
        node("x", "placeholder", "x", val=t([MAX_NUMEL], "float64")),
        node("arc", "call_function", "_c10d_functional.all_reduce_coalesced.default", [[ref("x")] * 16, "sum", "0"]),
        node("arc_0", "call_function", "operator.getitem", [ref("arc"), 0]),
        node("agc", "call_function", "_c10d_functional.all_gather_into_tensor_coalesced.default",
             [[ref("x")] * 16, MAX_GROUP, "0"]),
        node("agc_0", "call_function", "operator.getitem", [ref("agc"), 0]),
        node("relu", "call_function", "aten.relu.default", [ref("x")], t([MAX_NUMEL], "float64")),
        node("w0", "call_function", "_c10d_functional.wait_tensor.default", [ref("arc_0")]),
        node("w1", "call_function", "_c10d_functional.wait_tensor.default", [ref("agc_0")]),
        node("output", "output", "output", [[ref("w0"), ref("w1"), ref("relu")]]),
    ], {"0": MAX_GROUP}),
}

# Cost files at the edges of the cost-file ranges (cost-model.md).
COST_FILES = {
    "cost_slowest.json": {
        "gpus_per_node": 1,
        "intra_node": {"bandwidth_GBps": 1e-6, "latency_us": 1e6, "hop_latency_us": 1e6},
        "inter_node": {"bandwidth_GBps": 1e-6, "latency_us": 1e6, "hop_latency_us": 1e6},
        "matmul_efficiency": 0.001, "fp32_matmul_efficiency": 0.001, "attention_efficiency": 0.001,
        "memory_efficiency": 0.001, "kernel_ns": MAX_NS,
        "kernel_launch_ns": MAX_NS, "view_launch_ns": MAX_NS, "collective_launch_ns": MAX_NS,
    },
    "cost_fastest.json": {
        "gpus_per_node": 4096,
        "intra_node": {"bandwidth_GBps": 1e6, "latency_us": 0, "hop_latency_us": 0},
        "inter_node": {"bandwidth_GBps": 1e6, "latency_us": 0, "hop_latency_us": 0},
        "matmul_efficiency": 1, "fp32_matmul_efficiency": 1, "attention_efficiency": 1,
        "memory_efficiency": 1, "kernel_ns": 0,
    },
    "cost_fixed_max.json": {"collective": MAX_NS, "wait": MAX_NS, "view": MAX_NS, "compute": MAX_NS,
                            "default": MAX_NS, "target": {"aten.mm.default": MAX_NS}},
}


def main():
    for name, d in {**GRAPHS, **COST_FILES}.items():
        with open(os.path.join(HERE, name), "w") as f:
            json.dump(d, f, indent=1)
            f.write("\n")


if __name__ == "__main__":
    main()
