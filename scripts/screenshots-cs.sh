#!/usr/bin/env bash
# Renders the Czech screenshots of the five games into docs/screenshots/cs/,
# each a few moves into a game (a capture, Black's second move, the
# 30-move counter, a stone in hand), so that the window's Czech texts show.
# Needs a release build (scripts/setup.sh); runs without a display.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
draughts=build/bin/draughts
out=docs/screenshots/cs
mkdir -p "$out"
export QT_QPA_PLATFORM=offscreen

shot() { # game moves
    "$draughts" --variant "$1" --moves "$2" --language cs --size 1100x760 --screenshot "$out/$1.png"
}

shot international "19-23 32-28 23x32 37x28"
shot polish "36-31 11-17 38-33 13-19 33-29 8-13 29-23 19x28 39-33 28x39 44x33"
shot twenty-vs-ten "6-11 1-6 32-27 11-16 8-12 27-21 16x27"
shot corner "25-29 32-27 29-35 37-33 19-25 21-16 14-19 43-38 19-24 42-37 9-14"
shot last-man "e3-f4 h6-g5 f4xh6 f6xh4 c3-d4 d6-e5 d4xf6 e7-d6 b2-c3 d6xf4 f2-e3 h4xf2 f6-e7 d8xf6 \
c3-b4 b6-a5 e3-d4 e5xc3 g1xc5 c3-b2 f2xh4 a5xc3 g3xe5 g5xe3 c5-b6 c7xa5 a3xc5 e3-f2 c1xa3 b8-c7 e1xg3 c3xe1 b2-c3"
echo "written: $out/*.png"
