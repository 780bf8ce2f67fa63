#!/usr/bin/env bash
# Checks of the installed tree and of the .deb, run by CTest (see
# CMakeLists.txt here): packaging_tests.sh CHECK ARGUMENTS...
#   install BUILD PREFIX       cmake --install into a fresh PREFIX
#   tree PREFIX APP_ID         every file where the desktop looks for it; the programs run
#   desktop PREFIX APP_ID      desktop-file-validate on the menu entry
#   appstream PREFIX APP_ID    appstreamcli validate --no-net on the metainfo file
#   mime PREFIX                the PDN type is recognised by name and by content
#   man PREFIX                 the manual pages format cleanly and name every command and option
#   deb BUILD OUT              cpack -G DEB into a fresh OUT, then its control fields
#   deb-tree OUT APP_ID        the .deb unpacked (dpkg -x): the tree under /usr
#   source BUILD OUT           the source package: the sources, and no build folders or git
set -euo pipefail
check="$1"
shift
source "$(dirname "$0")/../lib.sh"

need() { # tool, Debian package
    command -v "$1" >/dev/null || {
        echo "FAIL: $1 is missing (Debian package $2; scripts/setup.sh installs it)"
        exit 1
    }
}

# The files a Linux desktop expects, relative to the prefix.
expected_files() { # app id
    cat <<LIST
bin/draughts
bin/draughts-cli
share/applications/$1.desktop
share/metainfo/$1.metainfo.xml
share/icons/hicolor/scalable/apps/$1.svg
share/mime/packages/$1.xml
share/man/man6/draughts.6.gz
share/man/man6/draughts-cli.6.gz
share/doc/draughts/copyright
share/doc/draughts/README.md
LIST
}

check_tree() { # prefix, app id
    local prefix="$1" id="$2" file
    while read -r file; do
        [ -f "$prefix/$file" ] || fail "$file is not installed"
    done < <(expected_files "$id")
    for program in draughts draughts-cli; do
        [ -x "$prefix/bin/$program" ] || fail "bin/$program is not executable"
    done
    # Nothing but what the list names: no test programs, no static library, no headers.
    local extra
    extra=$(cd "$prefix" && find . -type f | sed 's|^\./||' | sort | comm -23 - <(expected_files "$id" | sort))
    [ -z "$extra" ] || fail "files installed that should not be: $extra"
    grep -qx "Icon=$id" "$prefix/share/applications/$id.desktop" || fail "the menu entry does not name the icon $id"
    grep -q "<launchable type=\"desktop-id\">$id.desktop</launchable>" "$prefix/share/metainfo/$id.metainfo.xml" ||
        fail "the AppStream file does not launch $id.desktop"
}

case "$check" in
install)
    build="$1" prefix="$2"
    rm -rf "$prefix"
    cmake --install "$build" --prefix "$prefix" >/dev/null
    ;;
tree)
    check_tree "$1" "$2"
    for program in draughts draughts-cli; do
        version=$("$1/bin/$program" --version)
        [[ "$version" =~ ^$program\ [0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "installed $program --version says \"$version\""
    done
    ;;
desktop)
    need desktop-file-validate desktop-file-utils
    file="$1/share/applications/$2.desktop"
    output=$(desktop-file-validate "$file" 2>&1) || fail "desktop-file-validate: $output"
    [ -z "$output" ] || fail "desktop-file-validate warns: $output"
    grep -qx 'Exec=draughts %f' "$file" || fail "Exec does not pass the file (%f)"
    grep -qx 'Categories=Game;BoardGame;' "$file" || fail "not in the board games menu"
    grep -qx 'MimeType=application/x-pdn;' "$file" || fail "does not open PDN files"
    grep -q '^Name\[cs\]=' "$file" && grep -q '^Comment\[cs\]=' "$file" || fail "no Czech name and comment"
    ;;
appstream)
    need appstreamcli appstream
    appstreamcli validate --no-net --explain "$1/share/metainfo/$2.metainfo.xml" ||
        fail "appstreamcli validate --no-net"
    ;;
mime)
    need update-mime-database shared-mime-info
    need gio libglib2.0-bin
    # A database of the system's types and ours, in the scratch folder.
    mkdir -p "$scratch/share/mime/packages" "$scratch/files"
    cp /usr/share/mime/packages/*.xml "$1"/share/mime/packages/*.xml "$scratch/share/mime/packages/"
    update-mime-database "$scratch/share/mime" 2>/dev/null
    type_of() {
        XDG_DATA_HOME="$scratch/none" XDG_DATA_DIRS="$scratch/share" gio info -a standard::content-type "$1" |
            sed -n 's/^ *standard::content-type: //p'
    }
    printf 'plain words\n' >"$scratch/files/named.pdn"
    printf '[Site "Brno"]\n[GameType "20"]\n1. 32-28 19-23 *\n' >"$scratch/files/game-type"
    printf '\xef\xbb\xbf[Event "Club"]\n1. 32-28 19-23 *\n' >"$scratch/files/event-after-bom"
    [ "$(type_of "$scratch/files/named.pdn")" = application/x-pdn ] || fail "*.pdn is not application/x-pdn"
    [ "$(type_of "$scratch/files/game-type")" = application/x-pdn ] || fail "a GameType tag is not application/x-pdn"
    [ "$(type_of "$scratch/files/event-after-bom")" = application/x-pdn ] ||
        fail "[Event after a byte-order mark is not application/x-pdn"
    ;;
man)
    need groff groff-base
    for page in draughts draughts-cli; do
        file="$1/share/man/man6/$page.6.gz"
        warnings=$(zcat "$file" | groff -man -ww -z -Tutf8 2>&1)
        [ -z "$warnings" ] || fail "$page.6: $warnings"
    done
    # Every command and option of the programs' own help is in their page.
    # grep reads the whole page (no -q): quitting at the first match would
    # end zcat and sed with SIGPIPE, which pipefail counts as a failure.
    documented() { # prefix, page, word or option
        zcat "$1/share/man/man6/$2.6.gz" | sed 's/\\-/-/g' | grep -E -- "(^|[^a-z-])$3([^a-z-]|$)" >/dev/null
    }
    for command in $("$1/bin/draughts-cli" help | sed -n 's/^.*draughts-cli \([a-z][a-z-]*\).*/\1/p'); do
        documented "$1" draughts-cli "$command" || fail "draughts-cli.6 does not describe the command $command"
    done
    for option in $("$1/bin/draughts-cli" help | grep -oE -- '--[a-z-]+' | sort -u); do
        documented "$1" draughts-cli "$option" || fail "draughts-cli.6 does not describe $option"
    done
    for option in $("$1/bin/draughts" --help | grep -oE -- '--[a-z-]+' | sort -u); do
        documented "$1" draughts "$option" || fail "draughts.6 does not describe $option"
    done
    ;;
