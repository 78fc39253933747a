"""Inside torch.compile, before a graph graphopt reordered is handed back:
do the other ranks' compiles of this graph issue its collectives in the
same order? Each rank runs graphopt on its own graph, so a rank whose
graph differs a little (an uneven shard) could get another order, and
would hang the others in their first collective. graphopt_fx.check
compares the documents before a step; here the ranks compare, through
torch.distributed's store (no collective, so a rank that never compiles
this graph cannot hang the others: the waits have a deadline), what
graphopt recorded for each of the graph's groups.

Which records meet: for each process group the graph's collectives use,
the members of that group whose graphs issue the same collective targets
on it, counted by how many such graphs this process has settled before
(so a graph without collectives, a recompile of another graph or an eval
graph does not shift the count of this one). Each group is compared among
its own members (a 2D mesh: a rank's data-parallel peers are not its
tensor-parallel peers).

How they decide, so that no rank keeps graphopt's order while a peer runs
the traced one:
1. records: each rank publishes, for each group, the fingerprint of its
   result (or that graphopt failed) and how it interleaves its groups
   (interleaving()), and reads its peers' before one deadline; its verdict
   is "keep" when every peer came and every peer runs the same order on
   every group, interleaved alike;
2. verdicts, in log2(world) rounds (_rounds): each rank publishes its
   verdict and takes the "revert" of any peer whose record came, so that a
   mismatch in one group, or a rank that missed one record, reverts the
   ranks of every group of a mesh (each round reaches the ranks one
   coordinate further). A revert starts only in the records round; a
   peer whose record came but whose verdict does not (it stalled, or the
   store failed) leaves this rank unable to tell what it runs: Unsettled,
   as where the store fails after this rank published a "keep". A rank
   that came after a peer's deadline finds that peer's verdicts, which
   say "revert".
A rank that meets no peer at all (it alone recompiles the graph, or the
others gave up on it) does not advance the count, and runs the graph as
traced, or raises Unsettled where graphopt's order of such a graph was
kept before (_alone).
"""
import collections
import hashlib
import json
import math
import time
from datetime import timedelta

from .runner import GraphoptError

# (group, targets) -> how many graphs with these collectives on that group
# this process has settled
_seen = collections.Counter()
# this process's records of the graph it settled last, deleted at the next
# one (a peer reads them before it publishes its first verdict; the verdicts
# stay: a slow peer may still read them)
_stale = []
# the (group, targets) of the graphs whose compile kept graphopt's order
_kept = set()


class Unsettled(GraphoptError):
    """This rank cannot tell what its peers run (the store failed after it
    published "keep", a peer whose record came published no verdict, or it
    compiled alone a graph whose order the ranks kept before): running
    either order could hang them, so the compile stops, strict or not."""


def orders(stats):
    """({group: fingerprint} of the input, of the output) from graphopt's
    --stats records."""
    by = {r.get("stage"): r.get("collective_order") or {} for r in stats}
    return by.get("input", {}), by.get("output", {})


class Skeleton(dict):
    """{group name: [collective targets, in order]} of a graph; .order: the
    group of each of its collectives, in graph order."""
    order = ()


def skeleton(graph):
    """The Skeleton of an fx.Graph."""
    from .to_json import collectives

    out = Skeleton()
    out.order = []
    for target, group in collectives(graph):
        out.setdefault(group, []).append(target)
        out.order.append(group)
    return out


def interleaving(groups, order):
    """How `order` (the group of each collective, in the order a rank
    issues them) interleaves the groups, with each group named by its
    first use in the traced graph (`groups`, a Skeleton): the same on ranks
    whose groups play the same parts (a rank's data-parallel group and its
    peer's), whatever their names. None without a traced order."""
    if not groups.order:
        return None
    part = {g: i for i, g in enumerate(dict.fromkeys(groups.order))}
    return hashlib.sha256(",".join(str(part.get(g, g)) for g in order).encode()).hexdigest()[:16]


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


def several_ranks():
    return _store() is not None


