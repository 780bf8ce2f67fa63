#!/usr/bin/env bash
# draughts-cli dxp over loopback TCP (docs/dxp.md): two copies of our engine
# play whole games, one listening as the follower, one connecting as the
# initiator; a peer written here in bash sends garbage, an illegal move, or
# drops the connection in the middle of a game; bad options get one line on
# stderr and status 2. Pass or fail never depends on the machine's speed.
# dxp_tests.sh DRAUGHTS_CLI
set -u
cli="$1"
source "$(dirname "$0")/../lib.sh"
listener=""
cleanup() {
    [ -z "$listener" ] || kill "$listener" 2>/dev/null
    rm -rf "$scratch"
}
trap cleanup EXIT # in place of lib.sh's, which removes only the scratch folder

# Starts `draughts-cli dxp --listen 0 ARGS...` in the background; sets
# $port to the port the system chose and $listener to its process.
listen() {
    rm -f "$scratch/listener.out" "$scratch/listener.err" # not to read the last listener's port
    "$cli" dxp --listen 0 "$@" >"$scratch/listener.out" 2>"$scratch/listener.err" &
    listener=$!
    port=""
    for _ in $(seq 100); do
        port=$(sed -n 's/^dxp: listening on port //p' "$scratch/listener.err" 2>/dev/null)
        [ -n "$port" ] && return 0
        sleep 0.1
    done
    fail "the listener names its port" "$(cat "$scratch/listener.err")"
    return 1
}

# Waits for the listener to end; sets $listener_status.
finish_listener() {
    wait "$listener"
    listener_status=$?
    listener=""
}

name="Bash peer                       " # 32 characters
game_line='^game [0-9]+: Draughts [0-9.]+ \((White|Black)\) - Draughts [0-9.]+ \((White|Black)\) (2-0|0-2|1-1) .+, [0-9]+ plies$'

# ---- two engines, two games, colours alternating ----------------------------------
if listen --movetime 20 --pdn "$scratch/follower.pdn"; then
    "$cli" dxp --connect "127.0.0.1:$port" --initiate --games 2 --movetime 20 --pdn "$scratch/initiator.pdn" \
        >"$scratch/initiator.out" 2>"$scratch/initiator.err"
    initiator_status=$?
    finish_listener
    for side in initiator listener; do
        out="$scratch/$side.out"
        if [ "$(grep -cE "$game_line" "$out")" -ne 2 ] || ! grep -qE '^Draughts [0-9.]+ - Draughts [0-9.]+: [0-9]+-[0-9]+-[0-9]+ ' "$out" ||
            ! grep -qE '^time per move: ' "$out"; then
            fail "two engines over loopback: the $side prints two games and the score" "$(cat "$out")" "$(cat "$scratch/$side.err")"
        fi
    done
    [ "$initiator_status" -eq 0 ] && [ "$listener_status" -eq 0 ] ||
        fail "two engines over loopback end with status 0" "initiator $initiator_status, listener $listener_status" \
            "$(cat "$scratch/initiator.err" "$scratch/listener.err")"
    # Both wrote the same two games, which our PDN reader replays.
    played=$("$cli" play "$scratch/initiator.pdn")
    if [ "$(printf '%s\n' "$played" | grep -cE '^game [12]: ok [0-9]+ (2-0|0-2|1-1) ')" -ne 2 ] ||
        [ "$played" != "$("$cli" play "$scratch/follower.pdn")" ]; then
        fail "both sides write the same two games" "$played"
    fi
    # The initiator played White in the first game and Black in the second.
    if ! grep -q '^\[White "Draughts' "$scratch/initiator.pdn"; then
        fail "the PDN names the players" "$(head -5 "$scratch/initiator.pdn")"
    fi
fi

