#!/usr/bin/env python3
"""CLI tests: run the built graphopt binary on testdata/ and tests/ and check
exit codes, messages, outputs and files left behind.

    run_cli_tests.py --graphopt build/graphopt [--group NAME] [--update-golden]
"""
import argparse
import glob
import hashlib
import json
import math
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(ROOT, "tests"))
from cases_tsv import read_cases  # noqa: E402
GRAPHS = sorted(glob.glob(os.path.join(ROOT, "testdata", "graphs", "*.json")))
BAD = os.path.join(ROOT, "tests", "bad")
EXTREME = os.path.join(ROOT, "tests", "extreme")
GOLDEN = os.path.join(ROOT, "tests", "golden")
SEED = os.path.join(ROOT, "testdata", "graphs", "seed_reorder_compute_for_overlap.json")

failures = []
GRAPHOPT = None
UPDATE = False


def run(args, stdin=None, timeout=60, cwd=None):
    p = subprocess.run([GRAPHOPT] + args, input=stdin, capture_output=True, timeout=timeout, cwd=cwd)
    return p.returncode, p.stdout, p.stderr.decode("utf-8", "replace")


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL:", what)


def sha(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def golden(name, actual):
    path = os.path.join(GOLDEN, name)
    if UPDATE:
        with open(path, "wb") as f:
            f.write(actual)
        return
    with open(path, "rb") as f:
        expected = f.read()
    check(actual == expected, f"golden {name} differs (rerun with --update-golden after checking the change)")


# ---- groups ----

def out_version():
    """graphopt's version, as --version says it."""
    _, stdout, _ = run(["--version"])
    return stdout.decode().split()[1]


def test_roundtrip():
    """Every real graph reads and writes back to an equal JSON document; the
    canonical form is a fixed point and the output is deterministic."""
    with tempfile.TemporaryDirectory() as tmp:
        for g in GRAPHS:
            name = os.path.basename(g)
            out1, out2 = os.path.join(tmp, "1-" + name), os.path.join(tmp, "2-" + name)
            code, _, err = run([g, "-o", out1])
            check(code == 0, f"roundtrip {name}: exit {code}: {err}")
            if code:
                continue
            with open(g) as a, open(out1) as b:
                check(json.load(a) == json.load(b), f"roundtrip {name}: output differs from input as JSON")
            code, _, err = run([out1, "-o", out2])
            check(code == 0 and sha(out1) == sha(out2), f"roundtrip {name}: canonical output is not a fixed point")
            code, stdout, _ = run([g])
            with open(out1, "rb") as f:
                check(stdout == f.read(), f"roundtrip {name}: stdout and -o differ, or output is not deterministic")
        # A plain graph labelled version 2 is written as version 1, which an
        # older reader takes (docs/format.md: 2 only for an iteration form).
        with open(GRAPHS[0]) as f:
            doc = json.load(f)
        doc["version"] = 2
        v2 = os.path.join(tmp, "v2.json")
        with open(v2, "w") as f:
            json.dump(doc, f)
        code, out, err = run([v2])
        check(code == 0 and json.loads(out or b"{}").get("version") == 1,
              f"a plain graph labelled version 2 is written as version 1: exit {code}: {err[:200]}")


def test_passes_on_real_graphs():
    for g in GRAPHS:
        name = os.path.basename(g)
        code, _, err = run(["--passes=dce,print", g, "--disable-output"])
        check(code == 0, f"dce,print on {name}: exit {code}: {err[:300]}")
        check(err.startswith("graph(") and "\n    return " in err, f"dce,print on {name}: no fx text printed")


def node_set(doc):
    return sorted(json.dumps(n, sort_keys=True) for n in doc["graph"]["nodes"])


def test_scheduling_on_real_graphs():
    """Each scheduling pass, with the verifier on, on every real graph: exit 0,
    the same nodes (only positions move), the same bytes when run twice."""
    for g in GRAPHS:
        name = os.path.basename(g)
        with open(g) as f:
            before = node_set(json.load(f))
        for passes in ("sink_waits", "raise_comms", "reorder_compute_for_overlap", "sink_waits,raise_comms"):
            code, out, err = run(["--passes=" + passes, g])
            check(code == 0, f"{passes} on {name}: exit {code}: {err[:300]}")
            if code:
                continue
            check(node_set(json.loads(out)) == before, f"{passes} on {name}: nodes changed")
            code, again, _ = run(["--passes=" + passes, g])
            check(again == out, f"{passes} on {name}: output differs between two runs")


SANITIZED = "ASAN_OPTIONS" in os.environ  # sanitizers inflate memory; the bound is checked without them


def run_measured(args, timeout=60):
    """Runs graphopt; returns (exit code, stdout, stderr, peak RSS in MB), or None on a timeout.
    The RSS is the largest of any child of this process so far (getrusage), so
    callers measure the biggest case last or take the worst over a series."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        p = subprocess.Popen([GRAPHOPT] + args, stdout=out, stderr=err)
        try:
            p.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()
            return None
        rss_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
        out.seek(0)
        err.seek(0)
        return p.returncode, out.read(), err.read().decode("utf-8", "replace"), rss_mb


def expect_rejected(path, want_code, pattern, what, timeout=30, max_rss_mb=None):
    """Runs graphopt on a bad input: the exit code, a message naming the file and
    the place, no output left behind, nothing on stdout, the input untouched, no
    hang, and (without sanitizers) memory within max_rss_mb."""
    before = sha(path) if os.path.isfile(path) and not path.startswith("/proc/") else None
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "out.json")
        result = run_measured([path, "-o", out], timeout=timeout)
        if result is None:
            check(False, f"{what}: timed out after {timeout} s")
            return
        code, stdout, err, rss_mb = result
        check(code == want_code, f"{what}: exit {code}, expected {want_code}")
        check(re.search(re.escape(path) + pattern, err) is not None,
              f"{what}: message does not match {pattern!r}: {err[:300]}")
        check(os.listdir(tmp) == [], f"{what}: left files behind: {os.listdir(tmp)}")
        check(stdout == b"", f"{what}: wrote to stdout")
    if before is not None:
        check(sha(path) == before, f"{what}: the input changed")
    return rss_mb


def test_bad_inputs():
    cases = read_cases(os.path.join(BAD, "cases.tsv"))
    listed = {c[0] for c in cases}
    present = {os.path.basename(p) for p in glob.glob(os.path.join(BAD, "*.json"))}
    check(listed == present, f"tests/bad/cases.tsv and the files differ: {sorted(listed ^ present)}")
    check(len(cases) >= 40, "the bad-input corpus has fewer than 40 cases")
    worst = 0.0
    for file, want_code, pattern in cases:
        rss = expect_rejected(os.path.join(BAD, file), want_code, pattern, f"bad input {file}")
        worst = max(worst, rss or 0)
    # Every file of the corpus is under 256 KB; none may make graphopt grow past 64 MB.
    check(SANITIZED or worst < 64, f"bad inputs: peak memory {worst:.0f} MB")
    print(f"bad inputs: {len(cases)} files rejected, peak memory at most {worst:.0f} MB")

    # Inputs that are not files of JSON.
    expect_rejected(BAD, 2, r": error: cannot read: it is a directory", "directory as input")
    expect_rejected(os.path.join(BAD, "no-such-file.json"), 2, r": error: cannot open: No such file",
                    "missing input")
    # Unreadable, even for root: a file of the kernel's /proc (reading
    # /proc/self/mem at offset 0 would fail with EIO; since the fortieth
    # session such files are refused before the read).
    expect_rejected("/proc/self/mem", 2, r": error: cannot read: it is a file of the kernel's /proc", "unreadable file")
    if os.getuid() != 0:
        with tempfile.TemporaryDirectory() as tmp:
            locked = os.path.join(tmp, "locked.json")
            shutil.copy(SEED, locked)
            os.chmod(locked, 0)
            expect_rejected(locked, 2, r": error: cannot open: Permission denied", "file without read permission")
    else:
        print("note: running as root, so a file without read permission is readable; /proc/self/mem stands in")

    # A 1 GiB string: rejected at its start with a clear message, memory bounded
    # by the input (the file is read once, the string never copied).
    with tempfile.TemporaryDirectory() as tmp:
        if shutil.disk_usage(tmp).free < (3 << 30):
            print("note: less than 3 GiB free, the 1 GiB string case is not run")
            return
        big = os.path.join(tmp, "huge_string.json")
        with open(os.path.join(BAD, "op_not_string.json")) as f:
            text = f.read()
        name = text.index('"relu"')  # the second node's name, at line 41, column 13
        with open(big, "w") as f:
            f.write(text[:name] + '"')
            chunk = "x" * (1 << 20)
            for _ in range(1024):
                f.write(chunk)
            f.write(text[name + len('relu"'):])
        start = time.monotonic()
        rss = expect_rejected(big, 2, r":41:13: error: string longer than 64 MiB", "1 GiB string", timeout=120)
        print(f"1 GiB string: rejected in {time.monotonic() - start:.1f} s, peak memory {rss or 0:.0f} MB")
        check(SANITIZED or rss is None or rss < 1024 + 200, f"1 GiB string: peak memory {rss:.0f} MB")


VALID = sorted(glob.glob(os.path.join(ROOT, "tests", "valid", "*.json")))
# The pipelines the fuzzer runs (tests/fuzz/fuzz_pipeline.cpp), beside every pass alone.
PIPELINES = ["sink_waits,raise_comms", "comm_fusion,schedule_comm_wait", "overlap_schedule{reorder_collectives=true}",
             "raise_comms{reorder_collectives=true},sink_waits",
             "comm_fusion{kinds=all_reduce;all_gather;reduce_scatter,bucket_mb=0.01},partial_lower{min_ops=1}",
             "comm_fusion,schedule_comm_wait,partial_lower{min_ops=1},dce",
             "remove_copy_from_optimizer,dce,overlap_schedule"]


def registered_passes():
    code, out, _ = run(["--list-passes"])
    return re.findall(r"^  ([a-z_]+) ", out.decode(), re.M)


def graphs_of(doc):
    """The top-level graph and each module's, by module name ("" for the top)."""
    return {"": doc["graph"]} | {m: v["graph"] for m, v in doc.get("modules", {}).items()}


def test_valid_inputs():
    """Unusual but valid graphs (tests/valid/: a node named output, nodes,
    get_attr targets and modules named as passes name what they make):
    every pass alone and the usual pipelines, with the verifier on, exit 0;
    names stay unique, a new module takes no name a get_attr uses, and the
    output reads back."""
    check(len(VALID) >= 2, "tests/valid/ holds fewer than 2 graphs")
    passes = registered_passes()
    check("partial_lower" in passes and "comm_fusion" in passes, f"--list-passes: {passes}")
    specs = [p for p in passes if p != "partial_lower"] + ["partial_lower{min_ops=1}"] + PIPELINES
    with tempfile.TemporaryDirectory() as tmp:
        for path in VALID:
            name = os.path.basename(path)
            with open(path) as f:
                before = json.load(f)
            attrs = {n["target"].split(".")[0] for g in graphs_of(before).values() for n in g["nodes"]
                     if n["op"] == "get_attr"}
            for spec in specs:
                out = os.path.join(tmp, "out.json")
                code, _, err = run(["-q", "--verify-each", "--passes=" + spec, path, "-o", out])
                check(code == 0, f"valid {name}, {spec}: exit {code}: {err[:400]}")
                if code:
                    continue
                code, _, err = run([out, "--disable-output"])
                check(code == 0, f"valid {name}, {spec}: the output does not read back: {err[:300]}")
                with open(out) as f:
                    doc = json.load(f)
                for graph, g in graphs_of(doc).items():
                    names = [n["name"] for n in g["nodes"]]
                    check(len(names) == len(set(names)), f"valid {name}, {spec}: duplicate names in graph {graph!r}")
                clash = attrs & set(doc.get("modules", {}))
                check(not clash, f"valid {name}, {spec}: a module named like a get_attr target: {sorted(clash)}")


def test_usage_errors():
    def usage(args, pattern, what):
        code, stdout, err = run(args)
        check(code == 1, f"{what}: exit {code}, expected 1 ({err.strip()})")
        check(re.search(pattern, err) is not None, f"{what}: message {err.strip()!r} does not match {pattern!r}")
        check(stdout == b"", f"{what}: wrote to stdout")

    usage(["--passes=dec", SEED], r"unknown pass 'dec'; did you mean 'dce'\?", "unknown pass")
    usage(["--passes=prnit", SEED], r"did you mean 'print'\?", "misspelled pass")
    usage(["--passes=print{shapes=maybe}", SEED], r"option 'shapes': 'maybe' is not a valid bool", "bad option value")
    usage(["--passes=dce{foo=1}", SEED], r"pass 'dce' has no option 'foo' \(it takes none\)", "unknown option")
    usage(["--passes=print{shapes}", SEED], r"needs a value", "option without value")
    usage(["--passes=print{shapes=true", SEED], r"unbalanced", "unbalanced brace")
    usage(["--passes=dce,,print", SEED], r"empty pass name", "empty pass name")
    # (found by red-team: it wrote a file named "a}{file=b")
    usage(["--passes=print{file=a}{file=b}", SEED, "--disable-output"],
          r"pass 'print': '\{file=b\}' after its options", "two sets of options")
    # (found by red-team: "$UNSET" gave ": error: cannot open", naming nothing)
    usage(["", "-o", "x.json"], r"graphopt: error: an empty input name", "an empty input name")
    usage(["--passes=comm_fusion{kinds=foo}", SEED], r"graphopt: error: comm_fusion: kinds are all_reduce", "value a pass rejects")
    usage(["--passes=comm_fusion{ramp=true,first_bucket_mb=0}", SEED],
          r"graphopt: error: comm_fusion: ramp=true needs first_bucket_mb above 0", "a ramp from nothing")
    usage(["--frobnicate", SEED], r"graphopt: error: .*frobnicate", "unknown flag")
    usage([], r"no input file", "no input")
    usage([SEED, SEED], r"several inputs need -o DIR", "several inputs without -o")
    usage([SEED, "-o", "/nonexistent-dir/out.json"], r"directory '/nonexistent-dir' does not exist", "missing -o dir")
    usage([SEED, "-o", SEED], r"would overwrite the input file", "overwrite input")
    # Numbers are decimal, as in pass options (found by red-team: CLI11 read "010" as octal eight and
    # "0x10" as sixteen).
    for flag, value, kind in (("--compute-scale", "0x10", "number"), ("--link-scale", "inf", "number"),
                              ("--jobs", "0x2", "integer"), ("--gpus-per-node", "1_0", "integer")):
        usage([f"{flag}={value}", SEED, "--disable-output"], rf"{flag}: '{value}' is not a decimal {kind}",
              f"{flag}={value}")
    code, _, err = run(["fingerprint", "--world-size=0x2", SEED, SEED])
    check(code == 2 and "'0x2' is not a decimal integer" in err, f"fingerprint --world-size=0x2: exit {code}: {err}")
    with tempfile.TemporaryDirectory() as tmp:
        padded = os.path.join(tmp, "nine_mib.json")  # a real graph, padded with whitespace to 9 MiB
        with open(SEED, "rb") as f:
            text = f.read()
        with open(padded, "wb") as f:
            f.write(text + b" " * (9 * 2**20 - len(text)))
        code, _, err = run(["--max-input-mb=010", "--passes=", "--disable-output", padded])
        check(code == 0, f"--max-input-mb=010 is ten, not octal eight: exit {code}: {err}")
        code, _, err = run(["--max-input-mb=8", "--passes=", "--disable-output", padded])
        check(code != 0 and "larger than" in err, f"--max-input-mb=8 refuses a 9 MiB input: exit {code}: {err}")
    code, stdout, _ = run(["--version"])
    check(code == 0 and stdout.startswith(b"graphopt "), "--version")
    code, stdout, _ = run(["--help"])
    check(code == 0 and b"--passes" in stdout and b"--verify-each" in stdout, "--help")
    code, stdout, _ = run(["--list-passes"])
    text = stdout.decode()
    check(code == 0 and re.search(r"^  dce +remove nodes", text, re.M) and re.search(r"^  print +print the graph", text, re.M)
          and "shapes=<bool> (default false)" in text, f"--list-passes: {text}")


def test_several_inputs():
    """One bad file does not stop the others; the exit code is the worst one."""
    with tempfile.TemporaryDirectory() as tmp:
        good1 = os.path.join(ROOT, "testdata", "graphs", "seed_sink_waits.json")
        good2 = os.path.join(ROOT, "testdata", "graphs", "seed_raise_comms.json")
        bad = os.path.join(BAD, "cycle.json")
        code, _, err = run([good1, bad, good2, "-o", tmp])
        check(code == 2, f"several inputs: exit {code}")
        check(sorted(os.listdir(tmp)) == ["seed_raise_comms.json", "seed_sink_waits.json"],
              f"several inputs: wrote {sorted(os.listdir(tmp))}")
        check("cycle.json" in err and "seed_sink_waits" not in err, f"several inputs: messages {err}")
        # The same directory as output of its own inputs is refused.
        shutil.copy(good1, os.path.join(tmp, "in.json"))
        code, _, err = run([os.path.join(tmp, "in.json"), good2, "-o", tmp])
        check(code == 1 and "would overwrite the input" in err, f"output dir holding the input: exit {code} {err}")


def test_stdin_stdout():
    with open(SEED, "rb") as f:
        data = f.read()
    code, out_stdin, _ = run(["-"], stdin=data)
    code2, out_file, _ = run([SEED])
    check(code == 0 and code2 == 0 and out_stdin == out_file and out_file.startswith(b'{\n "format": "fx-json"'),
          "'-' reads standard input and writes the same as a file")
    code, _, err = run(["-"], stdin=b"{")
    check(code == 2 and err.startswith("<stdin>:1:2: error:"), f"bad stdin names <stdin>: {err}")
    test_listing_never_writes_into_an_argument()


def test_listing_never_writes_into_an_argument():
    # --help, --version and --list-passes print before the run's checks:
    # appended to a file named on the command line, they refuse (found by
    # red-team: "graphopt in.json --list-passes >> in.json" grew the input).
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "in.json")
        shutil.copyfile(SEED, path)
        # (also named as an option's value, --stats=PATH or -oPATH: found by review)
        for args in ([path, "--list-passes"], [path, "--version"], [path, "--help"],
                     ["--list-passes", "--stats=" + path], ["--help", "-o" + path]):
            with open(path, "ab") as out:
                p = subprocess.run([GRAPHOPT] + args, stdout=out, stderr=subprocess.PIPE, timeout=60)
            check(p.returncode == 1 and b"standard output would write into" in p.stderr,
                  f"{args} >> an input: exit {p.returncode}, {p.stderr!r}")
        with open(path, "rb") as a, open(SEED, "rb") as b:
            check(a.read() == b.read(), "the input unchanged")
        code, out, _ = run(["--list-passes"])
        check(code == 0 and out.startswith(b"Passes"), "--list-passes to a terminal or pipe still lists")


