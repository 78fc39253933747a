"""graphopt inside torch.compile.

    torch.compile(model, backend=graphopt_fx.backend())                       # graphopt, then Inductor
    torch._inductor.config.post_grad_custom_post_pass = graphopt_fx.inductor_pass()
    torch.compile(model, backend=graphopt_fx.capture("graphs/"))             # only write the graphs

`backend` runs Inductor as usual and graphopt as Inductor's last post-grad
pass (`post_grad_custom_post_pass`) on the AOTAutograd forward and backward
graphs, after Inductor's own graph passes and before it lowers the graph to
its scheduler; `backend(..., eager=True)` runs graphopt's result as it is,
without Inductor. When graphopt fails on a graph (an error, no binary), the
graph stays as it was and one warning carries graphopt's message; with
strict=True the error is raised instead.
"""
import hashlib
import itertools
import logging
import os
import warnings

from .defaults import DEFAULT_PASSES
from .compiled_order import Unsettled, orders, settle, several_ranks, skeleton
from .runner import GraphoptError, find_graphopt, run, version
from .collective_order import document_groups
from .to_json import collectives, export, to_document

_counter = itertools.count()
log = logging.getLogger("graphopt_fx")


def _boxed(fn):
    """AOTAutograd calls compiled graphs with one list of inputs (boxed)."""
    from torch._functorch.aot_autograd import make_boxed_func

    return make_boxed_func(fn)


def capture(directory, aten=True):
    """A backend that writes every graph it is given as fx-json
    (DIRECTORY/graph_r{rank}_{n}_{fw,bw,dynamo}.json: each rank its own
    files) and runs the graphs unchanged. With aten=True (the default) the
    graphs go through AOTAutograd first (aten-level forward and backward
    graphs, like make_fx's)."""
    os.makedirs(directory, exist_ok=True)

    def dump(kind):
        def compiler(gm, example_inputs):
            path = os.path.join(directory, f"graph_r{{rank}}_{next(_counter):03d}_{kind}.json")
            export(gm, path)
            return _boxed(gm.forward) if aten else gm.forward

        return compiler

    def compile_(gm, example_inputs):
        if not aten:
            return dump("dynamo")(gm, example_inputs)
        from torch._functorch.aot_autograd import aot_module_simplified

        return aot_module_simplified(gm, example_inputs, fw_compiler=dump("fw"), bw_compiler=dump("bw"))

    return compile_


class _Options:
    def __init__(self, passes, cost_model, gpu, graphopt, world_size, strict, rank_timeout=300):
        # None: the default pipeline (one rule for backend and inductor_pass).
        self.passes = DEFAULT_PASSES if passes is None else passes
        self.cost_model, self.gpu = cost_model, gpu
        self.graphopt, self.world_size, self.strict = graphopt, world_size, strict
        self.rank_timeout = rank_timeout

    def run(self, graph, load):
        return run(graph, self.passes, graphopt=self.graphopt, cost_model=self.cost_model, gpu=self.gpu,
                   world_size=self.world_size, load=load)

    def agree(self, groups, stats, result_order):
        """Once a result is ready to hand back (nothing left that can fail
        but putting it in place): whether the other ranks' results of this
        graph issue its collectives in its order (compiled_order.settle;
        `groups`: its skeleton(); `result_order`: the group of each
        collective of the result, in order); _Disagreed where they do not.
        A group graphopt recorded no order of cannot be compared: this rank
        then settles as one where graphopt failed (found by review: no
        record on any rank compared as equal)."""
        if not groups or not several_ranks():
            return
        try:
            traced, result = orders(stats)
            unknown = [g for g in groups if g not in traced or g not in result]
        except Exception as e:  # noqa: BLE001  (stats graphopt did not write as documented)
            traced = result = None
            unknown = [f"unreadable --stats ({e})"]
        try:  # whatever comes out of here, the graph was settled
            if unknown:
                settle(groups, None, None, self.rank_timeout)
                raise GraphoptError(f"graphopt recorded no collective order of {', '.join(unknown)}, so the "
                                    "ranks cannot compare it")
            agreed, message = settle(groups, traced, result, self.rank_timeout, result_order)
            if not agreed:
                raise _Disagreed(message)
        except Exception as e:
            e.settled = True
            raise
        log.info("graphopt_fx: the ranks agree on the order of this graph's collectives on group(s) %s",
                 ", ".join(groups))
        if message:
            warnings.warn(f"graphopt_fx: {message}", stacklevel=3)
            log.warning("graphopt_fx: %s", message)

    def failed(self, error, what, groups):
        """Where the error came before agree() settled this graph (each
        rank settles each graph once, in order), the others learn here that
        this rank runs it as traced. Unsettled is raised, strict or not: no
        order is safe to run."""
        if groups and not getattr(error, "settled", False):
            settle(groups, None, None, self.rank_timeout)
        if self.strict or isinstance(error, Unsettled):
            raise error
        # Both: torch.compile may filter warnings raised while it compiles.
        message = f"graphopt_fx: {what} left as it was: graphopt failed: {error}"
        warnings.warn(message, stacklevel=3)
        log.warning("%s", message)


