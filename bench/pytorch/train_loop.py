#!/usr/bin/env python3
"""A transformers training loop with its collectives inside the compiled
graphs (issue 23): a Llama-shaped model (random weights, synthetic batches),
its parameters sharded over the ranks FSDP-style and gathered inside the
compiled step with functional collectives (all_gather_tensor_autograd: the
backward reduce-scatters the gradients, also inside the compiled graph),
fused AdamW on the shards. The same loop runs under each variant from the
same initial state and batches:

    inductor           torch.compile with Inductor, its defaults
    inductor-overlap   Inductor with torch's own overlap scheduling on
    graphopt           graphopt_fx.backend(PASSES): graphopt, then Inductor
    graphopt-order     the same with a pipeline that moves every collective
                       (ORDER_PASSES), to check that Inductor's code keeps
                       graphopt's order of collectives and waits

and the script reports every step's loss, the largest relative difference
from the `inductor` variant's, and the median step time (steps after the
first WARMUP). Then every variant runs ROUNDS more steps, one step each in
turn (the first round not counted: a variant may compile again there), and
the median of those, and of each round's ratio to the first variant's, are
the figures to compare, since a slow link's speed drifts between variants run one after
another. Deterministic algorithms are on. Writes JSON to --out.

    torchrun --nproc-per-node 2 bench/pytorch/train_loop.py --out OUT.json
    python3 bench/pytorch/train_loop.py --out OUT.json      # a world of one rank
"""
import argparse
import json
import os
import re
import statistics
import sys
import time
import types

os.environ.setdefault("CUBLAS_WORKSPACE_CONFIG", ":4096:8")
import torch  # noqa: E402
import torch.distributed as dist  # noqa: E402
import torch.distributed._functional_collectives as funcol  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))
import graphopt_fx  # noqa: E402
import graphopt_fx.compile_backend  # noqa: E402,F401  (its run() is wrapped to record graphopt's results)


def init():
    if "RANK" in os.environ:
        rank, world, local = int(os.environ["RANK"]), int(os.environ["WORLD_SIZE"]), int(os.environ["LOCAL_RANK"])
    else:
        rank, world, local = 0, 1, 0
        os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(29500 + os.getpid() % 2000))
    torch.cuda.set_device(local)
    dist.init_process_group("nccl", rank=rank, world_size=world, device_id=torch.device("cuda", local))
    return rank, world


def make_model(args):
    from transformers import LlamaConfig, LlamaForCausalLM

    torch.manual_seed(0)
    cfg = LlamaConfig(vocab_size=args.vocab, hidden_size=args.hidden, intermediate_size=args.hidden * 11 // 4,
                      num_hidden_layers=args.layers, num_attention_heads=args.hidden // 64,
                      num_key_value_heads=args.hidden // 64, max_position_embeddings=args.seq,
                      attn_implementation="eager")
    return LlamaForCausalLM(cfg).cuda()


