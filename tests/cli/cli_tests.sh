#!/usr/bin/env bash
# The draughts-cli contract: outputs other tools rely on, and bad input
# answered with one line on stderr and exit status 2.
# cli_tests.sh [EMULATOR] DRAUGHTS_CLI: the emulator (Wine) runs a cross-built one.
set -u
cli=("$@")
source "$(dirname "$0")/../lib.sh"

expect_output() { # name, expected stdout, command...
    local name="$1" expected="$2"
    shift 2
    local actual
    actual=$("${cli[@]}" "$@" 2>&1)
    local status=$?
    if [ "$status" -ne 0 ] || [ "$actual" != "$expected" ]; then
        fail "$name" "expected (status 0): $expected" "actual (status $status): $actual"
    fi
}


expect_output "variants lists the five games" "$(printf 'international\tInternational\npolish\tPolish\ntwenty-vs-ten\tTwenty vs Ten\ncorner\tCorner Checkers\nlast-man\tTo the Last Man')" variants

expect_output "International starts with Black to move" "B:W31-50:B1-20" fen --variant international
expect_output "Polish: 15 men each, White first" "W:W36-50:B1-15" fen --variant polish
expect_output "Twenty vs Ten: 20 against 10, Black first" "B:W31-50:B1-10" fen --variant twenty-vs-ten
# Light squares numbered from a10: b1=46 d1=47 f1=48 a2=41 c2=42 e2=43 b3=36 d3=37 a4=31 c4=32 b5=26 a6=21.
expect_output "Corner Checkers: the light triangles, Black first" \
    "B:W21,26,31,32,36,37,41-43,46-48:B3-5,8-10,14,15,19,20,25,30" fen --variant corner
expect_output "To the Last Man: 8x8, algebraic, White first" \
    "W:Wa3,c3,e3,g3,b2,d2,f2,h2,a1,c1,e1,g1:Bb8,d8,f8,h8,a7,c7,e7,g7,b6,d6,f6,h6" fen --variant last-man

expect_output "International under FMJD rules starts with White to move" "W:W31-50:B1-20" \
    fen --variant international --rules fmjd
expect_output "White's first moves under FMJD rules" \
    "$(printf '31-26\n31-27\n32-27\n32-28\n33-28\n33-29\n34-29\n34-30\n35-30')" moves --variant international --rules fmjd
expect_error "an unknown rule set is named" 'unknown rule set "FMJD"' fen --variant international --rules FMJD
expect_error "FMJD rules are for International only" 'for international only' fen --variant polish --rules fmjd

expect_output "Black's first moves in International" \
    "$(printf '16-21\n17-21\n17-22\n18-22\n18-23\n19-23\n19-24\n20-24\n20-25')" moves --variant international
# White man on 28 takes 23 and 13 (28x19x8 turning) or just 23 then stops: the maximum rule keeps the longer one.
expect_output "captures are printed with every landing square" "28x19x8" \
    moves --variant international --fen "W:W28:B23,13"
expect_output "perft counts leaves" "658" perft --variant international --fen "W:W31-50:B1-20" --depth 3
expect_output "perft --full gives the same count" "658" perft --variant international --fen "W:W31-50:B1-20" --depth 3 --full
expect_output "perft --divide lists each root move, total last" "$(printf '31-26 1\n31-27 1\n32-27 1\n32-28 1\n33-28 1\n33-29 1\n34-29 1\n34-30 1\n35-30 1\n9')" \
    perft --variant international --fen "W:W31-50:B1-20" --depth 1 --divide

# A game played on past the FMJD's third repetition (international.md
# §10.3): the kings shuttle i1-j2 and b10-a9 until the start stands there a
# third time after 8 plies; then the men move and Black resigns. play reads
# every move, keeps the file's result and says where the rules drew (N11:
# eleven plies without a capture).
printf '[GameType "20"]\n[Rules "fmjd"]\n[FEN "W:WK50,46:BK1,5"]\n\n%s\n' \
    '1. 50-45 1-6 2. 45-50 6-1 3. 50-45 1-6 4. 45-50 6-1 5. 46-41 5-10 6. 41-37 2-0' >cli_past_draw.$$.pdn
expect_output "play reads a game on past an FMJD draw and says where the rules drew" \
    "game 1: ok 11 2-0 B:W37,K50:BK1,10:N11 played on after action 8: Draw: the same position a third time" \
    play cli_past_draw.$$.pdn
