#!/usr/bin/env python3
"""Step-time ratios from `graphopt_fx.check --json` files, paired by round,
with a 95% confidence interval.

A check runs its graphs interleaved: round i times every graph once, one
after another. Over sockets the link moves by 10% and more over a run
(bench/results/two-gpu-2026-11-28d, section 4), so the ratio of two
medians carries that drift; the ratio inside each round does not. For each
graph this prints the median over rounds of its time over the reference's
time in the same round, and a bootstrap interval of that median (rounds
drawn with replacement, a fixed seed: the same input prints the same
bytes).

The reference is torch's better schedule: of the graphs at --reference
(positions in the check's order, 0 the traced input; default 1,2, torch's
default and bucketed schedules as bench/two_gpu/campaign.sh passes them),
the one with the lower median. A second column pairs each with the traced
input. Against --bar (default 1.01): "within" when the interval's top is
at or under it, "over" when its bottom is above it, else "unsure".

    bench/two_gpu/paired.py CHECK.json [...] [--eager] [--reference 1,2] [--bar 1.01] [--pool] [--peak]

--pool adds a table that pools, for each link and graph, the per-round
ratios of every check given (each against its own check's reference), with
the interval drawn within each check (stratified: each check keeps its
number of rounds). Over sockets one check of 30-40 rounds gives an interval
2-8% wide; the repeats of the same graph together narrow it.

--peak adds each graph's peak memory over the reference's: the step's own
(what it allocates above what is held) and the whole, with the inputs
(`input_bytes`: torch.cuda.max_memory_allocated of that step alone).

Files written before check kept its rounds (no `replay_rounds_ms`) get the
ratio of medians and no interval.
"""
import argparse
import json
import math
import os
import random
import statistics
import sys

RESAMPLES = 2000


def median_ratio(num, den, seed=0):
    """(median of num[i] / den[i], low, high): the 95% bootstrap interval
    of that median over the rounds."""
    return pooled_median([[a / b for a, b in zip(num, den)]], seed)


def pooled_median(groups, seed=0):
    """(median of all ratios, low, high): the 95% bootstrap interval, each
    group (one check's rounds) resampled within itself."""
    ratios = [r for g in groups for r in g]
    if len(ratios) < 2:
        return (ratios[0], None, None) if ratios else (math.nan, None, None)
    rng = random.Random(seed)
    meds = sorted(statistics.median([r for g in groups for r in rng.choices(g, k=len(g))])
                  for _ in range(RESAMPLES))
    return statistics.median(ratios), meds[int(0.025 * RESAMPLES)], meds[int(0.975 * RESAMPLES) - 1]


def verdict(lo, hi, bar):
    if lo is None:
        return "no rounds"
    if hi <= bar:
        return "within"
    if lo > bar:
        return "over"
    return "unsure"


def label(path):
    """The file's folder and name: torch's two schedules share a name."""
    return "/".join(path.split("/")[-2:])


def graphs_of(check, eager):
    """[(name, median ms, rounds or None)] in the check's order, the traced input first."""
    key, rkey = ("step_ms", "rounds_ms") if eager else ("replay_ms", "replay_rounds_ms")
    before = (label(check["before"]), check["before_ms" if eager else "before_replay_ms"],
              check.get("before_" + rkey))
    return [before] + [(label(r["graph"]), r[key], r.get(rkey)) for r in check["after"]]


def link_of(check):
    """sockets: P2P and shared memory off; shm: P2P off, through host memory."""
    env = check.get("env") or ""
    if "NCCL_P2P_DISABLE=1" not in env:
        return "nvlink"
    return "sockets" if "NCCL_SHM_DISABLE=1" in env else "shm"


def compare(graphs, reference):
    """One row per graph not in reference: (name, vs reference, vs traced,
    per-round ratios to the reference or None), each vs (ratio, lo, hi)."""
    ref = min(reference, key=lambda k: graphs[k][1])
    rows = []
    for k, (name, ms, rounds) in enumerate(graphs):
        if k == 0 or k in reference:
            continue
        pair = []
        for other in (ref, 0):
            o = graphs[other]
            if rounds and o[2] and len(rounds) == len(o[2]):
                pair.append(median_ratio(rounds, o[2]))
            else:
                pair.append((ms / o[1], None, None))
        r = graphs[ref][2]
        per_round = [a / b for a, b in zip(rounds, r)] if rounds and r and len(rounds) == len(r) else None
        rows.append((name, pair[0], pair[1], per_round))
    return graphs[ref][0], rows


