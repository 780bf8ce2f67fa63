#!/usr/bin/env bash
# Proves the Windows build of the game under Wine and Xvfb, from a Debian 12
# machine: builds it first (scripts/build-windows-app.sh: the Qt build the
# first time, about an hour on two cores; a minute after that), then in a
# fresh WINEPREFIX on a virtual screen
#   - installs with the installer, silently, for the current user, and checks
#     the Start menu entry and the .pdn association;
#   - starts the installed game, measures the time until its first-start
#     welcome shows and photographs it; chooses Play the Computer (the
#     International board), clicks two moves, which the computer answers;
#     saves the game with Game > Save As, and draughts-cli.exe play reads
#     the file back;
#   - opens a .pdn file given on the command line, and starts in Czech;
#   - uninstalls silently and checks that nothing is left behind;
#   - builds the window's own tests (app_tests) and runs them under Wine.
# Takes about 15 minutes after the build. The pictures go to
# docs/screenshots/windows-*.png: look at them. Not part of scripts/test.sh
# or CI (the Qt build takes too long). docs/building.md, "Windows: the game".
#   JOBS=N scripts/check-windows-app.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

packages=(wine64 xvfb xdotool x11-apps x11-utils netpbm)
scripts/install-packages.sh "${packages[@]}"

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
# One Wine server for the whole run (scripts/check-windows.sh says why).
"$wineserver" -p
"$wine" wineboot --init >/dev/null 2>&1

# Wine's name for a file of this machine.
winpath() { "$wine" winepath -w "$1" 2>/dev/null | tr -d '\r'; }

# ---- install -------------------------------------------------------------
# Wine names the Windows user after the Unix one.
wine_user=${USER:-$(id -un)}
echo "Installing $installer silently"
"$wine" "$installer" /S /CurrentUser
programs="$WINEPREFIX/drive_c/users/$wine_user/AppData/Local/Programs"
installed="$programs/Draughts"
if [ ! -e "$installed/draughts.exe" ]; then
    fail "the installer put draughts.exe in $installed" "$(find "$WINEPREFIX/drive_c" -name draughts.exe)"
    exit 1
fi
start_menu=$(find "$WINEPREFIX/drive_c/users/$wine_user" -path '*Start Menu*' -name 'Draughts.lnk')
[ -n "$start_menu" ] || fail "the installer made a Start menu entry"
association=$("$wine" reg query 'HKCU\Software\Classes\.pdn' /ve 2>/dev/null | tr -d '\r')
[[ "$association" == *Draughts.PdnFile* ]] || fail ".pdn files belong to the game" "$association"
command=$("$wine" reg query 'HKCU\Software\Classes\Draughts.PdnFile\shell\open\command' /ve 2>/dev/null | tr -d '\r')
[[ "$command" == *'draughts.exe" "%1"'* ]] || fail ".pdn files open in draughts.exe" "$command"
icon=$("$wine" reg query 'HKCU\Software\Classes\Draughts.PdnFile\DefaultIcon' /ve 2>/dev/null | tr -d '\r')
[[ "$icon" == *'draughts.exe",0'* ]] || fail ".pdn files carry the game's icon" "$icon"
exe=$(winpath "$installed/draughts.exe")
cli=$(winpath "$installed/draughts-cli.exe")

# The game's windows, found by the start of their title.
window_named() { # title-regex, seconds
    local found="" _
    for _ in $(seq $(($2 * 10))); do
        found=$(xdotool search --onlyvisible --name "$1" 2>/dev/null | head -n 1 || true)
        [ -n "$found" ] && break
        sleep 0.1
    done
    printf '%s\n' "$found"
}
# Photographs the screen's rectangle of window $1 (and of whatever lies over
# it: Xvfb runs no window manager, so a dialog is a window of its own) into
# the PNG $2, $3 pixels high (default: the window's height).
photograph() {
    local x y w h
    eval "$(xdotool getwindowgeometry --shell "$1" | sed -n 's/^\(X\|Y\|WIDTH\|HEIGHT\)=/\1=/p' |
        sed 's/^X=/x=/;s/^Y=/y=/;s/^WIDTH=/w=/;s/^HEIGHT=/h=/')"
    xwd -silent -root | xwdtopnm 2>/dev/null | pnmcut -left "$x" -top "$y" -width "$w" -height "${3:-$h}" | pnmtopng >"$2"
}
stop_game() {
    "$wineserver" -k 2>/dev/null || true
    "$wineserver" -w 2>/dev/null || true
    "$wineserver" -p
}

