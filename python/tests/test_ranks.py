#!/usr/bin/env python3
"""graphopt_fx.ranks: a rank that stops leaves the others stopped too, within
the grace, and a run past its timeout is stopped, instead of a check or a
calibration hanging forever on a collective that one rank never joins.
Plain multiprocessing stands in for the ranks: no torch needed."""
import multiprocessing
import os
import signal
import subprocess
import sys
import tempfile
import textwrap
import time
import unittest

from harness import ROOT  # noqa: F401  (puts python/ on the path)

from graphopt_fx.ranks import _join, per_rank_path, watchable


def _quit():
    pass


def _hang():
    watchable()
    time.sleep(600)


class JoinTest(unittest.TestCase):
    def procs(self, *targets):
        ctx = multiprocessing.get_context("spawn")
        ps = [ctx.Process(target=t) for t in targets]
        for p in ps:
            p.start()
        return ps

    def test_a_stopped_rank_stops_the_others_after_the_grace(self):
        ps = self.procs(_quit, _hang)
        t0 = time.monotonic()
        stopped = _join(ps, grace=1.0, timeout=0)
        self.assertLess(time.monotonic() - t0, 30)
        self.assertEqual(list(stopped), [1])
        self.assertIn("after rank 0 stopped", stopped[1])
        self.assertFalse(ps[1].is_alive())

    def test_the_timeout_stops_every_rank(self):
        ps = self.procs(_hang, _hang)
        stopped = _join(ps, grace=100.0, timeout=1.0)
        self.assertEqual(sorted(stopped), [0, 1])
        self.assertIn("--timeout 1 s", stopped[0])

    def test_ranks_that_finish_are_not_stopped(self):
        self.assertEqual(_join(self.procs(_quit, _quit), grace=1.0, timeout=60), {})


# A parent that spawns two ranks that hang (torch.multiprocessing stood in
# for by multiprocessing); each rank writes its pid to DIR/rankR.pid.
_PARENT = textwrap.dedent("""
    import multiprocessing, os, sys, time, types
    sys.path[:0] = [sys.argv[1], sys.argv[2]]
    torch = types.ModuleType("torch")
    torch.multiprocessing = multiprocessing
    sys.modules["torch"], sys.modules["torch.multiprocessing"] = torch, multiprocessing
    from graphopt_fx.ranks import spawn
    import hang_rank
    spawn(hang_rank.rank, 2, sys.argv[3], grace=600, timeout=0)
""")
_RANK = textwrap.dedent("""
    import os, time
    def rank(r, d, port, result_dir):
        with open(os.path.join(d, f"rank{r}.pid"), "w") as f:
            f.write(str(os.getpid()))
        time.sleep(600)
""")


def _alive(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    with open(f"/proc/{pid}/stat") as f:  # a zombie is gone for this purpose
        return f.read().split(") ")[-1][0] != "Z"


class SpawnTest(unittest.TestCase):
    def test_a_signal_to_the_parent_stops_the_ranks(self):
        # (found by a reviewing helper: `timeout` or a job scheduler's
        # SIGTERM left the ranks running, holding their GPUs, with no parent)
        for sig in (signal.SIGTERM, signal.SIGHUP):
            with tempfile.TemporaryDirectory() as d:
                with open(os.path.join(d, "hang_rank.py"), "w") as f:
                    f.write(_RANK)
                parent = subprocess.Popen([sys.executable, "-c", _PARENT, os.path.join(ROOT, "python"), d, d])
                pids = []
                for _ in range(600):
                    names = [n for n in os.listdir(d) if n.endswith(".pid")]
                    if len(names) == 2:
                        time.sleep(0.2)
                        pids = [int(open(os.path.join(d, n)).read()) for n in names]
                        break
                    time.sleep(0.05)
                self.assertEqual(len(pids), 2, "the ranks did not start")
                parent.send_signal(sig)
                self.assertEqual(parent.wait(timeout=60), -sig)
                deadline = time.monotonic() + 10
                while any(_alive(p) for p in pids) and time.monotonic() < deadline:
                    time.sleep(0.05)
                left = [p for p in pids if _alive(p)]
                for p in left:
                    os.kill(p, signal.SIGKILL)
                self.assertEqual(left, [], f"ranks left running after {sig!r}")


    def test_a_stopped_rank_that_wrote_its_error_is_reported_by_it(self):
        # (found by review: a rank that wrote its own error and then hung on
        # its way out was reported only as stopped, its message dropped)
        rank_code = textwrap.dedent("""
            import json, os, time
            def rank(r, d, port, result_dir):
                res = {"rank": r} if r == 0 else {"rank": r, "error": "rank 1: its own message"}
                with open(os.path.join(result_dir, f"rank{r}.json"), "w") as f:
                    json.dump(res, f)
                if r == 1:
                    time.sleep(600)
        """)
        parent = _PARENT.replace("spawn(hang_rank.rank, 2, sys.argv[3], grace=600, timeout=0)",
                                 "import json; print(json.dumps(spawn(hang_rank.rank, 2, sys.argv[3], grace=1)))")
        with tempfile.TemporaryDirectory() as d:
            with open(os.path.join(d, "hang_rank.py"), "w") as f:
                f.write(rank_code)
            p = subprocess.run([sys.executable, "-c", parent, os.path.join(ROOT, "python"), d, d],
                               capture_output=True, text=True, timeout=120)
        self.assertEqual(p.returncode, 0, p.stderr)
        ranks = __import__("json").loads(p.stdout.strip().splitlines()[-1])
        self.assertEqual(ranks[1]["error"], "rank 1: its own message")
        self.assertIn("after rank 0 stopped", ranks[1]["stopped"])


class PerRankPathTest(unittest.TestCase):
    def _with_env(self, env, path):
        saved = {k: os.environ.get(k) for k in ("RANK", "WORLD_SIZE")}
        try:
            for k in saved:
                os.environ.pop(k, None)
            os.environ.update(env)
            return per_rank_path(path)
        finally:
            for k, v in saved.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v

    def test_one_file_per_rank_or_rank_0s_only(self):
        # export() in every rank of a torchrun program: "{rank}" names each
        # rank's file; without it only rank 0 writes (every rank renaming its
        # file over the one name left whichever came last).
        self.assertEqual(self._with_env({}, "step.json"), "step.json")
        self.assertEqual(self._with_env({"RANK": "0", "WORLD_SIZE": "2"}, "step.json"), "step.json")
        self.assertIsNone(self._with_env({"RANK": "1", "WORLD_SIZE": "2"}, "step.json"))
        self.assertEqual(self._with_env({"RANK": "1", "WORLD_SIZE": "2"}, "d/step.{rank}.json"), "d/step.1.json")
        self.assertEqual(self._with_env({"RANK": "3"}, "g/graph_r{rank}_000_fw.json"), "g/graph_r3_000_fw.json")
        # a rank past 0 is one of several even without WORLD_SIZE; a RANK that is no number is named
        self.assertIsNone(self._with_env({"RANK": "1"}, "step.json"))
        with self.assertRaisesRegex(ValueError, "RANK='x' is not a number"):
            self._with_env({"RANK": "x"}, "step.json")


if __name__ == "__main__":
    unittest.main()
