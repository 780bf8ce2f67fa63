#!/usr/bin/env bash
# draughts-cli egdb build stopped by SIGTERM inside To the Last Man's slice
# of four stones saves the slice's state, says so and exits with 1; the same
# command then goes on from that state and finishes (docs/egdb.md, "Using
# it"). A POSIX signal: run where the program runs natively.
set -u
cli=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
failures=0
fail() {
    echo "FAIL: $1"
    [ $# -gt 1 ] && echo "  $2"
    failures=$((failures + 1))
}
says() { # output file, line pattern, check's name
    grep -q "$2" "$1" || fail "$3" "$(cat "$1")"
}

"$cli" egdb build --variant last-man --pieces 4 --dir "$dir/tables" --threads 2 >"$dir/first.txt" 2>&1 &
pid=$!
# Stopped once the slice of four stones has shown progress: on any machine,
# however busy, the signal then lands inside that slice.
for _ in $(seq 1 6000); do
    grep -q "slice 3/3 4 (.*): 25 %" "$dir/first.txt" && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
done
kill -TERM "$pid"
wait "$pid"
rc=$?
[ "$rc" -eq 1 ] || fail "a stopped build exits with 1" "exit code $rc: $(cat "$dir/first.txt")"
says "$dir/first.txt" "slice 3/3 4 (.*): state saved, a later build goes on from it" \
    "a stopped build says it saved the slice's state"
says "$dir/first.txt" "^stopped: the same command goes on where this build stopped" "a stopped build says how to go on"
[ -f "$dir/tables/last-man-4.unfinished" ] || fail "the state is saved as last-man-4.unfinished" "$(ls "$dir/tables")"
[ -f "$dir/tables/last-man-4.egdb" ] && fail "a stopped build writes no table of the slice it was solving"

"$cli" egdb build --variant last-man --pieces 4 --dir "$dir/tables" --threads 2 >"$dir/second.txt" 2>&1
rc=$?
[ "$rc" -eq 0 ] || fail "the build goes on and finishes" "exit code $rc: $(cat "$dir/second.txt")"
says "$dir/second.txt" "slice 3/3 4 (.*): going on from the state an earlier build saved" \
    "the next build goes on from the saved state"
says "$dir/second.txt" "3 slices (1 built, 2 kept)" "the next build keeps the finished slices"
[ -f "$dir/tables/last-man-4.egdb" ] || fail "the slice's table is written"
[ -f "$dir/tables/last-man-4.unfinished" ] && fail "the saved state is removed once the table is written"

[ "$failures" -eq 0 ] && echo "egdb stop and resume: all checks passed"
exit "$failures"