class _Disagreed(GraphoptError):
    """The ranks' graphopt results of one graph would issue its collectives
    in different orders: every rank keeps the graph as traced."""


# What keeps Inductor from undoing graphopt's order: its scheduler would
# otherwise move nodes next to their users to shorten buffer lifetimes
# (reorder_for_locality: a matmul issued under a collective goes back after
# it), reorder them to lower the peak (reorder_for_peak_memory) and run its
# own overlap reordering. Measured in python/tests/test_compile_backend.py
# and test_train_loop.py: with these, the generated code issues collectives
# and waits in graphopt's order (and, in the small test, matmuls too).
KEEP_ORDER = {"reorder_for_locality": False, "reorder_for_peak_memory": False,
              "reorder_for_compute_comm_overlap": False}


def _uuid(opts):
    """What makes graphopt's result differ: its version and commit, the
    pipeline, the GPU preset, the cost file's bytes, the world size. None
    (Inductor then does not cache the graph) where several ranks run: a
    rank served from the cache would not settle the graph's order with the
    others (compiled_order.settle), who would then keep the traced order
    while it runs graphopt's (found by review)."""
    if several_ranks():
        return None
    h = hashlib.sha256()
    try:
        h.update(version(opts.graphopt).encode())
    except GraphoptError as e:
        h.update(f"no graphopt: {e}".encode())
    h.update(f"\0{opts.passes}\0{opts.gpu}\0{opts.world_size}\0".encode())
    if opts.cost_model is not None:
        try:
            with open(opts.cost_model, "rb") as f:
                h.update(f.read())
        except OSError as e:  # graphopt will say so when it runs; the cache key must not fail the compile
            h.update(f"unreadable cost file: {e}".encode())
    return h.hexdigest()


def _apply_to_graph(graph, opts):
    """Runs graphopt on an fx.Graph in place (Inductor's post-grad graph)."""
    import torch.fx

    gm = graph.owning_module or torch.fx.GraphModule(torch.nn.Module(), graph)
    groups = None
    try:
        groups = skeleton(graph)
        doc = to_document(gm)
        out, stats = opts.run(doc, load=False)
        if out.get("iteration"):
            raise GraphoptError("the pipeline wrote an iteration form, which a compiled graph cannot hold")
        commit = _rewrite(graph, doc, out)
        opts.agree(groups, stats, document_groups(out))
    except Exception as e:  # noqa: BLE001  (not strict: any failure leaves the graph as it was, with a warning)
        opts.failed(e, "a graph", groups)
        return
    try:
        commit()
    except Exception as e:
        # The other ranks run graphopt's order now, and the graph may be
        # half changed: not a failure to step over (found by review).
        raise GraphoptError(f"graphopt_fx: putting graphopt's result in place failed after the ranks agreed "
                            f"to run it: {e}") from e