class Sharded:
    """Every parameter flattened, padded to a multiple of the world size and
    split: this rank keeps one piece as a leaf tensor the optimizer updates;
    gather() rebuilds the full parameters inside the compiled step."""

    def __init__(self, model, rank, world):
        self.meta, self.shards = {}, {}
        for name, p in model.named_parameters():
            flat = p.detach().reshape(-1)
            per = -(-flat.numel() // world)
            flat = torch.nn.functional.pad(flat, (0, per * world - flat.numel()))
            self.meta[name] = (p.shape, p.numel())
            self.shards[name] = flat[rank * per:(rank + 1) * per].clone().requires_grad_(True)

    def gather(self, shards):
        full = {}
        for name, s in shards.items():
            shape, numel = self.meta[name]
            g = funcol.all_gather_tensor_autograd(s, 0, dist.group.WORLD)  # in the graph even for one rank
            full[name] = g[:numel].view(shape)
        return full


def overlap_config():
    """Turns on torch's own overlap scheduling in Inductor; returns what was
    set. torch 2.11 has a config for it; else its pass runs as the custom
    post-grad pass."""
    cfg = torch._inductor.config
    sub = getattr(cfg, "aten_distributed_optimizations", None)
    if sub is not None and hasattr(sub, "enable_overlap_scheduling"):
        return {"aten_distributed_optimizations.enable_overlap_scheduling": True}
    from torch._inductor.fx_passes.overlap_scheduling import schedule_overlap_bucketing

    def run(graph):
        schedule_overlap_bucketing(graph.owning_module)

    return {"post_grad_custom_post_pass": run}


# The calls whose order the check compares: functional collectives and
# waits, and matrix products (what a collective is meant to run under).
# Inductor calls a collective's _out form, and a product as an extern kernel.
TARGET = re.compile(r"^(?:_c10d_functional\.(\w+?)|aten\.(mm|addmm|bmm))\.default$")
CALL = re.compile(r"(?:_c10d_functional\.(\w+?)(?:_out)?\.default|extern_kernels\.(mm|addmm|bmm))\(")


def comm_sequence(code):
    """Those calls in generated code, in order (comments and the size
    assertions after a call name collectives too)."""
    return [a or b for line in code.splitlines() if not line.lstrip().startswith("#") for a, b in CALL.findall(line)]


def doc_sequence(doc):
    """The same, for a graph graphopt wrote."""
    return [a or b for n in doc["graph"]["nodes"] if n["op"] == "call_function"
            for a, b in TARGET.findall(n["target"])]


PRODUCTS = ("mm", "addmm", "bmm")


def comms(seq):
    return [x for x in seq if x not in PRODUCTS]


def products_moved(want, got):
    """How many products run on the other side of a collective or wait
    than in `want`: each product is placed by the number of collectives and
    waits before it, and the two placements compared in order."""
    def slots(seq):
        out, k = [], 0
        for x in seq:
            if x in PRODUCTS:
                out.append(k)
            else:
                k += 1
        return out

    a, b = slots(want), slots(got)
    return sum(x != y for x, y in zip(a, b)) + abs(len(a) - len(b))


def run_capturing_code(fn, *args):
    """fn(*args) and the code Inductor generates meanwhile: what
    torch._inductor.utils.run_and_get_code does, without its
    torch._dynamo.reset(), which would drop the variants compiled before
    (the interleaved timing runs them again)."""
    from unittest import mock

    from torch._inductor.graph import GraphLowering

    codes = []
    with mock.patch.object(GraphLowering, "save_output_code", codes.append):
        out = fn(*args)
    return out, codes


def own_code(fn, tag):
    """fn with a code object of its own: Dynamo keeps its compiled code per
    code object, so each variant keeps its own (the interleaved timing runs
    them all again; nothing here resets Dynamo after the start)."""
    code = fn.__code__.replace(co_name=f"{fn.__code__.co_name}_{tag.replace('-', '_')}")
    return types.FunctionType(code, fn.__globals__, code.co_name, fn.__defaults__, fn.__closure__)


def run_variant(variant, args, rank, world, batches):
    model = make_model(args)
    sh = Sharded(model, rank, world)
    for p in model.parameters():
        p.requires_grad_(False)
    names = list(sh.shards)

    def loss_fn(shards, ids, labels):
        full = sh.gather(shards)
        out = torch.func.functional_call(model, full, (ids,), {"labels": labels})
        return out.loss / world

    patch = {}
    if variant == "inductor":
        backend = "inductor"
    elif variant == "inductor-overlap":
        backend = "inductor"
        patch = overlap_config()
    elif variant in ("graphopt", "graphopt-order") or variant in args.named_passes:
        passes = {"graphopt": args.passes, "graphopt-order": args.order_passes}.get(variant) or \
            args.named_passes[variant]
        backend = graphopt_fx.backend(passes, strict=True, world_size=args.plan_world)
    else:
        raise SystemExit(f"unknown variant {variant}")
    opt = torch.optim.AdamW([sh.shards[n] for n in names], lr=1e-3, fused=True)
    # torch's overlap scheduler benchmarks nodes, which Inductor forbids in
    # its deterministic mode: that variant runs without it (its losses are
    # then compared within the spread of the deterministic ones).
    deterministic = variant != "inductor-overlap"
    torch.use_deterministic_algorithms(deterministic)
    # graphopt's results, to compare with the code Inductor generates.
    written = []
    real_run = graphopt_fx.compile_backend.run

    def recording_run(*a, **k):
        out = real_run(*a, **k)
        written.append(out[0])
        return out

    graphopt_fx.compile_backend.run = recording_run

    with torch._inductor.config.patch(patch):
        step = torch.compile(own_code(loss_fn, variant), backend=backend, fullgraph=args.fullgraph)
        losses, times, code = [], [], []

        def one(ids, labels):
            loss = step(sh.shards, ids, labels)
            loss.backward()
            return loss

        for i, (ids, labels) in enumerate(batches):
            torch.cuda.synchronize()
            t0 = time.perf_counter()
            if i == 0:  # compiles the forward and the backward graphs
                loss, code = run_capturing_code(one, ids, labels)
            else:
                loss = one(ids, labels)
            opt.step()
            opt.zero_grad(set_to_none=True)
            torch.cuda.synchronize()
            times.append(time.perf_counter() - t0)
            lsum = loss.detach().clone()
            dist.all_reduce(lsum)
            losses.append(lsum.item())
    graphopt_fx.compile_backend.run = real_run

    def timed(ids, labels):
        """One more step (for the interleaved timing): (ms, frames Dynamo
        compiled during it, which should be none). Under the variant's own
        Inductor configuration, should it compile again."""
        torch.use_deterministic_algorithms(deterministic)
        frames = torch._dynamo.utils.counters["frames"]["ok"]
        with torch._inductor.config.patch(patch):
            torch.cuda.synchronize()
            t0 = time.perf_counter()
            one(ids, labels)
            opt.step()
            opt.zero_grad(set_to_none=True)
            torch.cuda.synchronize()
        return (time.perf_counter() - t0) * 1e3, torch._dynamo.utils.counters["frames"]["ok"] - frames

    if args.code_dir and rank == 0:
        os.makedirs(args.code_dir, exist_ok=True)
        for i, c in enumerate(code):
            with open(os.path.join(args.code_dir, f"{variant}_{i}.py"), "w") as f:
                f.write(c)
    seqs = [comm_sequence(c) for c in code]
    out = {}
    if written:
        # Inductor keeps the order of collectives and waits exactly; its
        # fusion may still move a product across one (a reduction fused with
        # later work delays the collective that reads it): counted.
        want, got = [doc_sequence(d) for d in written], [q for q in seqs if q]
        out["graphopt_sequences"] = want
        out["inductor_kept_graphopts_order"] = [comms(q) for q in want] == [comms(q) for q in got]
        out["products_moved"] = [products_moved(w, g) for w, g in zip(want, got)]
        out["products"] = [sum(x in PRODUCTS for x in w) for w in want]
    return {**out, "timed": timed, "code_sequences": seqs, "losses": losses, "step_ms": statistics.median(times[args.warmup:]) * 1e3,
            "step_ms_all": [t * 1e3 for t in times], "config": sorted(patch), "deterministic": deterministic}


def interleave(ok, args, batches):
    """Times the variants again, one step each in turn (the order rotating
    each round), so that a link whose speed drifts during the run (sockets
    do, by 20% within minutes) weighs on every variant alike. Reports each
    variant's median (the first round not counted), the median of each
    round's ratio to the first variant's, and the frames it compiled during
    this phase (none expected). A variant that fails here is reported and
    left out of the rest."""
    if args.rounds < 2 or not ok:
        return
    times = {id(r): [] for r in ok}
    compiled = {id(r): 0 for r in ok}
    live = list(ok)
    for i in range(args.rounds):
        ids, labels = batches[i % len(batches)]
        for k in range(len(live)):
            r = live[(i + k) % len(live)]
            try:
                ms, frames = r["timed"](ids, labels)
            except Exception as e:  # noqa: BLE001  (the others' figures still count)
                r["interleave_error"] = str(e)[:2000]
                continue
            times[id(r)].append(ms)
            compiled[id(r)] += frames
        live = [r for r in live if "interleave_error" not in r]
    first = times[id(ok[0])][1:]
    for r in ok:
        if "interleave_error" in r or len(times[id(r)]) < 2:
            continue
        r["interleaved_ms_all"] = times[id(r)]
        r["interleaved_ms"] = statistics.median(times[id(r)][1:])
        r["frames_compiled_while_interleaved"] = compiled[id(r)]
        if "interleave_error" in ok[0] or len(first) != len(times[id(r)]) - 1:
            continue
        # Each round's time over the first variant's in the same round.
        ratios = sorted(a / b for a, b in zip(times[id(r)][1:], first))
        r["paired_ratio"] = statistics.median(ratios)
        r["paired_ratio_iqr"] = [ratios[len(ratios) // 4], ratios[(3 * len(ratios)) // 4]]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--variants", default="inductor,graphopt,inductor-overlap,inductor")
    ap.add_argument("--passes", default=graphopt_fx.defaults.DEFAULT_PASSES,
                    help="the graphopt variant's pipeline (default: the backend's)")
    ap.add_argument("--steps", type=int, default=20)
    ap.add_argument("--warmup", type=int, default=5)
    ap.add_argument("--layers", type=int, default=4)
    ap.add_argument("--hidden", type=int, default=1024)
    ap.add_argument("--vocab", type=int, default=8192)
    ap.add_argument("--seq", type=int, default=512)
    ap.add_argument("--batch", type=int, default=4)
    ap.add_argument("--fullgraph", action="store_true")
    ap.add_argument("--rounds", type=int, default=100,
                    help="rounds of the interleaved timing after all variants ran (below 2: none)")
    ap.add_argument("--plan-world", type=int, help="the world size graphopt schedules for (default: the run's)")
    ap.add_argument("--order-passes", default="sink_waits,raise_comms{reorder_collectives=true}",
                    help="the graphopt-order variant's pipeline: one that moves collectives whatever the link, "
                         "to show that Inductor keeps the order")
    ap.add_argument("--variant-passes", action="append", default=[], metavar="NAME=PASSES",
                    help="one more graphopt variant, NAME, with the pipeline PASSES (repeatable)")
    ap.add_argument("--code-dir", help="write the code Inductor generates for each variant here")
    args = ap.parse_args()
    args.named_passes = {}
    for v in args.variant_passes:
        name, eq, passes = v.partition("=")
        if not eq or not name or not passes or name in ("inductor", "inductor-overlap", "graphopt", "graphopt-order"):
            ap.error(f"--variant-passes {v!r}: NAME=PASSES, with a NAME of its own")
        args.named_passes[name] = passes
    rank, world = init()
    torch._inductor.config.force_disable_caches = True
    torch._dynamo.reset()
    g = torch.Generator(device="cpu").manual_seed(1000 + rank)
    batches = []
    for _ in range(args.steps):
        ids = torch.randint(0, args.vocab, (args.batch, args.seq), generator=g).cuda()
        batches.append((ids, ids.clone()))
    results = []
    for v in args.variants.split(","):
        try:
            r = run_variant(v, args, rank, world, batches)
        except Exception as e:  # one variant's failure is reported, the others still run
            if rank == 0:
                print(f"{v}: failed: {str(e)[:400]}", flush=True)
            results.append({"variant": v, "error": str(e)[:2000]})
            continue
        r["variant"] = v
        results.append(r)
        if rank == 0:
            print(f"{v}: median step {r['step_ms']:.2f} ms, losses {r['losses'][0]:.5f} .. {r['losses'][-1]:.5f}",
                  flush=True)
    ok = [r for r in results if "losses" in r]
    interleave(ok, args, batches)
    ref = ok[0]["losses"] if ok else []
    for r in ok:
        r["max_rel_diff"] = max(abs(a - b) / abs(b) for a, b in zip(r["losses"], ref))
    if rank == 0:
        for r in results:
            r.pop("timed", None)
        with open(args.out, "w") as f:
            json.dump({"world": world, "args": vars(args), "results": results}, f, indent=1)
        for r in ok:
            if "inductor_kept_graphopts_order" in r:
                n = [len(comms(q)) for q in r["graphopt_sequences"]]
                alone = [comms(q) for q in ok[0]["code_sequences"] if q]
                print(f"{r['variant']}: collectives and waits per graph {n}, in Inductor's code in graphopt's order: "
                      f"{r['inductor_kept_graphopts_order']} (the same as Inductor's alone: "
                      f"{[comms(q) for q in r['graphopt_sequences']] == alone}); products moved across one: "
                      f"{r['products_moved']} of {r['products']}")
        for r in ok:
            inter = ""
            if "paired_ratio" in r:
                inter = (f"  interleaved {r['interleaved_ms']:8.2f} ms, x{r['paired_ratio']:.3f} of the first's in "
                         f"the same round (IQR {r['paired_ratio_iqr'][0]:.3f}-{r['paired_ratio_iqr'][1]:.3f}; "
                         f"{args.rounds} rounds, {r['frames_compiled_while_interleaved']} frames compiled meanwhile)")
            elif "interleave_error" in r:
                inter = f"  interleaved: failed: {r['interleave_error'][:200]}"
            print(f"{r['variant']:18s} step {r['step_ms']:8.2f} ms{inter}  max rel loss diff vs the first "
                  f"{r['max_rel_diff']:.2e}{'' if r['deterministic'] else ' (not deterministic)'}")
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
