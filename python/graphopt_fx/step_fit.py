"""Fits a cost file's compute efficiencies to the measured node times of
real train steps (`calibrate --step`).

One large matmul per class (what calibrate times by default) runs nearer
the GPU's peak than the many middle-sized kernels of a train step: on two
H200 its efficiencies put two traced steps' compute 20% too fast. Here each
efficiency is set so that graphopt's estimate of the steps' nodes of its
class, summed, equals their measured time (python -m graphopt_fx.profile:
every compute node between CUDA events on one GPU).

Which nodes an efficiency prices is asked of graphopt itself, so the rule
stays in one place (lib/cost): a node belongs to a class when its estimate
moves with that efficiency. Pure Python: graphopt's `--trace` gives each
node's estimate.
"""
import contextlib
import json
import math
import os
import subprocess
import tempfile
import time

from .files import stopped_by_signals
from .runner import GraphoptError, find_graphopt

# When the fits must end (time.monotonic()): calibrate's --timeout bounds
# the whole run, and a fit runs graphopt some eighty times a step (found by
# review: the fits ran unbounded). Set by `bounded`.
_deadline = math.inf


@contextlib.contextmanager
def bounded(deadline):
    """Within it, each graphopt run of the fits ends by `deadline` (or
    raises GraphoptError)."""
    global _deadline
    old, _deadline = _deadline, deadline
    try:
        yield
    finally:
        _deadline = old

EFFICIENCIES = ("fp32_matmul_efficiency", "matmul_efficiency", "attention_efficiency", "memory_efficiency")
# A class whose measured time is under this share of the steps' compute
# keeps the value it had: too little time to fit to.
MIN_SHARE = 0.02


def _analyzed(step, cost, what, graphopt=None):
    """What graphopt's analyze writes of the graph at path `step` under the
    cost file contents `cost`: what="trace" (the Chrome trace) or "stats"
    (the JSON-lines records), parsed."""
    exe = find_graphopt(graphopt)
    left = _deadline - time.monotonic()
    if left <= 0:
        raise GraphoptError("--timeout ran out during the step fit")
    # (a signal that ends calibrate removes the temporary directory first)
    with stopped_by_signals(), tempfile.TemporaryDirectory(prefix="graphopt_stepfit_") as tmp:
        cost_path, out = os.path.join(tmp, "cost.json"), os.path.join(tmp, what + ".json")
        with open(cost_path, "w") as f:
            json.dump(cost, f)
        try:
            p = subprocess.run([exe, "--passes=analyze", "--disable-output", "-q", f"--cost-model={cost_path}",
                                f"--{what}={out}", "--", step], capture_output=True, text=True,
                               timeout=None if math.isinf(left) else left)
        except subprocess.TimeoutExpired:
            raise GraphoptError("--timeout ran out during the step fit") from None
        if p.returncode != 0:
            raise GraphoptError(f"graphopt failed on {step}: {p.stderr.strip()}", p.returncode, p.stderr)
        with open(out) as f:
            return json.load(f) if what == "trace" else [json.loads(line) for line in f if line.strip()]


def node_estimates(step, cost, graphopt=None):
    """{node name: estimated ns} of the compute nodes of the graph at path
    `step` under the cost file contents `cost` (the trace of its input)."""
    events = _analyzed(step, cost, "trace", graphopt)["traceEvents"]
    # pid 1 is the input as read (the trace has one process per stage).
    return {e["args"]["node"]: e["args"]["est_ns"] for e in events
            if e.get("ph") == "X" and e.get("pid") == 1 and e.get("cat") == "compute"}


def step_estimate(step, cost, graphopt=None):
    """(estimated step ns, exposed communication ns) of the graph at `step`
    under the cost file contents `cost`."""
    rec = [r for r in _analyzed(step, cost, "stats", graphopt) if r.get("stage") == "input"][0]
    return rec["step_time_ns"], rec["exposed_comm_ns"]


def _estimates(steps, cost, graphopt):
    return [node_estimates(s, cost, graphopt) for s in steps]


def classes(steps, cost, graphopt=None):
    """({efficiency: set of (step index, node)}, the node estimates under
    `cost`, per step): the nodes whose estimate changes when that
    efficiency alone is halved; a node that moves with two (a kernel at the
    turn between arithmetic and memory bound) goes to the one that moves it
    most, so the classes are disjoint."""
    base = _estimates(steps, cost, graphopt)
    moved = {}  # (step, node) -> (change, efficiency)
    for key in EFFICIENCIES:
        halved = dict(cost, **{key: cost[key] / 2})
        for i, s in enumerate(steps):
            for n, t in node_estimates(s, halved, graphopt).items():
                change = abs(t - base[i].get(n, t))
                if change > 1e-6 * max(t, 1.0) and change > moved.get((i, n), (0.0, None))[0]:
                    moved[(i, n)] = (change, key)
    out = {key: set() for key in EFFICIENCIES}
    for node, (_, key) in moved.items():
        out[key].add(node)
    return out, base


