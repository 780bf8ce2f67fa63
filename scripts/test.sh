#!/usr/bin/env bash
# One command for a fresh Debian 12 machine: install what is missing, build,
# check the house format (scripts/check-format.sh), run every test; then
# all tests again under AddressSanitizer + UndefinedBehaviorSanitizer, with
# a short libFuzzer run on the FEN and PDN readers and on DXP (docs/pdn.md
# tells how to run them for longer).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
scripts/setup.sh
scripts/check-format.sh
export QT_QPA_PLATFORM=offscreen
ctest --preset release -j"$(nproc)"

cmake --preset asan >/dev/null
cmake --build --preset asan -j"$(nproc)"
ctest --preset asan -j"$(nproc)"
