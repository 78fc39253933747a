#!/usr/bin/env python3
"""The include rules of the source tree: folders form layers, and a file may
include only from its own folder or a lower layer; no chain of includes
comes back to where it started. Exit 1, naming each offending include or
cycle, when a rule is broken.

    scripts/check_layers.py [ROOT]

The layers, lowest first (README.md, "Layout", shows the same order):
"""
import os
import re
import sys

LAYERS = ["sys", "ir", "io", "analysis", "cost", "sim", "sched", "transform", "diff", "pipeline", "report",
          "passes", "cmd"]
__doc__ += "    " + " < ".join(LAYERS) + "\n"

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def sources(root):
    for top in ("lib", "passes", "cmd"):
        for dirpath, _, files in os.walk(os.path.join(root, top)):
            for f in sorted(files):
                if f.endswith((".cpp", ".hpp")):
                    yield os.path.relpath(os.path.join(dirpath, f), root)


def layer_of(path):
    """The layer of a repository path: lib/<layer>/..., passes/..., cmd/..."""
    parts = path.split("/")
    return parts[1] if parts[0] == "lib" else parts[0]


def resolve(root, src, inc):
    """The repository path an include names, or None (generated, or outside)."""
    for base in (os.path.dirname(src), "lib", os.path.join("cmd")):
        cand = os.path.normpath(os.path.join(base, inc))
        if os.path.exists(os.path.join(root, cand)):
            return cand
    return None


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
    rank = {name: i for i, name in enumerate(LAYERS)}
    graph = {}
    problems = []
    for src in sources(root):
        mine = layer_of(src)
        if mine not in rank:
            problems.append(f"{src}: folder '{mine}' is in no layer (add it to LAYERS in scripts/check_layers.py)")
            continue
        graph[src] = []
        with open(os.path.join(root, src), encoding="utf-8") as f:
            for lineno, line in enumerate(f, 1):
                m = INCLUDE.match(line)
                if not m:
                    continue
                dst = resolve(root, src, m.group(1))
                if dst is None:
                    continue
                graph[src].append(dst)
                theirs = layer_of(dst)
                if theirs in rank and rank[theirs] > rank[mine]:
                    problems.append(f"{src}:{lineno}: includes {dst}: layer '{mine}' may not include from the "
                                    f"higher layer '{theirs}'")
    # Cycles among files: a depth-first search that reports each back edge's loop.
    state = {}
    stack = []

    def visit(n):
        state[n] = 1
        stack.append(n)
        for d in graph.get(n, []):
            if state.get(d) == 1:
                loop = stack[stack.index(d):] + [d]
                problems.append("include cycle: " + " -> ".join(loop))
            elif d not in state:
                visit(d)
        stack.pop()
        state[n] = 2

    sys.setrecursionlimit(10000)
    for n in sorted(graph):
        if n not in state:
            visit(n)
    for p in problems:
        print(p)
    if problems:
        return 1
    print(f"layers: {len(graph)} files, every include goes to the same or a lower layer, no cycle")
    return 0


if __name__ == "__main__":
    sys.exit(main())
