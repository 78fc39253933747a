#!/usr/bin/env python3
"""Checks schemas/fx-json.schema.json with a real JSON Schema validator
(Debian's python3-jsonschema): it is a valid draft 2020-12 schema, every
graph in testdata/ passes it, and broken documents fail it."""
import copy
import glob
import json
import os
import re
import sys

try:
    import jsonschema
except ImportError:
    print("python3-jsonschema is missing (scripts/install-deps.sh installs it)")
    sys.exit(1)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
with open(os.path.join(ROOT, "schemas", "fx-json.schema.json")) as f:
    schema = json.load(f)
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)

failures = []
graphs = sorted(glob.glob(os.path.join(ROOT, "testdata", "graphs", "*.json")))
# The extreme-numbers corpus: valid graphs at the edges of every range.
graphs += sorted(p for p in glob.glob(os.path.join(ROOT, "tests", "extreme", "*.json"))
                 if not os.path.basename(p).startswith("cost_"))
if not graphs:
    failures.append("no graphs found in testdata/graphs")
for path in graphs:
    with open(path) as f:
        errors = list(validator.iter_errors(json.load(f)))
    if errors:
        failures.append(f"{os.path.basename(path)} fails the schema: {errors[0].message}")

with open(os.path.join(ROOT, "testdata", "graphs", "seed_sink_waits.json")) as f:
    good = json.load(f)
node = lambda d, name: next(n for n in d["graph"]["nodes"] if n["name"] == name)


def broken(description, mutate):
    d = copy.deepcopy(good)
    mutate(d)
    if validator.is_valid(d):
        failures.append(f"the schema accepts a document with {description}")


broken("a wrong format", lambda d: d.update(format="onnx"))
broken("version 3", lambda d: d.update(version=3))
broken("no graph", lambda d: d.pop("graph"))
broken("a node without a name", lambda d: node(d, "relu").pop("name"))
broken("an unknown op", lambda d: node(d, "relu").update(op="call_fn"))
broken("an unknown node field", lambda d: node(d, "relu").update(kwarg={}))
broken("args that are not a list", lambda d: node(d, "relu").update(args={"a": 1}))
broken("an Arg object with two keys", lambda d: node(d, "relu").update(args=[{"node": "a_1", "dtype": "x"}]))
broken("an unknown Arg object key", lambda d: node(d, "relu").update(args=[{"nod": "a_1"}]))
broken("a bad non-finite float", lambda d: node(d, "relu").update(args=[{"float": "1.5"}]))
broken("a slice of two items", lambda d: node(d, "relu").update(args=[{"slice": [1, 2]}]))
broken("a negative dimension", lambda d: node(d, "relu")["meta"]["val"].update(shape=[-1, 4]))
broken("a TensorMeta without dtype", lambda d: node(d, "relu")["meta"]["val"].pop("dtype"))
broken("a dtype graphopt does not know", lambda d: node(d, "relu")["meta"]["val"].update(dtype="float128"))
# The schema's dtypes are those graphopt knows the size of, no more, no fewer.
with open(os.path.join(ROOT, "lib", "ir", "dtype.cpp")) as f:
    known = set(re.findall(r'\{"(\w+)", \d+\}', f.read()))
in_schema = set(schema["$defs"]["tensorMeta"]["properties"]["dtype"]["enum"])
if known != in_schema:
    failures.append(f"dtypes in lib/ir/dtype.cpp but not the schema: {sorted(known - in_schema)}; "
                    f"in the schema only: {sorted(in_schema - known)}")
broken("an unknown TensorMeta key", lambda d: node(d, "relu")["meta"]["val"].update(requires_grad=True))
broken("a negative runtime", lambda d: node(d, "relu")["meta"].update(runtime_ns=-1))
broken("a process group without size", lambda d: d["process_groups"]["0"].pop("size"))
broken("a runtime past 1e15 ns", lambda d: node(d, "relu")["meta"].update(runtime_ns=1.7e308))
broken("a dimension past 2^56", lambda d: node(d, "relu")["meta"]["val"].update(shape=[1 << 62, 0]))
broken("a group past 2^20 ranks", lambda d: d["process_groups"]["0"].update(size=9223372036854775000))
broken("a rank past 2^20 - 1", lambda d: d["process_groups"]["0"].update(ranks=[1 << 40]))

# An iteration form (graphopt's output, tests/schema/iteration_form.json)
# passes; with version 1, or without one of its graphs, it fails.
with open(os.path.join(ROOT, "tests", "schema", "iteration_form.json")) as f:
    form = json.load(f)
errors = list(validator.iter_errors(form))
if errors:
    failures.append(f"iteration_form.json fails the schema: {errors[0].message}")
good = form
broken("an iteration form at version 1", lambda d: d.update(version=1))
broken("an iteration form without flush", lambda d: d["iteration"].pop("flush"))
broken("an iteration form whose carried is not a list", lambda d: d["iteration"].update(carried="g1"))

for f in failures:
    print("FAIL:", f)
print(f"schema: {len(graphs)} graphs checked, {len(failures)} failure(s)")
sys.exit(1 if failures else 0)