def _class_sums(est, members):
    """Each class's estimated ns, from per-step node estimates."""
    return {key: sum(est[i][n] for i, n in nodes) for key, nodes in members.items()}


def fit(steps, measured, cost, graphopt=None, iterations=40):
    """(fitted efficiencies, rows): each efficiency whose class holds at
    least MIN_SHARE of the measured compute, set so that the class's
    estimated time equals its measured time (bisection on the logarithm,
    every class at once: the classes are disjoint), within 0.001..1.
    `steps`: graph paths; `measured`: per step, {node: measured ns};
    `cost`: the cost file's contents, every efficiency set. rows: per
    class, its nodes, measured ms, estimated ms before and after."""
    cost = dict(cost)
    members, base = classes(steps, cost, graphopt)
    total = sum(sum(m.values()) for m in measured)
    want = {key: sum(measured[i].get(n, 0.0) for i, n in nodes) for key, nodes in members.items()}
    fitted = [key for key in EFFICIENCIES if members[key] and total > 0 and want[key] >= MIN_SHARE * total]
    before = _class_sums(base, members)
    lo, hi = {k: math.log(0.001) for k in fitted}, {k: 0.0 for k in fitted}
    for _ in range(iterations if fitted else 0):
        trial = dict(cost, **{k: math.exp((lo[k] + hi[k]) / 2) for k in fitted})
        sums = _class_sums(_estimates(steps, trial, graphopt), {k: members[k] for k in fitted})
        for k in fitted:
            # A higher efficiency makes the class faster.
            if sums[k] > want[k]:
                lo[k] = (lo[k] + hi[k]) / 2
            else:
                hi[k] = (lo[k] + hi[k]) / 2
    values = {k: float(f"{math.exp((lo[k] + hi[k]) / 2):.3g}") for k in fitted}
    after = _class_sums(_estimates(steps, dict(cost, **values), graphopt), members)
    rows = [{"class": key, "nodes": len(members[key]), "measured_ms": want[key] / 1e6,
             "estimate_ms_before": before[key] / 1e6, "estimate_ms_after": after[key] / 1e6,
             "fitted": key in values} for key in EFFICIENCIES if members[key]]
    return values, rows


def measured_runtimes(doc):
    """{node: runtime_ns} of a document graphopt_fx.profile wrote."""
    return {n["name"]: float(n["meta"]["runtime_ns"]) for n in doc["graph"]["nodes"]
            if isinstance(n.get("meta"), dict) and "runtime_ns" in n["meta"]}


LINK_BANDWIDTHS = ("bandwidth_GBps", "large_bandwidth_GBps")
# The link is fitted to steps whose estimated exposed communication is at
# least this share of their estimated step: below it the step's time says
# more about compute (a few percent off) than about the link.
MIN_EXPOSED_SHARE = 0.25


def scaled_link(cost, scale, key="intra_node"):
    """The cost file with the link's bandwidths times `scale`."""
    link = dict(cost[key])
    for b in LINK_BANDWIDTHS:
        if b in link:
            link[b] = float(f"{link[b] * scale:.3g}")
    return dict(cost, **{key: link})


def fit_link(steps, measured_ms, cost, graphopt=None, iterations=30):
    """(scale, rows): the factor on the link's bandwidths that makes the
    estimates of the steps (traced: their communication mostly exposed)
    match their measured times, the mean log error zero (bisection over
    x1/4..x4); 1 when no step exposes enough communication to tell. rows:
    per step, measured ms, estimates before and after, exposed share."""
    before = [step_estimate(s, cost, graphopt) for s in steps]  # (step ns, exposed ns)
    shares = [exposed / t if t > 0 else 0.0 for t, exposed in before]
    used = [i for i, sh in enumerate(shares) if sh >= MIN_EXPOSED_SHARE]

    def mean_log_error(scale):
        c = scaled_link(cost, scale)
        return sum(math.log(step_estimate(steps[i], c, graphopt)[0] / 1e6 / measured_ms[i]) for i in used) / len(used)

    scale = 1.0
    if used:
        lo, hi = math.log(0.25), math.log(4.0)
        for _ in range(iterations):
            mid = (lo + hi) / 2
            # More bandwidth, shorter estimates.
            if mean_log_error(math.exp(mid)) > 0:
                lo = mid
            else:
                hi = mid
        scale = float(f"{math.exp((lo + hi) / 2):.3g}")
    rows = [{"step": os.path.basename(s), "measured_ms": measured_ms[i],
             "estimate_ms_before": before[i][0] / 1e6,
             "estimate_ms_after": step_estimate(s, scaled_link(cost, scale), graphopt)[0] / 1e6,
             "exposed_share": shares[i], "used": i in used} for i, s in enumerate(steps)]
    return scale, rows
