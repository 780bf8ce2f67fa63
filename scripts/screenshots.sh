#!/usr/bin/env bash
# Renders the English screenshots of docs/screenshots/: for each of the five
# games the window at its usual size (1100x760) while a game is played
# (<game>.png), with a saved game opened from its file and its header
# (<game>-opened.png) and after Analyse Game with a marked move and its
# better move's arrow (<game>-analysed.png); and two computers' game paused
# while an earlier position is shown (computers-paused.png); the first
# start's welcome (welcome.png); and the square trainer, in English and in
# Czech (square-trainer.png, cs/square-trainer.png). The hidden
# "[.screenshot]" tests of app_tests draw them (tests/app/startup/
# screenshot_tests.cpp); the games' files are in tests/app/data/screenshots/.
# Needs a release build (scripts/setup.sh); runs without a display.
# scripts/screenshots-cs.sh renders the Czech ones.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
cmake --build --preset release --target app_tests
out=docs/screenshots
mkdir -p "$out"
DRAUGHTS_SCREENSHOT_DIR="$PWD/$out" QT_QPA_PLATFORM=offscreen build/bin/app_tests "[.screenshot]"
echo "written: $out/*.png"
