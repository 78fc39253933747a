"""graphopt from Python: find the binary, run a pipeline on a graph, get the
result back, and graphopt's message as an exception when it fails.

    result, stats = graphopt_fx.run(gm, "overlap_schedule")       # a GraphModule back
    doc, stats = graphopt_fx.run("step.json", "sink_waits", load=False)   # the document

Pure Python; torch is imported only to export a GraphModule or load the
result as one.
"""
import json
import logging
import os
import shutil
import subprocess
import sys
import tempfile

log = logging.getLogger("graphopt_fx")


class GraphoptError(RuntimeError):
    """graphopt failed (or could not be found): the message is graphopt's."""

    def __init__(self, message, returncode=None, stderr=""):
        super().__init__(message)
        self.returncode = returncode
        self.stderr = stderr


def find_graphopt(path=None):
    """The graphopt binary: `path` when given, else $GRAPHOPT, else `graphopt`
    on PATH, else beside this Python (sys.prefix/bin, where `cmake --install
    --prefix` and a virtual environment put programs)."""
    if path is not None:
        candidates = [os.fspath(path)]
    else:
        candidates = [os.environ.get("GRAPHOPT"), shutil.which("graphopt"), os.path.join(sys.prefix, "bin", "graphopt")]
    for c in candidates:
        if c and os.path.isfile(c) and os.access(c, os.X_OK):
            return c
    where = f"{candidates[0]!r} is not an executable file" if path is not None else \
        "not given, not in $GRAPHOPT, not on PATH, not in " + os.path.join(sys.prefix, "bin")
    raise GraphoptError(f"graphopt binary not found ({where}): build it and put it on PATH "
                        "(cmake --install puts it in PREFIX/bin), or give graphopt=PATH")


def version(graphopt=None):
    """`graphopt --version`: 'graphopt X.Y.Z (commit C)'."""
    exe = find_graphopt(graphopt)
    p = subprocess.run([exe, "--version"], capture_output=True, text=True, timeout=60)
    if p.returncode != 0:
        raise GraphoptError(f"{exe} --version failed: {p.stderr.strip()}", p.returncode, p.stderr)
    return p.stdout.strip()


def _message(stderr, returncode):
    lines = [line for line in stderr.strip().splitlines() if line.strip()]
    errors = [line for line in lines if "error" in line]
    text = "\n".join(errors or lines[-5:])
    return text or f"graphopt exited with code {returncode}"


def _as_path(graph, tmp, name):
    """A path graphopt can read for `graph`: a path as it is, a document (a
    dict) or a torch.fx.GraphModule written into `tmp` as `name`."""
    if isinstance(graph, (str, os.PathLike)):
        return os.fspath(graph)
    if isinstance(graph, dict):
        doc = graph
    else:
        from .to_json import to_document

        doc = to_document(graph)
    path = os.path.join(tmp, name)
    with open(path, "w") as f:
        json.dump(doc, f)
    return path


def _run_graphopt(cmd, timeout):
    """The finished process; running past `timeout` seconds is a
    GraphoptError too, as the functions here promise (not
    subprocess.TimeoutExpired)."""
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired as e:
        raise GraphoptError(f"graphopt did not finish in {timeout:g} s (stopped)", None, "") from e


def same_result(before, after, *, graphopt=None, timeout=None):
    """Whether `after` computes what `before` computes (`graphopt diff
    --same-result`: the same operations on the same values, every read after
    the writes it follows in `before`). Each is a GraphModule, a document or
    a path. Returns (same, report): the report names where the two part, or
    says that `after` is not a reordering of `before` (a bucketing: then
    `same` is False without `after` being wrong). Raises GraphoptError when
    either cannot be read."""
    exe = find_graphopt(graphopt)
    with tempfile.TemporaryDirectory(prefix="graphopt_") as tmp:
        a, b = _as_path(before, tmp, "before.json"), _as_path(after, tmp, "after.json")
        p = _run_graphopt([exe, "diff", "--same-result", "--", a, b], timeout)
    if p.returncode not in (0, 1):
        raise GraphoptError(_message(p.stderr, p.returncode), p.returncode, p.stderr)
    return p.returncode == 0, p.stdout


def run(graph, passes, *, graphopt=None, cost_model=None, gpu=None, world_size=None, args=(), load=True,
        device=None, timeout=None):
    """Runs `graphopt --passes=PASSES` on `graph`: a torch.fx.GraphModule, an
    fx-json document (a dict), or the path of one. Returns (result, stats):
    the result loaded (a GraphModule, or an IterationProgram for an
    iteration form; with load=False the output document as a dict), and
    graphopt's --stats records (a list of dicts, one per stage). Raises
    GraphoptError carrying graphopt's message when it fails. What the passes
    report goes to the "graphopt_fx" logger."""
    exe = find_graphopt(graphopt)
    with tempfile.TemporaryDirectory(prefix="graphopt_") as tmp:
        src = _as_path(graph, tmp, "in.json")
        out, stats = os.path.join(tmp, "out.json"), os.path.join(tmp, "stats.jsonl")
        cmd = [exe, f"--passes={passes}", "-o", out, "--stats", stats]
        if cost_model is not None:
            cmd += [f"--cost-model={os.fspath(cost_model)}"]  # (a path may start with '-')
        if gpu is not None:
            cmd += ["--gpu", str(gpu)]
        if world_size is not None:
            cmd += ["--world-size", str(int(world_size))]
        cmd += [str(a) for a in args] + ["--", src]
        p = _run_graphopt(cmd, timeout)
        if p.returncode != 0:
            raise GraphoptError(_message(p.stderr, p.returncode), p.returncode, p.stderr)
        for line in p.stderr.splitlines():
            if line.strip():
                log.info("%s", line)
        if not os.path.exists(out):  # a pipeline of reports only (print{file=...} with --disable-output)
            raise GraphoptError(f"graphopt --passes={passes} wrote no graph", p.returncode, p.stderr)
        with open(out) as f:
            result = json.load(f)
        records = []
        if os.path.exists(stats):
            with open(stats) as f:
                records = [json.loads(line) for line in f if line.strip()]
    if load:
        from .from_json import from_document, take_attributes

        result = from_document(result, device=device)
        if hasattr(graph, "graph") and hasattr(graph, "named_buffers"):  # a GraphModule: its constants are kept
            result = take_attributes(result, graph, device)
    return result, records