rm -f cli_past_draw.$$.pdn

# rewrite writes what it read: a game with nested variations, comments
# holding brackets and a variation kept as text reads back to the same
# text, and writing that again changes nothing.
printf '[GameType "20"]\n\n%s\n' \
    '1. 32-28 {a (first) [move]} 19-23 (1... 18-23 {or} (1... 17-22 2. 28x17 11x22)) 2. 28x19 (2. 33-29?! $6) 14x23 (2... 99-1) *' \
    >cli_rewrite.$$.pdn
rewrite_out=$("${cli[@]}" rewrite cli_rewrite.$$.pdn --out cli_rewrite_a.$$.pdn 2>&1)
rewrite_status=$?
"${cli[@]}" rewrite cli_rewrite_a.$$.pdn --out cli_rewrite_b.$$.pdn >/dev/null 2>&1
if [ "$rewrite_status" -ne 0 ] || [ "$rewrite_out" != "wrote 1 game to cli_rewrite_a.$$.pdn" ] ||
    ! cmp -s cli_rewrite_a.$$.pdn cli_rewrite_b.$$.pdn ||
    ! grep -qxF '1. 32-28 {a (first) [move]} 1... 19-23 (1... 18-23 {or} (1... 17-22 2. 28x17' cli_rewrite_a.$$.pdn ||
    ! grep -qxF '11x22)) 2. 28x19 (2. 33-29?! $6) 2... 14x23 (2... 99-1) *' cli_rewrite_a.$$.pdn; then
    fail "rewrite writes variations, comments and marks that read back the same" \
        "actual (status $rewrite_status): $rewrite_out" "$(cat cli_rewrite_a.$$.pdn 2>&1)"
fi
# play names each variation kept as text by its '(' and the move refused:
# after 1. 32-28 19-23 White must take 28x19, so 33-29 is no move there.
expect_output "play counts the variations and names those kept as text" \
    "$(printf '%s\n' 'game 1: ok 4 * W:W31,33-50:B1-13,15-18,20,23 variations 2 (4 moves)' \
        '  variation at 3:90 refused: 3:94 move "33-29": not a possible move here (White to move)' \
        '  variation at 3:112 refused: 3:118 move "99-1": "99" is not a square (Black to move)')" \
    play cli_rewrite.$$.pdn
rm -f cli_rewrite.$$.pdn cli_rewrite_a.$$.pdn cli_rewrite_b.$$.pdn
expect_error "rewrite needs a file to write" "rewrite needs --out FILE" rewrite cli_missing.pdn

# generate writes games of random legal moves that play reads back, the
# same games for the same seed.
for variant in international polish twenty-vs-ten corner last-man; do
    games=$("${cli[@]}" generate --variant "$variant" --games 20 --seed 3)
    again=$("${cli[@]}" generate --variant "$variant" --games 20 --seed 3)
    printf '%s\n' "$games" >cli_games.$$.pdn
    played=$("${cli[@]}" play cli_games.$$.pdn)
    status=$?
    listed=$("${cli[@]}" index cli_games.$$.pdn | wc -l)
    rm -f cli_games.$$.pdn
    if [ "$status" -ne 0 ] || [ "$(printf '%s\n' "$played" | grep -c ': ok ')" -ne 20 ] || [ "$games" != "$again" ] ||
        [ "$listed" -ne 20 ]; then
        fail "generate --variant $variant: 20 games that play and index read, the same for the same seed" "play status $status, index lines $listed"
    fi
done

# search: any number of "info ..." lines, then exactly one last line "bestmove M".
info_pattern='^info depth [0-9]+ score (-?[0-9]+|win [0-9]+|loss [0-9]+) nodes [0-9]+ time [0-9]+ pv( [0-9a-h@x-]+)+$'
expect_search() { # name, extended regex the bestmove line must match, extra pattern every info line must match, command...
    local name="$1" best="$2" extra="$3"
    shift 3
    local out status last
    out=$("${cli[@]}" "$@" 2>&1)
    status=$?
    last=$(printf '%s\n' "$out" | tail -n 1)
    local bad_info
    bad_info=$(printf '%s\n' "$out" | sed '$d' | grep -vE "$info_pattern" ; printf '%s\n' "$out" | sed '$d' | grep -vE -- "$extra")
    if [ "$status" -ne 0 ] || ! printf '%s' "$last" | grep -qE "^bestmove ($best)\$" || [ -n "$bad_info" ]; then
        fail "$name" "expected (status 0): info lines, then bestmove matching $best" "actual (status $status): $out"
    fi
}

