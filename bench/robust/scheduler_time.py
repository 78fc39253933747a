#!/usr/bin/env python3
"""Time of torch's scheduler (schedule_overlap_bucketing, default and with
collective_bucketing) and of graphopt's overlap_schedule on the same traced
steps, on the same machine, in the same run.

    python3 bench/robust/scheduler_time.py --graphopt build-rel/graphopt --out time.json [--models a,b]
        [--layers N] [--settings default,bucketed] [--baseline OTHER_BINARY] [--runs 5]

--layers N: the models with N layers instead of 8 (about 400 nodes a layer:
64 layers make a step of about 27,000 nodes); --settings: which of torch's
two settings to time (each is one run; on large steps they take minutes);
--baseline: also time another graphopt binary on the same files, its runs
alternating with --graphopt's (a change's speed-up, measured in one run).

torch: one run per setting on a freshly traced graph (its scheduler mutates
the graph; tracing is not timed). graphopt: the pass alone (--time-passes),
median of 5 runs, on the same step written as fx-json.
"""
import argparse
import copy
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import trace_models  # noqa: E402


def pass_ms(binary, path):
    p = subprocess.run([binary, "--passes=overlap_schedule", "--time-passes", path, "-o", os.devnull],
                       capture_output=True, text=True, check=True)
    line = next(line for line in p.stderr.splitlines() if "pass overlap_schedule" in line)
    return float(line.split()[0])


def graphopt_ms(binaries, path, runs=5):
    """Median pass time of each binary, their runs alternating."""
    ms = [[] for _ in binaries]
    for _ in range(runs):
        for i, b in enumerate(binaries):
            ms[i].append(pass_ms(b, path))
    return [statistics.median(m) for m in ms]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--graphopt", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--models", default="fsdp_llama,fsdp_qwen2,ddp_llama,ddp_bert")
    ap.add_argument("--layers", type=int, default=0, help="layers of each model (0: as traced, 8)")
    ap.add_argument("--settings", default="default,bucketed", help="torch's settings to time")
    ap.add_argument("--baseline", help="another graphopt binary, timed alongside")
    ap.add_argument("--runs", type=int, default=5, help="graphopt runs per binary (median)")
    a = ap.parse_args()
    import torch
    import torch.distributed as dist
    from torch._inductor.fx_passes.overlap_scheduling import schedule_overlap_bucketing
    from torch.testing._internal.distributed.fake_pg import FakeStore

    dist.init_process_group("fake", store=FakeStore(), rank=0, world_size=trace_models.WORLD)
    specs = trace_models.all_specs()
    dev = torch.device("cuda")
    res = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name in a.models.split(","):
            spec = specs[name]
            if a.layers:
                cfg = copy.deepcopy(spec[1])
                for key in ("num_hidden_layers", "n_layer"):
                    if hasattr(cfg, key):
                        setattr(cfg, key, a.layers)
                spec = (spec[0], cfg) + tuple(spec[2:])
            gm, desc = trace_models.trace(name, spec, dev)
            path = os.path.join(tmp, name + ".json")
            trace_models.graphopt_fx.export(gm, path, description=desc)
            ms = graphopt_ms([a.graphopt] + ([a.baseline] if a.baseline else []), path, a.runs)
            rec = {"nodes": len(gm.graph.nodes), "graphopt_ms": ms[0]}
            if a.baseline:
                rec["baseline_ms"] = ms[1]
            print(name, json.dumps(rec), flush=True)
            wanted = a.settings.split(",")
            for label, bucket in (("torch_s", False), ("torch_bucketed_s", True)):
                if ("bucketed" if bucket else "default") not in wanted:
                    continue
                g2 = copy.deepcopy(gm)
                t = time.perf_counter()
                schedule_overlap_bucketing(g2, collective_bucketing=bucket)
                rec[label] = time.perf_counter() - t
                print(name, label, rec[label], flush=True)
            times = [rec[k] for k in ("torch_s", "torch_bucketed_s") if k in rec]
            rec["ratio"] = min(times) * 1e3 / rec["graphopt_ms"] if times else None
            if a.baseline and times:
                rec["baseline_ratio"] = min(times) * 1e3 / rec["baseline_ms"]
            res[name] = rec
            print(name, json.dumps(rec), flush=True)
    with open(a.out, "w") as f:
        json.dump(res, f, indent=1)


if __name__ == "__main__":
    main()
