#!/usr/bin/env python3
"""The per-pass cases: tests/passes/<pass>/<case>.json is an input, and
<case>.expected beside it holds the command (its first line, `# RUN:` and
the graphopt flags) and what it must show: its exit code when not 0, what
it wrote to standard error (reports, messages) and to standard output, then
the graph after the pipeline in torch.fx text (`print`).

    run_pass_cases.py --graphopt build/graphopt [--pass NAME] [--update-golden]

Besides comparing, it checks that the cases mean something:
  - every registered pass has a folder, and every folder is a pass;
  - a case named keeps_* leaves the graph as it was;
  - a case named option_<key> gives another output than the same run with
    the option <key> removed (or every pass option, when the RUN line does
    not name <key>);
  - each folder has a case that a pass doing nothing would fail (its output
    differs from the input's, run with no pass);
  - each option of the pass appears in some case's RUN line.
--update-golden rewrites the expected output (keeping the RUN line); review
the diff before committing it.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
GRAPHOPT = None
failures = []


def fail(msg):
    failures.append(msg)
    print("FAIL: " + msg)


def run(flags, path):
    """What graphopt with `flags` on `path` shows: its exit code, standard
    error and standard output, and the graph after the pipeline (torch.fx
    text; empty when the run failed)."""
    with tempfile.TemporaryDirectory() as tmp:
        graph_txt = os.path.join(tmp, "graph.txt")
        passes = [f for f in flags if f.startswith("--passes=")]
        others = [f for f in flags if not f.startswith("--passes=")]
        pipeline = passes[-1][len("--passes="):] if passes else ""
        pipeline = (pipeline + "," if pipeline else "") + "print{file=" + graph_txt + "}"
        p = subprocess.run([GRAPHOPT, "--passes=" + pipeline, "--disable-output", "--verify-analyses", *others, path],
                           capture_output=True, text=True, cwd=ROOT)
        graph = ""
        if os.path.exists(graph_txt):
            with open(graph_txt) as f:
                graph = f.read()
        shown = "" if p.returncode == 0 else f"# exit {p.returncode}\n"
        shown += "# reports:\n" + p.stderr.replace(ROOT + "/", "")
        if p.stdout:
            shown += "# stdout:\n" + p.stdout
        return shown, graph


def strip_options(text):
    """The pipeline with every pass's {options} removed (braces may nest)."""
    out, depth = [], 0
    for ch in text:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        elif depth == 0:
            out.append(ch)
    return "".join(out)


def strip_option(text, key):
    """The pipeline with the option `key` removed from every pass's
    {options} (other options kept; braces may nest in values)."""
    out, i = [], 0
    while i < len(text):
        if text[i] != "{":
            out.append(text[i])
            i += 1
            continue
        depth, j, items, start = 1, i + 1, [], i + 1
        while depth:
            if text[j] == "{":
                depth += 1
            elif text[j] == "}":
                depth -= 1
            if (text[j] == "," and depth == 1) or depth == 0:
                items.append(text[start:j])
                start = j + 1
            j += 1
        kept = [it for it in items if it.split("=", 1)[0].strip() != key]
        if kept:
            out.append("{" + ",".join(kept) + "}")
        i = j
    return "".join(out)


def render(shown, graph):
    return shown + "# graph:\n" + graph


def registered():
    """{pass: [option, ...]} from --list-passes."""
    out = subprocess.run([GRAPHOPT, "--list-passes"], capture_output=True, text=True, check=True).stdout
    passes, current = {}, None
    for line in out.splitlines():
        m = re.match(r"^  (\w+)\s", line)
        if m:
            current = m.group(1)
            passes[current] = []
            continue
        m = re.match(r"^\s{10,}(\w+)=<", line)
        if m and current:
            passes[current].append(m.group(1))
    return passes


def check_case(folder, case, update):
    exp_path = os.path.join(folder, case + ".expected")
    inp = os.path.relpath(os.path.join(folder, case + ".json"), ROOT)
    with open(exp_path) as f:
        expected = f.read()
    first, _, body = expected.partition("\n")
    if not first.startswith("# RUN:"):
        fail(f"{exp_path}: the first line must be '# RUN: <flags>'")
        return None
    flags = first[len("# RUN:"):].split()
    reports, graph = run(flags, inp)
    actual = render(reports, graph)
    if actual != body:
        if update:
            with open(exp_path, "w") as f:
                f.write(first + "\n" + actual)
            print(f"updated {exp_path}")
        else:
            fail(f"{exp_path}: output differs (rerun with --update-golden after checking the change):\n"
                 + "\n".join(diff_lines(body, actual)))
    base_reports, base_graph = run([], inp)
    if case.startswith("keeps_") and graph != base_graph:
        fail(f"{exp_path}: a keeps_ case, but the pass changed the graph")
    if case.startswith("option_"):
        # Without the option the case is named for, when its RUN line names
        # it (others kept: an option may matter only beside another); else
        # without any.
        key = case[len("option_"):]
        named = any(f.startswith("--passes=") and strip_option(f, key) != f for f in flags)
        plain = [(strip_option(f, key) if named else strip_options(f)) if f.startswith("--passes=") else f
                 for f in flags]
        if run(plain, inp) == (reports, graph):
            fail(f"{exp_path}: an option_ case, but the output is the same without "
                 + (f"the option {key}" if named else "the options"))
    return flags, (reports, graph) != (base_reports, base_graph)


def diff_lines(a, b):
    import difflib
    return list(difflib.unified_diff(a.splitlines(), b.splitlines(), "expected", "actual", lineterm="", n=2))[:40]


def main():
    global GRAPHOPT
    ap = argparse.ArgumentParser()
    ap.add_argument("--graphopt", required=True)
    ap.add_argument("--pass", dest="only")
    ap.add_argument("--update-golden", action="store_true")
    a = ap.parse_args()
    GRAPHOPT = os.path.abspath(a.graphopt)
    passes = registered()
    folders = sorted(d for d in os.listdir(HERE) if os.path.isdir(os.path.join(HERE, d)) and d != "__pycache__")
    for d in folders:
        if d not in passes:
            fail(f"tests/passes/{d}: no registered pass of that name")
    for name in sorted(passes):
        if a.only and name != a.only:
            continue
        folder = os.path.join(HERE, name)
        if not os.path.isdir(folder):
            fail(f"pass {name}: no folder tests/passes/{name}/")
            continue
        cases = sorted(f[:-len(".expected")] for f in os.listdir(folder) if f.endswith(".expected"))
        used_flags, would_fail_noop, keeps = [], False, False
        for case in cases:
            r = check_case(folder, case, a.update_golden)
            if r is None:
                continue
            flags, differs = r
            used_flags += flags
            would_fail_noop |= differs
            keeps |= case.startswith("keeps_")
        if not would_fail_noop:
            fail(f"pass {name}: no case would fail if the pass did nothing")
        if not keeps:
            fail(f"pass {name}: no keeps_ case (an input the pass must leave alone)")
        runs = " ".join(used_flags)
        for opt in passes[name]:
            if not re.search(r"[{,]" + opt + "=", runs):
                fail(f"pass {name}: no case uses its option '{opt}'")
        print(f"{name}: {len(cases)} cases")
    if failures:
        print(f"\n{len(failures)} failure(s)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
