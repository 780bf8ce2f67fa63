#!/usr/bin/env bash
# Issue 21's goal for the four games without another engine: the current
# build's level 8 must score at least 75 % against level 8 as it was at
# commit 96ae5bd, at equal time, in 100 games or more from varied openings.
# Both sides run as Hub engines (`draughts-cli hub`: the current build from
# build/, the baseline built by scripts/build-ref.sh), two games at a time
# (niced), each pair of games from one opening of resources/openings/ (or
# --openings, for a single game) with the colours swapped. With --threads T
# above 1 the current engine searches on T threads, as level 8 does on a
# machine with T cores, and the games are played one at a time so that its
# threads have the cores (the baseline has one thread). With --egdb DIR it
# searches with the endgame tables in DIR/<game>, as level 8 does in the
# window once it has built them (docs/egdb.md, "In the window"). Prints a
# line per game, then a table for docs/performance.md (with the pairs by
# length where a pair was split: docs/engine.md, "Pairs by length"). Exit
# status 1 unless every game reached 75 %.
#
#   scripts/baseline-match.sh [--variants "polish twenty-vs-ten corner last-man"]
#                             [--games 100] [--movetime 100] [--baseline 96ae5bd]
#                             [--threads 1] [--openings FILE] [--egdb DIR]
#
# The games go to build/baseline-match/<game>.pdn, the output beside them.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
usage() { sed -n '18,20p' "$0" >&2; exit 2; }
variants="polish twenty-vs-ten corner last-man" games=100 movetime=100 baseline=96ae5bd threads=1 openings= egdb=
while [ $# -gt 0 ]; do
    [ $# -ge 2 ] || usage
    case $1 in
        --variants) variants=$2 ;;
        --games) games=$2 ;;
        --movetime) movetime=$2 ;;
        --baseline) baseline=$2 ;;
        --threads) threads=$2 ;;
        --openings) openings=$2 ;;
        --egdb) egdb=$(cd "$2" 2>/dev/null && pwd) || { echo "baseline-match.sh: no folder \"$2\"" >&2; exit 2; } ;;
        *) usage ;;
    esac
    shift 2
done
if [ -n "$openings" ] && [ "$(wc -w <<<"$variants")" -ne 1 ]; then
    echo "baseline-match.sh: --openings needs a single game in --variants" >&2
    exit 2
fi
concurrency=2
[ "$threads" -gt 1 ] && concurrency=1

base_cli=$(scripts/build-ref.sh "$baseline")
cmake --preset release >/dev/null
nice cmake --build build --target draughts-cli -j2 | grep -v '^ninja: no work to do' || true
current=$(git describe --always --dirty)
out=build/baseline-match
mkdir -p "$out"
# A copy, so that rebuilding build/ meanwhile changes nothing of the match.
cli=$out/draughts-cli
cp build/bin/draughts-cli "$cli"

# name, value of a "NAME X ms" item in the match's "time per move:" line
ms_of() { sed -nE "s/^time per move: .*$1 ([0-9.]+) ms.*/\1/p" "$2" | head -n 1; }

rows=()
failed=0
for variant in $variants; do
    log="$out/$variant.txt"
    echo "== $variant: current ($current, $threads thread(s)${egdb:+, endgame tables}) against $baseline, $games games, $movetime ms a move"
    status=0
    nice "$cli" match --variant "$variant" --engine1 "\"$PWD/$cli\" hub --threads $threads${egdb:+ --egdb \"$egdb\"}" --engine2 "\"$base_cli\" hub" \
        --name1 current --name2 baseline --games "$games" --movetime "$movetime" --concurrency "$concurrency" \
        --openings "${openings:-resources/openings/$variant.fen}" --pdn "$out/$variant.pdn" | tee "$log" || status=$?
    wdl=$(tail -n 1 "$log" | sed -E 's/.*: //')
    score=$(sed -nE 's/^score: .* = ([0-9.]+) % .*/\1/p' "$log")
    elo=$(sed -nE 's/^score: .*, Elo (.*) \(95 %.*/\1/p' "$log")
    colours=$(sed -nE 's/^current as White: ([0-9-]+), as Black: ([0-9-]+)$/\1 | \2/p' "$log")
    verdict=reached
    if awk -v s="$score" 'BEGIN { exit !(s < 75) }'; then
        verdict="not reached"
        failed=1
    fi
    if [ "$status" -ne 0 ]; then
        verdict="$verdict; a player failed (see $log)"
        failed=1
    fi
    # Only where a pair was split, one win each (docs/engine.md, "Pairs by length").
    by_length=$(sed -nE 's/^pairs, a split pair to the shorter win: ([0-9]+-[0-9]+-[0-9]+) for .*, Elo (.*) \(95 %\)$/\1, \2/p' "$log")
    rows+=("| $variant | $games | $wdl | $score % | $elo | $colours | ${by_length:-–} | $(ms_of current "$log") | $(ms_of baseline "$log") | $verdict |")
done

echo
echo "Current build $current ($threads thread(s)${egdb:+, endgame tables of $egdb}) against $baseline, level 8 both (Hub engines), $movetime ms a move," \
    "$concurrency game(s) at a time${openings:+, openings $openings}, $(date +%Y-%m-%d):"
echo
echo "| game | games | W-D-L (current) | score | Elo (95 %) | as White | as Black | pairs by length, Elo | ms/move current | ms/move baseline | 75 % goal |"
echo "|---|---|---|---|---|---|---|---|---|---|---|"
printf '%s\n' "${rows[@]}"
echo
echo "Reproduce: scripts/baseline-match.sh --variants \"$variants\" --games $games --movetime $movetime --baseline $baseline" \
    "--threads $threads${openings:+ --openings $openings}${egdb:+ --egdb DIR}"
exit "$failed"