def _what(entry):
    return (entry["op"], entry["target"], entry.get("args", []), entry.get("kwargs", {}))


def _rewrite(graph, before, doc):
    """What makes `graph` the document's graph: a function that changes it,
    once everything that can fail has run. A result with the same nodes in
    another order (a scheduling pass) only moves them, so every node keeps
    its meta; otherwise the nodes are rebuilt from the document and their
    meta.val propagated again with the graph's own fake mode."""
    nodes = {n.name: n for n in graph.nodes}
    was = {n["name"]: _what(n) for n in before["graph"]["nodes"]}
    order = [n["name"] for n in doc["graph"]["nodes"]]
    if sorted(order) == sorted(was) and all(was[n["name"]] == _what(n) for n in doc["graph"]["nodes"]):
        def move():
            output = next(n for n in graph.nodes if n.op == "output")
            for name in order:
                if nodes[name].op not in ("placeholder", "output"):
                    output.prepend(nodes[name])
            graph.lint()
        return move
    return _rebuild(graph, doc)


def _rebuild(graph, doc):
    import torch
    from torch._guards import detect_fake_mode
    from torch.fx.passes.fake_tensor_prop import FakeTensorProp

    from .from_json import from_document

    # Built and its values propagated on a graph of its own, then put in
    # place: whatever fails on the way (a symbolic size, a placeholder the
    # result names differently) leaves the graph as it was (found by
    # review: the graph had been emptied first, and Inductor then failed).
    new = from_document(doc)
    placeholders = [n for n in graph.nodes if n.op == "placeholder"]
    staged = torch.fx.Graph()
    env = {n.name: staged.node_copy(n) for n in placeholders}
    for n in new.graph.nodes:
        if n.op != "placeholder":
            env[n.name] = staged.node_copy(n, lambda x: env[x.name])
    _functional_copy_outs(staged)
    staged.lint()
    vals = [p.meta.get("val") for p in placeholders]
    mode = detect_fake_mode(vals)
    root = graph.owning_module or torch.nn.Module()
    FakeTensorProp(torch.fx.GraphModule(root, staged), mode=mode).propagate_dont_convert_inputs(*vals)

    def put_in_place():
        for n in reversed(list(graph.nodes)):
            if n.op != "placeholder":
                graph.erase_node(n)
        env = {n.name: n for n in placeholders}
        for n in staged.nodes:
            if n.op != "placeholder":
                env[n.name] = graph.node_copy(n, lambda x: env[x.name])
        graph.lint()
    return put_in_place


def _functional_copy_outs(graph):
    """comm_fusion copies an all-gather bucket's members out with one
    split_with_sizes_copy.out into fresh tensors (one kernel in eager mode).
    Inductor cannot lower that op in a post-grad graph (it has a
    decomposition for it, used before): each fresh tensor becomes the clone
    of its piece, which Inductor generates code for."""
    import operator

    import torch

    aten = torch.ops.aten
    for n in list(graph.nodes):
        if n.target is not aten.split_with_sizes_copy.out:
            continue
        src, sizes = n.args[0], n.args[1]
        dim = n.args[2] if len(n.args) > 2 else n.kwargs.get("dim", 0)
        outs = n.kwargs["out"]
        # A scheduler may have placed views of the fresh tensors before the
        # copy (a view reads nothing): they move after the clones.
        early, reads = [], set(outs)
        for m in graph.nodes:
            if m is n:
                break
            if m not in reads and any(i in reads for i in m.all_input_nodes):
                reads.add(m)
                early.append(m)
        with graph.inserting_before(n):
            split = graph.call_function(aten.split_with_sizes.default, (src, sizes, dim))
            pieces = [graph.call_function(aten.clone.default, (graph.call_function(operator.getitem, (split, i)),),
                                          {"memory_format": torch.contiguous_format}) for i in range(len(outs))]
        last = pieces[-1]
        for m in early:
            last.append(m)
            last = m
        graph.erase_node(n)
        for empty, piece in zip(outs, pieces):
            empty.replace_all_uses_with(piece)
            graph.erase_node(empty)