def test_instrumentation():
    with tempfile.TemporaryDirectory() as tmp:
        dump = os.path.join(tmp, "dump")
        code, _, err = run(["--passes=dce,print{file=" + os.path.join(tmp, "g.txt") + "}", "--dump-dir", dump,
                            "--time-passes", "--print-after-all", SEED, "-o", os.path.join(tmp, "out.json")])
        check(code == 0, f"instrumentation: exit {code}: {err}")
        stem = "seed_reorder_compute_for_overlap"
        check(sorted(os.listdir(dump)) == [f"{stem}.00.input.json", f"{stem}.01.dce.json", f"{stem}.02.print.json"],
              f"--dump-dir wrote {sorted(os.listdir(dump))}")
        with open(os.path.join(dump, f"{stem}.02.print.json")) as a, open(os.path.join(tmp, "out.json")) as b:
            last, out = json.load(a), json.load(b)
            # The output also records what rewrote it; the rest is the last dump.
            check(out.pop("rewritten_by", None) == [{"tool": "graphopt", "version": out_version(),
                                                     "passes": "dce,print{file=" + os.path.join(tmp, "g.txt") + "}"}]
                  and last == out, "--dump-dir: last dump equals the output, which records what rewrote it")
        # The same run again adds nothing (a fixed point); another run adds its entry.
        again, other = os.path.join(tmp, "again.json"), os.path.join(tmp, "other.json")
        run(["--passes=dce", os.path.join(tmp, "out.json"), "-o", again])
        run(["--passes=dce", again, "-o", other])
        with open(again) as a, open(other) as b:
            ra, rb = json.load(a)["rewritten_by"], json.load(b)["rewritten_by"]
        check(len(ra) == 2 and ra[-1]["passes"] == "dce" and rb == ra,
              f"rewritten_by: a new run appends its entry, the same run again does not: {ra} / {rb}")
        check("// *** graph after dce (" in err and "// *** graph after print{file=" in err, "--print-after-all")
        check(re.search(r"ms .*  read\n", err) and re.search(r"ms .*  pass dce\n", err) and "  verify\n" in err
              and re.search(r"ms .*  write\n", err), f"--time-passes: {err}")
        with open(os.path.join(tmp, "g.txt")) as f:
            check(f.read().startswith("graph(a_1):\n    %all_reduce : [num_users=1]"), "print{file=...}")
    code, _, err = run(["--no-verify-each", "--time-passes", "--passes=dce", SEED, "--disable-output"])
    check(code == 0 and "  verify\n" not in err, "--no-verify-each turns the verifier off")


def test_golden():
    code, _, err = run(["--passes=print", SEED, "--disable-output"])
    golden("seed_reorder_compute_for_overlap.print.txt", err.encode())
    code, _, err = run(["--passes=print{shapes=true}", os.path.join(ROOT, "testdata", "graphs", "seed_all_gather_coalesced.json"),
                        "--disable-output"])
    golden("seed_all_gather_coalesced.print-shapes.txt", err.encode())
    code, out, _ = run([os.path.join(ROOT, "testdata", "graphs", "seed_all_gather_coalesced.json")])
    golden("seed_all_gather_coalesced.canonical.json", out)
    # The streamed trace, byte for byte as the one built with nlohmann/json, of a
    # graph whose names need escaping (quotes, backslashes, control characters, UTF-8).
    code, out, err = run(["--passes=sink_waits", "--trace", "-", "--disable-output", "-"], stdin=escaped_names_doc())
    check(code == 0, f"--trace - of escaped names: {err}")
    golden("seed_sink_waits.escaped-names.trace.json", out)


def escaped_names_doc():
    with open(os.path.join(ROOT, "testdata", "graphs", "seed_sink_waits.json")) as f:
        doc = json.load(f)
    names = {"a_1": 'a "1"', "all_reduce": "all\\reduce\n", "wait_tensor": "wait\u0001\u007f", "relu": "r\u00e9lu/\t",
             "mm": "mm\u2603"}

    def rename(x):
        if isinstance(x, dict):
            return {"node": names.get(x["node"], x["node"])} if set(x) == {"node"} else {k: rename(v) for k, v in x.items()}
        return [rename(v) for v in x] if isinstance(x, list) else x

    for n in doc["graph"]["nodes"]:
        n["name"] = names.get(n["name"], n["name"])
        n["args"] = rename(n.get("args", []))
        n["kwargs"] = rename(n.get("kwargs", {}))
    return json.dumps(doc).encode()


def test_dce():
    """dce removes an unused pure chain but keeps waits, collectives and in-place ops."""
    doc = {"format": "fx-json", "version": 1, "graph": {"nodes": [
        {"name": "x", "op": "placeholder", "target": "x"},
        {"name": "dead1", "op": "call_function", "target": "aten.relu.default", "args": [{"node": "x"}]},
        {"name": "dead2", "op": "call_function", "target": "aten.mul.Tensor", "args": [{"node": "dead1"}, 2]},
        {"name": "ar", "op": "call_function", "target": "_c10d_functional.all_reduce.default", "args": [{"node": "x"}, "sum", "0"]},
        {"name": "w", "op": "call_function", "target": "_c10d_functional.wait_tensor.default", "args": [{"node": "ar"}]},
        {"name": "inplace", "op": "call_function", "target": "aten.add_.Tensor", "args": [{"node": "x"}, 1]},
        {"name": "live", "op": "call_function", "target": "aten.neg.default", "args": [{"node": "x"}]},
        {"name": "output", "op": "output", "target": "output", "args": [[{"node": "live"}]]}]}}
    code, out, err = run(["--passes=dce", "-"], stdin=json.dumps(doc).encode())
    check(code == 0, f"dce: exit {code}: {err}")
    names = [n["name"] for n in json.loads(out)["graph"]["nodes"]]
    check(names == ["x", "ar", "w", "inplace", "live", "output"], f"dce kept {names}")