def _members(group, world):
    """The global ranks of a group; every rank where torch cannot say."""
    if "|ranks=" in group:  # a legacy op's group: its ranks are in its key (collective_order.group_of)
        try:
            return sorted({int(r) for r in group.split("|ranks=", 1)[1].split(",")})
        except ValueError:
            return list(range(world))
    try:
        import torch.distributed as dist
        from torch.distributed.distributed_c10d import _resolve_process_group

        return sorted(dist.get_process_group_ranks(_resolve_process_group(group)))
    except Exception:  # noqa: BLE001  (a name torch does not know: wait for every rank)
        return list(range(world))


def _verdict(group, records, missing):
    """(keep, reason) of one group, from its members' records."""
    if missing:
        return False, (f"rank(s) {', '.join(map(str, missing))} did not say within the deadline how they order "
                       f"group {group}'s collectives")
    if len({v.get("interleaving") for v in records.values()}) > 1:
        return False, (f"the ranks of group {group} interleave their groups' collectives differently ("
                       + "; ".join(f"rank {r}: {records[r].get('interleaving')}" for r in sorted(records)) + ")")
    failed = sorted(r for r, v in records.items() if v["failed"])
    if failed:
        if all(v["failed"] or v["result"] == v["traced"] for v in records.values()):
            return True, None  # nobody moved this group's collectives
        return False, (f"graphopt failed on this graph on rank(s) {', '.join(map(str, failed))}, which run it "
                       "as traced")
    if len({v["result"] for v in records.values()}) > 1:
        return False, (f"graphopt's orders of group {group}'s collectives differ between ranks ("
                       + "; ".join(f"rank {r}: {records[r]['result']}" for r in sorted(records)) + ")")
    return True, None


def _wait(store, keys, deadline):
    """The keys of `keys` that exist by the deadline (all of them, at once,
    where they come in time)."""
    if keys:
        try:
            store.wait(keys, timedelta(seconds=max(deadline - time.monotonic(), 0.001)))
        except Exception:  # noqa: BLE001  (the store's timeout: its type differs between torch versions)
            return [k for k in keys if store.check([k])]
    return list(keys)


def settle(groups, traced, result, timeout_s, result_order=None):
    """Whether this rank may run graphopt's result of the graph it compiles
    now: (True or False, a message or None). `groups`: skeleton() of the
    traced graph; `traced` and `result`: the fingerprints graphopt
    recorded (orders()), or None where graphopt failed on this rank, which
    runs the graph as traced; `result_order`: the group of each collective
    of graphopt's result, in order (document_groups()). Every rank calls it
    once for every graph it hands graphopt, in order. False: every rank that meets this one keeps
    its traced order, with the reason. Raises Unsettled where it cannot
    tell."""
    found = _store() if groups else None
    if found is None:
        return True, None
    store, rank, world = found
    for key in _stale:
        try:
            store.delete_key(key)
        except Exception:  # noqa: BLE001  (a store that cannot delete only grows)
            pass
    _stale.clear()
    peers = {g: [m for m in _members(g, world) if m != rank] for g in groups}
    if not any(peers.values()):
        return True, None  # groups of this rank alone (a mesh dimension of size 1): nothing to agree on
    digests = {g: hashlib.sha256(json.dumps([g, targets]).encode()).hexdigest()[:24] for g, targets in groups.items()}
    keys = {g: f"{d}/{_seen[d]}" for g, d in digests.items()}
    for d in digests.values():
        _seen[d] += 1
    # what this rank runs where it keeps its result: how it interleaves the
    # groups, the one thing the per-group fingerprints do not say (found by
    # review: NCCL can deadlock on two communicators used in another order)
    runs = interleaving(groups, groups.order if result is None or result_order is None else result_order) \
        if isinstance(groups, Skeleton) else None
    mine = {g: {"traced": None if traced is None else traced.get(g),
                "result": None if result is None else result.get(g), "failed": result is None,
                "interleaving": runs} for g in groups}
    said_keep = alone = False
    try:
        t0 = time.monotonic()
        keep, reasons, present = _records(store, rank, keys, peers, mine, t0 + timeout_s)
        alone = not any(present.values())
        for i in range(1, 0 if alone else _rounds(world) + 1):
            for k in keys.values():
                store.set(f"{k}/v{i}/{rank}", "1" if keep else "0")
                said_keep |= keep
            # A present peer's verdict of round i comes within i timeouts of
            # its record, which came within one of this rank's: later, it
            # is stalled or its store failed.
            wanted = {f"{keys[g]}/v{i}/{m}": m for g in groups for m in present[g]}
            came = set(_wait(store, list(wanted), t0 + (i + 1) * timeout_s + 5))
            if len(came) < len(wanted):
                late = sorted({m for k, m in wanted.items() if k not in came})
                raise _Silent(f"rank(s) {', '.join(map(str, late))} published no verdict of round {i}")
            reverted = sorted({m for k, m in wanted.items() if store.get(k) != b"1"})
            if keep and reverted:
                keep = False
                reasons.append(f"rank(s) {', '.join(map(str, reverted))} keep the traced order")
    except Exception as e:  # noqa: BLE001  (the store failed, or a peer went silent: see below)
        if said_keep or isinstance(e, _Silent):
            raise Unsettled(f"could not learn whether the other ranks keep graphopt's order of this graph "
                            f"({e}); running either order could hang them") from e
        for i in range(1, _rounds(world) + 1):  # so that the peers need not wait for this rank
            for k in keys.values():
                try:
                    store.set(f"{k}/v{i}/{rank}", "0")
                except Exception:  # noqa: BLE001
                    pass
        keep, reasons = False, [f"could not compare this graph's collective order with the other ranks ({e})"]
    if alone:
        return _alone(store, rank, keys, digests, timeout_s)
    if keep:
        _kept.update(digests.values())
        return True, None
    return False, "; ".join(reasons) + ": every rank keeps the traced order, or their collectives would not match"


