#!/usr/bin/env bash
# cmake --install puts graphopt, its docs and the schemas under a prefix;
# pip installs the Python bridge offline with the system's setuptools; and
# the bridge then finds that binary. Usage: check_install.sh BUILD_DIR SOURCE_DIR
# PYTHON: the interpreter (default python3). Exits 77 (skipped) where pip,
# setuptools or wheel is missing (scripts/install-deps.sh installs Debian's).
set -euo pipefail
build=$1; src=$2
py=${PYTHON:-python3}
"$py" -m pip --version >/dev/null 2>&1 || { echo "pip is missing: skipped"; exit 77; }
"$py" -c "import setuptools, wheel" 2>/dev/null || { echo "setuptools or wheel is missing: skipped"; exit 77; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cmake --install "$build" --prefix "$tmp/prefix" >/dev/null
fail() { echo "FAIL: $*"; exit 1; }
[ -x "$tmp/prefix/bin/graphopt" ] || fail "no bin/graphopt"
"$tmp/prefix/bin/graphopt" --version | grep -Eq '^graphopt [0-9.]+ \(commit ([0-9a-f]+|unknown)\)$' || fail "--version: $("$tmp/prefix/bin/graphopt" --version)"
[ -f "$tmp/prefix/share/doc/graphopt/format.md" ] || fail "no docs"
[ -f "$tmp/prefix/share/graphopt/schemas/fx-json.schema.json" ] || fail "no schema"
# pip builds in the tree it is given: give it a copy.
cp -r "$src/python" "$tmp/python"
"$py" -m pip install --no-build-isolation --no-deps --no-index --quiet --disable-pip-version-check \
  --target "$tmp/site" "$tmp/python" 2>&1 | grep -v "WARNING: Running pip as the 'root' user" || true
[ -f "$tmp/site/graphopt_fx/__init__.py" ] || fail "pip did not install graphopt_fx"
found=$(cd "$tmp" && env -u GRAPHOPT PATH="$tmp/prefix/bin:$PATH" PYTHONPATH="$tmp/site" \
  "$py" -c "import graphopt_fx; print(graphopt_fx.find_graphopt()); print(graphopt_fx.version())")
[ "$(echo "$found" | head -1)" = "$tmp/prefix/bin/graphopt" ] || fail "the bridge found $(echo "$found" | head -1)"
echo "$found" | tail -1 | grep -q '^graphopt ' || fail "version from Python: $found"
echo "packaging: installed binary, docs, schemas; bridge installed by pip finds $tmp/prefix/bin/graphopt"
