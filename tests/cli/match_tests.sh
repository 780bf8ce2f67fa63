#!/usr/bin/env bash
# draughts-cli match with external Hub engines (POSIX only): our own
# `draughts-cli hub` against our engine in process from a given opening,
# an SPRT that stops the match, an engine that crashes and one that cannot
# be started, an opening set made by `openings`, and bad options.
# match_tests.sh DRAUGHTS_CLI FAKE_ENGINES_DIR
set -u
cli=$1
fakes=$2
source "$(dirname "$0")/../lib.sh"

count() { printf '%s\n' "$1" | grep -cE -- "$2"; }

# Two games from one opening, two at a time: our Hub engine against level 3.
opening='W:W32-50:B1-15,17'
printf '# one opening\n%s\n' "$opening" >"$scratch/openings.fen"
out=$("$cli" match --variant polish --engine1 "\"$cli\" hub" --engine2 level=3 --nodes 3000 --games 2 \
    --concurrency 2 --openings "$scratch/openings.fen" --pdn "$scratch/games.pdn" 2>&1)
status=$?
read_back=$("$cli" play "$scratch/games.pdn" 2>&1 | grep -c '^game [0-9]*: ok ')
if [ "$status" -ne 0 ] || [ "$(count "$out" '^game 1: engine1 \(White\) - level 3 \(Black\) (1-0|0-1|1/2-1/2) ')" -ne 1 ] ||
    [ "$(count "$out" '^game 2: level 3 \(White\) - engine1 \(Black\) (1-0|0-1|1/2-1/2) ')" -ne 1 ] ||
    [ "$(count "$out" '^time per move: engine1 [0-9.]+ ms, longest [0-9.]+ ms; level 3 ')" -ne 1 ] ||
    [ "$(count "$out" '^score: [0-9.]+/2 = [0-9.]+ % for engine1, Elo ')" -ne 1 ] ||
    ! printf '%s\n' "$out" | tail -n 1 | grep -qE '^engine1-3: [0-2]-[0-2]-[0-2]$' ||
    [ "$read_back" -ne 2 ] || [ "$(grep -cxF "[FEN \"$opening\"]" "$scratch/games.pdn")" -ne 2 ]; then
    fail "match: a Hub engine against a level from the given opening, both colours, saved" \
        "status $status, $read_back games read back" "$out"
fi

# The SPRT stops the match once level 1 is clearly not 300 Elo stronger than level 8.
out=$("$cli" match --variant polish --levels 1,8 --nodes 1000 --sprt "elo0=300 elo1=400 alpha=0.05 beta=0.05" \
    --games 40 2>&1)
status=$?
games=$(count "$out" '^game [0-9]+: ')
if [ "$status" -ne 0 ] || [ "$games" -ge 40 ] || [ "$(count "$out" '^sprt: H0 accepted: level 1 is at most 300.0 Elo stronger')" -ne 1 ] ||
    [ "$(count "$out" '^sprt: LLR -?[0-9.]+ \[-2.94, 2.94\] after [0-9]+ pairs? \([0-9-]+\), Elo ')" -ne $((games / 2)) ]; then
    fail "match: the SPRT's verdict stops the match" "status $status, $games games" "$out"
fi

# An engine that crashes loses its games, is started again for the next,
# and the match says it cannot be trusted (status 1).
out=$("$cli" match --variant international --engine1 "sh \"$fakes/crashes_on_go.sh\"" --engine2 level=1 --games 2 \
    --movetime 100 2>&1)
status=$?
if [ "$status" -ne 1 ] ||
    [ "$(count "$out" 'engine1 lost: engine "Crasher 1" crashed with signal 11 \(Segmentation fault\) when asked "go think"')" -ne 2 ] ||
    ! printf '%s\n' "$out" | grep -q '^a player failed in at least one game' ||
    ! printf '%s\n' "$out" | tail -n 1 | grep -qx 'engine1-1: 0-0-2'; then
    fail "match: a crashing engine loses and is reported" "status $status" "$out"
fi

# An engine that cannot be started stops the match at once.
err=$("$cli" match --variant polish --engine1 "no-such-engine-anywhere hub" --engine2 level=1 --games 2 2>&1 >/dev/null)
status=$?
if [ "$status" -ne 1 ] ||
    [ "$err" != 'draughts-cli: the match was stopped: engine "no-such-engine-anywhere hub" could not be started: No such file or directory' ]; then
    fail "match: an engine that cannot be started stops the match" "status $status" "$err"
fi

# Twenty vs Ten: when each side wins its game as White, the shorter win
# takes the pair (docs/engine.md, "Testing a change"); the pairs line says
# so, and only then.
out=$("$cli" match --variant twenty-vs-ten --levels 8,2 --nodes 3000 --games 2 2>&1)
plies_as_white() { printf '%s\n' "$out" | sed -nE "s/^game [12]: level $1 \(White\) .* 1-0 White wins: .*, ([0-9]+) plies$/\1/p"; }
first=$(plies_as_white 8)
second=$(plies_as_white 2)
if [ -n "$first" ] && [ -n "$second" ]; then
    expected="0-1-0"
    [ "$first" -lt "$second" ] && expected="1-0-0"
    [ "$first" -gt "$second" ] && expected="0-0-1"
    if [ "$(count "$out" "^pairs, a split pair to the shorter win: $expected for level 8 \(1 of 1 pair split\), Elo ")" -ne 1 ]; then
        fail "match: a split pair goes to the shorter win ($first against $second plies)" "$out"
    fi
elif [ "$(count "$out" '^pairs, ')" -ne 0 ]; then
    fail "match: the pairs line only for a split pair" "$out"
fi

# --by-length: the SPRT counts the pairs by length, each a win, a draw or
# a loss (0-0-D-0-W of its pentanomial), and stops on their verdict. The
# pairs line, printed when a pair is split, gives the same count; level 8
# may also win as Black, so that no pair is split.
out=$("$cli" match --variant twenty-vs-ten --levels 8,2 --nodes 3000 --games 40 --sprt "elo0=0 elo1=400" --by-length 2>&1)
by_length=$(printf '%s\n' "$out" | sed -nE 's/^pairs, a split pair to the shorter win: ([0-9]+)-([0-9]+)-([0-9]+) for .*/\3-0-\2-0-\1/p')
last_llr=$(printf '%s\n' "$out" | grep '^sprt: LLR ' | tail -n 1)
if { [ -n "$by_length" ] && ! printf '%s\n' "$last_llr" | grep -qE "pairs? \($by_length\), Elo "; } ||
    { [ -z "$by_length" ] && [ "$(count "$out" '^pairs, ')" -ne 0 ]; } ||
    [ "$(count "$out" '^sprt: LLR .* pairs? \([0-9]+-0-[0-9]+-0-[0-9]+\), Elo ')" -ne "$(count "$out" '^sprt: LLR ')" ] ||
    [ "$(count "$out" '^sprt: H1 accepted: level 8 is at least 400.0 Elo stronger')" -ne 1 ] ||
    [ "$(count "$out" '^sprt: elo0 0, elo1 400, alpha 0.05, beta 0.05, on the pairs by length$')" -ne 1 ]; then
    fail "match: --by-length, the SPRT on the pairs by length" "$out"
fi

# openings: comment lines with the command, then the FENs, the same every
# time; a match reads them back.
set_out=$("$cli" openings --variant corner --count 3 --plies 2 --depth 2 --margin 100 2>&1)
status=$?
again=$("$cli" openings --variant corner --count 3 --plies 2 --depth 2 --margin 100 2>&1)
printf '%s\n' "$set_out" >"$scratch/corner.fen"
played=$("$cli" match --variant corner --levels 1,1 --games 2 --max-plies 4 --openings "$scratch/corner.fen" 2>&1)
if [ "$status" -ne 0 ] || [ "$set_out" != "$again" ] ||
    [ "$(printf '%s\n' "$set_out" | sed -n 2p)" != "# Made by: draughts-cli openings --variant corner --count 3 --plies 2 --depth 2 --margin 100 --seed 1" ] ||
    [ "$(count "$set_out" '^[WB]:W[0-9,-]+:B[0-9,-]+$')" -ne 3 ] || [ "$(count "$set_out" '^#')" -ne 3 ] ||
    ! printf '%s\n' "$played" | grep -q "openings $scratch/corner.fen (3)"; then
    fail "openings: a set that is the same every time and that match reads" "status $status" "$set_out" "$played"
fi

expect_error "match: levels and engines together" "either --levels A,B or --engine1 and --engine2" \
    match --variant polish --levels 1,2 --engine1 x --games 2
expect_error "match: one engine only" "match needs --levels A,B .*, or --engine1 and --engine2" \
    match --variant polish --engine1 x --games 2
expect_error "match: a level that does not exist" "--engine2: a level is level=1 to level=8" \
    match --variant polish --engine1 level=8 --engine2 level=9 --games 2
expect_error "match: time and nodes together" "either --movetime or --nodes" \
    match --variant polish --levels 1,2 --games 2 --movetime 10 --nodes 100
expect_error "match: no number of games and no SPRT" "match needs --games N" match --variant polish --levels 1,2
expect_error "match: a bad SPRT" '--sprt takes elo0=E elo1=E alpha=A beta=B, not "gamma=1"' \
    match --variant polish --levels 1,2 --sprt "elo0=0 gamma=1"
expect_error "match: --by-length without an SPRT" "--by-length is for --sprt" \
    match --variant twenty-vs-ten --levels 1,2 --games 2 --by-length
expect_error "match: SPRT bounds the wrong way round" "elo0 must be less than elo1" \
    match --variant polish --levels 1,2 --sprt "elo0=5 elo1=0"
expect_error "match: an openings file that is not there" 'cannot open "no-such-openings.fen"' \
    match --variant polish --levels 1,2 --games 2 --openings no-such-openings.fen
printf 'W:W32-50:B1-15\nW:W99:B1\n' >"$scratch/bad.fen"
expect_error "match: a bad opening names its line" "bad.fen:2: FEN: \"99\" is not a square of Polish" \
    match --variant polish --levels 1,2 --games 2 --openings "$scratch/bad.fen"

finish "draughts-cli match"
