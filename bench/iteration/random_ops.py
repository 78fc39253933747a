#!/usr/bin/env python3
"""The aten ops torch tags nondeterministic_seeded (they draw from the global
generator), by op name: the list lib/analysis/node_kind.cpp's random_ops()
must cover. Needs torch.

    python3 bench/iteration/random_ops.py
"""
import torch

names = set()
for name in dir(torch.ops.aten):
    packet = getattr(torch.ops.aten, name, None)
    for overload in getattr(packet, "overloads", lambda: [])():
        op = getattr(packet, overload)
        if torch.Tag.nondeterministic_seeded in getattr(op, "tags", ()):
            names.add(name)
print(" ".join(sorted(names)))
