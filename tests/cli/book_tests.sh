#!/usr/bin/env bash
# draughts-cli book: a tiny book made by the engine's searches (one ply, a
# small number of positions a search), read back by `search --level 8`
# through a book file's header and lines, the same on two threads; the
# shipped book answers level 8 at the start, `--no-book` searches; bad
# options.
# book_tests.sh [EMULATOR] DRAUGHTS_CLI
set -u
cli=("$@")
source "$(dirname "$0")/../lib.sh"

# One ply from each start: the original text's (Black begins) and the
# FMJD's (White begins), two positions, each with at most two moves.
out=$("${cli[@]}" book --variant international --plies 1 --width 2 --margin 50 --nodes 2000 --out "$scratch/tiny.book" 2>&1)
status=$?
lines=$(grep -vc '^#' "$scratch/tiny.book" 2>/dev/null)
if [ "$status" -ne 0 ] || [ "$lines" != 2 ] ||
    ! grep -qE '^B:W31-50:B1-20( [0-9]+-[0-9]+ [+-]?[0-9]+){1,2}$' "$scratch/tiny.book" ||
    ! grep -qE '^W:W31-50:B1-20( [0-9]+-[0-9]+ [+-]?[0-9]+){1,2}$' "$scratch/tiny.book" ||
    ! grep -qF "# Made by: draughts-cli book --variant international --plies 1 --margin 50 --width 2 --nodes 2000 --out $scratch/tiny.book" "$scratch/tiny.book" ||
    ! printf '%s\n' "$out" | tail -n 1 | grep -qE '^book: 2 positions, [2-4] moves, [0-9]+ s, written to '; then
    fail "book: one ply from both start positions" "status $status, $lines lines" "$out" "$(cat "$scratch/tiny.book" 2>&1)"
fi

# Two threads score the positions of a ply at once, each from an empty
# table: the same book, line for line.
out=$("${cli[@]}" book --variant international --plies 2 --width 2 --margin 50 --nodes 2000 --out "$scratch/one.book" 2>&1 &&
    "${cli[@]}" book --variant international --plies 2 --width 2 --margin 50 --nodes 2000 --threads 2 --out "$scratch/two.book" 2>&1)
if [ "$?" -ne 0 ] || ! cmp -s "$scratch/one.book" <(sed "s|two.book|one.book|" "$scratch/two.book") ||
    [ "$(grep -vc '^#' "$scratch/two.book")" -lt 4 ]; then
    fail "book --threads 2: the same book as one thread" "$out" "$(diff "$scratch/one.book" "$scratch/two.book" 2>&1)"
fi

# The shipped book answers level 8 at the start at once; --no-book searches.
out=$("${cli[@]}" search --variant international --level 8 --seed 3 2>&1)
if [ "$?" -ne 0 ] || ! printf '%s\n' "$out" | grep -qE '^book score [+-]?[0-9]+$' ||
    printf '%s\n' "$out" | grep -q '^info' || ! printf '%s\n' "$out" | grep -qE '^bestmove [0-9]+-[0-9]+$'; then
    fail "search --level 8: a book move from the start" "$out"
fi
out=$("${cli[@]}" search --variant international --level 8 --movetime 50 --no-book 2>&1)
if [ "$?" -ne 0 ] || printf '%s\n' "$out" | grep -q '^book' || ! printf '%s\n' "$out" | grep -q '^info depth'; then
    fail "search --level 8 --no-book: searched" "$out"
fi

# A match of two in-process levels without the book: accepted, played.
out=$("${cli[@]}" match --variant international --levels 8,8 --games 2 --nodes 2000 --max-plies 20 --no-book 2>&1)
if [ "$?" -ne 0 ] || ! printf '%s\n' "$out" | tail -n 1 | grep -qE '^8-8: [0-2]-[0-2]-[0-2]$'; then
    fail "match --no-book" "$out"
fi

# Bad options: status 2 and a line saying what is wrong.
expect_error "book without --out" "book needs --out FILE" book --variant international --nodes 100
expect_error "book without a search limit" "book needs one of --depth D, --nodes N and --movetime MS" book --variant international --out "$scratch/x.book"
expect_error "book with two search limits" "book needs one of --depth D, --nodes N and --movetime MS" book --variant international --depth 2 --nodes 100 --out "$scratch/x.book"
expect_error "book with --width 0" "--width" book --variant international --nodes 100 --width 0 --out "$scratch/x.book"
expect_error "book with --threads 0" "--threads" book --variant international --nodes 100 --threads 0 --out "$scratch/x.book"
expect_error "search --no-book without a level" "--no-book only matter" search --variant international --depth 2 --no-book

finish "draughts-cli book"
