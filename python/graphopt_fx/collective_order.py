"""Whether the ranks are about to issue each group's collectives in the same
order. graphopt records each group's order in the documents it writes
("collective_order": a fingerprint per group, see docs/format.md); the ranks
exchange what their documents recorded before the first step, and stop with
a clear error instead of hanging in a collective that the others never
issue. Pure Python: the exchange is the caller's (torch.distributed's
all_gather_object, in graphopt_fx.check).
"""
import hashlib

# The rule graphopt's fingerprints follow now (lib/analysis/collective_order.hpp);
# a record under another is named with its rule, so that ranks optimized by
# two graphopt versions are told so, not told their orders differ (found by
# review: rule 1's and rule 2's fingerprints of one order differ).
RULE = "graphopt-collective-order-4"


# The functional collectives' namespaces (their group is an argument named group_name).
_FUNCTIONAL = ("_c10d_functional", "_c10d_functional_autograd")
# recorded()'s entry for the order in which a graph uses its groups
INTERLEAVING = "(groups interleaved)"


def group_of(target, args, kwargs):
    """The group of a call to `target` (its fx-json name) where it is a
    functional collective (a wait is not), else None: its group name, or
    for the legacy c10d_functional ops (the group given by a tag and a
    list of ranks, their last arguments but the group size) the key
    graphopt gives it (collective_group_key in lib/analysis/node_kind.cpp)."""
    name = target[len("torch.ops."):] if target.startswith("torch.ops.") else target
    ns = name.split(".")[0]
    if name.endswith("wait_tensor.default") or ns not in _FUNCTIONAL + ("c10d_functional",):
        return None
    if ns == "c10d_functional":
        tail = list(args) + [kwargs[k] for k in ("tag", "ranks", "group_size") if k in kwargs]
        if len(tail) < 3 or not isinstance(tail[-2], list):
            return None
        tag = tail[-3] if isinstance(tail[-3], str) else ""
        ranks = ",".join(str(r) if isinstance(r, int) and not isinstance(r, bool) else "?" for r in tail[-2])
        return f"{tag}|ranks={ranks}"
    g = kwargs.get("group_name", args[-1] if args else None)
    return g if isinstance(g, str) else None


def document_groups(doc, graph=None):
    """The group name of each functional collective of an fx-json
    document's graph (or of `graph`, one of its graph objects), in order."""
    nodes = ((doc.get("graph") if graph is None else graph) or {}).get("nodes") or []
    return [g for g in (group_of(n["target"], n.get("args") or [], n.get("kwargs") or {})
                        for n in nodes if n.get("op") == "call_function" and isinstance(n.get("target"), str))
            if g is not None]


def _interleaving(doc):
    """How the document's graph interleaves its groups' collectives (the
    groups by name: graphopt_fx.check's ranks make the same groups), where
    it uses two or more; graphopt's per-group fingerprints do not say, and
    NCCL can deadlock on two communicators used in opposite orders."""
    iteration = doc.get("iteration") if isinstance(doc.get("iteration"), dict) else {}
    parts = [("steady state" if iteration else "graph", doc.get("graph"))] + \
        [(k, iteration.get(k)) for k in ("setup", "cleanup", "flush") if isinstance(iteration.get(k), dict)]
    per_part = [(label, document_groups(doc, graph)) for label, graph in parts]
    if all(len(set(order)) < 2 for _, order in per_part):
        return {}
    lines = [line for label, order in per_part for line in [f"# {label}"] + order]
    digest = hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]
    return {INTERLEAVING: f"{digest} ({sum(len(o) for _, o in per_part)} collectives)"}


def recorded(doc):
    """{group: "fingerprint (N collectives)"} from a document (empty when
    nothing was recorded); one under a rule other than RULE carries it:
    "fp (N collectives) (rule R)"."""
    order = doc.get("collective_order") or {}
    groups = order.get("groups") or {} if isinstance(order, dict) else None
    if not isinstance(groups, dict):
        raise ValueError("collective_order: not an object with an object of groups (docs/format.md)")
    rule = str(order.get("rule", RULE))
    tail = "" if rule == RULE else f" (rule {rule})"
    # The count beside the hash: two records agree only if both do (found
    # by red-team: a hash alone once let one collective pass for two).
    out = {str(g): f"{v.get('fingerprint')} ({v.get('collectives')} collectives)" + tail
           for g, v in groups.items() if isinstance(v, dict)}
    return {**out, **_interleaving(doc)} if out else out


def disagreements(per_rank):
    """per_rank: one list per rank of (path, {group: fingerprint}) for the
    graphs it will run, in the same order on every rank. Returns one line per
    graph and group whose recorded orders differ between ranks."""
    problems = []
    if not per_rank:
        return problems
    for k in range(max(len(r) for r in per_rank)):
        entries = [r[k] if k < len(r) else (None, {}) for r in per_rank]
        groups = sorted({g for _, rec in entries for g in rec})
        for g in groups:
            seen = [rec.get(g) for _, rec in entries]
            if len(set(seen)) > 1:
                where = ", ".join(f"rank {i} ({path}): {fp or 'not recorded'}" for i, ((path, _), fp) in
                                  enumerate(zip(entries, seen)))
                if g == INTERLEAVING:
                    problems.append(f"graph {k + 1}: the ranks would interleave their groups' collectives in "
                                    f"different orders ({where})")
                elif any(s and "(rule " in s for s in seen):
                    problems.append(f"graph {k + 1}, group {g}: the ranks' documents record their orders under "
                                    f"different rules ({where}): optimize every rank's graph with one graphopt")
                else:
                    problems.append(f"graph {k + 1}, group {g}: the ranks would issue its collectives in different "
                                    f"orders ({where})")
    return problems
