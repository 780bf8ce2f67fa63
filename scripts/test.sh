#!/usr/bin/env bash
# One command for a fresh Debian 12 machine: install what is missing, build,
# run every test; a short libFuzzer run on the FEN and PDN readers
# (docs/pdn.md tells how to run it for longer); then all tests again under
# AddressSanitizer + UndefinedBehaviorSanitizer.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
scripts/setup.sh
export QT_QPA_PLATFORM=offscreen
ctest --preset release -j"$(nproc)"

cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j"$(nproc)"
ctest --preset fuzz -j"$(nproc)"

cmake --preset asan >/dev/null
cmake --build --preset asan -j"$(nproc)"
ctest --preset asan -j"$(nproc)"
