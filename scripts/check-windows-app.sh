#!/usr/bin/env bash
# Proves the Windows build of the game under Wine and Xvfb, from a Debian 12
# machine: builds it first (scripts/build-windows-app.sh: the Qt build the
# first time, about 70 minutes on two cores; a few minutes after that), then
# in a fresh WINEPREFIX
#   - runs the window's own tests (app_tests) with the offscreen platform;
#   - installs with the installer, silently, for the current user, and checks
#     the Start menu entry and the .pdn association;
#   - starts the installed game on a virtual screen, measures the time until
#     its first-start welcome shows, and photographs it;
#   - has the game draw the International board, in English and in Czech
#     (its --screenshot option), and open a .pdn file given on the command
#     line (--print-fen), whose position draughts-cli.exe play agrees with;
#   - uninstalls silently and checks that nothing is left behind.
# The screenshots go to docs/screenshots/windows-*.png: look at them.
# Not part of scripts/test.sh or CI (the Qt build takes too long).
# docs/building.md, "Windows: the game".
#   JOBS=N scripts/check-windows-app.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

packages=(wine64 xvfb xdotool x11-apps x11-utils netpbm)
missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
if ((${#missing[@]})); then
    echo "Installing missing packages: ${missing[*]}"
    as_root=()
    [ "$(id -u)" -eq 0 ] || as_root=(sudo)
    "${as_root[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

scripts/build-windows-app.sh
qt_prefix=${XDG_CACHE_HOME:-$HOME/.cache}/draughts/qt-6.4.2-mingw64
export DRAUGHTS_QT_WINDOWS=$qt_prefix
jobs=${JOBS:-$(nproc)}
version=$(sed -n 's/^project(draughts VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
dist=build-windows-app/dist
installer=$dist/draughts-$version-windows-x64-setup.exe
shots=docs/screenshots

wine=/usr/lib/wine/wine64
[ -x "$wine" ] || wine=$(command -v wine64 || command -v wine)
wineserver=$(dirname "$wine")/wineserver
[ -x "$wineserver" ] || wineserver=$(command -v wineserver)

scratch=$(mktemp -d)
export WINEPREFIX="$scratch/wine" WINEARCH=win64 WINEDEBUG=-all WINEDLLOVERRIDES="mscoree=;mshtml="
export LANG=C.UTF-8 LC_ALL=C.UTF-8
xvfb_pid=""
cleanup() {
    { "$wineserver" -k 2>/dev/null; "$wineserver" -w 2>/dev/null; } || true
    [ -z "$xvfb_pid" ] || kill "$xvfb_pid" 2>/dev/null || true
    rm -rf "$scratch"
}
trap cleanup EXIT

failures=0
fail() {
    echo "FAIL: $1"
    shift
    printf '  %s\n' "$@"
    failures=$((failures + 1))
}

# A virtual screen of its own, larger than the window.
display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 1280x1024x24 -nolisten tcp >"$scratch/xvfb.log" 2>&1 &
xvfb_pid=$!
export DISPLAY=$display
for _ in $(seq 50); do
    xdpyinfo >/dev/null 2>&1 && break
    sleep 0.1
done

echo "Preparing a fresh Wine prefix"
mkdir -p "$WINEPREFIX"
"$wineserver" -p
"$wine" wineboot --init >/dev/null 2>&1
"$wineserver" -w

# Wine's name for a file of this machine.
winpath() { "$wine" winepath -w "$1" 2>/dev/null | tr -d '\r'; }

# Photographs window $1 into the PNG $2.
photograph() {
    xwd -silent -id "$1" | xwdtopnm 2>/dev/null | pnmtopng >"$2"
}

# ---- the window's tests, offscreen ---------------------------------------
cmake --build --preset windows-app -j"$jobs" --target app_tests
echo "Running app_tests.exe under Wine (offscreen)"
gcc_runtime=$(dirname "$(x86_64-w64-mingw32-g++-posix -print-libgcc-file-name)")
code=0
WINEPATH="$(winpath "$qt_prefix/bin");$(winpath "$gcc_runtime");$(winpath /usr/x86_64-w64-mingw32/lib)" \
    QT_PLUGIN_PATH="$(winpath "$qt_prefix/plugins")" QT_QPA_PLATFORM=offscreen \
    "$wine" build-windows-app/bin/app_tests.exe >"$scratch/app_tests.log" 2>&1 || code=$?
tail -n 5 "$scratch/app_tests.log"
[ "$code" -eq 0 ] || fail "app_tests under Wine" "status $code; the failures:" \
    "$(grep -E '^FAIL|failed' "$scratch/app_tests.log" | head -n 40)"

# ---- install -------------------------------------------------------------
echo "Installing $installer silently"
"$wine" "$installer" /S /CurrentUser
"$wineserver" -w
programs="$WINEPREFIX/drive_c/users/$USER/AppData/Local/Programs"
installed="$programs/Draughts"
if [ ! -e "$installed/draughts.exe" ]; then
    fail "the installer put draughts.exe in $installed" "$(find "$WINEPREFIX/drive_c" -name draughts.exe)"
    exit 1
fi
start_menu=$(find "$WINEPREFIX/drive_c/users/$USER" -path '*Start Menu*' -name 'Draughts.lnk')
[ -n "$start_menu" ] || fail "the installer made a Start menu entry"
association=$("$wine" reg query 'HKCU\Software\Classes\.pdn' /ve 2>/dev/null | tr -d '\r')
[[ "$association" == *Draughts.PdnFile* ]] || fail ".pdn files belong to the game" "$association"
command=$("$wine" reg query 'HKCU\Software\Classes\Draughts.PdnFile\shell\open\command' /ve 2>/dev/null | tr -d '\r')
[[ "$command" == *'draughts.exe" "%1"'* ]] || fail ".pdn files open in draughts.exe" "$command"
icon=$("$wine" reg query 'HKCU\Software\Classes\Draughts.PdnFile\DefaultIcon' /ve 2>/dev/null | tr -d '\r')
[[ "$icon" == *'draughts.exe",0'* ]] || fail ".pdn files carry the game's icon" "$icon"
exe=$(winpath "$installed/draughts.exe")
cli=$(winpath "$installed/draughts-cli.exe")

# ---- the first start -----------------------------------------------------
started=$(date +%s.%N)
"$wine" "$exe" >"$scratch/first-start.log" 2>&1 &
window=""
for _ in $(seq 600); do
    window=$(xdotool search --onlyvisible --name '^(Welcome|Draughts).*' 2>/dev/null | head -n 1 || true)
    [ -n "$window" ] && break
    sleep 0.1
done
if [ -z "$window" ]; then
    fail "the installed game shows a window within a minute" "$(cat "$scratch/first-start.log")"
else
    startup=$(awk -v a="$started" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
    sleep 2 # the first paint
    photograph "$window" "$shots/windows-welcome.png"
    echo "The first window showed after $startup s: $(xdotool getwindowname "$window")"
fi
"$wineserver" -k || true
"$wineserver" -w || true
"$wineserver" -p

# ---- the board, in English and in Czech ----------------------------------
"$wine" "$exe" --variant international --moves "32-28 19-23 28x19 14x23" --size 1100x760 \
    --screenshot "$(winpath "$PWD/$shots/windows-international.png")" >"$scratch/shot.log" 2>&1 ||
    fail "draughts.exe --screenshot (International)" "$(cat "$scratch/shot.log")"
"$wine" "$exe" --language cs --variant international --moves "32-28 19-23 28x19 14x23" --size 1100x760 \
    --screenshot "$(winpath "$PWD/$shots/windows-international-cs.png")" >"$scratch/shot-cs.log" 2>&1 ||
    fail "draughts.exe --language cs --screenshot" "$(cat "$scratch/shot-cs.log")"

# ---- a .pdn file on the command line -------------------------------------
game="$scratch/partie Dvořák.pdn"
printf '[Event "Windows check"]\n[White "Dvořák"]\n[Black "Novák"]\n[GameType "20"]\n[Result "*"]\n\n1. 32-28 19-23 2. 28x19 14x23 *\n' >"$game"
fen=$("$wine" "$exe" --print-fen "$(winpath "$game")" 2>"$scratch/open.log" | tr -d '\r') || true
play=$("$wine" "$cli" play --variant international "$(winpath "$game")" 2>&1 | tr -d '\r') || true
if [ -z "$fen" ] || [[ "$play" != *"$fen"* ]]; then
    fail "draughts.exe opens a .pdn file given on the command line, at the position draughts-cli finds" \
        "draughts.exe --print-fen: $fen $(cat "$scratch/open.log")" "draughts-cli play: $play"
fi

# ---- uninstall -----------------------------------------------------------
echo "Uninstalling silently"
"$wine" "$(winpath "$installed/uninstall.exe")" /S /CurrentUser
"$wineserver" -w
left=$(find "$programs" -path "$installed*" 2>/dev/null || true)
[ -z "$left" ] || fail "the uninstaller leaves nothing in the install folder" "$left"
[ -z "$(find "$WINEPREFIX/drive_c/users/$USER" -name 'Draughts.lnk')" ] || fail "the uninstaller removes the shortcuts"
"$wine" reg query 'HKCU\Software\Classes\Draughts.PdnFile' >/dev/null 2>&1 &&
    fail "the uninstaller removes the .pdn association"
"$wine" reg query 'HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\Draughts' >/dev/null 2>&1 &&
    fail "the uninstaller removes its entry among the installed programs"

if [ "$failures" -ne 0 ]; then
    echo "$failures Windows check(s) of the game failed"
    exit 1
fi
echo "Windows: the game's tests, installer, window, screenshots and uninstaller passed under Wine"
