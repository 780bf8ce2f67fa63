#!/usr/bin/env bash
# Strength of the computer player: for each game, level 8 against level 4
# and level 4 against level 1, colours alternating, each pair of games from
# its own random opening. Prints each match's score and the engine's speed,
# and fails unless level 8 scores at least 75 % against level 4 in every
# game. Not a CTest test: it takes about half an hour. docs/performance.md
# has the figures.
#
#   scripts/bench-engine.sh                 # 40 games a match, 100 ms a move
#   GAMES=10 MOVETIME=50 scripts/bench-engine.sh
#   VARIANTS="polish corner" scripts/bench-engine.sh
#
# The games are written to build/bench-engine/<game>-<A>-<B>.pdn.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
games=${GAMES:-40}
movetime=${MOVETIME:-100}
variants=${VARIANTS:-"international polish twenty-vs-ten corner last-man"}
cli=build/bin/draughts-cli
[ -x "$cli" ] || scripts/setup.sh
out=build/bench-engine
mkdir -p "$out"

printf '%-15s %-6s %-10s %7s %12s %12s %14s\n' game levels W-D-L score "nodes/s A" "nodes/s B" "worst overrun"
failed=0
for variant in $variants; do
    for levels in 8,4 4,1; do
        a=${levels%,*}
        b=${levels#*,}
        log="$out/$variant-$a-$b.txt"
        "$cli" match --variant "$variant" --levels "$levels" --games "$games" --movetime "$movetime" \
            --pdn "$out/$variant-$a-$b.pdn" >"$log"
        read -r wins draws losses < <(tail -n 1 "$log" | sed -E 's/.*: ([0-9]+)-([0-9]+)-([0-9]+)$/\1 \2 \3/')
        read -r npsA npsB < <(grep '^nodes/s:' "$log" | sed -E 's/.*level [0-9]+ ([0-9]+), level [0-9]+ ([0-9]+)$/\1 \2/')
        overrun=$(grep '^longest move' "$log" | sed -E 's/.*: level [0-9]+ ([0-9.]+) ms.*/\1/')
        percent=$(awk -v w="$wins" -v d="$draws" -v n="$games" 'BEGIN { printf "%.1f", 100 * (w + d / 2) / n }')
        printf '%-15s %-6s %-10s %6s%% %12s %12s %11s ms\n' "$variant" "$a-$b" "$wins-$draws-$losses" "$percent" \
            "$npsA" "$npsB" "$overrun"
        if [ "$levels" = 8,4 ] && awk -v p="$percent" 'BEGIN { exit !(p < 75) }'; then
            failed=1
        fi
    done
done
echo "time control: $movetime ms a move (levels 1-4 stop at their depth first), $games games a match"
if [ "$failed" -ne 0 ]; then
    echo "level 8 scored under 75 % against level 4 in at least one game"
    exit 1
fi