def peak_rows(check, graphs, ref, link, name):
    """[(check, link, graph, reference, step's ratio, whole ratio)]: peaks
    are in the check's order after the traced input's."""
    steps = [check.get("before_peak_bytes")] + [r.get("peak_bytes") for r in check["after"]]
    held = check.get("input_bytes")
    names = [g[0] for g in graphs]
    k_ref = names.index(ref)
    if steps[k_ref] is None:
        return []
    rows = []
    for k, step in enumerate(steps):
        if k == k_ref or step is None:
            continue
        whole = f"{(held + step) / (held + steps[k_ref]):.3f}" if held is not None else "-"
        rows.append((name, link, names[k], ref, f"{step / steps[k_ref]:.3f}", whole))
    return rows


def fmt(r):
    ratio, lo, hi = r
    return f"{ratio:.3f}" + (f" [{lo:.3f}, {hi:.3f}]" if lo is not None else "")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("checks", nargs="+")
    ap.add_argument("--eager", action="store_true", help="eager steps (default: CUDA-graph replays)")
    ap.add_argument("--reference", default="1,2")
    ap.add_argument("--bar", type=float, default=1.01)
    ap.add_argument("--peak", action="store_true", help="also each graph's peak memory over the reference's")
    ap.add_argument("--pool", action="store_true", help="also pool each link's and graph's rounds over the checks")
    args = ap.parse_args(argv)
    reference = [int(x) for x in args.reference.split(",")]
    loaded = []  # every file read before anything is printed
    for path in args.checks:
        try:
            with open(path) as f:
                check = json.load(f)
            loaded.append((path, check, graphs_of(check, args.eager)))
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as e:
            sys.exit(f"error: {path}: not the --json of graphopt_fx.check ({type(e).__name__}: {e})")
    print(f"| check | link | graph | reference | over the reference | vs bar {args.bar} | over the traced input | vs bar |")
    print("|---|---|---|---|---|---|---|---|")
    by_link = {}
    pools = {}
    peaks = []
    for path, check, graphs in loaded:
        if max(reference) >= len(graphs):
            sys.exit(f"error: {path}: {len(graphs)} graphs, no position {max(reference)} for --reference")
        ref, rows = compare(graphs, reference)
        link = link_of(check)
        if args.peak:
            peaks += peak_rows(check, graphs, ref, link, os.path.basename(path))
        for name, vs_ref, vs_traced, per_round in rows:
            if per_round:
                pools.setdefault((link, name), []).append(per_round)
            print(f"| {os.path.basename(path)} | {link} | {name} | {ref} | {fmt(vs_ref)} | "
                  f"{verdict(vs_ref[1], vs_ref[2], args.bar)} | {fmt(vs_traced)} | "
                  f"{verdict(vs_traced[1], vs_traced[2], args.bar)} |")
            base = name.split("/")[-1]
            by_link.setdefault((link, base.split(".")[-2] if base.count(".") >= 2 else base), []).append(vs_ref[0])
    print()
    print("| link | variant | checks | geometric mean over the reference |")
    print("|---|---|---|---|")
    for (link, variant), ratios in sorted(by_link.items()):
        gm = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
        print(f"| {link} | {variant} | {len(ratios)} | {gm:.4f} |")
    if args.peak:
        print()
        print("| check | link | graph | reference | step's peak over the reference's | with the inputs |")
        print("|---|---|---|---|---|---|")
        for row in peaks:
            print("| " + " | ".join(row) + " |")
    if args.pool:
        print()
        print(f"| link | graph | checks | rounds | pooled over each check's reference | vs bar {args.bar} |")
        print("|---|---|---|---|---|---|")
        for (link, name), groups in sorted(pools.items()):
            r = pooled_median(groups)
            print(f"| {link} | {name} | {len(groups)} | {sum(map(len, groups))} | {fmt(r)} | "
                  f"{verdict(r[1], r[2], args.bar)} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
