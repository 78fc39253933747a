"""What the bridge's tests share: the repository root on sys.path, and
skipping (exit 77, CTest's "skipped") where what a test needs is missing."""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if os.path.join(ROOT, "python") not in sys.path:
    sys.path.insert(0, os.path.join(ROOT, "python"))


def require_torch(cuda=False):
    """Exits 77 without torch (or, with cuda=True, without a CUDA device)."""
    try:
        import torch
    except ImportError:
        print("torch is not importable here: skipped")
        sys.exit(77)
    if cuda and not torch.cuda.is_available():
        print("no CUDA device: skipped")
        sys.exit(77)


def default_graphopt():
    """$GRAPHOPT for a test run by hand: build/graphopt when it is not set
    (CTest sets it to the binary it built)."""
    built = os.path.join(ROOT, "build", "graphopt")
    if "GRAPHOPT" not in os.environ and os.path.exists(built):
        os.environ["GRAPHOPT"] = built
    return os.environ.get("GRAPHOPT", built)
