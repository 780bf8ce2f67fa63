#!/usr/bin/env bash
# Checks every puzzle of the shipped collections (resources/puzzles/*.pdn)
# with draughts-cli puzzles check: each solution is legal, reaches its
# goal, its first move forces the goal within the stated depth and no
# other first move does, even 4 plies deeper, the generator's own rule
# (docs/puzzles.md, Checking). Not a CTest test:
# CTest checks a few puzzles of each collection; this checks them all.
# Runs niced, one collection at a time, on one core.
# Usage: scripts/check-puzzles.sh [BUILD_DIR]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
build=${1:-build}
cli=$build/bin/draughts-cli
if [ ! -x "$cli" ]; then
    cmake --preset release >/dev/null
    cmake --build "$build" --target draughts-cli
fi

failed=0
for file in resources/puzzles/*.pdn; do
    if output=$(nice -n 10 "$cli" puzzles check --margin 4 "$file"); then
        echo "$file: $(tail -n 1 <<<"$output")"
    else
        echo "$file: FAILED"
        grep -v ': ok$' <<<"$output" || true
        failed=1
    fi
done
exit $failed