# The only move of White is the capture of two, written with every landing square.
expect_search "search prints the capture in full" "28x19x8" "." search --variant international --fen "W:W28:B23,13" --depth 3
# Any move of 31 leaves Black's man on 45 stuck behind 50: a win in one ply.
expect_search "search reports a found win in plies" "31-26|31-27" "score win 1 " \
    search --variant international --fen "W:W50,31:B45" --depth 4
expect_search "search reports a found loss in plies" "7-11|7-12" "score loss 2 " \
    search --variant international --fen "B:W50,31,17:B45,7" --depth 4
expect_output "search in a position without a move" "bestmove none" search --variant international --fen "B:W50,31:B45" --depth 4
expect_search "search by nodes" "(16|17|18|19|20)-(21|22|23|24|25)" "." search --variant international --nodes 2000
expect_search "search by time" "(36|37|38|39|40)-(31|32|33|34|35)" "." search --variant polish --movetime 100
expect_search "search by time on two threads" "(36|37|38|39|40)-(31|32|33|34|35)" "." \
    search --variant polish --movetime 100 --threads 2
expect_search "search to a depth on two threads, the time a cap" "[a-h][1-8]-[a-h][1-8]" "." \
    search --variant last-man --depth 4 --movetime 60000 --threads 2
expect_error "search threads are one or more" "--threads must be a whole number from 1 to 256" \
    search --variant polish --depth 2 --threads 0
expect_search "search at a level" "[a-h][1-8]-[a-h][1-8]" "." search --variant last-man --level 2 --seed 7
expect_search "search in Twenty vs Ten" "[0-9]+-[0-9]+" "." search --variant twenty-vs-ten --depth 4
expect_search "search in Corner Checkers" "[0-9]+-[0-9]+" "." search --variant corner --depth 4

