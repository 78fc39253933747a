#!/usr/bin/env bash
# Unpacks the third held-out set (bench/robust/plan.json, held_out_3) into
# testdata/traced/, beside the others: the steps, torch's schedule and its
# bucketed one. They are kept packed because a device call takes the whole
# working tree, up to 64 MiB; the unpacked files are ignored by git.
# Idempotent; run it before anything that lists testdata/traced/.
set -euo pipefail
dir=$(cd "$(dirname "$0")/../testdata/traced" && pwd)
tar -xzf "$dir/held_out_3.tar.gz" -C "$dir"