def inductor_pass(passes=None, *, cost_model=None, gpu=None, graphopt=None, world_size=None,
                  strict=False, rank_timeout=300):
    """graphopt as an Inductor CustomGraphPass, for
    torch._inductor.config.post_grad_custom_post_pass (set KEEP_ORDER in
    Inductor's config too, or its scheduler may undo the order). Its uuid() hashes
    graphopt's version and commit, the pipeline, the GPU preset, the cost
    file's contents and the world size, so Inductor's cache is not reused
    across any of them; where several ranks run it is None, so that Inductor
    does not cache the graph (and, with torch.compile, also set
    torch._functorch.config.enable_autograd_cache = False, which backend()
    does): a rank served from a cache would not compare its order with the
    others'."""
    from torch._inductor.custom_graph_pass import CustomGraphPass

    opts = _Options(passes, cost_model, gpu, graphopt, world_size, strict, rank_timeout)

    class GraphoptPass(CustomGraphPass):
        def __call__(self, graph):
            _apply_to_graph(graph, opts)

        def uuid(self):
            return _uuid(opts)

    return GraphoptPass()


def backend(passes=None, *, cost_model=None, gpu=None, graphopt=None, world_size=None, strict=False,
            eager=False, rank_timeout=300):
    """A torch.compile backend: AOTAutograd's forward and backward graphs
    go through graphopt, then Inductor (graphopt runs as Inductor's last
    post-grad pass), or run as graphopt leaves them with eager=True."""
    if graphopt is None and strict:
        find_graphopt()  # fail now, not at the first compile
    if eager:
        opts = _Options(passes, cost_model, gpu, graphopt, world_size, strict, rank_timeout)

        def optimize(gm, example_inputs):
            groups = None
            try:
                groups = skeleton(gm.graph)
                result, stats = opts.run(gm, load=True)
                if hasattr(result, "step"):
                    raise GraphoptError("the pipeline wrote an iteration form, which a compiled graph cannot hold")
                opts.agree(groups, stats, [g for _, g in collectives(result.graph)])
                return _boxed(result.forward)
            except Exception as e:  # noqa: BLE001  (not strict: any failure runs the graph as it was; found
                opts.failed(e, "a graph", groups)  # by review: a symbolic size failed the compile)
                return _boxed(gm.forward)

        def compile_eager(gm, example_inputs):
            from torch._functorch.aot_autograd import aot_module_simplified

            return aot_module_simplified(gm, example_inputs, fw_compiler=optimize, bw_compiler=optimize)

        return compile_eager

    gpass = inductor_pass(passes, cost_model=cost_model, gpu=gpu, graphopt=graphopt, world_size=world_size,
                          strict=strict, rank_timeout=rank_timeout)

    def compile_inductor(gm, example_inputs):
        from torch._inductor import config
        from torch._inductor.compile_fx import compile_fx, compile_fx_inner

        # Forward and backward are compiled at different times (the backward
        # at the first backward call): patch each inner compile, not the call.
        def inner(*args, **kwargs):
            with config.patch({**KEEP_ORDER, "post_grad_custom_post_pass": gpass}):
                return compile_fx_inner(*args, **kwargs)

        # AOTAutograd's cache is looked up before the inner compile, under a
        # key that does not see the pass: off where several ranks run, like
        # Inductor's (_uuid).
        from torch._functorch import config as functorch_config

        with functorch_config.patch(enable_autograd_cache=functorch_config.enable_autograd_cache
                                    and not several_ranks()):
            return compile_fx(gm, example_inputs, inner_compile=inner)

    return compile_inductor