deb)
    need dpkg-shlibdeps dpkg-dev
    build="$1" out="$2"
    rm -rf "$out"
    cpack -G DEB -B "$out" --config "$build/CPackConfig.cmake" >/dev/null
    debs=("$out"/*.deb)
    [ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] || { echo "FAIL: cpack made no single .deb"; exit 1; }
    info=$(dpkg-deb -f "${debs[0]}")
    field() { printf '%s\n' "$info" | sed -n "s/^$1: //p"; }
    [ "$(field Package)" = draughts ] || fail "Package is \"$(field Package)\""
    [ "$(field Section)" = games ] || fail "Section is \"$(field Section)\""
    [[ "$(field Version)" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "Version is \"$(field Version)\""
    [[ "$(field Maintainer)" =~ ^.+\ \<.+@.+\>$ ]] || fail "Maintainer is \"$(field Maintainer)\""
    depends=$(field Depends)
    [[ "$depends" == *libqt6widgets6* && "$depends" == *libqt6svg6* && "$depends" == *libc6* ]] ||
        fail "Depends, computed by dpkg-shlibdeps, lacks the Qt or C libraries: \"$depends\""
    # The summary, then the long description, indented.
    [ -n "$(field Description)" ] || fail "no summary"
    [ "$(printf '%s\n' "$info" | sed -n '/^Description:/,/^[A-Z]/p' | grep -c '^ ')" -ge 4 ] ||
        fail "the long description is missing"
    contents=$(dpkg-deb -c "${debs[0]}")
    for program in draughts draughts-cli; do
        [[ "$contents" =~ \ \./usr/bin/$program($'\n'|$) ]] || fail "dpkg-deb -c does not list /usr/bin/$program"
    done
    ;;
deb-tree)
    out="$1" id="$2"
    root="$out/root"
    rm -rf "$root"
    dpkg -x "$out"/*.deb "$root"
    check_tree "$root/usr" "$id"
    [ -z "$(ls -A "$root" | grep -vx usr)" ] || fail "the package installs outside /usr: $(ls -A "$root")"
    ;;
source)
    build="$1" out="$2"
    rm -rf "$out"
    mkdir -p "$out"
    (cd "$out" && cpack --config "$build/CPackSourceConfig.cmake" >/dev/null)
    tarballs=("$out"/draughts-*.tar.gz)
    [ -f "${tarballs[0]}" ] || { echo "FAIL: no source package"; exit 1; }
    listing=$(tar -tzf "${tarballs[0]}")
    for file in CMakeLists.txt CMakePresets.json LICENSE src/cli/main.cpp packaging/draughts.desktop.in \
                resources/icons/draughts.svg tests/CMakeLists.txt; do
        # A here-string, not a pipe: grep -q stops at the first match, and under
        # pipefail the writer's broken pipe would fail a check that found its file.
        grep -qx "draughts-[0-9.]*/$file" <<<"$listing" || fail "the source package lacks $file"
    done
    unwanted=$(printf '%s\n' "$listing" | grep -E '^[^/]+/(\.git(/|$)|build(-[^/]*)?/|_CPack_Packages/)' | head -3 || true)
    [ -z "$unwanted" ] || fail "the source package holds build or git files: $unwanted"
    ;;
*)
    echo "unknown check $check"
    exit 2
    ;;
esac

finish "$check"
