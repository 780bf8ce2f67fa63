#!/usr/bin/env bash
# Speed and strength of the computer player. First one search of each
# game's start position to a fixed depth (nodes per second); then, for each
# game, level 8 against level 4 and level 4 against level 1, colours
# alternating, each pair of games from its own random opening: the score,
# the nodes per second of each side, and the longest a level-8 move ran over
# its time. Fails unless level 8 scores at least 75 % against level 4 in
# every game. Not a CTest test: it takes about 40 minutes.
# docs/performance.md has the figures.
#
#   scripts/bench-engine.sh                 # 40 games a match, 200 ms a move
#   GAMES=10 MOVETIME=50 scripts/bench-engine.sh
#   VARIANTS="polish corner" scripts/bench-engine.sh
#
# The games are written to build/bench-engine/<game>-<A>-<B>.pdn.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
games=${GAMES:-40}
movetime=${MOVETIME:-200}
variants=${VARIANTS:-"international polish twenty-vs-ten corner last-man"}
cli=build/bin/draughts-cli
[ -x "$cli" ] || scripts/setup.sh
out=build/bench-engine
mkdir -p "$out"

# Search speed: one search of each start position to a fixed depth.
printf '%-15s %6s %12s %9s %12s\n' game depth nodes "time ms" nodes/s
for variant in $variants; do
    case $variant in
        international) depth=13 ;; polish) depth=14 ;; twenty-vs-ten) depth=13 ;; corner) depth=15 ;; *) depth=13 ;;
    esac
    read -r nodes ms < <("$cli" search --variant "$variant" --depth "$depth" | grep '^info' | tail -n 1 |
        sed -E 's/.* nodes ([0-9]+) time ([0-9]+) .*/\1 \2/')
    printf '%-15s %6s %12s %9s %12s\n' "$variant" "$depth" "$nodes" "$ms" "$(awk -v n="$nodes" -v t="$ms" 'BEGIN { printf "%d", (t > 0 ? n * 1000 / t : 0) }')"
done
echo

# Strength: matches between levels.
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
