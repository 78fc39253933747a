"""Where graphopt's Inductor pass runs, and whether Inductor keeps its
order: compiles a step with a collective and an independent matmul, with
Inductor alone and with graphopt_fx.backend, and prints the calls of the
generated code. Run on a machine with one GPU:
    GRAPHOPT=build-rel/graphopt python3 bench/iteration/debug_backend.py"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))
import torch  # noqa: E402
import torch.distributed as dist  # noqa: E402
import torch.distributed._functional_collectives as funcol  # noqa: E402
from torch._inductor.utils import run_and_get_code  # noqa: E402

import graphopt_fx  # noqa: E402
from graphopt_fx import compile_backend as cb  # noqa: E402

os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT="29555")
dist.init_process_group("nccl", rank=0, world_size=1, device_id=torch.device("cuda", 0))
torch._inductor.config.force_disable_caches = True


def step(x, w1, w2):
    r = funcol.all_reduce(x @ w1, "sum", dist.group.WORLD)
    z = torch.relu(x @ w2)
    return (r * 2 + z).sum()


orig = cb._apply_to_graph


def spy(graph, opts):
    print("graphopt pass called; before:", [n.name for n in graph.nodes], file=sys.stderr, flush=True)
    orig(graph, opts)
    print("graphopt pass; after:", [n.name for n in graph.nodes], file=sys.stderr, flush=True)


cb._apply_to_graph = spy
xs = [torch.rand(256, 256).cuda() for _ in range(3)]
print("fx_compile_mode:", getattr(torch._inductor.config, "fx_compile_mode", None))
cases = [("inductor", "inductor"), ("graphopt backend", graphopt_fx.backend("sink_waits", world_size=1, strict=True))]
for name, be in cases:
    torch._dynamo.reset()
    out, code = run_and_get_code(torch.compile(step, backend=be), *xs)
    print("=====", name)
    for line in "\n".join(code).splitlines():
        s = line.strip()
        if s.startswith(("extern_kernels.", "torch.ops._c10d", "triton_")) or "wait_tensor.default(" in s:
            print("   ", s[:140])
torch._dynamo.reset()
torch._inductor.config.post_grad_custom_post_pass = graphopt_fx.inductor_pass("sink_waits", world_size=1, strict=True)
out, code = run_and_get_code(torch.compile(step, backend="inductor"), *xs)
print("===== global config")
for line in "\n".join(code).splitlines():
    s = line.strip()
    if s.startswith(("extern_kernels.", "torch.ops._c10d", "triton_")) or "wait_tensor.default(" in s:
        print("   ", s[:140])
dist.destroy_process_group()
