#!/usr/bin/env bash
# Unpacks the held-out sets kept packed (testdata/traced/held_out_*.tar.gz:
# bench/robust/plan.json's held_out_2 and later sets) into testdata/traced/,
# beside the others: each step, torch's schedule of it and torch's bucketed
# one. Packed because a device call takes the whole working tree, up to
# 64 MiB (unpacked they are 28 MB); git ignores the unpacked files
# (testdata/traced/.gitignore). Idempotent; run it before anything that
# lists testdata/traced/.
set -euo pipefail
dir=$(cd "$(dirname "$0")/../testdata/traced" && pwd)
for pack in "$dir"/held_out_*.tar.gz; do
  tar -xzf "$pack" -C "$dir"
done