def test_analysis():
    """Every real graph gives an overlap log, stats and a trace with the described tracks."""
    profiler_keys = {"Collective name", "In msg nelems", "Out msg nelems", "Group size", "dtype", "Process Group Name"}
    with tempfile.TemporaryDirectory() as tmp:
        # A step without communication has none to hide (found by red-team: shown as "100.0% hidden").
        none = os.path.join(tmp, "no_comm.json")
        with open(none, "w") as f:
            json.dump({"format": "fx-json", "version": 1, "graph": {"nodes": [
                {"name": "x", "op": "placeholder", "target": "x",
                 "meta": {"val": {"shape": [64, 64], "dtype": "float32", "stride": [64, 1], "device": "cuda:0"}}},
                {"name": "mm", "op": "call_function", "target": "aten.mm.default", "args": [{"node": "x"}, {"node": "x"}],
                 "meta": {"val": {"shape": [64, 64], "dtype": "float32", "stride": [64, 1], "device": "cuda:0"}}},
                {"name": "output", "op": "output", "target": "output", "args": [[{"node": "mm"}]]}]}}, f)
        log = os.path.join(tmp, "none.log")
        code, _, err = run(["--passes=analyze", "--overlap-log", log, none, "--disable-output"])
        with open(log) as f:
            text = f.read()
        check(code == 0 and "communication 0 ms, none to hide" in err and "(none to hide)" in text
              and "hidden" not in text, f"no communication: exit {code}: {err[:300]} / {text[-300:]}")
        for g in GRAPHS:
            name = os.path.basename(g)
            log, stats, trace = (os.path.join(tmp, x) for x in ("log.txt", "stats.jsonl", "trace.json"))
            code, _, err = run(["--passes=analyze", "--overlap-log", log, "--stats", stats, "--trace", trace,
                                "--gpu", "h200", g, "--disable-output"])
            check(code == 0, f"analysis of {name}: exit {code}: {err[:300]}")
            if code:
                continue
            check(err.startswith(f"analyze ({g}): "), f"analysis of {name}: no summary: {err[:200]}")
            with open(log) as f:
                text = f.read()
            check(text.startswith(f"==== Visualize overlap before pipeline 'analyze' ({g}) ====\n"), f"{name}: log header")
            check(text.count("Est. runtime (ms): ") == 3, f"{name}: log has three blocks (before, after the pass, after all)")
            check(re.search(r"\nExposed communication \(ms\): \S+ of \S+ \(\d+\.\d% hidden\); peak memory: \d+\.\d+ GB", text),
                  f"{name}: log summary line")
            with open(stats) as f:
                lines = [json.loads(line) for line in f]
            check([s["stage"] for s in lines] == ["input", "pass", "output"], f"{name}: stats stages")
            s = lines[0]
            check(s["step_time_ns"] > 0 and s["step_time_ns"] >= s["compute_ns"] and s["peak_memory_bytes"] > 0,
                  f"{name}: stats figures {s}")
            check(s["step_time_ns"] == lines[2]["step_time_ns"], f"{name}: analyze changed the estimate")
            with open(trace) as f:
                events = json.load(f)["traceEvents"]
            threads = {e["args"]["name"] for e in events if e.get("name") == "thread_name"}
            check("compute" in threads, f"{name}: no compute track")
            colls = [e for e in events if e.get("cat") == "collective" and e["pid"] == 1]
            check(len(colls) == s["collectives"], f"{name}: {len(colls)} collective events for {s['collectives']}")
            if colls:
                check(any(t.startswith("process group ") for t in threads), f"{name}: no process group track: {threads}")
                check(profiler_keys <= set(colls[0]["args"]), f"{name}: collective args {colls[0]['args']}")
                check(all(e["dur"] >= 0 for e in events if e.get("ph") == "X"), f"{name}: negative durations")
        llama = os.path.join(ROOT, "testdata", "graphs", "fsdp_llama_8b.json")
        code, _, err = run(["--passes=analyze", llama, "--disable-output"])
        check(re.search(r"peak memory \d+\.\d+ GB", err) is not None, f"llama peak memory in GB: {err}")
        # Several inputs: one trace per input in a directory, stats for all in one file.
        seeds = [os.path.join(ROOT, "testdata", "graphs", n) for n in ("seed_sink_waits.json", "seed_raise_comms.json")]
        code, _, err = run(seeds + ["--disable-output", "--trace", tmp, "--stats", os.path.join(tmp, "all.jsonl")])
        check(code == 0 and os.path.exists(os.path.join(tmp, "seed_sink_waits.trace.json"))
              and os.path.exists(os.path.join(tmp, "seed_raise_comms.trace.json")), f"--trace DIR: {err}")
        with open(os.path.join(tmp, "all.jsonl")) as f:
            check(len(f.readlines()) == 4, "--stats over two inputs without passes: input and output stages each")
        code, _, err = run(seeds + ["--disable-output", "--trace", os.path.join(tmp, "one.json")])
        check(code == 1 and "needs an existing directory" in err, f"--trace FILE with several inputs: {err}")
        code, out, err = run([seeds[0], "-o", os.path.join(tmp, "o.json"), "--stats", "-"])
        check(code == 0 and json.loads(out.decode().splitlines()[0])["stage"] == "input", "--stats - writes to stdout")
        code, _, err = run([seeds[0], "--stats", "-"])
        check(code == 1 and "only one output can go to standard output" in err, f"two outputs on stdout: {err}")


def test_measured_time_kept():
    """Passes that only restructure a profiled graph keep its measured compute:
    a split optimizer step's halves share its runtime_ns, an outlined
    result's getitem adds none, and a cost file's kind and default entries
    do not replace a module's measured nodes (found by red-team: the first
    two counted time twice, the third replaced 12.9 ms by 1 ns)."""
    profiled = os.path.join(ROOT, "testdata", "graphs", "ddp_gpt_small_profiled.json")
    seed_cost = os.path.join(ROOT, "docs", "cost-models", "seed-test.json")
    for flags in (["--passes=split_fused_optimizer{params=params_1}"], ["--passes=partial_lower"],
                  ["--passes=iter_move_grads_and_optimizers{collective=all_reduce}"],
                  ["--passes=partial_lower", "--cost-model", seed_cost]):
        code, rec, err = last_stats(flags + [profiled])
        base = last_stats([f for f in flags if not f.startswith("--passes=")] + ["--passes=", profiled])[1]
        # (the outlined getitems are views: 0 ns, but the seed file's default gives each 1 ns)
        slack = 64 if seed_cost in flags else 1
        check(code == 0 and base and abs(rec["compute_ns"] - base["compute_ns"]) <= slack,
              f"{' '.join(flags)} on ddp_gpt_small_profiled: compute {rec and rec['compute_ns']} ns, "
              f"the input's {base and base['compute_ns']} {err}")
    # ... while a target entry that names the module itself still prices the call.
    with tempfile.TemporaryDirectory() as tmp:
        lowered, cost = os.path.join(tmp, "pl.json"), os.path.join(tmp, "module.json")
        run(["--passes=partial_lower", profiled, "-o", lowered])
        modules = list(json.load(open(lowered)).get("modules", {}))
        with open(cost, "w") as f:
            json.dump({"target": {m: 1e9 for m in modules}}, f)
        _, rec, err = last_stats(["--passes=", "--cost-model", cost, lowered])
        check(modules and rec and rec["cost_sources"].get("cost-file target") == len(modules)
              and rec["compute_ns"] >= 1e9 * len(modules), f"a cost file's target entry for a module: {rec and rec['cost_sources']} {err}")


def test_what_if():
    """--link-scale and --compute-scale change the estimates as docs/cost-model.md says; --contention (or
    the cost file's contention) slows compute under communication; out of range is exit 1."""
    ddp = os.path.join(ROOT, "testdata", "graphs", "ddp_gpt_small_w2.json")
    _, base, _ = last_stats(["--passes=", ddp])
    check(base["contention_ns"] == 0 and base["launch_wait_ns"] == 0,
          f"no contention, no launch cost: both terms 0, not float residue: {base['contention_ns']} {base['launch_wait_ns']}")
    _, slow, _ = last_stats(["--passes=", "--link-scale=0.25", ddp])
    _, fast, _ = last_stats(["--passes=", "--compute-scale=0.5", ddp])
    check(slow["compute_ns"] == base["compute_ns"] and 2 * base["comm_ns"] < slow["comm_ns"] <= 4 * base["comm_ns"],
          f"a 4x slower link: communication between 2x (latency) and 4x: {base['comm_ns']} -> {slow['comm_ns']}")
    check(fast["comm_ns"] == base["comm_ns"] and abs(fast["compute_ns"] - base["compute_ns"] / 2) < 1,
          f"compute at half the time: {base['compute_ns']} -> {fast['compute_ns']}")
    fsdp = os.path.join(ROOT, "testdata", "graphs", "fsdp_gpt_small_w2.json")
    sched = ["--passes=overlap_schedule{robust=false}", fsdp]
    _, calm, _ = last_stats(sched)
    _, busy, _ = last_stats(sched + ["--contention=0.5"])
    check(busy["step_time_ns"] > calm["step_time_ns"] and abs(busy["compute_ns"] - calm["compute_ns"]) < 1,
          f"contention stretches the step, not the compute sum: {calm['step_time_ns']} -> {busy['step_time_ns']}")
    # ... and says so: the step is compute, exposed communication, contention
    # and launch waits, and analyze names contention as such (found by
    # red-team: it called it "waiting for launches").
    parts = sum(busy.get(k, 0) for k in ("compute_ns", "exposed_comm_ns", "contention_ns", "launch_wait_ns"))
    check(busy.get("contention_ns", 0) > 0 and busy["launch_wait_ns"] == 0 and abs(parts - busy["step_time_ns"]) < 1,
          f"the step's parts under contention: {[(k, busy.get(k)) for k in ('step_time_ns', 'contention_ns', 'launch_wait_ns')]}")
    _, _, said = run(["--passes=overlap_schedule{robust=false},analyze", "--contention=0.5", "--disable-output", fsdp])
    check("compute slowed by contention" in said and "waiting for launches" not in said,
          f"analyze under contention: {said[:400]}")
    with tempfile.TemporaryDirectory() as tmp:
        cost = os.path.join(tmp, "cost.json")
        with open(cost, "w") as f:
            f.write('{"contention": 0.5}')
        _, filed, _ = last_stats(sched + ["--cost-model", cost])
        check(filed["step_time_ns"] == busy["step_time_ns"], "the cost file's contention is the flag's")
    for flag, pattern in (("--link-scale=0", "--link-scale: 0 is out of range [0.001, 1000]"),
                          ("--compute-scale=1e9", "--compute-scale: 1e9 is out of range"),
                          ("--contention=-1", "--contention: -1 is out of range [0, 10]"),
                          # as typed, not as read back (was 9.2233720368547758e+18)
                          ("--world-size=99999999999999999999",
                           "--world-size: 99999999999999999999 is out of range [1, 1048576]")):
        code, out, err = run(["--passes=", flag, ddp])
        check(code == 1 and out == b"" and pattern in err, f"{flag}: exit {code}: {err}")


