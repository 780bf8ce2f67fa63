#!/usr/bin/env bash
# Proves the Qt-free part on 64-bit Windows from a Debian 12 machine:
# installs what is missing (MinGW-w64, Wine, Catch2, the icon tools),
# cross-builds the library, draughts-cli and the Qt-free tests (preset
# windows-cross, build-windows/), runs every test under Wine in a fresh
# WINEPREFIX, then a few draughts-cli commands whose answers are known:
# perft of the five games, a PDN file with CRLF line ends and Czech names
# under a non-ASCII file name, a FEN error, a DXP game over loopback. Also
# checks that the .exe files need no MinGW DLL and carry their icon and
# version. Not part of scripts/test.sh: installing Wine takes minutes.
# docs/building.md.
#   JOBS=N scripts/check-windows.sh     (default: every core)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

packages=(cmake ninja-build catch2 g++-mingw-w64-x86-64-posix wine64 librsvg2-bin icoutils)
scripts/install-packages.sh "${packages[@]}"

wine=/usr/lib/wine/wine64
[ -x "$wine" ] || wine=$(command -v wine64 || command -v wine)
wineserver=$(dirname "$wine")/wineserver
[ -x "$wineserver" ] || wineserver=$(command -v wineserver || true)

# A Wine of its own in a temporary folder, quiet, without the .NET and
# browser add-ons that a console program never needs.
scratch=$(mktemp -d)
export WINEPREFIX="$scratch/wine" WINEARCH=win64 WINEDEBUG=-all WINEDLLOVERRIDES="mscoree=;mshtml="
cleanup() {
    # -k only asks Wine's processes to end; -w waits until they have, so
    # that none still writes into the prefix while it is removed.
    [ -z "$wineserver" ] || { "$wineserver" -k 2>/dev/null; "$wineserver" -w 2>/dev/null; } || true
    rm -rf "$scratch"
}
trap cleanup EXIT
# Wine passes command lines and file names through the locale: UTF-8.
export LANG=C.UTF-8 LC_ALL=C.UTF-8
echo "Preparing a fresh Wine prefix"
# One Wine server for the whole run: by default it ends three seconds after
# its last program, and a program started just then fails with "wine
# client error: recvmsg: Connection reset by peer".
mkdir -p "$WINEPREFIX"
[ -z "$wineserver" ] || "$wineserver" -p
"$wine" wineboot --init >/dev/null 2>&1

jobs=${JOBS:-$(nproc)}
cmake --preset windows-cross >/dev/null
cmake --build --preset windows-cross -j"$jobs"
ctest --preset windows-cross -j"$jobs"

# ---- draughts-cli under Wine, answers known by hand or published --------
cli=build-windows/bin/draughts-cli.exe
failures=0
fail() {
    echo "FAIL: $1"
    shift
    printf '  %s\n' "$@"
    failures=$((failures + 1))
}

# name, expected status, expected stdout, arguments...
expect() {
    local name="$1" status="$2" expected="$3"
    shift 3
    local actual code=0
    actual=$("$wine" "$cli" "$@" 2>"$scratch/stderr") || code=$?
    if [ "$code" -ne "$status" ] || [ "$actual" != "$expected" ]; then
        fail "$name" "expected (status $status): $expected" "actual (status $code): $actual" \
            "stderr: $(cat "$scratch/stderr")"
    elif [[ "$actual" == *$'\r'* ]]; then
        fail "$name" "the output has CR LF line ends; draughts-cli writes LF on every system"
    fi
}

# name, expected stderr line, arguments... (status 2, nothing on stdout)
expect_error() {
    local name="$1" expected="$2"
    shift 2
    local out code=0
    out=$("$wine" "$cli" "$@" 2>"$scratch/stderr") || code=$?
    local err
    err=$(cat "$scratch/stderr")
    if [ "$code" -ne 2 ] || [ -n "$out" ] || [ "$err" != "$expected" ]; then
        fail "$name" "expected status 2 and: $expected" "actual status $code, stdout: $out, stderr: $err"
    fi
}

# The International figures are the published ones; the small ones of the
# other games are counted by hand in tests/rules/perft_tests.cpp.
expect "perft: International, published, depth 6" 0 167140 perft --variant international --fen W:W31-50:B1-20 --depth 6
expect "perft: International, forty kings, published, depth 5" 0 7062 perft --variant international --fen W:WK31-50:BK1-20 --depth 5
expect "perft: Polish, depth 2" 0 81 perft --variant polish --depth 2
expect "perft: Twenty vs Ten, depth 3" 0 657 perft --variant twenty-vs-ten --depth 3
expect "perft: Corner Checkers, depth 2" 0 36 perft --variant corner --depth 2
expect "perft: To the Last Man, depth 3" 0 302 perft --variant last-man --depth 3

