#!/usr/bin/env python3
"""Where the compute stream sat idle in `graphopt_fx.check --profile`
traces (DIR/K-NAME.rank0.json), and which NCCL kernels ran through each
gap: a gap is time with no compute kernel running (above 20 us).

    bench/two_gpu/compute_gaps.py PROFILE_DIR

Prints, per trace, the total idle time over the traced replays and the
largest gaps with the indices (in start order) of the first and last NCCL
kernel that ran in them. A gap that spans many NCCL kernels is compute
waiting behind a run of collectives (bench/two_gpu/bursts.py).
"""
import glob
import json
import os
import sys

from profile_overlap import is_nccl


def gaps(path, min_us=20.0):
    with open(path) as f:
        events = json.load(f)["traceEvents"]
    kernels = sorted((e for e in events if e.get("cat") in ("kernel", "gpu_memcpy", "gpu_memset")),
                     key=lambda e: e["ts"])
    nccl = [e for e in kernels if is_nccl(e["name"])]
    compute = [e for e in kernels if not is_nccl(e["name"])]
    out = []
    if not compute:
        return out
    busy_until = compute[0]["ts"] + compute[0]["dur"]
    for e in compute[1:]:
        if e["ts"] > busy_until + min_us:
            through = [i for i, n in enumerate(nccl) if n["ts"] < e["ts"] and n["ts"] + n["dur"] > busy_until]
            out.append((e["ts"] - busy_until, through[0] if through else None, through[-1] if through else None))
        busy_until = max(busy_until, e["ts"] + e["dur"])
    return out


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    for path in sorted(glob.glob(os.path.join(sys.argv[1], "*.rank*.json"))):
        g = gaps(path)
        largest = ", ".join(f"{us:.0f} us (NCCL {a}-{b})" for us, a, b in sorted(g, reverse=True)[:4])
        print(f"{os.path.basename(path)}: compute idle {sum(x[0] for x in g) / 1e3:.2f} ms in {len(g)} gaps; "
              f"largest {largest}")


if __name__ == "__main__":
    main()