# ---- match --dxp: openings named, a run split by --first-opening -------------------
# Our follower plays two matches: four games from the seed's first two
# openings, then two from its second opening alone. Each pair of games
# shares its opening (a first move and an answer), named in the game's line
# and played first in its PDN; the split run's opening is the whole run's
# second.
opening_of() { # the opening named in game line N of file F
    sed -n "s/^game $2: .*, opening \([0-9]*-[0-9]* [0-9]*-[0-9]*\)\$/\1/p" "$1"
}
match_run() { # output name, match arguments...
    local name="$1"
    shift
    listen --movetime 10 || return 1
    "$cli" match --variant international --dxp "127.0.0.1:$port" --movetime 10 --seed 5 "$@" \
        >"$scratch/$name.out" 2>"$scratch/$name.err"
    local status=$?
    [ "$status" -eq 0 ] || kill "$listener" 2>/dev/null # it would wait for games never asked for
    finish_listener
    [ "$status" -eq 0 ] || fail "match --dxp $* ends with status 0" "status $status" "$(cat "$scratch/$name.err")"
}
if match_run whole --games 4 --pdn "$scratch/whole.pdn" && match_run split --games 2 --first-opening 2; then
    first=$(opening_of "$scratch/whole.out" 1)
    second=$(opening_of "$scratch/whole.out" 3)
    if [ -z "$first" ] || [ -z "$second" ] || [ "$first" = "$second" ] ||
        [ "$(opening_of "$scratch/whole.out" 2)" != "$first" ] || [ "$(opening_of "$scratch/whole.out" 4)" != "$second" ] ||
        [ "$(opening_of "$scratch/split.out" 1)" != "$second" ] || [ "$(opening_of "$scratch/split.out" 2)" != "$second" ] ||
        ! grep -qF "1. $first " "$scratch/whole.pdn"; then
        fail "match --dxp names each pair's opening and --first-opening starts further on" \
            "$(cat "$scratch/whole.out")" "$(cat "$scratch/split.out")"
    fi
fi

# ---- a peer that misbehaves in the middle of a game ---------------------------------
# The bash peer asks for a game with our engine as Black, plays 32-28 as
# White, reads our answer, then does what $1 says. Our side must end with
# status 1, one "game 1" line with "*", and the game so far in its PDN file.
misbehave() { # name, what to do (garbage|illegal|drop), expected text
    local title="$1" action="$2" expected="$3"
    listen --movetime 20 --pdn "$scratch/cut.pdn" || return
    exec 3<>"/dev/tcp/127.0.0.1/$port"
    printf 'R01%sZ001000A\0' "$name" >&3
    local accept answer
    IFS= read -r -d '' -u 3 accept
    printf 'M0000322800\0' >&3
    IFS= read -r -d '' -u 3 answer
    case "$action" in
    garbage) printf 'M32-28\0' >&3 ;;
    illegal) printf 'M0000313500\0' >&3 ;;
    drop) ;;
    esac
    exec 3>&-
    finish_listener
    local out err
    out=$(cat "$scratch/listener.out")
    err=$(cat "$scratch/listener.err")
    if [ "$listener_status" -ne 1 ] || [[ "$accept" != "ADraughts"* ]] || [[ "$answer" != M????????00 ]] ||
        ! printf '%s\n' "$out" | grep -qE '^game 1: Bash peer \(White\) - Draughts [0-9.]+ \(Black\) \* stopped: .*, 2 plies$' ||
        ! printf '%s\n' "$out$err" | grep -qF -- "$expected" || ! grep -q '^1\. 32-28 ' "$scratch/cut.pdn"; then
        fail "$title" "status $listener_status, accept: $accept, answer: $answer" "$out" "$err" "$(cat "$scratch/cut.pdn" 2>/dev/null)"
    fi
}
misbehave "a peer that sends garbage mid-game" garbage 'the peer sent a malformed MOVE "M32-28": time (column 2) "32-2" is not a number of 4 digits'
misbehave "a peer that sends an illegal move" illegal 'the peer'"'"'s move "M0000313500" is illegal: no legal move goes from 31 to 35'
misbehave "a peer that drops the connection mid-game" drop 'the peer closed the connection during the game, after move 1… (Black)'

