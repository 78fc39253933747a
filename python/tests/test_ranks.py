#!/usr/bin/env python3
"""graphopt_fx.ranks: a rank that stops leaves the others stopped too, within
the grace, and a run past its timeout is stopped, instead of a check or a
calibration hanging forever on a collective that one rank never joins.
Plain multiprocessing stands in for the ranks: no torch needed."""
import multiprocessing
import time
import unittest

from harness import ROOT  # noqa: F401  (puts python/ on the path)

from graphopt_fx.ranks import _join, watchable


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


if __name__ == "__main__":
    unittest.main()
