#!/usr/bin/env bash
# The parallel search (docs/engine.md, "Parallel search"): for each game,
# its start and the first openings of its set searched to a fixed depth on
# one thread and on more, each run's time to that depth and its nodes per
# second, then per game the totals and the speed-up of the time to depth. A depth with a long
# --movetime is what lets a fixed-depth search use its threads (the time
# only a cap). Not a CTest test; the figures are in docs/performance.md.
# Run it on an otherwise idle machine: another program on the cores
# takes them from the threads.
#
#   scripts/bench-threads.sh                  # 1 and 2 threads, every game
#   THREADS="1 2 4" VARIANTS=polish scripts/bench-threads.sh
#   RUNS=3 POSITIONS=5 scripts/bench-threads.sh  # each search three times (the threads vary), five positions
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
threads=${THREADS:-"1 2"}
variants=${VARIANTS:-"international polish twenty-vs-ten corner last-man"}
runs=${RUNS:-1}
positions=${POSITIONS:-3}
cli=${CLI:-build/bin/draughts-cli}
[ -x "$cli" ] || scripts/setup.sh

# The depth searched in each game: about a second or two on one thread.
depthOf() {
    case $1 in
        international) echo 13 ;; polish) echo 15 ;; twenty-vs-ten) echo 13 ;; corner) echo 15 ;; *) echo 14 ;;
    esac
}

printf '%-14s %4s %7s %6s %9s %12s %12s\n' game pos threads depth "time ms" nodes nodes/s
declare -A totalTime totalNodes
for variant in $variants; do
    depth=$(depthOf "$variant")
    # The start, then the first openings of the game's set (resources/openings/).
    mapfile -t fens < <("$cli" fen --variant "$variant"; grep -v '^#' "resources/openings/$variant.fen" | head -n "$((positions - 1))")
    for t in $threads; do
        totalTime[$variant,$t]=0
        totalNodes[$variant,$t]=0
    done
    for i in "${!fens[@]}"; do
        for t in $threads; do
            for ((run = 0; run < runs; run++)); do
                read -r reached nodes ms < <("$cli" search --variant "$variant" --fen "${fens[$i]}" --depth "$depth" \
                    --movetime 3600000 --threads "$t" | grep '^info' | tail -n 1 |
                    sed -E 's/^info depth ([0-9]+) .* nodes ([0-9]+) time ([0-9]+) .*/\1 \2 \3/')
                totalTime[$variant,$t]=$((totalTime[$variant,$t] + ms))
                totalNodes[$variant,$t]=$((totalNodes[$variant,$t] + nodes))
                printf '%-14s %4s %7s %6s %9s %12s %12s\n' "$variant" "$((i + 1))" "$t" "$reached" "$ms" "$nodes" \
                    "$(awk -v n="$nodes" -v m="$ms" 'BEGIN { printf "%d", (m > 0 ? n * 1000 / m : 0) }')"
            done
        done
    done
done
echo
printf '%-14s %7s %10s %12s %9s\n' game threads "time ms" nodes/s speed-up
for variant in $variants; do
    first=""
    for t in $threads; do
        ms=${totalTime[$variant,$t]}
        [ -n "$first" ] || first=$ms
        printf '%-14s %7s %10s %12s %8sx\n' "$variant" "$t" "$ms" \
            "$(awk -v n="${totalNodes[$variant,$t]}" -v m="$ms" 'BEGIN { printf "%d", (m > 0 ? n * 1000 / m : 0) }')" \
            "$(awk -v a="$first" -v b="$ms" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')"
    done
done
