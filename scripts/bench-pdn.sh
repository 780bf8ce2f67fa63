#!/usr/bin/env bash
# Benchmark of reading PDN files (not a CTest test; figures go to
# docs/performance.md, "Reading PDN files"):
#   1. draughts-cli generate writes 30,000 random International games;
#   2. draughts-cli play replays them: peak memory (target: under 64 MB,
#      flat with the file's size) and plies per second (target: 700,000);
#   3. draughts-cli index lists a file of 100,000 games without replaying
#      them (target: well under the 1 second the game's window has);
#   4. draughts-bench-game-list opens the same file in the window's game
#      list, offscreen: index, model and dialog shown (target: under 1 s).
# Each timing is the best of three runs. Usage: scripts/bench-pdn.sh [BUILD_DIR]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
build=${1:-build}
cli=$build/bin/draughts-cli
list_bench=$build/bin/draughts-bench-game-list

# GNU time reports the peak memory ("Maximum resident set size").
scripts/install-packages.sh time
if [ ! -x "$cli" ] || [ ! -x "$list_bench" ]; then
    cmake --preset release >/dev/null
    cmake --build "$build" --target draughts-cli draughts-bench-game-list
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Runs a command three times; prints "SECONDS CPU_SECONDS PEAK_KB": the
# wall-clock and processor time of the fastest run, the largest peak memory.
best_of_three() {
    local best="" cpu="" peak=0
    for _ in 1 2 3; do
        /usr/bin/time -f '%e %U %S %M' -o "$work/time" "$@" >"$work/out"
        read -r seconds user system kb <"$work/time"
        if [ -z "$best" ] || awk -v a="$seconds" -v b="$best" 'BEGIN { exit !(a < b) }'; then
            best=$seconds
            cpu=$(awk -v u="$user" -v s="$system" 'BEGIN { print u + s }')
        fi
        [ "$kb" -gt "$peak" ] && peak=$kb
    done
    echo "$best $cpu $peak"
}

failed=0
check() { # description, condition (awk expression over the figures)
    if awk "BEGIN { exit !($2) }"; then echo "  ok:   $1"; else echo "  FAIL: $1"; failed=1; fi
}

"$cli" generate --variant international --games 30000 --seed 1 >"$work/30k.pdn"
bytes=$(stat -c %s "$work/30k.pdn")
read -r seconds _ peak_kb < <(best_of_three "$cli" play "$work/30k.pdn")
games=$(grep -c ': ok ' "$work/out")
plies=$(awk '{ sum += $4 } END { print sum }' "$work/out")
echo "replay: $games games, $plies plies, $((bytes / 1000)) kB in ${seconds} s," \
    "$(awk -v p="$plies" -v s="$seconds" 'BEGIN { printf "%d", p / s }') plies/s, peak memory $((peak_kb / 1024)) MB"
check "every game replays" "$games == 30000"
check "peak memory under 64 MB" "$peak_kb < 64 * 1024"
check "at least 700,000 plies per second" "$plies / $seconds >= 700000"

# Memory does not grow with the file: a file three times as long.
cat "$work/30k.pdn" "$work/30k.pdn" "$work/30k.pdn" >"$work/90k.pdn"
read -r _ _ peak_large_kb < <(best_of_three "$cli" play "$work/90k.pdn")
echo "replay of 90,000 games: peak memory $((peak_large_kb / 1024)) MB"
check "memory flat with the file's size (within 4 MB)" "$peak_large_kb - $peak_kb < 4 * 1024"
rm -f "$work/90k.pdn"

"$cli" generate --variant international --games 100000 --seed 2 >"$work/100k.pdn"
bytes=$(stat -c %s "$work/100k.pdn")
read -r seconds cpu peak_kb < <(best_of_three "$cli" index "$work/100k.pdn")
listed=$(wc -l <"$work/out")
echo "index: $listed games, $((bytes / 1000)) kB in ${seconds} s (processor ${cpu} s)," \
    "peak memory $((peak_kb / 1024)) MB"
check "every game listed" "$listed == 100000"
# Processor time, as other work on the machine stretches the wall clock.
check "100,000 games read and listed in under half a second of processor time" "$cpu < 0.5"

# The window: the best of three openings of the file in the game list
# (the program times itself; offscreen, so that no display is needed).
QT_QPA_PLATFORM=offscreen "$list_bench" "$work/100k.pdn" 2>/dev/null | tee "$work/out"
shown=$(sed -n 's/.*list shown in \([0-9.]*\) s.*/\1/p' "$work/out")
check "the window lists 100,000 games in under 1 second" "${shown:-99} < 1"

exit "$failed"