# ---- the first start, a game against the computer, Save As ---------------
started=$(date +%s.%N)
"$wine" "$exe" >"$scratch/first-start.log" 2>&1 &
disown # stop_game ends it
welcome=$(window_named '^Welcome' 60)
main=$(window_named '^International' 5)
if [ -z "$welcome" ] || [ -z "$main" ]; then
    fail "the installed game shows its window and the first-start welcome within a minute" \
        "$(cat "$scratch/first-start.log")"
    exit 1
fi
startup=$(awk -v a="$started" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
echo "The welcome showed $startup s after the start"
sleep 2 # its first paint
# The welcome reaches a pixel below the window; the picture shows all of it.
photograph "$main" "$shots/windows-welcome.png" 790

# "Play the Computer" (the first of the welcome's four buttons; its place
# with Wine's fonts): the player takes White, the computer Black, who
# begins under the original rules.
eval "$(xdotool getwindowgeometry --shell "$welcome" | sed -n 's/^\(X\|Y\)=/welcome_\1=/p')"
xdotool mousemove $((welcome_X + 75)) $((welcome_Y + 710)) click 1
sleep 8
photograph "$main" "$shots/windows-international.png"

# The centre of square $1 of the International board in the window at its
# size of 1100x760: the board's first square starts at (37, 51), each 66
# pixels wide.
eval "$(xdotool getwindowgeometry --shell "$main" | sed -n 's/^\(X\|Y\)=/main_\1=/p')"
square() {
    local row=$((($1 - 1) / 5)) place=$((($1 - 1) % 5))
    local column=$((row % 2 == 0 ? 2 * place + 1 : 2 * place))
    echo "$((main_X + 37 + 66 * column + 33)) $((main_Y + 51 + 66 * row + 33))"
}
play() { # from to: a click on each, then time for the computer's answer
    xdotool mousemove $(square "$1") click 1
    sleep 0.5
    xdotool mousemove $(square "$2") click 1
    sleep 8
}
play 32 28
play 37 32
photograph "$main" "$shots/windows-played.png"

# Game > Save As… through the menu's keys, into Windows' own file dialog.
saved="$scratch/saved.pdn"
xdotool windowfocus "$main"
xdotool key alt+g
sleep 1
xdotool key a
dialog=$(window_named '^Save Game' 20)
if [ -z "$dialog" ]; then
    fail "Game > Save As… opens the file dialog"
else
    xdotool windowfocus "$dialog"
    sleep 0.5
    xdotool key End shift+Home BackSpace
    xdotool type --delay 20 "$(winpath "$saved")"
    xdotool key Return
    sleep 4
fi
stop_game
if [ ! -s "$saved" ]; then
    fail "Save As wrote $(winpath "$saved")"
else
    read_back=$("$wine" "$cli" play "$(winpath "$saved")" 2>&1 | tr -d '\r') || true
    # Black's opening move, two of White's, and the computer's answer to each.
    if ! [[ "$read_back" =~ ^game\ 1:\ ok\ ([0-9]+) ]] || [ "${BASH_REMATCH[1]}" -lt 5 ] ||
        ! grep -q '32-28 ' "$saved" || ! grep -qE '37-32 [0-9]+[-x][0-9]+' "$saved"; then
        fail "the saved game holds the clicked moves and the computer's answers, and draughts-cli.exe reads it" \
            "draughts-cli play: $read_back" "$(cat "$saved")"
    fi
fi

# ---- a .pdn file on the command line -------------------------------------
game="$scratch/partie Dvořák – Novák.pdn"
printf '[Event "Windows check"]\n[White "Dvořák"]\n[Black "Novák"]\n[GameType "20"]\n[Result "*"]\n\n1. 32-28 19-23 2. 28x19 14x23 *\n' >"$game"
"$wine" "$exe" "$(winpath "$game")" >"$scratch/open.log" 2>&1 &
disown # stop_game ends it
opened=$(window_named 'partie Dvořák' 60)
if [ -z "$opened" ]; then
    fail "draughts.exe opens a .pdn file given on the command line" "$(cat "$scratch/open.log")" \
        "windows: $(xdotool search --onlyvisible --name . getwindowname %@ 2>/dev/null || true)"
else
    sleep 2
    photograph "$opened" "$shots/windows-opened.png"
fi
stop_game

# ---- Czech ---------------------------------------------------------------
"$wine" "$exe" --language cs >"$scratch/czech.log" 2>&1 &
disown # stop_game ends it
czech=$(window_named 'Dáma' 60)
if [ -z "$czech" ]; then
    fail "draughts.exe --language cs speaks Czech (a window named Dáma)" \
        "windows: $(xdotool search --onlyvisible --name . getwindowname %@ 2>/dev/null || true)"
else
    sleep 2
    photograph "$czech" "$shots/windows-czech.png"
fi
stop_game

# ---- uninstall -----------------------------------------------------------
echo "Uninstalling silently"
"$wine" "$(winpath "$installed/uninstall.exe")" /S /CurrentUser
# The uninstaller runs from a copy of itself, which goes on after the
# original has returned.
for _ in $(seq 300); do
    [ -e "$installed/uninstall.exe" ] || break
    sleep 0.1
done
sleep 2
left=$(find "$programs" -path "$installed*" 2>/dev/null || true)
[ -z "$left" ] || fail "the uninstaller leaves nothing in the install folder" "$left"
[ -z "$(find "$WINEPREFIX/drive_c/users/$wine_user" -name 'Draughts.lnk')" ] || fail "the uninstaller removes the shortcuts"
"$wine" reg query 'HKCU\Software\Classes\Draughts.PdnFile' >/dev/null 2>&1 &&
    fail "the uninstaller removes the .pdn association"
"$wine" reg query 'HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\Draughts' >/dev/null 2>&1 &&
    fail "the uninstaller removes its entry among the installed programs"

# ---- the window's tests --------------------------------------------------
# Qt 6.4's offscreen platform needs FreeType, which the Qt build leaves out;
# the minimal platform with Windows' fonts stands in for it.
cmake --build --preset windows-app -j"$jobs" --target app_tests
echo "Running app_tests.exe under Wine (minimal platform)"
gcc_runtime=$(dirname "$(x86_64-w64-mingw32-g++-posix -print-libgcc-file-name)")
code=0
WINEPATH="$(winpath "$qt_prefix/bin");$(winpath "$gcc_runtime");$(winpath /usr/x86_64-w64-mingw32/lib)" \
    QT_PLUGIN_PATH="$(winpath "$qt_prefix/plugins")" QT_QPA_PLATFORM=minimal:enablefonts \
    "$wine" build-windows-app/bin/app_tests.exe >build-windows-app/app_tests-wine.log 2>&1 || code=$?
tail -n 5 build-windows-app/app_tests-wine.log
[ "$code" -eq 0 ] || fail "app_tests under Wine" "status $code; the failures:" \
    "$(grep -E '^FAIL|failed' build-windows-app/app_tests-wine.log | head -n 40)"

if [ "$failures" -ne 0 ]; then
    echo "$failures Windows check(s) of the game failed"
    exit 1
fi
echo "Windows: the game's tests, installer, window, screenshots and uninstaller passed under Wine"