def test_cost_model():
    """The seed's cost file gives the hand-computed step time; bad cost files and flags are rejected."""
    seed_cost = os.path.join(ROOT, "docs", "cost-models", "seed-test.json")
    # torch's collective model has link constants of its own: link settings
    # it ignores are named (found by red-team: silently ignored).
    for flags in (["--intra-node-bw=1"], ["--cost-model", os.path.join(ROOT, "docs", "cost-models", "h200x2-sockets.json")]):
        code, _, err = run(["--comm-model=torch", "--passes=", "--disable-output"] + flags + [SEED])
        check(code == 0 and "prices collectives with torch's own link constants" in err,
              f"--comm-model torch with {flags}: {code} {err}")
    code, _, err = run(["--comm-model=torch", "--passes=", "--disable-output", SEED])
    check(code == 0 and "link constants" not in err, f"--comm-model torch alone warns of nothing: {err}")
    # A target that names no node: said with -v (a misspelling), not without.
    with tempfile.TemporaryDirectory() as tmp:
        cost = os.path.join(tmp, "typo.json")
        with open(cost, "w") as f:
            f.write('{"target": {"aten.mm.defualt": 5, "aten.mm.default": 3}}')
        for verbose, want in ((["-v"], True), ([], False)):
            code, _, err = run(verbose + ["--cost-model", cost, "--passes=", "--disable-output", SEED])
            said = "the cost file's target 'aten.mm.defualt' names no node of the input" in err
            check(code == 0 and said == want and "'aten.mm.default'" not in err,
                  f"a misspelled cost target with {verbose}: {code} {err}")
    code, out, err = run(["--cost-model", seed_cost, "--stats", "-", "--disable-output", SEED])
    check(code == 0 and json.loads(out.decode().splitlines()[0])["step_time_ns"] == 220.0,
          f"seed cost file: 100 + 13 + 100 + 7 = 220 ns, got {out[:200]} {err}")
    # A cost file's target names the operator spelled either way: with
    # torch.fx's torch.ops. prefix in the graph and without in the file
    # (found in review: only the unprefixed mm got the fixed time).
    with tempfile.TemporaryDirectory() as tmp:
        cost, prefixed = os.path.join(tmp, "cost.json"), os.path.join(tmp, "p.json")
        with open(cost, "w") as f:
            f.write('{"target": {"aten.mm.default": 5000000}}')
        doc = json.load(open(os.path.join(HERE, "same_result", "mode_grad.a.json")))
        for n in doc["graph"]["nodes"]:
            if n.get("target") == "aten.mm.default":
                n["target"] = "torch.ops.aten.mm.default"
        with open(prefixed, "w") as f:
            json.dump(doc, f)
        mms = sum(n.get("target") == "torch.ops.aten.mm.default" for n in doc["graph"]["nodes"])
        code, out, err = run(["--cost-model", cost, "--stats", "-", "--disable-output", prefixed])
        compute = json.loads(out.decode().splitlines()[0]).get("compute_ns") if code == 0 else None
        check(mms >= 2 and compute is not None and compute >= mms * 5e6,
              f"a cost file's aten.mm.default on torch.ops.aten.mm.default: {mms} mms, compute {compute} ns {err}")
        # ... and the other way round; both spellings in one file are an error
        with open(cost, "w") as f:
            f.write('{"target": {"torch.ops.aten.mm.default": 5000000}}')
        plain = os.path.join(HERE, "same_result", "mode_grad.a.json")
        code, out, err = run(["--cost-model", cost, "--stats", "-", "--disable-output", plain])
        compute = json.loads(out.decode().splitlines()[0]).get("compute_ns") if code == 0 else None
        check(compute is not None and compute >= mms * 5e6, f"torch.ops.aten.mm.default on aten.mm.default: {compute} {err}")
        with open(cost, "w") as f:
            f.write('{"target": {"aten.mm.default": 1, "torch.ops.aten.mm.default": 2}}')
        code, _, err = run(["--cost-model", cost, "--disable-output", plain])
        check(code == 2 and "names the same operator as another entry" in err, f"both spellings: exit {code}: {err}")
    with tempfile.TemporaryDirectory() as tmp:
        bad = os.path.join(tmp, "bad.json")
        with open(bad, "w") as f:
            f.write('{"collective": 100,\n "wait": "zero"}')
        code, _, err = run(["--cost-model", bad, SEED, "--disable-output"])
        check(code == 2 and err.startswith(bad + ": error: wait: expected a number"), f"bad cost file: {err}")
        with open(bad, "w") as f:
            f.write('{"collective": 100,\n "wait": }')
        code, _, err = run(["--cost-model", bad, SEED, "--disable-output"])
        check(code == 2 and err.startswith(bad + ":2:10: error:"), f"cost file syntax error: {err}")
        # Every number has a range (lib/io/limits.hpp); out of it is exit 2 naming the file and the key.
        out_of_range = [
            ('{"collective": 1e30}', "collective: must be between 0 and 1e+15 ns, found 1e+30"),
            ('{"target": {"aten.mm.default": 2e15}}', "target['aten.mm.default']: must be between 0 and 1e+15 ns"),
            ('{"kernel_ns": 1e300}', "kernel_ns: must be between 0 and 1e+15 ns"),
            ('{"intra_node": {"bandwidth_GBps": 1e300}}', "intra_node.bandwidth_GBps: must be between 1e-06 and 1e+06 GB/s"),
            ('{"inter_node": {"latency_us": 1e20}}', "inter_node.latency_us: must be between 0 and 1e+06 us"),
            ('{"inter_node": {"hop_latency_us": 1e7}}', "inter_node.hop_latency_us: must be between 0 and 1e+06 us"),
            ('{"gpus_per_node": 9223372036854775807}', "gpus_per_node: must be between 1 and 4096"),
            ('{"memory_efficiency": 0.0001}', "memory_efficiency: must be between 0.001 and 1"),
            ('{"gpu": "tpu"}', "gpu: unknown GPU 'tpu' (known: a100, h100, h200, b200)"),
            ('{"contention": 11}', "contention: must be between 0 and 10"),
        ]
        for text, message in out_of_range:
            with open(bad, "w") as f:
                f.write(text)
            code, out, err = run(["--cost-model", bad, SEED, "--stats", "-", "--disable-output"])
            check(code == 2 and err.startswith(bad + ": error: " + message) and out == b"",
                  f"cost file {text}: exit {code}: {err}")
    code, _, err = run(["--gpu", "tpu", SEED, "--disable-output"])
    check(code == 1 and "unknown GPU 'tpu' (known: a100, h100, h200, b200)" in err, f"unknown GPU: {err}")
    code, _, err = run(["--comm-model", "magic", SEED, "--disable-output"])
    check(code == 1 and "--comm-model must be graphopt or torch" in err, f"bad comm model: {err}")
    # The torch model and graphopt's differ on the same graph; the flag picks one.
    ddp = os.path.join(ROOT, "testdata", "graphs", "ddp_gpt_small.json")
    comm = {}
    for model in ("graphopt", "torch"):
        code, out, _ = run(["--comm-model", model, "--stats", "-", "--disable-output", ddp])
        comm[model] = json.loads(out.decode().splitlines()[0])["comm_ns"]
    check(comm["graphopt"] != comm["torch"] and min(comm.values()) > 0, f"comm models: {comm}")
    # A slower link makes communication take longer.
    code, out, _ = run(["--intra-node-bw", "3.3", "--stats", "-", "--disable-output", ddp])
    check(json.loads(out.decode().splitlines()[0])["comm_ns"] > 10 * comm["graphopt"], "--intra-node-bw is applied")
    # Launch times (docs/cost-models/eager-launch.json): the CPU launches
    # every node, so a step of many small ops takes longer; the GPU's work
    # (compute_ns) is the same.
    eager = os.path.join(ROOT, "docs", "cost-models", "eager-launch.json")
    tp = os.path.join(ROOT, "testdata", "graphs", "tp_gpt_small.json")
    steps = {}
    for extra in ([], ["--cost-model", eager]):
        code, out, err = run(["--stats", "-", "--disable-output", "--link-scale=1000", tp] + extra)
        s = json.loads(out.decode().splitlines()[0])
        steps[bool(extra)] = (s["step_time_ns"], s["compute_ns"])
    check(code == 0 and steps[True][0] > steps[False][0] * 1.1 and steps[True][1] == steps[False][1],
          f"launch times: (step, compute) {steps} {err}")


def test_extreme():
    """Valid graphs and cost files at the edges of every range (tests/extreme,
    lib/io/limits.hpp) go through the usual pipelines: exit 0, no sanitizer
    report, and finite, non-negative times in --stats and the overlap log."""
    graphs = sorted(g for g in glob.glob(os.path.join(EXTREME, "*.json"))
                    if not os.path.basename(g).startswith("cost_"))
    costs = [[]] + [["--cost-model", c] for c in sorted(glob.glob(os.path.join(EXTREME, "cost_*.json")))]
    costs.append(["--comm-model", "torch"])
    pipelines = ["analyze", "overlap_schedule{reorder_collectives=true}", "comm_fusion,schedule_comm_wait",
                 "sink_waits,raise_comms",
                 "comm_fusion{kinds=all_reduce;all_gather;reduce_scatter,bucket_mb=0.01},partial_lower{min_ops=1}"]
    check(len(graphs) >= 6, f"extreme corpus: {len(graphs)} graphs")
    runs = 0
    for g in graphs:
        name = os.path.basename(g)
        for cost in costs:
            for pipe in pipelines:
                what = f"extreme {name} {' '.join(cost)} --passes={pipe}"
                with tempfile.TemporaryDirectory() as tmp:
                    log = os.path.join(tmp, "overlap.log")
                    written = os.path.join(tmp, "out.json")
                    code, out, err = run(cost + ["--passes=" + pipe, "--stats", "-", "--overlap-log", log,
                                                 "-o", written, g], timeout=120)
                    runs += 1
                    check(code == 0, f"{what}: exit {code}: {err[:400]}")
                    check("runtime error" not in err and "Sanitizer" not in err, f"{what}: sanitizer report: {err[:400]}")
                    if code:
                        continue
                    # What graphopt writes, graphopt reads (a pass may add tensors).
                    code, _, err = run(["--disable-output", written], timeout=120)
                    check(code == 0, f"{what}: the output does not read back: {err[:400]}")
                    with open(log) as f:
                        text = f.read()
                    check("nan" not in text and "inf" not in text and " -" not in text.replace(" -> ", ""),
                          f"{what}: overlap log has nan, inf or a negative number")
                    for line in out.decode().splitlines():
                        st = json.loads(line)
                        for key in ("step_time_ns", "compute_ns", "comm_ns", "exposed_comm_ns", "peak_memory_bytes"):
                            v = st.get(key)
                            check(isinstance(v, (int, float)) and math.isfinite(v) and v >= 0,
                                  f"{what}: stage {st.get('stage')}: {key} = {v}")
                        r = st.get("overlap_ratio")
                        check(isinstance(r, (int, float)) and 0 <= r <= 1, f"{what}: overlap_ratio = {r}")
                        for c in st.get("per_collective", []):
                            for key in ("est_ns", "start_ns", "end_ns", "exposed_ns", "in_bytes", "out_bytes"):
                                v = c.get(key)
                                check(isinstance(v, (int, float)) and math.isfinite(v) and v >= 0,
                                      f"{what}: {c.get('name')}.{key} = {v}")
    print(f"extreme: {len(graphs)} graphs, {len(costs)} cost models, {runs} runs")


def test_diff():
    """graphopt diff: equal graphs, a moved wait, an added bucket, a removed node, bad input."""
    g = os.path.join(ROOT, "testdata", "graphs")
    sink = os.path.join(g, "seed_sink_waits.json")
    code, out, _ = run(["diff", sink, sink])
    check(code == 0 and out.decode().endswith(": equal\n"), f"diff of equal graphs: {code} {out}")
    # The order of an object's keys means nothing in JSON: two documents that
    # differ only there are equal (a top-level key, a process group's extra
    # fields, a node's other meta keys); a changed value is still seen.
    with tempfile.TemporaryDirectory() as tmp, open(sink) as f:
        doc = json.load(f)
        doc["producer"] = {"a": 1, "b": [1, {"p": 1, "q": 2}]}
        doc["process_groups"] = {"0": {"size": 8, "x": 1, "y": 2}}
        for n in doc["graph"]["nodes"]:
            n.setdefault("meta", {})["custom"] = {"u": 1, "v": 2}
        flipped = json.loads(json.dumps(doc))
        flipped["producer"] = {"b": [1, {"q": 2, "p": 1}], "a": 1}
        flipped["process_groups"] = {"0": {"y": 2, "x": 1, "size": 8}}
        for n in flipped["graph"]["nodes"]:
            n["meta"]["custom"] = {"v": 2, "u": 1}
        paths = [os.path.join(tmp, name) for name in ("a.json", "b.json", "c.json")]
        flipped_changed = json.loads(json.dumps(flipped))
        flipped_changed["producer"]["a"] = 2
        for p, d in zip(paths, (doc, flipped, flipped_changed)):
            with open(p, "w") as f:
                json.dump(d, f)
        code, out, _ = run(["diff", "--stat", paths[0], paths[1]])
        check(code == 0 and out.decode().endswith(": equal\n"), f"diff of documents that differ in key order: {out}")
        code, out, _ = run(["diff", paths[0], paths[2]])
        check(code == 1 and 'key "producer" changed' in out.decode(), f"diff of a changed producer: {out}")
    # -0.0 and 0.0 are two arguments (x + -0.0 keeps x's -0.0, x + 0.0 does
    # not): diff names the change, and --same-result calls it a rewrite, not
    # a reordering that moved a read (found by red-team: equal, and moved).
    with tempfile.TemporaryDirectory() as tmp:
        with open(os.path.join(g, "seed_all_gather_coalesced.json")) as f:
            doc = json.load(f)
        paths = []
        for v in (-0.0, 0.0):
            for n in doc["graph"]["nodes"]:
                if n["name"] == "add_1":
                    n["args"][1] = v
            paths.append(os.path.join(tmp, f"{v}.json"))
            with open(paths[-1], "w") as f:
                json.dump(doc, f)
        code, out, _ = run(["diff", paths[0], paths[1]])
        check(code == 1 and "(%add, -0.0) -> (%add, 0.0)" in out.decode(), f"diff of -0.0 and 0.0: {code} {out}")
        code, out, _ = run(["diff", "--same-result", paths[0], paths[1]])
        check(code == 1 and "is not a reordering" in out.decode(), f"--same-result of -0.0 and 0.0: {code} {out}")
    with tempfile.TemporaryDirectory() as tmp:
        moved = os.path.join(tmp, "moved.json")
        run(["--passes=sink_waits", sink, "-o", moved])
        code, out, _ = run(["diff", sink, moved])
        text = out.decode()
        check(code == 1 and "moved   wait_tensor 2 -> 4 (now after mm, before add)\n" in text
              and text.endswith("0 added, 0 removed, 0 changed, 1 moved\n"), f"diff of a moved wait: {text}")
        code, out, _ = run(["diff", "--stat", sink, moved])
        check(code == 1 and out.decode() == f"{sink} -> {moved}: 0 added, 0 removed, 0 changed, 1 moved\n",
              f"diff --stat: {out}")
        # An added bucket: the two all-reduces of the seed graph as one over a concatenation.
        with open(os.path.join(g, "seed_reorder_compute_for_overlap.json")) as f:
            doc = json.load(f)
        nodes = doc["graph"]["nodes"]
        at = next(i for i, n in enumerate(nodes) if n["name"] == "mul_1") + 1
        val = {"shape": [32], "dtype": "float32", "stride": [1], "device": "cuda:0"}
        nodes[at:at] = [
            {"name": "cat", "op": "call_function", "target": "aten.cat.default",
             "args": [[{"node": "mul_1"}, {"node": "mm"}]], "meta": {"val": val}},
            {"name": "all_reduce_2", "op": "call_function", "target": "_c10d_functional.all_reduce.default",
             "args": [{"node": "cat"}, "sum", "0"], "meta": {"val": val}},
            {"name": "wait_tensor_2", "op": "call_function", "target": "_c10d_functional.wait_tensor.default",
             "args": [{"node": "all_reduce_2"}], "meta": {"val": val}}]
        out_node = nodes[-1]
        out_node["args"] = [[{"node": "mm_2"}, {"node": "wait_tensor_2"}]]
        bucket = os.path.join(tmp, "bucket.json")
        with open(bucket, "w") as f:
            json.dump(doc, f)
        seed = os.path.join(g, "seed_reorder_compute_for_overlap.json")
        code, out, _ = run(["diff", seed, bucket])
        text = out.decode()
        check(code == 1 and "added   cat (call_function aten.cat.default) at 8\n" in text
              and "added   all_reduce_2 (call_function _c10d_functional.all_reduce.default) at 9\n" in text
              and "changed output args: ([mm_2],) -> ([mm_2, wait_tensor_2],)" in text.replace("%", "")
              and "3 added, 0 removed, 1 changed, 0 moved" in text, f"diff of an added bucket: {text}")
        # A removed node: dce drops a dead one.
        dead = {"format": "fx-json", "version": 1, "graph": {"nodes": [
            {"name": "x", "op": "placeholder", "target": "x"},
            {"name": "dead", "op": "call_function", "target": "aten.relu.default", "args": [{"node": "x"}]},
            {"name": "output", "op": "output", "target": "output", "args": [[{"node": "x"}]]}]}}
        before, after = os.path.join(tmp, "dead.json"), os.path.join(tmp, "dce.json")
        with open(before, "w") as f:
            json.dump(dead, f)
        run(["--passes=dce", before, "-o", after])
        code, out, _ = run(["diff", before, after])
        check(code == 1 and "removed dead (call_function aten.relu.default) at 1\n" in out.decode(),
              f"diff of a removed node: {out}")
    bad = os.path.join(BAD, "cycle.json")
    code, out, err = run(["diff", sink, bad])
    check(code == 2 and out == b"" and err.startswith(bad + ":49:15: error:"), f"diff with bad input: {code} {err}")
    with open(sink, "rb") as f:
        code, out, _ = run(["diff", "-", sink], stdin=f.read())
    check(code == 0, "diff reads '-' from standard input")
    with open(os.path.join(g, "seed_raise_comms.json"), "rb") as f:
        code, out, _ = run(["diff", sink, "-"], stdin=f.read())
    check(code == 1 and f"--- {sink}\n+++ <stdin>\n" in out.decode(),
          f"diff names standard input as its errors do: {out[:200]}")

