#!/usr/bin/env bash
# One command for a fresh Debian 12 machine: install what is missing, build,
# start the game. Arguments are passed to the game (e.g. --variant corner).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
scripts/setup.sh
if [ -x build/bin/draughts ]; then
    exec build/bin/draughts "$@"
fi
exec build/bin/draughts-cli "${@:-variants}"