# search --lines N: after each iteration N lines "info depth D line K ...",
# K from 1 to N, with N different first moves; bestmove is the last
# iteration's line 1. Fewer lines where there are fewer moves.
expect_lines() { # name, lines per iteration, iterations, command...
    local name="$1" per="$2" iterations="$3"
    shift 3
    local out status problems
    out=$("${cli[@]}" "$@" 2>&1)
    status=$?
    problems=$(printf '%s\n' "$out" | awk -v per="$per" -v iterations="$iterations" '
        /^bestmove / { best = $2; next }
        !/^info depth [0-9]+ line [0-9]+ score (-?[0-9]+|win [0-9]+|loss [0-9]+) nodes [0-9]+ time [0-9]+ pv( [0-9a-h@x-]+)+$/ {
            print "not an info line: " $0; next }
        {
            pv = $0; sub(/.* pv /, "", pv); split(pv, moves, " ")
            if ($3 != depth) { if (depth != "" && count != per) print "depth " depth ": " count " lines"; depth = $3; count = 0; delete seen; iterationsSeen++ }
            count++
            if ($5 != count) print "depth " depth ": line " $5 " where " count " was due"
            if (moves[1] in seen) print "depth " depth ": first move " moves[1] " twice"
            seen[moves[1]] = 1
            if (count == 1) first = moves[1]
        }
        END {
            if (count != per) print "depth " depth ": " count " lines"
            if (iterationsSeen != iterations) print iterationsSeen " iterations"
            if (best != first) print "bestmove " best " is not line 1 (" first ")"
        }')
    if [ "$status" -ne 0 ] || [ -n "$problems" ] || [ "$(printf '%s\n' "$out" | tail -n 1 | cut -d' ' -f1)" != bestmove ]; then
        fail "$name" "expected (status 0): $per lines for each of $iterations iterations, then bestmove" \
            "actual (status $status): $problems" "$out"
    fi
}
expect_lines "search --lines 3 prints three lines an iteration" 3 5 search --variant international --depth 5 --lines 3
# White's men on 47 and 48 have four steps; the capture 28x19x8 is forced.
expect_lines "search --lines 5 with four moves prints four" 4 3 \
    search --variant international --fen "W:W47,48:B3" --depth 3 --lines 5
expect_lines "search --lines 3 with one legal move prints one" 1 2 \
    search --variant international --fen "W:W28:B23,13" --depth 2 --lines 3
if ! "${cli[@]}" search --variant polish --movetime 300 --lines 2 2>&1 |
    grep -qE '^info depth [0-9]+ line 2 score .* pv '; then
    fail "search --lines 2 by time prints the second line"
fi
expect_error "search lines are 1 to 5" "--lines must be a whole number from 1 to 5" \
    search --variant polish --depth 2 --lines 6

# match: a line per game, then "A-B: W-D-L"; every game written as PDN that
# reads back. Corner Checkers writes results as 1-0, 0-1 and 1/2-1/2.
# The games go to a file in the test folder, where a cross-built tool under Wine finds it too,
# named in UTF-8 with letters that Windows' ANSI code page cannot spell: the name must reach the
# file system as given, for writing as for reading.
match_pdn="cli_zápas_Dvořák_ő.$$.pdn"
match_out=$("${cli[@]}" match --variant corner --levels 2,1 --games 2 --pdn "$match_pdn" 2>&1)
match_status=$?
games_read=$("${cli[@]}" play "$match_pdn" 2>&1 | grep -c '^game [0-9]*: ok ')
results_written=$(grep -cE '^\[Result "(1-0|0-1|1/2-1/2)"\]$' "$match_pdn")
if [ "$match_status" -ne 0 ] || ! printf '%s\n' "$match_out" | tail -n 1 | grep -qE '^2-1: [0-2]-[0-2]-[0-2]$' ||
    [ "$(printf '%s\n' "$match_out" | grep -cE '^game [12]: level [12] \(White\) - level [12] \(Black\) (1-0|0-1|1/2-1/2) ')" -ne 2 ] ||
    [ "$games_read" -ne 2 ] || [ "$results_written" -ne 2 ] || [ -e "$match_pdn.part" ]; then
    fail "match plays, scores and saves its games" "actual (status $match_status, $games_read games read back, $results_written results): $match_out" "files: $(ls cli_*.$$.pdn* 2>&1 | tr '\n' ' ')"
fi
rm -f "$match_pdn" "$match_pdn.part"

# hub: the Hub protocol on standard input and output (docs/hub.md); the
# search ends with a done line (before or after the answers to the lines
# read while it searched), ping is answered, a bad line gets an error
# and the engine carries on; the end of the input ends a search at once.
# quit stops a search, so it comes after a pause that lets a three-ply search end.
hub_out=$({ printf 'hub\nset-param name=variant value=corner\ninit\npos\nlevel depth=3\ngo think\nping\nbogus\n'; sleep 3; printf 'quit\n'; } |
    "${cli[@]}" hub 2>&1 | tr -d '\r')
hub_status=$?
if [ "$hub_status" -ne 0 ] || [ "$(printf '%s\n' "$hub_out" | head -n 1)" != 'id name=Draughts version='"$(printf '%s\n' "$("${cli[@]}" --version)" | cut -d' ' -f2 | tr -d '\r')"' author="The Draughts Project developers"' ] ||
    ! printf '%s\n' "$hub_out" | grep -qx 'wait' || ! printf '%s\n' "$hub_out" | grep -qx 'ready' ||
    ! printf '%s\n' "$hub_out" | grep -qx 'pong' ||
    ! printf '%s\n' "$hub_out" | grep -qx "error message=\"unknown command 'bogus'\"" ||
    ! printf '%s\n' "$hub_out" | grep -qE '^info depth=3 ' ||
    ! printf '%s\n' "$hub_out" | grep -qE '^done move=[0-9]+-[0-9]+( ponder=[0-9]+-[0-9]+)?$'; then
    fail "hub speaks the Hub protocol" "actual (status $hub_status): $hub_out"
fi
hub_eof=$(printf 'hub\ninit\nlevel infinite\ngo think\n' | "${cli[@]}" hub 2>&1 | tail -n 1 | tr -d '\r')
if ! printf '%s' "$hub_eof" | grep -qE '^done move='; then
    fail "hub ends a search with done when its input closes" "actual last line: $hub_eof"
fi

# Endgame tables: two pieces of International built into a folder of their
# own, looked up. The king on a1 (46) facing a king on j10 (5) along its only
# diagonal loses: every square it can go to is jumped (docs/egdb.md).
tables=$(mktemp -d ./egdb-tables.XXXXXX) # relative: the same path under Wine
build_out=$("${cli[@]}" egdb build --variant international --pieces 2 --dir "$tables" --threads 1 2>&1)
if [ $? -ne 0 ] || ! printf '%s' "$build_out" | grep -q "international up to 2 pieces: 3 slices (3 built, 0 kept), 8885 positions" ||
    [ "$(ls "$tables" | wc -l)" -ne 6 ]; then
    fail "egdb build writes the three slices of two pieces, values and plies" "actual: $build_out"
fi
rebuild_out=$("${cli[@]}" egdb build --variant international --pieces 2 --dir "$tables" --threads 1 2>&1)
if ! printf '%s' "$rebuild_out" | grep -q "(0 built, 3 kept)"; then
    fail "egdb build keeps the sound files of an earlier build" "actual: $rebuild_out"
fi
expect_output "egdb probe: a king cornered on its only diagonal loses, two plies from the end" "loss 2" \
    egdb probe --variant international --fen "W:WK46:BK5" --dir "$tables"
expect_output "egdb probe --each-move: what each move leads to" "$(printf 'win 1\n46x5 win 1')" \
    egdb probe --variant international --fen "W:WK46:BK10" --dir "$tables" --each-move
check_out=$("${cli[@]}" egdb check --variant international --pieces 2 --dir "$tables" --samples 1000 2>&1)
if [ $? -ne 0 ] || [ "$(printf '%s\n' "$check_out" | grep -c '^slice [01]*: [0-9]* positions, 0 disagree with their moves')" -ne 3 ]; then
    fail "egdb check finds each slice of two pieces in agreement with its moves" "actual: $check_out"
fi
unknown_out=$("${cli[@]}" egdb probe --variant international --fen "W:W31,32:B1,2" --dir "$tables" 2>&1)
if [ $? -ne 1 ] || ! printf '%s' "$unknown_out" | grep -q "^unknown: the position is not in the tables"; then
    fail "egdb probe says when a position is not in the tables" "actual: $unknown_out"
fi
# search --egdb: the king on 46 against the man on 31 is won for White in
# 5 plies (46-23 31-36 23-28 36-41 28x46), beyond depth 2; 46-37 alone
# loses (31x42). King against king off each other's diagonals is drawn.
search_out=$("${cli[@]}" search --variant international --fen "W:WK46:B31" --depth 2 --egdb "$tables" 2>&1)
if [ $? -ne 0 ] || [ "$(printf '%s\n' "$search_out" | tail -n 2 | head -n 1)" != "tables won" ] ||
    ! printf '%s\n' "$search_out" | tail -n 1 | grep -q '^bestmove 46-' ||
    printf '%s\n' "$search_out" | grep -q '^bestmove 46-37$'; then
    fail "search --egdb says the tables' value and keeps the win" "actual: $search_out"
fi
drawn_out=$("${cli[@]}" search --variant international --fen "W:WK47:BK4" --depth 2 --egdb "$tables" 2>&1)
if [ "$(printf '%s\n' "$drawn_out" | tail -n 2 | head -n 1)" != "tables drawn" ]; then
    fail "search --egdb says a drawn position is drawn" "actual: $drawn_out"
fi
expect_error "search --egdb needs a folder" "--egdb needs the folder" \
    search --variant international --depth 2 --egdb ""
expect_error "hub --egdb needs a folder" "--egdb needs the folder of the games' endgame tables" hub --egdb ""
printf 'damaged' > "$tables/international-0101.egdb"
damaged_out=$("${cli[@]}" egdb probe --variant international --fen "W:WK46:BK5" --dir "$tables" 2>&1)
if [ $? -ne 1 ] || ! printf '%s' "$damaged_out" | grep -q "international-0101.egdb: not an endgame table of this program"; then
    fail "egdb probe names a file that is not a table" "actual: $damaged_out"
fi
rm -rf "$tables"
expect_error "egdb needs build, probe or check" "egdb needs build, probe or check" egdb --variant polish
expect_error "egdb build needs a folder" "missing --dir" egdb build --variant polish --pieces 2
expect_error "egdb build with too many pieces" "--pieces must be a whole number from 2 to 7" \
    egdb build --variant polish --pieces 9 --dir x
expect_error "egdb probe needs a position" "missing --fen" egdb probe --variant polish --dir x

# selfplay writes a sample file (a 16-byte header and 42 bytes a position),
# train fits weights to it and writes a weight file (48 bytes and 2 a weight).
samples=cli_samples.$$.bin
weights=cli_weights.$$.weights
selfplay_out=$("${cli[@]}" selfplay --variant polish --games 2 --depth 1 --seed 3 --out "$samples" 2>&1)
selfplay_status=$?
positions=$(printf '%s\n' "$selfplay_out" | tail -n 1 | sed -nE 's/^games 2 positions ([0-9]+) white-draw-black [0-2]-[0-2]-[0-2] .*/\1/p')
if [ "$selfplay_status" -ne 0 ] || [ -z "$positions" ] || [ "$positions" -eq 0 ] ||
    [ "$(wc -c <"$samples")" -ne $((16 + 42 * positions)) ]; then
    fail "selfplay writes its games' positions" "actual (status $selfplay_status): $selfplay_out"
fi
train_out=$("${cli[@]}" train --variant polish --samples "$samples" --out "$weights" --epochs 1 --threads 1 2>&1)
train_status=$?
count=$(printf '%s\n' "$train_out" | sed -nE 's/^wrote .*: ([0-9]+) weights, .*/\1/p')
if [ "$train_status" -ne 0 ] || ! printf '%s\n' "$train_out" | grep -qE '^epoch 1 rate .* training [0-9.]+ validation [0-9.]+' ||
    [ -z "$count" ] || [ "$(wc -c <"$weights")" -ne $((48 + 2 * count)) ]; then
    fail "train fits and writes weights" "actual (status $train_status): $train_out"
fi
expect_error "train refuses another game's samples" "samples of another game than International" \
    train --variant international --samples "$samples" --out "$weights"
# With --discount the constant expectation is judged against the discounted
# results too: nearer a draw, so its loss differs from the plain one's.
constant_of() { printf '%s\n' "$1" | sed -nE 's/^constant expectation: validation loss ([0-9.]+)$/\1/p'; }
discount_out=$("${cli[@]}" train --variant polish --samples "$samples" --out "$weights" --epochs 1 --threads 1 \
    --validation 50 --discount 10 2>&1)
plain_out=$("${cli[@]}" train --variant polish --samples "$samples" --out "$weights" --epochs 1 --threads 1 \
    --validation 50 2>&1)
if [ -z "$(constant_of "$discount_out")" ] || [ "$(constant_of "$discount_out")" = "$(constant_of "$plain_out")" ]; then
    fail "train --discount fits discounted results" "actual: $discount_out"
fi
expect_error "train checks its discount" "--discount must be a number from 1 to 10000" \
    train --variant polish --samples "$samples" --out "$weights" --discount 0
rm -f "$samples" "$weights"
expect_error "selfplay needs a search limit" "selfplay needs one of --depth D and --nodes N" \
    selfplay --variant polish --games 2 --out never.bin
starts=cli_starts.$$.fen
printf 'B:W33-50:B1-10\nB:W35-50:B1-99\n' >"$starts"
expect_error "selfplay names the bad line of its starts" "$starts:2: " \
    selfplay --variant twenty-vs-ten --games 2 --depth 1 --starts "$starts" --out never.bin
rm -f "$starts"
expect_error "selfplay needs its starts file" 'cannot open "no-such-starts.fen"' \
    selfplay --variant twenty-vs-ten --games 2 --depth 1 --starts no-such-starts.fen --out never.bin
expect_error "train needs samples" "train needs --samples" train --variant polish --out never.weights
expect_error "train reads only sample files" 'cannot read "no-such-file.bin"' \
    train --variant polish --samples no-such-file.bin --out never.weights

# puzzles: check proves a hand-made puzzle sound, and names what is wrong
# with one whose goal a second first move reaches too (tests/puzzle/
# puzzle_test_support.hpp explains both positions); generate finds a
# puzzle that check then finds sound.
puzzles_file=cli_puzzles.$$.pdn
printf '[Goal "material 1"]\n[ProofDepth "1"]\n[FEN "W:W33,38,42,43:B5,22,23"]\n\n1. 33-28 22x33 2. 38x29x18 *\n' >"$puzzles_file"
expect_output "puzzles check proves a sound puzzle" "$(printf 'game 1 (no id, line 1): ok\n1 puzzle checked: 1 ok, 0 failed, 0 not readable')" \
    puzzles check "$puzzles_file"
printf '[Puzzle "two"]\n[Goal "material 1"]\n[ProofDepth "1"]\n[FEN "W:W32,33,38,42,43:B5,22,23"]\n\n1. 33-28 22x33 2. 38x29x18 *\n\n[FEN "W:W46:B37,41"]\n\n*\n' >"$puzzles_file"
checked=$("${cli[@]}" puzzles check "$puzzles_file" 2>&1)
status=$?
expected=$(printf 'error game 2, line 8: the side to move has no move in the puzzle'"'"'s position\ngame 1 (two, line 1): another first move, 32-28, also forces the goal within 1 ply\n1 puzzle checked: 0 ok, 1 failed, 1 not readable')
if [ "$status" -ne 1 ] || [ "$checked" != "$expected" ]; then
    fail "puzzles check names a second solution and an unreadable puzzle" "expected (status 1): $expected" "actual (status $status): $checked"
fi
# crownPuzzle (puzzle_test_support.hpp): 6-1 crowns at once, 17-11 and
# 17-12 two plies later; --margin 2 names one of them, --margin 1 neither.
printf '[Goal "crown"]\n[ProofDepth "1"]\n[FEN "W:W6,17:B33"]\n\n1. 6-1 *\n' >"$puzzles_file"
expect_output "puzzles check --margin 1 finds no slower second answer" "$(printf 'game 1 (no id, line 1): ok\n1 puzzle checked: 1 ok, 0 failed, 0 not readable')" \
    puzzles check --margin 1 "$puzzles_file"
checked=$("${cli[@]}" puzzles check --margin 2 "$puzzles_file" 2>&1)
status=$?
if [ "$status" -ne 1 ] || ! printf '%s\n' "$checked" | grep -qE '^game 1 \(no id, line 1\): another first move, 17-1[12], forces the goal within 3 plies \(2 past the stated depth\)$'; then
    fail "puzzles check --margin names a slower second answer" "actual (status $status): $checked"
fi
rm -f "$puzzles_file"
# The generator's rule: no other first move reaches the goal even 4 plies later.
generated=$("${cli[@]}" puzzles generate --variant last-man --count 1 --games 5 --out "$puzzles_file" 2>/dev/null)
status=$?
checked=$("${cli[@]}" puzzles check --margin 4 "$puzzles_file" 2>&1)
if [ "$status" -ne 0 ] || ! printf '%s\n' "$generated" | grep -qE '^last-man-0001 (win|material [0-9]+|crown) difficulty [0-9]+ depth [0-9]+$' ||
    [ "$(printf '%s\n' "$checked" | tail -n 1)" != "1 puzzle checked: 1 ok, 0 failed, 0 not readable" ]; then
    fail "puzzles generate finds a puzzle that check finds sound" "actual (status $status): $generated / $checked"
fi
rm -f "$puzzles_file" "$puzzles_file.part"
# prune drops what check fails and what repeats an earlier puzzle: "b" is
# "a" with the colours swapped and the board turned (square n on 51 - n),
# "c" the two-shot puzzle above.
printf '%s\n' '[Puzzle "a"]' '[Goal "material 1"]' '[ProofDepth "1"]' '[FEN "W:W33,38,42,43:B5,22,23"]' '' '1. 33-28 22x33 2. 38x29x18 *' '' \
    '[Puzzle "c"]' '[Goal "material 1"]' '[ProofDepth "1"]' '[FEN "W:W32,33,38,42,43:B5,22,23"]' '' '1. 33-28 22x33 2. 38x29x18 *' '' \
    '[Puzzle "b"]' '[Goal "material 1"]' '[ProofDepth "1"]' '[FEN "B:W28,29,46:B8,9,13,18"]' '' '1... 18-23 2. 29x18 13x22x33 *' >"$puzzles_file"
expect_output "puzzles prune drops an unsound puzzle and a colour twin" \
    "$(printf 'dropped c: another first move, 32-28, also forces the goal within 1 ply\ndropped b: the colour twin of a\n1 of 3 puzzles kept in %s' "$puzzles_file")" \
    puzzles prune "$puzzles_file"
expect_output "a pruned file holds what was kept" "$(printf 'game 1 (a, line 1): ok\n1 puzzle checked: 1 ok, 0 failed, 0 not readable')" \
    puzzles check "$puzzles_file"
rm -f "$puzzles_file"
# generate --from mines a file's games: this one is only a start, the
# shipped collection's international-0001 (28x19x30 takes 23 and 24).
games_file=cli_games.$$.pdn
printf '%s\n' '[GameType "20"]' '[SetUp "1"]' '[FEN "W:W27,28,32,34,35,37,39,40,45-48,50:B1,2,4,5,9-11,13,14,16,23-25"]' '' '*' >"$games_file"
mined=$("${cli[@]}" puzzles generate --variant international --count 1 --from "$games_file" --out "$puzzles_file" 2>&1)
expected=$(printf '%s: 1 game to mine\ninternational-0001 material 2 difficulty 1 depth 1\ngames 1, puzzles 1\n1 puzzle in %s' "$games_file" "$puzzles_file")
[ "$mined" = "$expected" ] || fail "puzzles generate --from mines the games of a file" "expected: $expected" "actual: $mined"
grep -q "^\[Origin \"file $games_file game 0 ply 0\"\]" "$puzzles_file" ||
    fail "a mined puzzle names its file, game and ply" "$(cat "$puzzles_file")"
rm -f "$puzzles_file" "$games_file"
expect_error "puzzles without a command" "puzzles needs a command: generate, check or prune" puzzles
expect_error "puzzles with an unknown command" 'unknown puzzles command "solve"' puzzles solve
expect_error "puzzles generate needs a file" "puzzles generate needs --out FILE" puzzles generate --variant polish --count 5
expect_error "puzzles generate on at most two threads" "--threads must be a whole number from 1 to 2" \
    puzzles generate --variant polish --count 5 --out x.pdn --threads 3
expect_error "puzzles check needs a file" "puzzles check needs a PDN file" puzzles check
expect_error "puzzles generate makes puzzles of the original rules only" 'puzzles are generated under the original rules only' \
    puzzles generate --variant international --rules fmjd --count 5 --out x.pdn
expect_error "puzzles generate spells the rule sets as everywhere" 'unknown rule set "FMJD"' \
    puzzles generate --variant international --rules FMJD --count 5 --out x.pdn
expect_error "the endgame tables hold the original rules only" 'built for the original rules only' \
    egdb probe --variant international --rules fmjd --fen 'W:WK46:BK5' --dir .
# Under the FMJD's rules White begins: the best move starts on 31 to 35.
fmjd_search=$("${cli[@]}" search --variant international --rules fmjd --depth 1 2>&1 | tail -n 1)
if ! printf '%s' "$fmjd_search" | grep -qE '^bestmove 3[1-5]-(2[6-9]|30)$'; then
    fail "search takes the rule set: FMJD's White begins" "actual: $fmjd_search"
fi
expect_error "match names the rule set as everywhere" 'unknown rule set "strict"' \
    match --variant international --rules strict --levels 1,1 --games 2

expect_error "no command" "no command given"
expect_error "unknown command" 'unknown command "jump"' jump
expect_error "unknown variant" 'unknown variant "checkers"' fen --variant checkers
expect_error "missing variant" "missing --variant" moves
expect_error "malformed FEN names the square and column" '"51" is not a square of International \(at column 4\)' \
    moves --variant international --fen "W:W51:B1"
expect_error "FEN with a bad side" "side to move must be W or B" moves --variant polish --fen "X:W31:B1"
expect_error "bad depth" "--depth must be a whole number" perft --variant polish --depth deep
expect_error "unknown option" "unknown option --colour" fen --variant polish --colour white
expect_error "search without a limit" "search needs --depth, --movetime, --nodes or --level" search --variant polish
expect_error "search at a level that does not exist" "--level must be a whole number from 1 to 8" search --variant polish --level 9
expect_error "search with a level and a depth" "--level sets the depth itself" search --variant polish --level 3 --depth 4
expect_error "match without levels" "match needs --levels A,B" match --variant polish --games 2
expect_error "match with a bad level" '--levels must be two levels from 1 to 8' match --variant polish --levels 9,1 --games 2
expect_error "match cannot write its games into a folder that is not there" 'cannot write "no-such-folder.'$$'/games.pdn"' \
    match --variant polish --levels 1,1 --games 1 --pdn "no-such-folder.$$/games.pdn"
expect_error "generate needs a number of games" "missing --games" generate --variant polish
expect_error "play a file that is not there" 'cannot open "no-such-file.pdn"' play no-such-file.pdn
expect_error "a position with a man on his crowning row" "a White man cannot stand on 1" moves --variant international --fen "W:W1:B50"
expect_error "a long bad position is quoted in part" 'found "QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ\.\.\."' \
    moves --variant international --fen "$(printf 'Q%.0s' $(seq 1 5000))"

finish "draughts-cli contract"