class _Silent(Exception):
    """A peer whose record came published no verdict in time."""


def _rounds(world):
    """Verdict rounds: a revert reaches the ranks one coordinate further in
    each, and a mesh of W ranks (each dimension at least 2) has at most
    log2(W) coordinates. The same on every rank."""
    return max(1, math.ceil(math.log2(world)))


def _records(store, rank, keys, peers, mine, deadline):
    """The records round: (this rank's verdict, its reasons, {group: the
    peers whose records came})."""
    for g, k in keys.items():
        store.set(f"{k}/{rank}", json.dumps(mine[g], sort_keys=True))
        _stale.append(f"{k}/{rank}")
    wanted = [f"{keys[g]}/{m}" for g in keys for m in peers[g]]
    came = set(_wait(store, wanted, deadline))  # one deadline for every peer of every group
    keep, reasons, present = True, [], {}
    for g, k in keys.items():
        present[g] = [m for m in peers[g] if f"{k}/{m}" in came]
        records = {rank: mine[g]}
        records.update({m: json.loads(store.get(f"{k}/{m}")) for m in present[g]})
        ok, why = _verdict(g, records, [m for m in peers[g] if m not in present[g]])
        if not ok:
            keep = False
            reasons.append(why)
    return keep, reasons, present


def _alone(store, rank, keys, digests, timeout_s):
    """No peer of any group came: this rank compiles the graph alone (a
    recompile after a guard failed on its shard, a graph the others do not
    compile), or the others gave up on it. Its records are taken back and
    the count not advanced, so that a later compile of the graph on every
    rank can meet. Where no compile of a graph with these collectives was
    ever kept on this rank, it runs the graph as traced (the program as
    written, and what every peer that reverted runs). Otherwise it cannot
    tell what its peers run (the order they kept before, or the traced
    order, if they too recompiled without it): Unsettled (found by review:
    keeping the last settled decision split three ranks)."""
    for g, d in digests.items():
        _seen[d] -= 1
        try:
            store.delete_key(f"{keys[g]}/{rank}")
        except Exception:  # noqa: BLE001
            pass
    where = f"no other rank compiled this graph within {timeout_s:g} s"
    if not any(d in _kept for d in digests.values()):
        return False, f"{where}: it keeps the traced order (the program as written)"
    raise Unsettled(f"{where}, and the ranks kept graphopt's order of a graph with these collectives before: "
                    "this rank cannot tell which order the others run")
