#!/usr/bin/env python3
"""graphopt inside torch.compile, on one GPU with a process group of one
rank (functional collectives in the compiled graphs): the backend's results
equal Inductor's alone; the order of waits in the code Inductor generates is
graphopt's; the Inductor pass's uuid follows its settings; a failing
graphopt leaves the graph as it was with one warning, or raises when strict;
capture() names files by rank and returns boxed functions. Exits 77
(CTest's "skipped") without torch or CUDA. GRAPHOPT names the binary."""
import os
import tempfile
import unittest
import warnings

from harness import default_graphopt, require_torch

require_torch(cuda=True)
default_graphopt()
import torch  # noqa: E402
import torch.distributed as dist  # noqa: E402
import torch.distributed._functional_collectives as funcol  # noqa: E402

import graphopt_fx  # noqa: E402


def step(x, w1, w2):
    """A collective issued after a matmul it does not need: graphopt's
    raise_comms issues it right after its input, before that matmul."""
    a = x @ w1
    z = torch.relu(x @ w2)
    r = funcol.all_reduce(a, "sum", dist.group.WORLD)  # waited where it is first used
    return (r * 2 + z).sum()


def inputs():
    g = torch.Generator(device="cpu").manual_seed(0)
    return [torch.rand(256, 256, generator=g).cuda() for _ in range(3)]


class CompileBackendTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if not dist.is_initialized():
            os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(29500 + os.getpid() % 2000))
            dist.init_process_group("nccl", rank=0, world_size=1, device_id=torch.device("cuda", 0))
        # Every compile runs graphopt (Inductor's caches would otherwise serve
        # an earlier run's code, as they should: the pass's uuid is the same).
        torch._inductor.config.force_disable_caches = True

    def setUp(self):
        torch._dynamo.reset()

    def compiled_code(self, backend):
        from torch._inductor.utils import run_and_get_code

        fn = torch.compile(step, backend=backend)
        out, code = run_and_get_code(fn, *inputs())
        return out, "\n".join(code)

    def test_backend_matches_inductor_and_inductor_keeps_graphopts_order(self):
        want, plain = self.compiled_code("inductor")
        got, code = self.compiled_code(graphopt_fx.backend("raise_comms", world_size=1, strict=True))
        torch.testing.assert_close(got, want, rtol=0, atol=0)

        def order(text):
            calls = []
            for line in text.splitlines():
                s = line.strip()
                if s.startswith("extern_kernels.mm("):
                    calls.append("mm")
                elif s.startswith("torch.ops._c10d_functional.all_reduce"):
                    calls.append("all_reduce")
                elif s.startswith("torch.ops._c10d_functional.wait_tensor"):
                    calls.append("wait")
            return calls

        # graphopt's order (the all-reduce raised to its input, the second
        # matmul between it and its wait), kept by Inductor. Alone, Inductor
        # 2.11 waits right after the all-reduce (['mm', 'all_reduce', 'wait',
        # 'mm']): the orders differ, so the test shows whose order is kept.
        self.assertEqual(order(code), ["mm", "all_reduce", "mm", "wait"], code)
        self.assertNotEqual(order(plain), order(code), plain)

    def test_eager_backend_matches(self):
        want = step(*inputs())
        got = torch.compile(step, backend=graphopt_fx.backend("raise_comms", world_size=1, eager=True,
                                                                strict=True))(*inputs())
        torch.testing.assert_close(got, want)

    def test_uuid_follows_the_settings(self):
        a = graphopt_fx.inductor_pass("sink_waits").uuid()
        self.assertEqual(a, graphopt_fx.inductor_pass("sink_waits").uuid())
        self.assertNotEqual(a, graphopt_fx.inductor_pass("raise_comms").uuid())
        self.assertNotEqual(a, graphopt_fx.inductor_pass("sink_waits", gpu="h200").uuid())
        with tempfile.NamedTemporaryFile("w", suffix=".json") as f:
            f.write('{"link": {"bandwidth_gbps": 10}}')
            f.flush()
            b = graphopt_fx.inductor_pass("sink_waits", cost_model=f.name).uuid()
            f.write(" ")
            f.flush()
            self.assertNotEqual(b, graphopt_fx.inductor_pass("sink_waits", cost_model=f.name).uuid())

    def test_failure_falls_back_with_one_warning_or_raises_when_strict(self):
        want = step(*inputs())
        missing = os.path.join(tempfile.gettempdir(), "no-such-graphopt")
        with self.assertLogs("graphopt_fx", "WARNING") as logs:
            got = torch.compile(step, backend=graphopt_fx.backend("raise_comms", graphopt=missing))(*inputs())
        torch.testing.assert_close(got, want)
        self.assertEqual(len(logs.output), 1, logs.output)  # one graph (no backward): one warning
        self.assertIn("not found", logs.output[0])
        torch._dynamo.reset()
        with self.assertRaises(Exception) as e:
            torch.compile(step, backend=graphopt_fx.backend("raise_commz", strict=True))(*inputs())
        self.assertIn("unknown pass 'raise_commz'", str(e.exception))

    def test_capture_names_files_by_rank_and_returns_boxed_functions(self):
        model = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU(), torch.nn.Linear(16, 4)).cuda()
        x = torch.randn(3, 8, device="cuda")
        with tempfile.TemporaryDirectory() as tmp, warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            compiled = torch.compile(model, backend=graphopt_fx.capture(tmp))
            compiled(x).sum().backward()
            files = sorted(os.listdir(tmp))
        self.assertTrue(files and all(f.startswith("graph_r0_") for f in files), files)
        self.assertFalse([w for w in caught if "boxed" in str(w.message).lower()], [str(w.message) for w in caught])


if __name__ == "__main__":
    unittest.main()