# The PDN reader's International file (Czech names in its tags) with CR LF
# line ends, under a file name that the ANSI code page cannot spell: the
# same answers as tests/pdn/CMakeLists.txt expects of the original.
crlf="$scratch/partie Dvořák – Novák.pdn"
sed 's/$/\r/' tests/pdn/data/international.pdn >"$crlf"
expect "play: CR LF line ends, Czech names, a non-ASCII file name" 1 "$(printf '%s\n' \
    'game 1: ok 27 0-2 B:W27,35,40-50:B1-4,6-8,12,14-16,20 variations 1 (4 moves)' \
    '  variation at 13:33 refused: 13:48 move "27x18": not a possible move here (White to move)' \
    'game 2: ok 5 1-1 B:W17,K25:B16,28,34:N1' \
    'game 3: error 27:49 move "37-31": not a possible move here (White to move)' \
    'game 4: ok 4 * W:W31,33-50:B1-13,15-18,20,23' \
    'game 5: ok 9 * W:W31,34-36,38-50:B1-13,15,16,18,20,28')" \
    play --variant international "$crlf"

expect_error "a FEN error names the square and the column" \
    'draughts-cli: FEN: "51" is not a square of International (at column 4)' \
    moves --variant international --fen W:W51:B1
expect_error "a missing file is named in UTF-8" \
    'draughts-cli: cannot open "chybí žluťoučký kůň.pdn"' \
    play "chybí žluťoučký kůň.pdn"
expect "--version" 0 "draughts-cli $(sed -n 's/^project(draughts VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)" --version

# DXP over loopback TCP (docs/dxp.md): two copies under Wine play a game
# through the Winsock layer, one listening as the follower, one initiating.
# The follower's files exist before it starts: the shell opens them in the
# background job, maybe after the first look for the port, and reading a
# file not yet there would end the script (set -e, pipefail).
: >"$scratch/dxp-follower.out"
: >"$scratch/dxp-follower.err"
"$wine" "$cli" dxp --listen 0 --movetime 20 >"$scratch/dxp-follower.out" 2>"$scratch/dxp-follower.err" &
follower=$!
port=""
for _ in $(seq 300); do
    port=$(tr -d '\r' <"$scratch/dxp-follower.err" | sed -n 's/^dxp: listening on port //p')
    [ -n "$port" ] && break
    sleep 0.1
done
if [ -z "$port" ]; then
    kill "$follower" 2>/dev/null || true
    fail "dxp --listen names its port under Wine" "$(cat "$scratch/dxp-follower.err")"
else
    code=0
    "$wine" "$cli" dxp --connect "127.0.0.1:$port" --initiate --games 1 --movetime 20 \
        >"$scratch/dxp-initiator.out" 2>"$scratch/dxp-initiator.err" || code=$?
    follower_code=0
    wait "$follower" || follower_code=$?
    game='^game 1: Draughts [0-9.]+ \(White\) - Draughts [0-9.]+ \(Black\) (2-0|0-2|1-1) .*plies$'
    if [ "$code" -ne 0 ] || [ "$follower_code" -ne 0 ] || ! grep -qE "$game" "$scratch/dxp-initiator.out" ||
        ! grep -qE "$game" "$scratch/dxp-follower.out"; then
        fail "two copies play a DXP game over loopback under Wine" "status $code and $follower_code" \
            "$(cat "$scratch/dxp-initiator.out" "$scratch/dxp-initiator.err" "$scratch/dxp-follower.out" "$scratch/dxp-follower.err")"
    fi
fi

# Linked statically: only DLLs that every Windows has.
for exe in build-windows/bin/*.exe; do
    foreign=$(x86_64-w64-mingw32-objdump -p "$exe" | sed -n 's/^\s*DLL Name: //p' |
        grep -viE '^(kernel32|msvcrt|shell32|user32|advapi32|ws2_32|api-ms-win-.*)\.dll$' || true)
    [ -z "$foreign" ] || fail "$exe needs DLLs that Windows does not have" "$foreign"
done
# The icon and the version in the file's properties.
resources=$(wrestool -l "$cli")
[[ "$resources" == *"--type=14"* ]] || fail "draughts-cli.exe has no icon" "$resources"
[[ "$resources" == *"--type=16"* ]] || fail "draughts-cli.exe has no version information" "$resources"

if [ "$failures" -ne 0 ]; then
    echo "$failures Windows check(s) failed"
    exit 1
fi
echo "Windows: every Qt-free test and every draughts-cli check passed under Wine"