def test_diff_same_result():
    """graphopt diff --same-result: a reordering that keeps every read after its writes computes the same; one
    that moves a read of a buffer ahead of the writes that fill it (torch 2.11's scheduler did so to T5's
    shift_right: bench/results/two-gpu-2026-11-29b) does not, and the reader is named; a rewrite is not
    called equal or wrong."""
    val = {"shape": [4, 8], "dtype": "int64", "stride": [8, 1], "device": "cuda:0"}
    sval = {"shape": [4, 7], "dtype": "int64", "stride": [8, 1], "device": "cuda:0"}

    def node(name, target, args, v=val, op="call_function"):
        return {"name": name, "op": op, "target": target, "args": args, "meta": {"val": v}}
    # labels shifted right into a new buffer, then read (T5's _shift_right, then the decoder's embedding).
    nodes = [node("labels", "labels", [], op="placeholder"),
             node("buf", "aten.new_zeros.default", [{"node": "labels"}, [4, 8]]),
             node("src", "aten.slice.Tensor", [{"node": "labels"}, 1, 0, -1], sval),
             node("dst", "aten.slice.Tensor", [{"node": "buf"}, 1, 1, 9223372036854775807], sval),
             node("copy_", "aten.copy_.default", [{"node": "dst"}, {"node": "src"}], sval),
             node("read", "aten.mul.Tensor", [{"node": "buf"}, 2]),
             {"name": "output", "op": "output", "target": "output", "args": [[{"node": "read"}]]}]
    doc = {"format": "fx-json", "version": 1, "graph": {"nodes": nodes}}
    early = json.loads(json.dumps(doc))
    n = early["graph"]["nodes"]
    n.insert(2, n.pop(5))  # the read before the slices and the copy that fill the buffer
    late = json.loads(json.dumps(doc))
    n = late["graph"]["nodes"]
    n.insert(1, n.pop(2))  # the source slice first: no read crosses a write
    with tempfile.TemporaryDirectory() as tmp:
        paths = {}
        for name, d in (("a", doc), ("early", early), ("late", late)):
            paths[name] = os.path.join(tmp, name + ".json")
            with open(paths[name], "w") as f:
                json.dump(d, f)
        code, out, err = run(["diff", "--same-result", paths["a"], paths["late"]])
        check(code == 0 and out.decode().startswith(f"{paths['late']} computes what {paths['a']} computes"),
              f"diff --same-result of a safe reordering: {code} {out} {err}")
        code, out, err = run(["diff", "--same-result", paths["a"], paths["early"]])
        text = out.decode()
        check(code == 1 and text.startswith(f"{paths['early']} does not compute what {paths['a']} computes")
              and "node 'read'" in text, f"diff --same-result of a read moved ahead of its write: {code} {text} {err}")
        # A rewrite (comm_fusion's bucket): not a reordering, said so, exit 1.
        seed = os.path.join(ROOT, "testdata", "graphs", "ddp_gpt_small_w2.json")
        fused = os.path.join(tmp, "fused.json")
        code, _, err = run(["--passes=comm_fusion", seed, "-o", fused])
        check(code == 0, f"comm_fusion: {err}")
        code, out, _ = run(["diff", "--same-result", seed, fused])
        check(code == 1 and " is not a reordering of " in out.decode(), f"diff --same-result of a rewrite: {out}")
        # graphopt's own reorderings of a seed graph compute the same.
        sink = os.path.join(ROOT, "testdata", "graphs", "seed_sink_waits.json")
        moved = os.path.join(tmp, "moved.json")
        run(["--passes=sink_waits,raise_comms", sink, "-o", moved])
        code, out, _ = run(["diff", "--same-result", sink, moved])
        check(code == 0, f"diff --same-result of sink_waits,raise_comms: {out}")
        code, _, err = run(["diff", "--same-result", "--stat", sink, moved])
        check(code == 2, f"--same-result with --stat is a usage error of diff (2): {code} {err}")
        # Keyword arguments bind by name: reordered, they compute the same; their values swapped, they do not
        # (a reordered kwargs dict, and a target spelled with torch.ops., were false "differ"s).
        kw = json.loads(json.dumps(doc))
        kw["graph"]["nodes"][5] = node("read", "aten.clamp.default", [{"node": "buf"}])
        kw["graph"]["nodes"][5]["kwargs"] = {"min": 0, "max": 1}
        # And torch.fx's torch.ops. prefix names the same operator.
        for name, kwargs, target, want in (("kw_reordered", {"max": 1, "min": 0}, "aten.clamp.default", 0),
                                           ("kw_swapped", {"min": 1, "max": 0}, "aten.clamp.default", 1),
                                           ("prefixed", {"min": 0, "max": 1}, "torch.ops.aten.clamp.default", 0),
                                           ("other_op", {"min": 0, "max": 1}, "aten.clip.default", 1)):
            other = json.loads(json.dumps(kw))
            other["graph"]["nodes"][5]["kwargs"] = kwargs
            other["graph"]["nodes"][5]["target"] = target
            for side, d in (("a", kw), ("b", other)):
                with open(os.path.join(tmp, f"{name}.{side}.json"), "w") as f:
                    json.dump(d, f)
            code, out, err = run(["diff", "--same-result"] + [os.path.join(tmp, f"{name}.{x}.json") for x in "ab"])
            check(code == want, f"diff --same-result of {name}: exit {code}, want {want}: {out} {err}")
    # Red-team's reorderings (tests/cli/same_result/CASE.a.json, .b.json): each b moves a read across a write that
    # the check once missed (two clones taken for one tensor, an out= collective's buffer read before its wait,
    # _operator.setitem, draws it did not know, SyncBatchNorm's statistics, embedding_bag's max_norm), except
    # conv_clone_indep, a correct one (two identical clones, each with its own uses, swapped); getattr_twice and
    # bn_torch_level (found by review): two get_attr of one buffer, torch.batch_norm_gather_stats_with_counts; mod_*: documents
    # whose modules differ or return a view of their input, which the check cannot vouch for; mode_*: an op moved
    # across an autocast or grad-mode marker (found by red-team). Found by
    # red-team too, each once called "the same": input_swap, two inputs
    # swapped (a caller passes them by position); group_size, a collective's
    # group over other ranks (group_unused: a group no collective uses, named
    # "sum" like the reduce op, is no difference); rw_*: a string or a dict key that spelled, unescaped,
    # the numbering of other arguments.
    cases = sorted({os.path.basename(p).split(".")[0] for p in glob.glob(os.path.join(HERE, "same_result", "*.a.json"))})
    check(len(cases) >= 28, f"same_result cases: {cases}")
    for case in cases:
        a, b = (os.path.join(HERE, "same_result", f"{case}.{x}.json") for x in "ab")
        code, out, err = run(["diff", "--same-result", a, b])
        want = 0 if case in ("conv_clone_indep", "group_unused") else 1
        verdict = ("cannot tell whether " if case.startswith("mod_") else
                   " is not a reordering of " if case.startswith("rw_") else " does not compute what ")
        check(code == want and (want == 0 or verdict in out.decode()),
              f"diff --same-result of {case}: exit {code}, want {want}: {out[:300]} {err[:300]}")


DTYPE_BYTES = {"float32": 4, "float16": 2, "bfloat16": 2, "float64": 8, "int64": 8, "int32": 4, "int8": 1, "uint8": 1, "bool": 1}
AR = "_c10d_functional.all_reduce.default"


def expected_ddp_buckets(doc, first_mb, bucket_mb):
    """The bucket count comm_fusion must give, computed from the input's shapes
    alone: all-reduces expedited to just after their input (stable on ties),
    walked in that order, a bucket closing at the collective that brings it
    to its cap (1 MiB for the first, then bucket_mb)."""
    nodes = doc["graph"]["nodes"]
    pos = {n["name"]: i for i, n in enumerate(nodes)}
    ars = [(pos[n["args"][0]["node"]], i, n) for i, n in enumerate(nodes) if n.get("target") == AR]
    buckets, filled, cap = 0, 0, first_mb * 2**20
    for _, _, n in sorted(ars, key=lambda t: (t[0], t[1])):
        val = n["meta"]["val"]
        size = DTYPE_BYTES[val["dtype"]]
        for d in val["shape"]:
            size *= d
        if filled == 0:
            buckets += 1
        filled += size
        if filled >= cap:
            filled, cap = 0, bucket_mb * 2**20
    return buckets


def graph_outputs(doc):
    out = doc["graph"]["nodes"][-1]
    return out["args"]


