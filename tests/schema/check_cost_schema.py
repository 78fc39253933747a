#!/usr/bin/env python3
"""Checks schemas/cost-model.schema.json: a valid draft 2020-12 schema that
accepts every cost file shipped in docs/cost-models/ and rejects broken ones,
the same ones graphopt itself rejects."""
import glob
import json
import os
import subprocess
import sys
import tempfile

import jsonschema

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
with open(os.path.join(ROOT, "schemas", "cost-model.schema.json")) as f:
    schema = json.load(f)
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)
graphopt = sys.argv[1] if len(sys.argv) > 1 else None
seed = os.path.join(ROOT, "testdata", "graphs", "seed_sink_waits.json")

failures = []
shipped = sorted(glob.glob(os.path.join(ROOT, "docs", "cost-models", "*.json")))
# The extreme-numbers corpus's cost files sit at the edges of every range.
shipped += sorted(glob.glob(os.path.join(ROOT, "tests", "extreme", "cost_*.json")))
if not shipped:
    failures.append("no cost files in docs/cost-models")
for path in shipped:
    with open(path) as f:
        errors = list(validator.iter_errors(json.load(f)))
    if errors:
        failures.append(f"{os.path.basename(path)} fails the schema: {errors[0].message}")

broken = {
    "an unknown key": {"colective": 100},
    "a negative cost": {"wait": -1},
    "a cost that is a string": {"target": {"aten.mm.default": "5"}},
    "an unknown GPU": {"gpu": "tpu"},
    "an efficiency above 1": {"matmul_efficiency": 1.5},
    "an unknown link key": {"intra_node": {"bandwidth": 3}},
    "a zero bandwidth": {"inter_node": {"bandwidth_GBps": 0}},
    "a cost past 1e15 ns": {"collective": 1e30},
    "a bandwidth past 1e6 GB/s": {"intra_node": {"bandwidth_GBps": 1e300}},
    "a latency past 1 s": {"inter_node": {"latency_us": 1e20}},
    "more than 4096 GPUs per node": {"gpus_per_node": 5000},
    "a large line without its latency": {"intra_node": {"large_bandwidth_GBps": 300}},
    "a large line's latency without its bandwidth": {"intra_node": {"large_latency_us": 80}},
}
for what, doc in broken.items():
    if validator.is_valid(doc):
        failures.append(f"the schema accepts a cost file with {what}")
    if graphopt:  # graphopt must reject it too (exit 2, or 1 for an unknown GPU)
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
            json.dump(doc, f)
        p = subprocess.run([graphopt, "--cost-model", f.name, seed, "--disable-output"], capture_output=True)
        os.unlink(f.name)
        if p.returncode not in (1, 2):
            failures.append(f"graphopt accepts a cost file with {what}")

for f in failures:
    print("FAIL:", f)
print(f"cost schema: {len(shipped)} shipped files, {len(broken)} broken ones, {len(failures)} failure(s)")
sys.exit(1 if failures else 0)
