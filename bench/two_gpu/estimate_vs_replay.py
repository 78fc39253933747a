#!/usr/bin/env python3
"""graphopt's estimate of every schedule a `graphopt_fx.check --json` run
replayed, over the replay (issue 20's bar: after calibrate, estimates of
steps in no fit within 10% of measured). One cost file per link, given as
they are (nothing is fitted here); the link of each check comes from its
env (NCCL_P2P_DISABLE: sockets). A schedule path recorded on the device
that is not here is looked up by its file name in the --schedules
folders (campaign.sh --dry-run makes them again, byte for byte).

    bench/two_gpu/estimate_vs_replay.py --graphopt build-rel/graphopt \\
        --nvlink nvlink.json --sockets sockets.json --schedules DIR CHECK.json...
"""
import argparse
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from paired import link_of  # noqa: E402  (beside this file)


def estimate_ms(graphopt, cost, path):
    p = subprocess.run([graphopt, "--cost-model", cost, "--passes=analyze", "--disable-output", "--stats", "-", path],
                       capture_output=True, text=True)
    if p.returncode != 0:
        raise SystemExit(f"graphopt failed on {path}: {p.stderr.strip()}")
    return json.loads(p.stdout.splitlines()[0])["step_time_ns"] / 1e6


def local(path, folders):
    if os.path.exists(path):
        return path
    for d in folders:
        candidate = os.path.join(d, os.path.basename(path))
        if os.path.exists(candidate):
            return candidate
    raise SystemExit(f"{path}: not here and not in --schedules {folders}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--graphopt", required=True)
    ap.add_argument("--nvlink", required=True, help="cost file for the checks run over NVLink")
    ap.add_argument("--sockets", required=True, help="cost file for the checks run over sockets")
    ap.add_argument("--schedules", action="append", default=[], help="folder of schedules made again")
    ap.add_argument("checks", nargs="+")
    a = ap.parse_args()
    ratios = {"nvlink": [], "sockets": []}
    # Pairs of schedules of one check whose replays differ by more than
    # 2%: how many the estimates put in the same order (what a scheduler
    # choosing between them needs, whatever the link's speed that call).
    pairs = {"nvlink": [0, 0], "sockets": [0, 0]}
    print(f"| check | graph | est ms | replay ms | est / replay |\n|---|---|---|---|---|")
    for check in a.checks:
        with open(check) as f:
            r = json.load(f)
        if not r.get("cuda_graph"):
            print(f"{check}: no replays (run without --cuda-graph)", file=sys.stderr)
            continue
        link = link_of(r)
        rows = [(r["before"], r["before_replay_ms"])] + [(x["graph"], x["replay_ms"]) for x in r["after"]]
        seen = []
        for path, measured in rows:
            est = estimate_ms(a.graphopt, getattr(a, link), local(path, a.schedules))
            ratios[link].append(est / measured)
            for e0, m0 in seen:
                if abs(measured / m0 - 1) > 0.02:
                    pairs[link][0] += (est - e0) * (measured - m0) > 0
                    pairs[link][1] += 1
            seen.append((est, measured))
            # The folder too: the traced step and torch's schedules share a file name.
            shown = os.path.join(os.path.basename(os.path.dirname(path)), os.path.basename(path))
            print(f"| {os.path.basename(check)} | {shown} | {est:.2f} | {measured:.2f} | "
                  f"{est / measured:.3f} |")
    print()
    for link, rs in ratios.items():
        if rs:
            print(f"{link}: {len(rs)} replays, est / replay {min(rs):.3f} to {max(rs):.3f}, "
                  f"{sum(abs(x - 1) <= 0.1 for x in rs)} within 10%; pairs more than 2% apart in the same "
                  f"order: {pairs[link][0]} of {pairs[link][1]}")


if __name__ == "__main__":
    main()