def test_fusion():
    """comm_fusion on the real graphs: the DDP bucket count the rule gives,
    complete meta.val on every new node, a lower estimated step time, fewer
    and larger all-gathers and reduce-scatters on FSDP with the outputs'
    shapes kept; comm_fusion, schedule_comm_wait and remove_copy_from_optimizer
    run with the verifier on every real graph, deterministically."""
    g = os.path.join(ROOT, "testdata", "graphs")
    ddp = os.path.join(g, "ddp_gpt_small.json")
    with open(ddp) as f:
        doc = json.load(f)
    check(sum(n.get("target") == AR for n in doc["graph"]["nodes"]) == 31, "ddp_gpt_small has 31 all-reduces")
    for opts, first, cap in (("", 1, 25), ("{bucket_mb=4}", 1, 4), ("{bucket_mb=4,first_bucket_mb=4}", 4, 4)):
        code, out, err = run(["--passes=comm_fusion" + opts, "--verify-each", ddp])
        check(code == 0, f"comm_fusion{opts} on ddp_gpt_small: exit {code}: {err[:300]}")
        if code:
            continue
        fused = json.loads(out)
        want = expected_ddp_buckets(doc, first, cap)
        got = sum(n.get("target") == AR for n in fused["graph"]["nodes"])
        check(got == want, f"comm_fusion{opts} on ddp_gpt_small: {got} all-reduces, the rule gives {want}")
        old = {n["name"] for n in doc["graph"]["nodes"]}
        for n in fused["graph"]["nodes"]:
            if n["name"] in old or n["op"] != "call_function":
                continue
            val = n.get("meta", {}).get("val")
            vals = val if isinstance(val, list) else [val]  # split_with_sizes gives a list
            check(len(vals) > 0 and all(isinstance(v, dict) and all(k in v for k in ("shape", "dtype", "stride", "device"))
                                        for v in vals),
                  f"comm_fusion{opts}: new node {n['name']} lacks a complete meta.val: {val}")
    with tempfile.TemporaryDirectory() as tmp:
        stats = os.path.join(tmp, "stats.jsonl")
        code, _, err = run(["--passes=comm_fusion", "--stats=" + stats, ddp, "-o", os.path.join(tmp, "o.json")])
        with open(stats) as f:
            rows = [json.loads(l) for l in f]
        before, after = rows[0]["step_time_ns"], rows[-1]["step_time_ns"]
        check(code == 0 and after < before, f"comm_fusion does not lower the estimated step time: {before} -> {after}")
    for name in ("fsdp_gpt_small.json", "fsdp_llama_8b.json"):
        path = os.path.join(g, name)
        with open(path) as f:
            src = json.load(f)
        for kind, target in (("all_gather", "all_gather_into_tensor"), ("reduce_scatter", "reduce_scatter_tensor")):
            code, out, err = run([f"--passes=comm_fusion{{kinds={kind}}}", "--verify-each", path])
            check(code == 0, f"comm_fusion{{kinds={kind}}} on {name}: exit {code}: {err[:300]}")
            if code:
                continue
            fused = json.loads(out)
            def sizes(d):
                return sorted(math.prod(n["meta"]["val"]["shape"]) for n in d["graph"]["nodes"]
                              if target in str(n.get("target")))
            a, b = sizes(src), sizes(fused)
            # Fewer collectives moving the same elements: larger on average.
            check(len(b) < len(a) and sum(a) == sum(b),
                  f"comm_fusion{{kinds={kind}}} on {name}: {len(a)} -> {len(b)} collectives, elements {sum(a)} -> {sum(b)}")
            by_name = {n["name"]: n for n in fused["graph"]["nodes"]}
            src_by_name = {n["name"]: n for n in src["graph"]["nodes"]}
            outs = [x["node"] for x in graph_outputs(src)[0] if isinstance(x, dict) and "node" in x]
            new_outs = [x["node"] for x in graph_outputs(fused)[0] if isinstance(x, dict) and "node" in x]
            check([src_by_name[o]["meta"]["val"]["shape"] for o in outs] ==
                  [by_name[o]["meta"]["val"]["shape"] for o in new_outs],
                  f"comm_fusion{{kinds={kind}}} on {name}: output shapes changed")
    for path in GRAPHS:
        name = os.path.basename(path)
        for passes in ("comm_fusion", "comm_fusion,schedule_comm_wait", "schedule_comm_wait",
                       "remove_copy_from_optimizer", "comm_fusion_with_concat{bucket_mb=4},schedule_comm_wait{strict=true}"):
            code, out, err = run(["--passes=" + passes, "--verify-each", path])
            check(code == 0, f"{passes} on {name}: exit {code}: {err[:300]}")
            if code:
                continue
            code, again, _ = run(["--passes=" + passes, "--verify-each", path])
            check(again == out, f"{passes} on {name}: output differs between two runs")
    # The seed's strict contract: schedule_comm_wait alone is refused when asked for it.
    code, out, err = run(["--passes=schedule_comm_wait{strict=true}", ddp])
    check(code == 1 and out == b"" and "comm_fusion" in err, f"strict schedule_comm_wait without fusion: {code} {err}")
    code, out, _ = run(["--list-passes"])
    text = out.decode()
    for word in ("comm_fusion", "comm_fusion_with_concat", "bucket_mb=", "first_bucket_mb=", "kinds=",
                 "schedule_comm_wait", "strict=", "remove_copy_from_optimizer"):
        check(word in text, f"--list-passes does not show {word}")


def last_stats(args):
    """Runs graphopt with --stats and returns (exit code, the last stats record, stderr)."""
    with tempfile.TemporaryDirectory() as tmp:
        stats = os.path.join(tmp, "stats.jsonl")
        code, _, err = run(args + ["--stats=" + stats, "-o", os.path.join(tmp, "out.json")])
        if code:
            return code, None, err
        with open(stats) as f:
            return code, [json.loads(l) for l in f][-1], err


def test_overlap():
    """overlap_schedule: valid, deterministic and never slower on every real
    graph, within its memory budget, no more exposed than torch's schedule
    (bench/overlap_vs_torch.py), and clear errors for bad options."""
    for path in GRAPHS:
        name = os.path.basename(path)
        with open(path) as f:
            before = node_set(json.load(f))
        for passes in ("overlap_schedule", "overlap_schedule{bucket=false}", "overlap_schedule{reorder_collectives=false}",
                       "overlap_schedule{robust=false}"):
            code, out, err = run(["--passes=" + passes, "--verify-each", path])
            check(code == 0, f"{passes} on {name}: exit {code}: {err[:300]}")
            if code:
                continue
            if passes != "overlap_schedule":  # the default may bucket collectives
                check(node_set(json.loads(out)) == before, f"{passes} on {name}: nodes changed")
            code, again, _ = run(["--passes=" + passes, "--verify-each", path])
            check(again == out, f"{passes} on {name}: output differs between two runs")
    fsdp = os.path.join(ROOT, "testdata", "graphs", "fsdp_gpt_small.json")
    _, inp, _ = last_stats(["--passes=analyze", fsdp])
    # (The step all-gathers: by default its budget may grow by prefetch_gb.)
    for opts, budget in (("memory_ratio=1,memory_increase_gb=0,prefetch_gb=0", inp["peak_memory_bytes"]),
                         ("memory_ratio=1.2,prefetch_gb=0", 1.2 * inp["peak_memory_bytes"]),
                         ("memory_ratio=1,memory_increase_gb=0.05,prefetch_gb=0", inp["peak_memory_bytes"] + 0.05e9),
                         ("memory_ratio=1,prefetch_gb=0.05", inp["peak_memory_bytes"] + 0.05e9),
                         ("memory_ratio=1", inp["peak_memory_bytes"] + 1e9),
                         ("memory_gb=0.7", 0.7e9)):
        code, st, err = last_stats([f"--passes=overlap_schedule{{{opts}}}", fsdp])
        check(code == 0 and st["peak_memory_bytes"] <= budget and st["step_time_ns"] < inp["step_time_ns"],
              f"overlap_schedule{{{opts}}}: exit {code}, peak {st and st['peak_memory_bytes']} (budget {budget}), {err[:200]}")
    code, st, _ = last_stats(["--passes=overlap_schedule{memory_gb=0.1}", fsdp])
    check(code == 0 and st["step_time_ns"] == inp["step_time_ns"],
          "a budget below the input's peak leaves the graph as it is")
    # A step that prefetches parameters gets the parameter buckets
    # (sched/robust.hpp parameter_bucketing): the default's graph is the one
    # that bucketing and the unbucketed scheduler make, which is what was
    # measured on the GPUs; bucket=false keeps the all-gathers apart. The
    # buckets are 64 MiB, halved while the all-gathers fill fewer than three
    # (fsdp_gpt_small_w2 gathers 176 MiB: 32), their caps growing from 1 MiB
    # (ramp), an all-gather of half the cap or more alone.
    # Parameters gathered twice (fsdp_gpt_small_w2 reshards after the
    # forward) first keep their first gathered copy, within the budget's
    # room over the input's peak (1 GB there): reuse_all_gathers. Members of
    # 4 MiB or more join their bucket uncopied (copy_mb=4: one coalesced
    # collective a bucket, the smaller members concatenated in it). The
    # first buckets are cut where each arrives in time (arrival, with the
    # budget's 1 GB of room), and the scheduler, which issues the gathers as
    # early as the budget allows, is the same with bucket=false.
    for graph, mb, reuse in ((os.path.join(ROOT, "testdata", "traced", "fsdp_llama.json"), 64, ""),
                             (os.path.join(ROOT, "testdata", "graphs", "fsdp_gpt_small_w2.json"), 32,
                              "reuse_all_gathers{memory_gb=1},")):
        parameter_buckets = (f"{reuse}raise_comms{{reorder_collectives=true}},comm_fusion{{bucket_mb={mb},ramp=true,arrival=true,arrival_room_gb=1,alone_mb={mb // 2},copy_mb=4,kinds=all_gather}},"
                             "comm_fusion{bucket_mb=4,copy_mb=4,kinds=all_reduce;reduce_scatter},"
                             "sink_comms{kinds=all_gather,reorder_collectives=true},overlap_schedule{bucket=false}")
        graphs = {}
        for passes in ("overlap_schedule", "overlap_schedule{bucket=false}", parameter_buckets):
            code, out, err = run([f"--passes={passes}", "--verify-each", graph])
            check(code == 0, f"{passes}: exit {code}: {err[:300]}")
            graphs[passes] = json.loads(out or b"{}").get("graph", {})
        gathers = {k: sum(str(n.get("target")).startswith("_c10d_functional.all_gather") for n in g.get("nodes", []))
                   for k, g in graphs.items()}
        name = os.path.basename(graph)
        check(graphs["overlap_schedule"] == graphs[parameter_buckets],
              f"{name}: the default is the parameter bucketing at {mb} MiB, scheduled: {gathers}")
        check(gathers["overlap_schedule"] * 2 < gathers["overlap_schedule{bucket=false}"],
              f"{name}: the default buckets the all-gathers that bucket=false keeps apart: {gathers}")
    # reuse_all_gathers: each of fsdp_gpt_small_w2's 21 parameters gathered
    # twice keeps its first gathered copy within 1 GB more peak, none where
    # the peak may not grow; the graph verifies and the link carries less.
    small_w2 = os.path.join(ROOT, "testdata", "graphs", "fsdp_gpt_small_w2.json")
    sockets = ["--cost-model", os.path.join(ROOT, "docs", "cost-models", "h200x2-sockets.json")]
    _, before, _ = last_stats(["--passes=dce", small_w2] + sockets)
    counted = {}
    for opts in ("", "{memory_gb=0}"):
        code, out, err = run([f"--passes=reuse_all_gathers{opts}", "--verify-each", "-v", small_w2])
        nodes = json.loads(out or b"{}").get("graph", {}).get("nodes", [])
        counted[opts] = sum(str(n.get("target")).startswith("_c10d_functional.all_gather") for n in nodes)
        check(code == 0 and f"reuse_all_gathers: {21 if not opts else 0} of 21 parameters" in err,
              f"reuse_all_gathers{opts}: exit {code}: {err[-300:]}")
    check(counted == {"": 52 - 21, "{memory_gb=0}": 52}, f"reuse_all_gathers: all-gathers left {counted}")
    # A pass's note names the input (two inputs, two lines told apart) and is not shown under -q
    # (found by a docs audit: two identical lines, and shown under -q).
    with tempfile.TemporaryDirectory() as tmp:
        code, _, err = run(["--passes=reuse_all_gathers", small_w2, SEED, "-o", tmp])
        check(code == 0 and f"{small_w2}: reuse_all_gathers: 21 of 21" in err and f"{SEED}: reuse_all_gathers: 0 of 0" in err,
              f"notes name their input: exit {code}: {err[-400:]}")
        code, _, err = run(["-q", "--passes=reuse_all_gathers", small_w2, "-o", os.path.join(tmp, "q.json")])
        check(code == 0 and err == "", f"-q: no note: exit {code}: {err[-300:]}")
    code, after, _ = last_stats(["--passes=reuse_all_gathers", small_w2] + sockets)
    check(code == 0 and before["peak_memory_bytes"] < after["peak_memory_bytes"] <= before["peak_memory_bytes"] + 1e9
          and after["step_time_ns"] < before["step_time_ns"],
          f"reuse_all_gathers: peak and step before {before and before['peak_memory_bytes']} "
          f"{before and before['step_time_ns']}, after {after and after['peak_memory_bytes']} {after and after['step_time_ns']}")
    # The budget holds at every size, and more room spares the link more
    # bytes (fsdp_gpt_medium_w2 gathers 121 parameters twice; their sizes
    # differ, so the count need not grow).
    medium = os.path.join(ROOT, "testdata", "graphs", "fsdp_gpt_medium_w2.json")
    _, base, _ = last_stats(["--passes=dce", medium])
    reused = []
    for gb in (0.1, 0.3, 0.6):
        code, st, err = last_stats([f"--passes=reuse_all_gathers{{memory_gb={gb}}}", medium])
        m = re.search(r"reuse_all_gathers: \d+ of 121 .*\((\d+) bytes the link no longer carries", err)
        reused.append(int(m.group(1)) if m else -1)
        check(code == 0 and st["peak_memory_bytes"] <= base["peak_memory_bytes"] + gb * 1e9,
              f"reuse_all_gathers{{memory_gb={gb}}} on fsdp_gpt_medium_w2: exit {code}, peak "
              f"{st and st['peak_memory_bytes']} against {base['peak_memory_bytes']} + {gb} GB")
    check(0 < reused[0] < reused[1] < reused[2], f"reuse_all_gathers: more room, more bytes spared: {reused}")
    llama = run(["--passes=reuse_all_gathers", "-v", os.path.join(ROOT, "testdata", "traced", "fsdp_llama.json")])
    check(llama[0] == 0 and "0 of 0 parameters" in llama[2], f"fsdp_llama gathers each parameter once: {llama[2][-200:]}")
    tp = os.path.join(ROOT, "testdata", "graphs", "tp_gpt_small.json")
    graphs = [json.loads(run([f"--passes={passes}", tp])[1] or b"{}").get("graph")
              for passes in ("overlap_schedule", "overlap_schedule{prefetch_gb=0}")]
    check(graphs[0] and graphs[0] == graphs[1], "tp_gpt_small (no all-gathers): prefetch_gb changes nothing")
    for opts, pattern in (("memory_ratio=0", "option 'memory_ratio': 0 is out of range [0.01, 1000000]"),
                          ("estimate_guard=-0.1", "option 'estimate_guard': -0.1 is out of range"),
                          ("memory_gb=-1", "option 'memory_gb': -1 is out of range [0, 1000000000]"),
                          ("memory_ratio=x", "memory_ratio")):
        code, out, err = run([f"--passes=overlap_schedule{{{opts}}}", fsdp])
        check(code == 1 and out == b"" and pattern in err, f"overlap_schedule{{{opts}}}: exit {code}: {err}")
    # The default buckets a DDP step's small gradients and leaves those of
    # 4 MiB or more alone (comm_fusion's alone_mb=4): a bucket copies its
    # members on the compute stream, and on two H200 over NVLink copying
    # every gradient left traced ddp_bert and ddp_gptneox 1.7-3.5% behind
    # torch's schedule (bench/results/two-gpu-2026-11-28c).
    bert = os.path.join(ROOT, "testdata", "traced", "ddp_bert.json")
    code, out, err = run(["--passes=overlap_schedule", "--verify-each", "-v", bert])
    nodes = json.loads(out or b"{}").get("graph", {}).get("nodes", [])
    by_name = {n["name"]: n for n in nodes}

    def numel(n):
        return math.prod(n.get("meta", {}).get("val", {}).get("shape", [0]))

    reduces = [n for n in nodes if str(n.get("target")).startswith("_c10d_functional.all_reduce")]
    copied = 0  # bytes (float32) of the pieces concatenated into an all-reduce
    for r in reduces:
        src = by_name.get(r["args"][0].get("node"), {})
        if src.get("target") == "aten.cat.default":
            copied += sum(4 * numel(by_name.get(a.get("node"), {})) for a in src["args"][0])
    check(code == 0 and 0 < len(reduces) < 139 and copied < 4 << 20,
          f"ddp_bert: the default's {len(reduces)} all-reduces (139 as traced) copy {copied} bytes into buckets: {err[-200:]}")
    # -v says which version of the step it kept.
    check(f"overlap_schedule ({bert}): kept the step bucketed by comm_fusion{{bucket_mb=4,alone_mb=4}}" in err,
          f"ddp_bert: -v does not name the bucketing kept: {err[-300:]}")
    # The schedules against torch's (exposure, within budget): a question for
    # the normal build; the sanitized one has run the same code above.
    if os.environ.get("GRAPHOPT_SANITIZED") != "1":
        p = subprocess.run([sys.executable, os.path.join(ROOT, "bench", "overlap_vs_torch.py"), "--graphopt", GRAPHOPT],
                           capture_output=True, text=True, timeout=600)
        check(p.returncode == 0, f"bench/overlap_vs_torch.py: exit {p.returncode}:\n{p.stdout[-2000:]}{p.stderr[-500:]}")


