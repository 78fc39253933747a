#!/usr/bin/env python3
"""compiled_order.settle's protocol, without torch: each rank a forked
process, the store a dictionary they share. What a user relies on: ranks
never end on different orders of a graph (a rank that comes after the
others' deadline, a mismatch in one group of a mesh, a store that fails
before the last verdict), and ranks that agree keep graphopt's result,
whatever graphs without collectives one rank compiled before. The same
cases run through torch.compile and gloo in test_compiled_order_gloo.py."""
import multiprocessing
import time
import unittest

import harness  # noqa: F401  (puts the bridge on sys.path)
from graphopt_fx import compiled_order

STEP = {"0": ["_c10d_functional.all_reduce.default"] * 2}
TRACED, MOVED = {"0": "aaaa"}, {"0": "bbbb"}
MESH = {(0, 1): "tp0", (2, 3): "tp1", (0, 2): "dp0", (1, 3): "dp1"}


class SharedStore:
    """The calls settle makes of torch's store, on a dictionary shared by
    the processes; `fail_after`: the number of set() calls after which
    every call raises (a store that went away)."""

    def __init__(self, table, fail_after=None):
        self.table, self.fail_after, self.sets = table, fail_after, 0

    def _alive(self):
        if self.fail_after is not None and self.sets >= self.fail_after:
            raise RuntimeError("store connection lost")

    def set(self, key, value):
        self._alive()
        self.sets += 1
        self.table[key] = value.encode() if isinstance(value, str) else value

    def get(self, key):
        self._alive()
        return self.table[key]

    def check(self, keys):
        self._alive()
        return all(k in self.table for k in keys)

    def delete_key(self, key):
        self._alive()
        self.table.pop(key, None)

    def wait(self, keys, timeout):
        end = time.monotonic() + timeout.total_seconds()
        while not self.check(keys):
            if time.monotonic() > end:
                raise RuntimeError("wait timeout")
            time.sleep(0.005)


def _rank(table, rank, world, plan, results):
    """One rank: plan is a list of (delay s, groups, traced, result,
    timeout s, fail_after); each settle's outcome goes in results[rank]."""
    out = []
    for delay, groups, traced, result, timeout, fail_after in plan:
        store = SharedStore(table, fail_after)
        compiled_order._store = lambda: (store, rank, world)
        compiled_order._members = lambda g, w: sorted({m for ms, name in MESH.items() if name == g for m in ms}
                                                      or range(w))
        time.sleep(delay)
        try:
            out.append(list(compiled_order.settle(groups, traced, result, timeout)))
        except compiled_order.Unsettled as e:
            out.append(["unsettled", str(e)])
    results[rank] = out


def run_ranks(plans):
    """Each rank's list of settle() outcomes."""
    ctx = multiprocessing.get_context("fork")
    with ctx.Manager() as manager:
        table, results = manager.dict(), manager.dict()
        procs = [ctx.Process(target=_rank, args=(table, r, len(plans), plan, results)) for r, plan in enumerate(plans)]
        for p in procs:
            p.start()
        for p in procs:
            p.join(60)
            if p.is_alive():
                for q in procs:
                    q.kill()
                raise AssertionError("the ranks hung")
        return [results[r] for r in range(len(plans))]


def one(groups=STEP, traced=TRACED, result=MOVED, delay=0, timeout=5, fail_after=None):
    return [(delay, groups, traced, result, timeout, fail_after)]


class ProtocolTest(unittest.TestCase):
    def test_ranks_that_agree_keep_graphopts_order(self):
        self.assertEqual(run_ranks([one(), one()]), [[[True, None]]] * 2)

    def test_ranks_whose_results_differ_both_keep_the_traced_order(self):
        outs = run_ranks([one(result=TRACED), one()])
        for (keep, why), in outs:
            self.assertFalse(keep)
            self.assertIn("differ between ranks", why)

    def test_a_rank_where_graphopt_failed_reverts_the_others_only_where_they_moved_collectives(self):
        failed = one(traced=None, result=None)
        self.assertEqual([o[0][0] for o in run_ranks([one(), failed])], [False, False])
        self.assertEqual([o[0][0] for o in run_ranks([one(result=TRACED), failed])], [True, True])

    def test_a_rank_after_the_deadline_and_the_rank_that_waited_agree(self):
        # Rank 0 waits 1 s; rank 1 comes at 2.5 s, finds rank 0's record,
        # and must learn that rank 0 gave up (before, it kept graphopt's
        # order alone).
        outs = run_ranks([one(timeout=1), one(delay=2.5, timeout=1)])
        self.assertFalse(outs[0][0][0])
        self.assertIn("did not say within the deadline", outs[0][0][1])
        self.assertFalse(outs[1][0][0])
        self.assertIn("rank(s) 0 keep the traced order", outs[1][0][1])

    def test_graphs_without_collectives_on_one_rank_do_not_shift_the_next_graph(self):
        quiet = (0, {}, {}, {}, 5, None)
        outs = run_ranks([[quiet, quiet] + one(), one()])
        self.assertEqual(outs[0][-1], [True, None])
        self.assertEqual(outs[1], [[True, None]])

    def test_the_same_graph_compiled_again_meets_the_others_second_compile(self):
        # the second compile of the graph differs on rank 1: it must meet rank
        # 0's second compile, not its first record
        outs = run_ranks([one() + one(), one() + one(result=TRACED)])
        self.assertEqual([o[0] for o in outs], [[True, None]] * 2)
        self.assertEqual([o[1][0] for o in outs], [False, False])

    def mesh(self, moved_by):
        """A 2x2 mesh: rank r's graph uses its tp and dp groups."""
        def groups(r):
            return {f"tp{r // 2}": STEP["0"], f"dp{r % 2}": STEP["0"]}

        def fp(r):
            return {g: ("bbbb" if r in moved_by else "aaaa") for g in groups(r)}

        return run_ranks([one(groups=groups(r), traced={g: "aaaa" for g in groups(r)}, result=fp(r))
                          for r in range(4)])

    def test_a_mesh_compares_each_group_among_its_own_members(self):
        self.assertEqual(self.mesh(moved_by={0, 1, 2, 3}), [[[True, None]]] * 4)

    def test_a_mismatch_in_one_group_of_a_mesh_reverts_every_rank(self):
        # ranks 0 and 1 differ from 2 and 3 in the dp groups only; the tp
        # groups agree: every rank must keep the traced order
        outs = self.mesh(moved_by={0, 1})
        self.assertEqual([o[0][0] for o in outs], [False] * 4)
        outs = self.mesh(moved_by={1, 2, 3})  # rank 3 shares no group with rank 0
        self.assertEqual([o[0][0] for o in outs], [False] * 4)

    def test_a_store_that_fails_before_the_last_verdict_reverts_and_after_it_stops_the_compile(self):
        # rank 1's store fails after its record (1 set), or after its first
        # verdict: it reverts and so does rank 0
        for sets in (1, 2):
            outs = run_ranks([one(timeout=1), one(timeout=1, fail_after=sets)])
            self.assertEqual([o[0][0] for o in outs], [False, False])
        # after its last verdict it cannot know rank 0's: the compile stops
        outs = run_ranks([one(timeout=1), one(timeout=1, fail_after=1 + compiled_order.ROUNDS)])
        # (rank 0 heard "keep" and keeps graphopt's order; rank 1 raises
        # rather than run the traced order against it)
        self.assertEqual([o[0][0] for o in outs], [True, "unsettled"])


if __name__ == "__main__":
    unittest.main()
