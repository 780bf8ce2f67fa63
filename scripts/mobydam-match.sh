#!/usr/bin/env bash
# Issue 21's goal against another engine: our level 8 in International by
# the FMJD's rules against Moby Dam over DXP, both at the same time a move,
# from OPENINGS openings (a first move and an answer, in the seeded order
# of `draughts-cli match --dxp`), each played with both colours: at least
# 50 %. Moby Dam is not part of the project (GPL v3, never built in CI):
# build it with the script that comes with it and name its folder here.
# PARALLEL matches run at once, each against its own Moby Dam on its own
# port and with its own openings; our engine searches on THREADS threads
# (keep PARALLEL x THREADS within the cores, Moby Dam thinks on one). Prints every game, then the total, the
# openings and both sides' time per move. Exit status 1 below 50 %.
#
#   scripts/mobydam-match.sh MOBYDAM_DIR [--openings 20] [--movetime 1000]
#                            [--parallel 2] [--threads 1] [--seed 1] [--port 27531] [--table 24]
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
openings=20 movetime=1000 parallel=2 threads=1 seed=1 port=27531 table=24
while [ $# -gt 0 ]; do
    [ $# -ge 2 ] || usage
    case $1 in
        --openings) openings=$2 ;;
        --movetime) movetime=$2 ;;
        --parallel) parallel=$2 ;;
        --threads) threads=$2 ;;
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

# Each Moby Dam runs in a session of its own (setsid), listed in
# $out/engines, so that its whole pipe can be ended; the script's end ends
# every part, match and Moby Dam.
pids=()
cleanup() {
    [ ${#pids[@]} -eq 0 ] || kill "${pids[@]}" 2>/dev/null || true
    pkill -f -- "$cli match" 2>/dev/null || true
    while read -r engine; do kill -- "-$engine" 2>/dev/null || true; done <"$out/engines"
}
: >"$out/engines"
trap cleanup EXIT

# Plays openings FIRST.. (COUNT of them) against a Moby Dam of its own on
# PORT. A fault (an engine that crashes or falls silent) ends a DXP match;
# the part then starts a fresh Moby Dam and goes on from the opening whose
# pair was cut, so that every opening counts with both colours: at most 5
# tries. The complete pairs' game lines go to keptP.txt.
play_part() { # part, first opening, count, port
    local p=$1 first=$2 count=$3 at=$4 try finished pairs status engine
    : >"$out/kept$p.txt"
    for ((try = 1; try <= 5 && count > 0; try++)); do
        mkdir -p "$out/moby$p.$try"
        # Its standard input stays an open pipe: at the end of input it would spin.
        (cd "$out/moby$p.$try" && exec setsid bash -c '{ echo "time $1"; exec sleep infinity; } |
            exec "$2/main/mobydam" -b "$2/book/book.opn" -e ../no-databases -t "$3" -p "$4" >console.txt 2>&1' \
            - "$movetime" "$moby" "$table" "$at") &
        engine=$!
        echo "$engine" >>"$out/engines"
        sleep 3 # Moby Dam reads its book before it listens
        "$cli" match --variant international --rules fmjd --dxp "127.0.0.1:$at" --games $((2 * count)) \
            --movetime "$movetime" --threads "$threads" --seed "$seed" --first-opening "$first" --pdn "$out/games$p.$try.pdn" \
            >"$out/match$p.$try.txt" 2>"$out/match$p.$try.err" && status=0 || status=$?
        kill -- "-$engine" 2>/dev/null || true
        finished=$(grep '^game ' "$out/match$p.$try.txt" | grep -cv ' \* ' || true)
        pairs=$((finished / 2))
        grep '^game ' "$out/match$p.$try.txt" | head -n $((2 * pairs)) >>"$out/kept$p.txt"
        first=$((first + pairs)) count=$((count - pairs))
        [ "$status" -eq 0 ] || echo "part $p: try $try ended by a fault after $finished game(s); see $out/match$p.$try.err" >&2
    done
}

per=$(((openings + parallel - 1) / parallel))
echo "== $current against Moby Dam: $openings openings x 2 colours, $movetime ms a move, $parallel at a time, $threads thread(s) each"
for ((p = 0; p < parallel && p * per < openings; p++)); do
    count=$((openings - p * per < per ? openings - p * per : per))
    play_part "$p" $((p * per + 1)) "$count" $((port + p)) &
    pids+=($!)
done
# A part's faults show as games missing from the total (below).
for pid in "${pids[@]}"; do wait "$pid"; done
failed=0

cat "$out"/kept*.txt | awk '{ sub(/^game [0-9]+:/, "game " ++n ":") } 1'
# Wins, draws and losses over the kept games; our and Moby Dam's seconds and
# moves over every game played.
read -r wins draws losses < <(cat "$out"/kept*.txt | awk '
    {
        ours_white = $0 ~ /^game [0-9]+: Draughts /
        match($0, /\(Black\) [0-9*-]+ /); token = substr($0, RSTART + 8, RLENGTH - 9)
        if (token == "1-1") d++
        else if ((token == "2-0") == ours_white) w++
        else l++
    }
    END { print w + 0, d + 0, l + 0 }')
read -r ours ourmoves theirs theirmoves < <(cat "$out"/match*.txt | awk '
    /^time per move: / {
        n = split($0, f, / s over | moves?, | moves?$/)
        sub(/.* /, "", f[1]); sub(/.* /, "", f[3])
        os += f[1] * f[2]; om += f[2]; ts += f[3] * f[4]; tm += f[4]
    }
    END { print os + 0, om + 0, ts + 0, tm + 0 }')
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
echo "$current (level 8, $threads thread(s)) against Moby Dam, International by the FMJD's rules, $movetime ms a move, $(date +%Y-%m-%d):"
echo
echo "| games | W-D-L (ours) | score | Elo (95 %) | s/move ours | s/move Moby Dam | 50 % goal |"
echo "|---|---|---|---|---|---|---|"
echo "| $games | $wins-$draws-$losses | $score % | $elo ($low to $high) | $ourtime | $theirtime | $verdict |"
echo
echo "Openings (each with both colours): $(cat "$out"/kept*.txt | sed -nE 's/^game .*, opening (.*)$/\1/p' | uniq | paste -sd, - | sed 's/,/, /g')"
echo "Reproduce: scripts/mobydam-match.sh MOBYDAM_DIR --openings $openings --movetime $movetime --parallel $parallel --threads $threads --seed $seed --table $table"
exit "$failed"