def documented_fingerprint(path):
    """A graph's group fingerprint by docs/format.md's rule, for a graph of one group of single-tensor
    collectives: FNV-1a 64 of "len:name target dtype in/out[ reduce op]\\n" per collective, the sizes in quarter
    octaves, the reduce op an all-reduce's or reduce-scatter's second argument."""
    with open(path) as f:
        nodes = json.load(f)["graph"]["nodes"]
    by_name = {n["name"]: n for n in nodes}
    width = {"float32": 4, "bfloat16": 2, "float16": 2}

    def size_class(val):
        b = math.prod(val["shape"]) * width[val["dtype"]]
        return 0 if b <= 0 else 1 + math.floor(4 * math.log2(b))
    h = 14695981039346656037
    for n in nodes:
        t = n.get("target", "")
        if n["op"] != "call_function" or not t.startswith("_c10d_functional.") or "wait_tensor" in t:
            continue
        src = by_name[n["args"][0]["node"]]["meta"]["val"]
        op = f" {n['args'][1]}" if "all_reduce" in t or "reduce_scatter" in t else ""
        line = (f"{len(n['name'])}:{n['name']} {t} {n['meta']['val']['dtype']} "
                f"{size_class(src)}/{size_class(n['meta']['val'])}{op}\n")
        for b in line.encode():
            h = ((h ^ b) * 1099511628211) % 2**64
    return f"{h:016x}"


def test_fingerprint():
    """Collective order: recorded when a pass may reorder collectives, in the
    document and in --stats; `graphopt fingerprint` says whether several
    ranks' graphs agree (exit 0), where they part (exit 1), or that a file
    cannot be read (exit 2)."""
    g = os.path.join(ROOT, "testdata", "graphs", "ddp_gpt_medium_w2.json")
    with tempfile.TemporaryDirectory() as tmp:
        reordered, kept = os.path.join(tmp, "reordered.json"), os.path.join(tmp, "kept.json")
        code, _, err = run(["--passes=overlap_schedule{bucket=false}", g, "-o", reordered])
        check(code == 0, f"overlap_schedule{{bucket=false}}: exit {code}: {err}")
        code, _, err = run(["--passes=overlap_schedule{reorder_collectives=false}", g, "-o", kept])
        check(code == 0, f"overlap_schedule{{reorder_collectives=false}}: exit {code}: {err}")
        with open(reordered) as f:
            rec = json.load(f).get("collective_order", {})
        check(rec.get("rule") == "graphopt-collective-order-4" and rec.get("groups", {}).get("0", {}).get("collectives") == 171,
              f"the output records each group's collective order: {rec}")
        with open(kept) as f:
            check("collective_order" not in json.load(f), "a pipeline that keeps the order records nothing")
        code, out, _ = run(["fingerprint", g])
        check(code == 0 and b"one file: its order is shown, with nothing to compare it with" in out,
              f"one file: nothing to compare (was 'agree ... in all 1 files'): exit {code}: {out[-200:]}")
        code, out, _ = run(["fingerprint", g, kept])
        check(code == 0 and b"agree:" in out, f"the traced order and a kept one agree: exit {code}: {out[-300:]}")
        # The fingerprint is what docs/format.md says, recomputed here: FNV-1a 64 (the standard offset
        # basis; found by review: the code's had lost a digit) of one line per collective.
        want = documented_fingerprint(g)
        check(f"group 0: 171 collectives, {want}".encode() in out, f"the documented hash, {want}: {out[:200]}")
        # torch.fx's own spelling of the same collectives ("torch.ops." before
        # the namespace) is the same order (rule 3; found by review: rule 2
        # reported two such ranks as differing).
        prefixed = os.path.join(tmp, "prefixed.json")
        with open(g) as f:
            doc = json.load(f)
        for n in doc["graph"]["nodes"]:
            if n.get("target", "").startswith("_c10d_functional."):
                n["target"] = "torch.ops." + n["target"]
        with open(prefixed, "w") as f:
            json.dump(doc, f)
        code, out, _ = run(["fingerprint", g, prefixed])
        check(code == 0 and b"agree:" in out, f"a graph and its torch.ops. spelling agree: exit {code}: {out[-300:]}")
        # A coalesced collective's members count: equal totals, other
        # members (found by red-team: a rank whose bucket held 4 tensors and
        # one whose held 5 "agreed", and would hang).
        def coalesced_gather(members):
            def t(n):
                return {"shape": [n], "dtype": "float32", "stride": [1], "device": "cuda:0"}
            nodes = [{"name": m, "op": "placeholder", "target": m, "meta": {"val": t(n)}} for m, n in members]
            nodes.append({"name": "agc", "op": "call_function",
                          "target": "_c10d_functional.all_gather_into_tensor_coalesced.default",
                          "args": [[{"node": m} for m, _ in members], 2, "0"],
                          "meta": {"val": [t(2 * n) for _, n in members]}})
            for i, (_, n) in enumerate(members):
                nodes.append({"name": f"g{i}", "op": "call_function", "target": "operator.getitem",
                              "args": [{"node": "agc"}, i], "meta": {"val": t(2 * n)}})
                nodes.append({"name": f"w{i}", "op": "call_function", "target": "_c10d_functional.wait_tensor.default",
                              "args": [{"node": f"g{i}"}], "meta": {"val": t(2 * n)}})
            nodes.append({"name": "output", "op": "output", "target": "output",
                          "args": [[{"node": f"w{i}"} for i in range(len(members))]]})
            return {"format": "fx-json", "version": 1, "graph": {"nodes": nodes},
                    "process_groups": {"0": {"size": 2, "ranks": [0, 1]}}}
        two, one = os.path.join(tmp, "two.json"), os.path.join(tmp, "one.json")
        for path, members in ((two, [("a", 1024), ("b", 1024)]), (one, [("c", 2048)])):
            with open(path, "w") as f:
                json.dump(coalesced_gather(members), f)
        code, out, _ = run(["fingerprint", two, one])
        check(code == 1 and b"53/57 [49:float32,49:float32] against 3:agc" in out,
              f"a coalesced collective of other members differs: exit {code}: {out[-300:]}")
        code, out, _ = run(["fingerprint", g, reordered])
        check(code == 1 and b"differ: group 0:" in out and b"collective 1 is " in out,
              f"a reordered graph differs from the traced one, and where is said: exit {code}: {out[-300:]}")
        with open(reordered, "rb") as f:
            code, out, _ = run(["fingerprint", g, "-"], stdin=f.read())
        check(code == 1 and b"\n<stdin>: group 0:" in out and b" and <stdin>: collective 1 is " in out,
              f"standard input is named as in error messages: exit {code}: {out[-300:]}")
        code, out, err = run(["fingerprint", g, os.path.join(tmp, "missing.json")])
        check(code == 2 and out == b"" and "missing.json" in err, f"a missing file is trouble: exit {code}: {err}")
        code, out, err = run(["fingerprint"])
        check(code == 2 and "graphs is required" in err, f"no file: exit {code}: {err}")
        # A recorded order is brought up to date by any later pipeline, never left stale.
        stale = os.path.join(tmp, "stale.json")
        with open(reordered) as f:
            doc = json.load(f)
        true_fp = doc["collective_order"]["groups"]["0"]["fingerprint"]
        doc["collective_order"]["groups"]["0"]["fingerprint"] = "0" * 16
        with open(stale, "w") as f:
            json.dump(doc, f)
        code, out, err = run(["--passes=dce", stale])
        rec = json.loads(out).get("collective_order", {}) if code == 0 else {}
        check(rec.get("groups", {}).get("0", {}).get("fingerprint") == true_fp,
              f"a later pipeline refreshes the recorded order: exit {code}, {rec} {err[:200]}")
        _, st, _ = last_stats(["--passes=overlap_schedule{bucket=false}", g])
        fp = json.loads(open(reordered).read())["collective_order"]["groups"]["0"]["fingerprint"]
        check(st.get("collective_order") == {"0": fp}, f"--stats carries the same fingerprint: {st.get('collective_order')}")
        # An iteration form: --stats, the document's record and `fingerprint`
        # cover its four graphs alike, and a message counts collectives only.
        small = os.path.join(ROOT, "testdata", "graphs", "ddp_gpt_small_w2.json")
        form = os.path.join(tmp, "form.json")
        # (an explicit move: the automatic mode's search takes minutes under ASan)
        code, _, err = run(["--passes=iter_move_grads_and_optimizers{collective=all_reduce_30}", small, "-o", form])
        check(code == 0, f"iter_move_grads_and_optimizers: exit {code}: {err[:300]}")
        with open(form) as f:
            rec = json.load(f).get("collective_order", {}).get("groups", {}).get("0", {})
        _, st, _ = last_stats([form])
        check(st is not None and st.get("collective_order") == {"0": rec.get("fingerprint")},
              f"--stats of an iteration form carries the document's fingerprint {rec}: {st and st.get('collective_order')}")
        code, out, _ = run(["fingerprint", form])
        check(f"{rec.get('collectives')} collectives, {rec.get('fingerprint')}".encode() in out,
              f"fingerprint says what the document records {rec}: {out[-300:]}")
        code, out, _ = run(["fingerprint", small, form])
        check(code == 1 and b"# " not in out and b"against no collective (the iteration form's graph '" in out,
              f"a plain step against its iteration form: where they part, in collectives: exit {code}: {out[-300:]}")
        # Found by red-team (rule 4 and after): a sum against an average, a
        # member of another dtype, an eager all-reduce on one rank only, a
        # name that spells two lines: each differs; a group the document
        # does not size needs no --world-size.
        def one_reduce(op, extra=None, name="ar"):
            val = {"shape": [256], "dtype": "float32", "stride": [1], "device": "cuda:0"}
            nodes = [{"name": "x", "op": "placeholder", "target": "x", "meta": {"val": val}},
                     {"name": name, "op": "call_function", "target": "_c10d_functional.all_reduce.default",
                      "args": [{"node": "x"}, op, "0"], "meta": {"val": val}},
                     {"name": "w", "op": "call_function", "target": "_c10d_functional.wait_tensor.default",
                      "args": [{"node": name}], "meta": {"val": val}}]
            nodes += extra or []
            nodes.append({"name": "output", "op": "output", "target": "output", "args": [[{"node": "w"}]]})
            return {"format": "fx-json", "version": 1, "graph": {"nodes": nodes}}
        eager = [{"name": "eager", "op": "call_function", "target": "torch.distributed.all_reduce",
                  "args": [{"node": "x"}]}]
        for what, a, b in (("a sum against an average", one_reduce("sum"), one_reduce("avg")),
                           ("an eager all-reduce on one rank", one_reduce("sum"), one_reduce("sum", eager))):
            pa, pb = os.path.join(tmp, "ra.json"), os.path.join(tmp, "rb.json")
            for path, d in ((pa, a), (pb, b)):
                with open(path, "w") as f:
                    json.dump(d, f)
            code, out, err = run(["fingerprint", pa, pb])
            check(code == 1 and b"differ: group " in out, f"fingerprint of {what}: exit {code}: {out[-300:]} {err}")
        code, out, err = run(["fingerprint", pa])
        check(code == 0 and b"group 0: 1 collectives" in out and b"group (unmodelled): 0" not in out,
              f"a group no process_groups sizes, without --world-size: exit {code}: {out[-200:]} {err}")
        # --dump-dir's documents carry a record as fresh as the output's
        # (found by red-team: overlap_schedule's bucketed copy's record, made
        # before it was scheduled, was in the dump after it).
        fsdp = os.path.join(ROOT, "testdata", "graphs", "fsdp_gpt_small.json")
        dump = os.path.join(tmp, "dump")
        code, _, err = run(["--passes=overlap_schedule,print{file=/dev/null}", "--dump-dir", dump, fsdp,
                            "-o", os.path.join(tmp, "fs.json")])
        snap = os.path.join(dump, "fsdp_gpt_small.01.overlap_schedule.json")
        _, st, _ = last_stats(["--passes=", snap]) if code == 0 else (0, None, "")
        with open(snap) as f:
            rec = {g: v["fingerprint"] for g, v in json.load(f).get("collective_order", {}).get("groups", {}).items()}
        check(st is not None and rec and st.get("collective_order") == rec,
              f"the dump after overlap_schedule records its own order: {rec} against {st and st.get('collective_order')} {err}")


