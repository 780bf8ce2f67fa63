#!/usr/bin/env bash
# The cost of a search of several lines (docs/engine.md, "Several lines"):
# for each game, its start and the first openings of its set searched to a
# fixed depth for one line and for more (--lines), each search's nodes and
# time to that depth, then per game the totals and what the lines cost
# against one line. Nodes do not depend on the machine; times do. Not a
# CTest test; the figures are in docs/performance.md.
#
#   scripts/bench-lines.sh                   # 1 and 3 lines, every game, three positions each
#   LINES="1 2 5" VARIANTS=polish scripts/bench-lines.sh
#   POSITIONS=5 scripts/bench-lines.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
lines=${LINES:-"1 3"}
variants=${VARIANTS:-"international polish twenty-vs-ten corner last-man"}
positions=${POSITIONS:-3}
cli=${CLI:-build/bin/draughts-cli}
[ -x "$cli" ] || scripts/setup.sh

# The depth searched in each game: about a second for one line on one
# thread of a busy two-core machine.
depthOf() {
    case $1 in
        international) echo 16 ;; polish) echo 15 ;; twenty-vs-ten) echo 12 ;; corner) echo 17 ;; *) echo 24 ;;
    esac
}

printf '%-14s %4s %6s %6s %12s %9s\n' game pos lines depth nodes "time ms"
declare -A totalTime totalNodes
for variant in $variants; do
    depth=$(depthOf "$variant")
    # The start, then the first openings of the game's set (resources/openings/).
    mapfile -t fens < <("$cli" fen --variant "$variant"; grep -v '^#' "resources/openings/$variant.fen" | head -n "$((positions - 1))")
    for n in $lines; do
        totalTime[$variant,$n]=0
        totalNodes[$variant,$n]=0
    done
    for i in "${!fens[@]}"; do
        for n in $lines; do
            read -r reached nodes ms < <("$cli" search --variant "$variant" --fen "${fens[$i]}" --depth "$depth" \
                --lines "$n" | grep '^info' | tail -n 1 |
                sed -E 's/^info depth ([0-9]+) .* nodes ([0-9]+) time ([0-9]+) .*/\1 \2 \3/')
            totalTime[$variant,$n]=$((totalTime[$variant,$n] + ms))
            totalNodes[$variant,$n]=$((totalNodes[$variant,$n] + nodes))
            printf '%-14s %4s %6s %6s %12s %9s\n' "$variant" "$((i + 1))" "$n" "$reached" "$nodes" "$ms"
        done
    done
done
echo
printf '%-14s %6s %12s %10s %11s %10s\n' game lines nodes "time ms" "nodes cost" "time cost"
for variant in $variants; do
    firstNodes=""
    firstTime=""
    for n in $lines; do
        [ -n "$firstNodes" ] || firstNodes=${totalNodes[$variant,$n]}
        [ -n "$firstTime" ] || firstTime=${totalTime[$variant,$n]}
        printf '%-14s %6s %12s %10s %10sx %9sx\n' "$variant" "$n" "${totalNodes[$variant,$n]}" "${totalTime[$variant,$n]}" \
            "$(awk -v a="${totalNodes[$variant,$n]}" -v b="$firstNodes" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')" \
            "$(awk -v a="${totalTime[$variant,$n]}" -v b="$firstTime" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')"
    done
done
