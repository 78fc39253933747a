"""Inside torch.compile, before a graph graphopt reordered is handed back:
do the other ranks' compiles of this graph issue its collectives in the
same order? Each rank runs graphopt on its own graph, so a rank whose
graph differs a little (an uneven shard) could get another order, and
would hang the others in their first collective. graphopt_fx.check
compares the documents before a step; here the ranks compare, through
torch.distributed's store (no collective, so a rank that never compiles
this graph cannot hang the others: the wait has a timeout), what graphopt
recorded for the graph's traced order and for its result.

Graphs are matched by their place among the graphs with collectives that
this process has compiled (every rank of an SPMD program compiles the same
graphs in the same order); ranks whose traced orders differ at that place
run different programs (pipeline stages) and are not compared.
"""
import itertools
import json
from datetime import timedelta

_seq = itertools.count()


def orders(stats):
    """({group: fingerprint} of the input, of the output) from graphopt's
    --stats records."""
    by = {r.get("stage"): r.get("collective_order") or {} for r in stats}
    return by.get("input", {}), by.get("output", {})


def _store():
    """(store, rank, world size), or None outside a process group of several ranks."""
    try:
        import torch.distributed as dist
        from torch.distributed.distributed_c10d import _get_default_store
    except ImportError:
        return None
    if not (dist.is_available() and dist.is_initialized()) or dist.get_world_size() <= 1:
        return None
    return dist.PrefixStore("graphopt_fx/compiled_order", _get_default_store()), dist.get_rank(), dist.get_world_size()


def settle(traced, result, timeout_s):
    """Whether this rank may run graphopt's result of the graph it compiles
    now: (True or False, a message or None). `traced` and `result`: the
    fingerprints graphopt recorded (orders()), or None where graphopt
    failed on this rank, which runs the graph as traced. Every rank calls it
    once for every graph it hands graphopt, in order.

    Each rank publishes what it has and reads the others'. Where a rank whose
    traced order is this one's got another result, or failed, every such
    rank reads the same records and keeps its traced order: False, with the
    reason. A rank that has not published within timeout_s is not waited
    for further (it may have been served from Inductor's cache, or compile
    fewer graphs): True, with a warning."""
    found = _store()
    if found is None:
        return True, None
    store, rank, world = found
    place = next(_seq)
    mine = {"traced": traced, "result": result}
    store.set(f"{place}/{rank}", json.dumps(mine, sort_keys=True))
    seen, missing = {rank: mine}, []
    for r in range(world):
        if r == rank:
            continue
        try:
            store.wait([f"{place}/{r}"], timedelta(seconds=timeout_s))
        except Exception:  # noqa: BLE001  (the store's timeout: its type differs between torch versions)
            missing.append(r)
            continue
        seen[r] = json.loads(store.get(f"{place}/{r}"))
    # (a rank that failed is compared with every rank: its traced order is not known)
    alike = {r: v for r, v in seen.items() if v["traced"] is None or traced is None or v["traced"] == traced}
    failed = sorted(r for r, v in alike.items() if v["result"] is None)
    results = {json.dumps(v["result"], sort_keys=True) for v in alike.values()}
    if failed and traced is not None and any(v["result"] != v["traced"] for v in alike.values()):
        return False, (f"graphopt failed on this graph on rank(s) {', '.join(map(str, failed))}, which run it "
                       "as traced: every rank keeps the traced order, or their collectives would not match")
    if not failed and len(results) > 1:
        return False, ("graphopt's orders of this graph differ between ranks, which would hang them in a "
                       "collective; every rank keeps the traced order: "
                       + "; ".join(f"rank {r}: {alike[r]['result']}" for r in sorted(alike)))
    if missing:
        return True, (f"could not compare this graph's collective order with rank(s) "
                      f"{', '.join(map(str, missing))} within {timeout_s:g} s")
    return True, None