def test_iter_move_options():
    """iter_move_grads_and_optimizers: options that only an explicit move
    takes are refused in the automatic mode, and a collective named twice is
    refused, not moved twice; the automatic mode moves on the parameter copy
    the scheduler takes."""
    g = os.path.join(ROOT, "testdata", "graphs", "ddp_gpt_small_w2.json")
    for opts, pattern in (("comm=false", "comm= needs collective="),
                          ("before=t_19", "before= needs collective="),
                          ("collective=all_reduce_30;all_reduce_30", "option 'collective': names 'all_reduce_30' twice")):
        code, out, err = run([f"--passes=iter_move_grads_and_optimizers{{{opts}}}", g])
        check(code == 1 and out == b"" and pattern in err, f"iter_move_grads_and_optimizers{{{opts}}}: exit {code}: {err}")
    # The automatic mode on a step whose scheduler takes the parameter copy
    # (fsdp_gpt_small_w2: its second gathers reused, 32 MiB buckets) moves
    # on that copy, not on one that would give the reuse up.
    fsdp = os.path.join(ROOT, "testdata", "graphs", "fsdp_gpt_small_w2.json")
    code, out, err = run(["--passes=iter_move_grads_and_optimizers", fsdp])
    check(code == 0 and "iter_move_grads_and_optimizers: after reuse_all_gathers{memory_gb=1},raise_comms" in err
          and "comm_fusion{bucket_mb=32,ramp=true,arrival=true,arrival_room_gb=1,alone_mb=16,copy_mb=4,kinds=all_gather}" in err,
          f"iter_move_grads_and_optimizers on fsdp_gpt_small_w2 moves on the parameter copy: exit {code}: {err[-400:]}")
    # ... and tries moves on that copy alone: its 17 gradient collectives
    # give 16 moves (m = 1, 2, 4, 8, 16, 17), where every preparation's
    # would be five times as many.
    tried = re.search(r"\((\d+) moves tried\)", err)
    check(tried and int(tried.group(1)) == 16, f"fsdp_gpt_small_w2: moves tried on the kept copy alone: {err[-200:]}")


def test_lower():
    """partial_lower on every real graph: valid and deterministic; no
    collective, wait or optimizer step in a subgraph; every subgraph has at
    least min_ops aten ops; every input node in the parent or in exactly one
    subgraph; graph breaks logged as warnings; bad options are usage errors."""
    for path in GRAPHS:
        name = os.path.basename(path)
        with open(path) as f:
            before = sorted(n["name"] for n in json.load(f)["graph"]["nodes"])
        for opts, min_ops in (("", 10), ("{min_ops=3}", 3)):
            code, out, err = run(["--passes=partial_lower" + opts, "--verify-each", path])
            check(code == 0, f"partial_lower{opts} on {name}: exit {code}: {err[:300]}")
            if code:
                continue
            doc = json.loads(out)
            modules = doc.get("modules", {})
            parent = doc["graph"]["nodes"]
            made = {n["name"] for n in parent if n["op"] == "call_module"}
            made |= {n["name"] for n in parent if n.get("target") == "operator.getitem"
                     and n["args"][0].get("node") in made}
            seen = [n["name"] for n in parent if n["name"] not in made]
            for mname, m in modules.items():
                nodes = m["graph"]["nodes"]
                targets = [str(n.get("target")) for n in nodes]
                check(not any("c10d_functional" in t or t.startswith(("aten._fused_adam", "aten._foreach_")) for t in targets),
                      f"partial_lower{opts} on {name}: {mname} holds a collective, wait or optimizer step")
                aten = sum(t.startswith("aten.") for t in targets)
                check(aten >= min_ops, f"partial_lower{opts} on {name}: {mname} has {aten} aten ops")
                seen += [n["name"] for n in nodes if n["op"] not in ("placeholder", "output")]
            check(sorted(seen) == before, f"partial_lower{opts} on {name}: nodes lost or duplicated")
            if any(n["op"] == "call_module" for n in parent):
                check("partial_lower: graph break at" in err or len(modules) == 1,
                      f"partial_lower on {name}: no graph break logged: {err[:200]}")
            code, again, _ = run(["--passes=partial_lower" + opts, "--verify-each", path])
            check(again == out, f"partial_lower{opts} on {name}: output differs between two runs")
    code, _, err = run(["-q", "--passes=partial_lower", os.path.join(ROOT, "testdata", "graphs", "ddp_gpt_small.json"),
                        "--disable-output"])
    check(code == 0 and err == "", f"-q silences partial_lower's warnings: {err[:200]}")
    for opts, pattern in (("min_ops=-1", "option 'min_ops': -1 is out of range [0, 1000000000]"), ("prefix=", "option 'prefix': empty value"),
                          ("prefix=x.y", "prefix must be letters, digits and '_'")):
        code, out, err = run([f"--passes=partial_lower{{{opts}}}", SEED])
        check(code == 1 and pattern in err, f"partial_lower{{{opts}}}: exit {code}: {err}")


def test_jobs():
    """--jobs N: the same output files, logs, messages and exit code as one
    job, bad inputs included; two inputs that would write one file are a
    usage error."""
    bad = sorted(glob.glob(os.path.join(BAD, "*.json")))[:6]
    inputs = GRAPHS + bad
    results = []
    for jobs in ("1", "2", "0"):
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "out")
            os.mkdir(out)
            code, stdout, err = run(["-j", jobs, "--passes=overlap_schedule,partial_lower,sink_waits",
                                     "--stats", os.path.join(tmp, "stats.jsonl"),
                                     "--overlap-log", os.path.join(tmp, "overlap.log"), "-o", out] + inputs,
                                    timeout=300)
            files = {f: sha(os.path.join(out, f)) for f in sorted(os.listdir(out))}
            with open(os.path.join(tmp, "stats.jsonl"), "rb") as f:
                stats = f.read()
            with open(os.path.join(tmp, "overlap.log"), "rb") as f:
                log = f.read()
            results.append((code, err, files, stats, log))
    check(results[0][0] == 2 and len(results[0][2]) == len(GRAPHS), f"--jobs 1 over good and bad inputs: exit {results[0][0]}")
    # Every input has its records, in input order: stages of a good one, an
    # error record (exit code and message) for a bad one.
    records = [json.loads(line) for line in results[0][3].decode().splitlines()]
    order = []
    for r in records:
        if not order or order[-1] != r["input"]:
            order.append(r["input"])
    check(order == inputs, f"--stats: inputs out of order or missing: {order}")
    errors = [r for r in records if r["stage"] == "error"]
    check(len(errors) == len(bad) and all(r["exit_code"] == 2 and r["input"] in r["error"] for r in errors),
          f"--stats: error records {errors[:2]}")
    check(results[0][4].count(b"==== graphopt could not finish") == len(bad), "--overlap-log: an error block per bad input")
    for jobs, r in zip(("2", "0"), results[1:]):
        for i, what in enumerate(("exit code", "messages", "output files", "--stats", "--overlap-log")):
            check(r[i] == results[0][i], f"--jobs {jobs}: {what} differ from --jobs 1")
    # -vv too: overlap_schedule's debug lines came from its threads in any
    # order, and with --jobs outside the input's messages (found by red-team)
    two = [g for g in GRAPHS if os.path.basename(g) in ("ddp_gpt_small.json", "fsdp_gpt_small.json")]
    logs = []
    for jobs in ("1", "2", "1"):
        code, _, err = run(["-vv", "-j", jobs, "--passes=overlap_schedule", "--disable-output"] + two, timeout=300)
        logs.append([line for line in err.splitlines() if " ms" not in line and " took " not in line])
    check(len(two) == 2 and logs[0] and logs[0] == logs[1] == logs[2],
          f"-vv: messages differ between runs or with --jobs 2: {len(logs[0])} {len(logs[1])} {len(logs[2])} lines")
    # Under an address-space limit the outcome is the same every time: the
    # versions made side by side are made one at a time once memory runs
    # out (found by red-team: at 150 MB one command exited 0 or 2 by how its
    # threads interleaved). Each limit, six runs: one exit code, one graph.
    medium = [g for g in GRAPHS if os.path.basename(g) == "ddp_gpt_medium_w2.json"]
    for limit in ([] if SANITIZED else (140000, 150000)):
        with tempfile.TemporaryDirectory() as tmp:
            outcomes = set()
            for i in range(6):
                out = os.path.join(tmp, f"o{i}.json")
                p = subprocess.run(["bash", "-c", f"ulimit -v {limit}; exec \"$0\" --passes=overlap_schedule -q "
                                    f"\"$1\" -o \"$2\"", GRAPHOPT, medium[0], out], capture_output=True, timeout=300)
                outcomes.add((p.returncode, sha(out) if os.path.exists(out) else None))
            check(len(outcomes) == 1, f"ulimit -v {limit}: six runs, {len(outcomes)} outcomes: {sorted(outcomes, key=str)}")
    with tempfile.TemporaryDirectory() as tmp:
        os.mkdir(os.path.join(tmp, "a"))
        shutil.copy(SEED, os.path.join(tmp, "a", "g.json"))
        shutil.copy(SEED, os.path.join(tmp, "g.json"))
        code, _, err = run(["-j", "2", os.path.join(tmp, "a", "g.json"), os.path.join(tmp, "g.json"), "-o", tmp + "/a"])
        check(code == 1 and "would overwrite the input file" in err, f"an input's output on the other input: exit {code}: {err}")
        os.mkdir(os.path.join(tmp, "b"))
        code, _, err = run(["-j", "2", os.path.join(tmp, "a", "g.json"), os.path.join(tmp, "g.json"), "-o", tmp + "/b"])
        check(code == 1 and "would both write" in err and os.listdir(tmp + "/b") == [],
              f"two inputs writing one file: exit {code}: {err}")


GROUPS = {
    "roundtrip": test_roundtrip,
    "passes": test_passes_on_real_graphs,
    "bad_inputs": test_bad_inputs,
    "valid_inputs": test_valid_inputs,
    "usage": test_usage_errors,
    "several_inputs": test_several_inputs,
    "stdin_stdout": test_stdin_stdout,
    "instrumentation": test_instrumentation,
    "golden": test_golden,
    "dce": test_dce,
    "analysis": test_analysis,
    "scheduling": test_scheduling_on_real_graphs,
    "fingerprint": test_fingerprint,
    "iter_move_options": test_iter_move_options,
    "what_if": test_what_if,
    "diff": test_diff,
    "diff_same_result": test_diff_same_result,
    "cost_model": test_cost_model,
    "measured_time": test_measured_time_kept,
    "fusion": test_fusion,
    "overlap": test_overlap,
    "lower": test_lower,
    "jobs": test_jobs,
    "extreme": test_extreme,
}


def main():
    global GRAPHOPT, UPDATE
    ap = argparse.ArgumentParser()
    ap.add_argument("--graphopt", required=True)
    ap.add_argument("--group", action="append", choices=sorted(GROUPS))
    ap.add_argument("--update-golden", action="store_true")
    a = ap.parse_args()
    GRAPHOPT = os.path.abspath(a.graphopt)
    UPDATE = a.update_golden
    for name in a.group or sorted(GROUPS):
        before = len(failures)
        GROUPS[name]()
        print(f"{name}: {'ok' if len(failures) == before else 'FAILED'}")
    if failures:
        print(f"{len(failures)} failure(s)")
        sys.exit(1)


if __name__ == "__main__":
    main()
