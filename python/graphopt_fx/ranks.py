"""One process per rank, as check and calibrate run them: spawned, each
writing its result to a JSON file, and never left hanging on a rank that
stopped. A rank that fails leaves the others waiting in a collective it
never joins: once any rank has stopped, the others get `grace` seconds,
and all of them `timeout` seconds in total; a rank stopped either way
prints its Python stack first (SIGUSR1, registered by `watchable`)."""
import faulthandler
import json
import os
import signal
import socket
import tempfile
import time

from .files import leave_signal, stopped_by_signals


def this_rank():
    """(rank, world size) of this process: torch.distributed's when it is
    initialized, else torchrun's RANK and WORLD_SIZE, else (0, 1)."""
    try:
        import torch.distributed as dist

        if dist.is_available() and dist.is_initialized():
            return dist.get_rank(), dist.get_world_size()
    except ImportError:
        pass
    found = []
    for name, default in (("RANK", "0"), ("WORLD_SIZE", "1")):
        text = os.environ.get(name, default)
        try:
            found.append(int(text))
        except ValueError:
            raise ValueError(f"the environment's {name}={text!r} is not a number (torchrun sets it to one)") from None
    rank, world = found
    # A rank past 0 is one of several, whatever WORLD_SIZE says (found by review:
    # RANK=1 without it wrote the one file again).
    return rank, max(world, rank + 1)


def per_rank_path(path):
    """Where this process writes a file named `path`, as graphopt_fx.check
    reads one: "{rank}" stands for its rank (one file per rank). Without
    it, in a program of several ranks, None on every rank but 0: each rank
    renaming its file over the one name left whichever came last, silently
    (found by review)."""
    rank, world = this_rank()
    if "{rank}" in path:
        return path.replace("{rank}", str(rank))
    return path if rank == 0 or world <= 1 else None


def watchable():
    """Call first in a rank: its stack goes to stderr when the parent stops it."""
    faulthandler.register(signal.SIGUSR1, all_threads=True)
    leave_signal(signal.SIGUSR1)


def nccl_rank(rank, nranks, port):
    """In a rank: its GPU (one per rank) and the NCCL process group joined.
    Returns (torch, torch.distributed, device)."""
    import torch
    import torch.distributed as dist

    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port))
    torch.cuda.set_device(rank)
    device = torch.device("cuda", rank)
    dist.init_process_group("nccl", rank=rank, world_size=nranks, device_id=device)
    return torch, dist, device


def _join(procs, grace, timeout):
    """Waits for the ranks; stops those still running `grace` seconds after
    another stopped or after `timeout` seconds in all. Returns why each
    stopped rank was stopped."""
    start, first_exit, stopped = time.monotonic(), None, {}
    while any(p.is_alive() for p in procs):
        for p in procs:
            p.join(0.2)
        now = time.monotonic()
        alive = [r for r, p in enumerate(procs) if p.is_alive()]
        if first_exit is None and len(alive) < len(procs):
            first_exit = now
        why = None
        if timeout and now - start > timeout:
            why = f"still running after --timeout {timeout:g} s"
        elif alive and first_exit is not None and now - first_exit > grace:
            gone = [r for r in range(len(procs)) if r not in alive]
            why = (f"still running {grace:g} s after rank {gone[0]} stopped (waiting in a collective "
                   f"the stopped rank never joined?)")
        if why:
            for r in alive:
                os.kill(procs[r].pid, signal.SIGUSR1)  # its stack, on stderr
            time.sleep(2)
            for r in alive:
                procs[r].kill()
                procs[r].join()
                stopped[r] = why
    return stopped


def _free_port():
    """A TCP port no one listens on now, for the ranks' rendezvous (a port
    from the process id, as before, could be another run's)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def spawn(worker, nranks, args, grace=120.0, timeout=0.0):
    """Runs worker(rank, args, port, result_dir) in `nranks` spawned
    processes; each writes result_dir/rank{R}.json. Returns one dict per
    rank: what it wrote, or {"rank": R, "error": why it has no result}."""
    import torch.multiprocessing as mp

    # A SIGTERM or SIGHUP to this process (timeout, a job scheduler) stops
    # the ranks too, and removes the results' directory: they would
    # otherwise run on, holding their GPUs, with no parent.
    with stopped_by_signals(), tempfile.TemporaryDirectory() as result_dir:
        ctx = mp.get_context("spawn")
        port = _free_port()
        procs = [ctx.Process(target=worker, args=(r, args, port, result_dir)) for r in range(nranks)]
        try:
            for p in procs:
                p.start()
            stopped = _join(procs, grace, timeout)
        finally:
            for p in procs:
                if p.is_alive():
                    p.kill()
                    p.join()
        ranks = []
        for r in range(nranks):
            path = os.path.join(result_dir, f"rank{r}.json")
            # A rank that wrote its result (its own error, say) and then hung
            # on its way out is reported by what it wrote, not only as
            # stopped (found by review: its message was dropped).
            result = None
            try:
                with open(path) as f:
                    result = json.load(f)
            except (OSError, ValueError):  # none, or cut short by the stop
                pass
            if result is not None:
                if r in stopped:
                    result["stopped"] = stopped[r]
                ranks.append(result)
            elif r in stopped:
                ranks.append({"rank": r, "error": f"rank {r} stopped: {stopped[r]}"})
            else:
                ranks.append({"rank": r, "error": f"rank {r} died (exit code {procs[r].exitcode})"})
    return ranks
