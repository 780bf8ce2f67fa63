#!/usr/bin/env bash
# Issue 21's goal against another engine: our level 8 in International by
# the FMJD's rules against Moby Dam over DXP, both at the same time a move,
# from OPENINGS openings (a first move and an answer, in the seeded order
# of `draughts-cli match --dxp`), each played with both colours: at least
# 50 %. Moby Dam is not part of the project (GPL v3, never built in CI):
# build it with the script that comes with it and name its folder here.
# PARALLEL matches run at once, each against its own Moby Dam on its own
# port and with its own openings. Prints every game, then the total, the
# openings and both sides' time per move. Exit status 1 below 50 %.
#
#   scripts/mobydam-match.sh MOBYDAM_DIR [--openings 20] [--movetime 1000]
#                            [--parallel 2] [--seed 1] [--port 27531] [--table 24]
#
# MOBYDAM_DIR holds main/mobydam and book/book.opn. Moby Dam plays without
# endgame databases (they are a separate download), with 2^TABLE hash
# entries, told "time MOVETIME" on its console: a hard limit a move. The
# games and logs go to build/mobydam-match/.
set -euo pipefail
usage() { sed -n '12,13p' "$0" >&2; exit 2; }
[ $# -ge 1 ] && [ -x "$1/main/mobydam" ] && [ -f "$1/book/book.opn" ] || usage
moby=$(cd "$1" && pwd)
shift
cd "$(dirname "${BASH_SOURCE[0]}")/.."
openings=20 movetime=1000 parallel=2 seed=1 port=27531 table=24
while [ $# -gt 0 ]; do
    [ $# -ge 2 ] || usage
    case $1 in
        --openings) openings=$2 ;;
        --movetime) movetime=$2 ;;
        --parallel) parallel=$2 ;;
        --seed) seed=$2 ;;
        --port) port=$2 ;;
        --table) table=$2 ;;
        *) usage ;;
    esac
    shift 2
done
[ "$parallel" -ge 1 ] && [ "$openings" -ge "$parallel" ] || usage

cmake --preset release >/dev/null
nice cmake --build build --target draughts-cli -j2 | grep -v '^ninja: no work to do' || true
current=$(git describe --always --dirty)
out=build/mobydam-match
rm -rf "$out" && mkdir -p "$out/no-databases"
# A copy, so that rebuilding build/ meanwhile changes nothing of the match.
cli=$out/draughts-cli
cp build/bin/draughts-cli "$cli"

# Each Moby Dam in its own process group (job control), ended with the script.
set -m
engines=()
cleanup() { for pid in "${engines[@]}"; do kill -- "-$pid" 2>/dev/null || true; done; }
trap cleanup EXIT
per=$(((openings + parallel - 1) / parallel))
matches=()
for ((p = 0; p < parallel; p++)); do
    first=$((p * per + 1))
    count=$((openings - p * per < per ? openings - p * per : per))
    [ "$count" -gt 0 ] || break
    mkdir -p "$out/moby$p"
    # Its standard input stays an open pipe: at the end of input it would spin.
    (cd "$out/moby$p" && { echo "time $movetime"; exec sleep infinity; } |
        "$moby/main/mobydam" -b "$moby/book/book.opn" -e "$PWD/../no-databases" -t "$table" -p $((port + p)) \
            >console.txt 2>&1) &
    engines+=($!)
    matches+=("$first $count $((port + p))")
done
sleep 3 # Moby Dam reads its book before it listens

echo "== $current against Moby Dam: $openings openings x 2 colours, $movetime ms a move, $parallel at a time"
pids=()
for ((p = 0; p < ${#matches[@]}; p++)); do
    read -r first count at <<<"${matches[$p]}"
    "$cli" match --variant international --rules fmjd --dxp "127.0.0.1:$at" --games $((2 * count)) \
        --movetime "$movetime" --seed "$seed" --first-opening "$first" --pdn "$out/games$p.pdn" \
        >"$out/match$p.txt" 2>"$out/match$p.err" &
    pids+=($!)
done
failed=0
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done

cat "$out"/match*.txt | grep '^game ' | awk '{ sub(/^game [0-9]+:/, "game " ++n ":") } 1'
# Totals over the parts: wins, draws, losses; our and Moby Dam's seconds and moves.
read -r wins draws losses ours ourmoves theirs theirmoves < <(cat "$out"/match*.txt | awk '
    /\(wins-draws-losses of/ { split($0, a, ": "); split(a[2], r, /[- ]/); w += r[1]; d += r[2]; l += r[3] }
    /^time per move: / {
        n = split($0, f, / s over | moves?, | moves?$/)
        sub(/.* /, "", f[1]); sub(/.* /, "", f[3])
        os += f[1] * f[2]; om += f[2]; ts += f[3] * f[4]; tm += f[4]
    }
    END { print w + 0, d + 0, l + 0, os, om + 0, ts, tm + 0 }')
games=$((wins + draws + losses))
summary=$(awk -v w="$wins" -v d="$draws" -v l="$losses" -v os="$ours" -v om="$ourmoves" -v ts="$theirs" -v tm="$theirmoves" '
    function elo(s) { return s <= 0 ? -999 : s >= 1 ? 999 : -400 * log(1 / s - 1) / log(10) }
    BEGIN {
        n = w + d + l; s = (w + d / 2) / n
        v = (w * (1 - s) ^ 2 + d * (0.5 - s) ^ 2 + l * s ^ 2) / n
        e = 1.96 * sqrt(v / n)
        printf "%.1f %+.1f %+.1f %+.1f %.2f %.2f\n", 100 * s, elo(s), elo(s - e), elo(s + e),
            om ? os / om : 0, tm ? ts / tm : 0
    }')
read -r score elo low high ourtime theirtime <<<"$summary"
verdict=reached
if awk -v s="$score" 'BEGIN { exit !(s < 50) }'; then verdict="not reached"; failed=1; fi
[ "$games" -eq $((2 * openings)) ] || { verdict="$verdict; $((2 * openings - games)) game(s) unfinished (see $out/)"; failed=1; }

echo
echo "$current (level 8) against Moby Dam, International by the FMJD's rules, $movetime ms a move, $(date +%Y-%m-%d):"
echo
echo "| games | W-D-L (ours) | score | Elo (95 %) | s/move ours | s/move Moby Dam | 50 % goal |"
echo "|---|---|---|---|---|---|---|"
echo "| $games | $wins-$draws-$losses | $score % | $elo ($low to $high) | $ourtime | $theirtime | $verdict |"
echo
echo "Openings (each with both colours): $(cat "$out"/match*.txt | sed -nE 's/^game .*, opening (.*)$/\1/p' | uniq | paste -sd, - | sed 's/,/, /g')"
echo "Reproduce: scripts/mobydam-match.sh MOBYDAM_DIR --openings $openings --movetime $movetime --parallel $parallel --seed $seed --table $table"
exit "$failed"
