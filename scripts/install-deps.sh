#!/usr/bin/env bash
# Installs, with apt-get, the Debian packages graphopt needs to build and test,
# skipping the ones already there. Safe to run again.
set -euo pipefail
packages=(build-essential cmake ninja-build pkg-config
          libcli11-dev nlohmann-json3-dev libspdlog-dev catch2
          python3 python3-jsonschema
          python3-pip python3-setuptools python3-wheel  # tests/packaging: pip install of the bridge
          valgrind)  # the linear-work test counts instructions with callgrind
# scripts/fuzz.sh also needs clang and its libFuzzer runtime.
if [ "${GRAPHOPT_DEPS_FUZZ:-0}" = "1" ]; then packages+=(clang libclang-rt-14-dev); fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all packages present"
  exit 0
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "install-deps: installing ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