# ---- a follower that ends a game before its end --------------------------------------
# The bash peer follows as Black: it answers our first move with 19-23, and
# after our second ends the game without a result, as engines do at the
# GAMEREQ's number of moves. Our initiator asks for the game again from its
# position (Black to move); the peer then gives up. One game of three moves.
if listen --initiate --games 1 --movetime 20 --pdn "$scratch/restart.pdn"; then
    exec 3<>"/dev/tcp/127.0.0.1/$port"
    IFS= read -r -d '' -u 3 request
    printf 'A%s0\0' "$name" >&3
    IFS= read -r -d '' -u 3 first
    printf 'M0000192300\0' >&3
    IFS= read -r -d '' -u 3 second
    printf 'E00\0' >&3
    IFS= read -r -d '' -u 3 acknowledged
    IFS= read -r -d '' -u 3 again
    printf 'A%s0\0E10\0' "$name" >&3
    IFS= read -r -d '' -u 3 last
    exec 3>&-
    finish_listener
    out=$(cat "$scratch/listener.out")
    err=$(cat "$scratch/listener.err")
    if [ "$listener_status" -ne 0 ] || [[ "$request" != R01Draughts*Z*A ]] || [ "$acknowledged" != E00 ] ||
        [ "${again:42:2}" != BZ ] || [ "${again:0:3}" != R01 ] || [ "${again:62:1}" != e ] || [ "${again:66:1}" != z ] ||
        [ "$last" != E00 ] ||
        ! printf '%s\n' "$out" | grep -qE '^game 1: Draughts [0-9.]+ \(White\) - Bash peer \(Black\) 2-0 Bash peer gave up, 3 plies$' ||
        ! printf '%s\n' "$err" | grep -qF 'ended the game after 3 moves without a result; it goes on from its position' ||
        ! grep -qE '^1\. [0-9]+-[0-9]+ 19-23 2\. [0-9]+-[0-9]+ \{Bash peer gave up\} 2-0$' "$scratch/restart.pdn"; then
        fail "a game the follower ends before its end goes on from its position" "status $listener_status" \
            "request: $request" "acknowledged: $acknowledged" "again: $again" "last: $last" "$out" "$err" \
            "$(cat "$scratch/restart.pdn" 2>/dev/null)"
    fi
fi

# ---- bad input and no peer -------------------------------------------------------------
expect_error "dxp needs --listen or --connect" 'dxp needs either --listen PORT or --connect HOST:PORT' dxp
expect_error "dxp takes not both --listen and --connect" 'either --listen' dxp --listen 0 --connect 127.0.0.1:27531
expect_error "--games is for the initiator" '--games and --moves are for the initiator: add --initiate' dxp --listen 0 --games 2
expect_error "--connect needs HOST:PORT" '--connect needs HOST:PORT, not "localhost"' dxp --connect localhost
expect_error "a port is a number up to 65535" '--connect needs a port from 1 to 65535, not "70000"' dxp --connect localhost:70000
expect_error "match --dxp plays International only" 'match --dxp plays International only' \
    match --variant polish --dxp 127.0.0.1:27531 --games 2
expect_error "match --dxp plays the FMJD's rules only" "match --dxp plays the FMJD's rules only" \
    match --variant international --rules original --dxp 127.0.0.1:27531 --games 2

# Nobody listening: one line and status 1. A port of our own, just closed, is free.
if listen; then
    kill "$listener" 2>/dev/null
    wait "$listener" 2>/dev/null
    listener=""
    out=$("$cli" dxp --connect "127.0.0.1:$port" 2>"$scratch/err")
    status=$?
    if [ "$status" -ne 1 ] || ! grep -qE "^draughts-cli: cannot connect to 127.0.0.1:$port: " "$scratch/err"; then
        fail "no peer: cannot connect, status 1" "status $status, stdout: $out, stderr: $(cat "$scratch/err")"
    fi
fi

finish "draughts-cli dxp"
