"""What graphopt_fx uses when it is not told (no torch needed to read it)."""

# The pipeline for compiled graphs when none is given: the scheduler with
# torch's own budget for its overlap scheduling in Inductor (the larger of
# 5% over the graph's peak and 1 GB). The CLI's default budget (5%) is of
# one graph's peak, and an AOTAutograd backward's peak is mostly the saved
# activations: in the backward of bench/pytorch/train_loop.py, 5% of it
# held at most 3 of 30 reduce-scatters in flight, 1 GB all 30. On 2 H200
# (docs/pytorch.md) that loop then ran at 0.906 and 0.913 of Inductor alone
# over sockets (5%: 0.978; torch's overlap scheduling 0.902), and level
# with it over NVLink (0.994 over 198 interleaved rounds).
DEFAULT_PASSES = "overlap_schedule{memory_increase_gb=1}"
