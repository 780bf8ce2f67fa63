#!/usr/bin/env bash
# Builds the game for 64-bit Windows on a Debian 12 machine, from source:
#   1. Qt 6.4.2 for Windows, cross-built with Debian's MinGW-w64 from
#      Debian's own source packages (apt-get source), only the modules and
#      features the game uses, once, into a cache folder outside the
#      repository (printed; reused when present; --rebuild builds it again);
#   2. draughts.exe and draughts-cli.exe against it (preset windows-app,
#      build-windows-app/), with their icon, version and translations;
#   3. a self-contained folder with the Qt DLLs and plugins the game needs
#      (build-windows-app/dist/Draughts), a portable .zip of it and an
#      installer made with NSIS (build-windows-app/dist/).
# Installs whatever is missing with apt-get (through sudo when not root),
# and adds a deb-src entry for the archive the machine already uses.
# Takes about 70 minutes on two cores the first time (the Qt build),
# 10 minutes after that. docs/building.md, "Windows: the game".
#   scripts/build-windows-app.sh [--rebuild] [--qt-only]   JOBS=N (default: every core)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
repo=$PWD

rebuild=0
qt_only=0
for argument in "$@"; do
    case "$argument" in
    --rebuild) rebuild=1 ;;
    --qt-only) qt_only=1 ;;
    -h | --help)
        sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    *)
        echo "build-windows-app.sh: unknown argument: $argument (try --help)" >&2
        exit 2
        ;;
    esac
done

jobs=${JOBS:-$(nproc)}
qt_version=6.4.2
cache=${XDG_CACHE_HOME:-$HOME/.cache}/draughts
qt_prefix=$cache/qt-$qt_version-mingw64
qt_work=$cache/qt-$qt_version-mingw64-work

as_root=()
[ "$(id -u)" -eq 0 ] || as_root=(sudo)

# ---- packages ------------------------------------------------------------
# The cross compiler, the build machine's Qt 6.4.2 (its moc, rcc, uic,
# lrelease and CMake files drive the cross build), the compiled Qt
# catalogues (qt6-translations-l10n), NSIS, and the icon tools.
packages=(cmake ninja-build dpkg-dev g++-mingw-w64-x86-64-posix catch2
    qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-l10n-tools qt6-svg-dev qt6-multimedia-dev
    qt6-translations-l10n nsis zip librsvg2-bin icoutils)
scripts/install-packages.sh "${packages[@]}"
host_qt=$(dpkg-query -W -f='${Version}' qt6-base-dev-tools)
case "$host_qt" in
$qt_version*) ;;
*)
    echo "build-windows-app.sh: the build machine's Qt is $host_qt; the cross build needs its tools at $qt_version (Debian 12)" >&2
    exit 1
    ;;
esac

# ---- Qt's sources from the Debian archive -------------------------------
# apt-get source needs a deb-src entry; the machine's own entries name the
# archive (and its snapshot, if pinned), so the same ones are copied with
# the source type.
ensure_deb_src() {
    if [ -n "$(apt-cache showsrc qt6-base 2>/dev/null)" ]; then
        return
    fi
    local list=/etc/apt/sources.list.d/draughts-deb-src.sources file
    echo "Adding deb-src entries for the machine's Debian archive ($list)" >&2
    local entries=""
    for file in /etc/apt/sources.list.d/*.sources; do
        [ -e "$file" ] && [ "$file" != "$list" ] || continue
        grep -q '^URIs:.*debian' "$file" || continue
        entries+=$(sed 's/^Types:.*/Types: deb-src/' "$file")$'\n\n'
    done
    if [ -e /etc/apt/sources.list ]; then
        local lines
        lines=$(sed -n 's/^deb \(.*debian.*\)/deb-src \1/p' /etc/apt/sources.list)
        [ -z "$lines" ] || {
            list=/etc/apt/sources.list.d/draughts-deb-src.list
            entries=$lines$'\n'
        }
    fi
    if [ -z "$entries" ]; then
        echo "build-windows-app.sh: no Debian entry in /etc/apt/sources.list{,.d} to copy as deb-src" >&2
        exit 1
    fi
    printf '%s' "$entries" | "${as_root[@]}" tee "$list" >/dev/null
    "${as_root[@]}" apt-get update -qq >&2
}

# Unpacks Debian's source package $1 (with Debian's patches applied) under
# $qt_work/src and prints its folder.
source_package() {
    local package=$1 dir
    mkdir -p "$qt_work/src"
    dir=$(find "$qt_work/src" -maxdepth 1 -type d -name "$package-$qt_version*" | head -n 1)
    if [ -z "$dir" ]; then
        ensure_deb_src
        (cd "$qt_work/src" && apt-get source -qq "$package" >&2) || {
            echo "build-windows-app.sh: apt-get source $package failed" >&2
            exit 1
        }
        dir=$(find "$qt_work/src" -maxdepth 1 -type d -name "$package-$qt_version*" | head -n 1)
    fi
    printf '%s\n' "$dir"
}

# ---- Qt for Windows ------------------------------------------------------
# Applies the repository's patches for Debian's source package $1 in the
# folder $2 (packaging/windows/qt-patches/, each file's first line says
# why); a patch already applied is left as it is.
patch_source() {
    local package=$1 dir=$2 patch
    for patch in packaging/windows/qt-patches/"$package"-*.patch; do
        [ -e "$patch" ] || continue
        if patch -d "$dir" -p1 -R -s -f --dry-run <"$patch" >/dev/null 2>&1; then
            continue
        fi
        echo "Qt for Windows: applying $patch" >&2
        patch -d "$dir" -p1 -s -f <"$patch" >&2 || {
            echo "build-windows-app.sh: $patch does not apply to $dir" >&2
            exit 1
        }
    done
}

toolchain=$repo/cmake/toolchains/mingw-w64.cmake
# Options every Qt module is configured with: Windows from the MinGW
# toolchain, Qt's tools from the build machine, a release build of
# libraries only.
qt_common=(-G Ninja
    -DCMAKE_TOOLCHAIN_FILE="$toolchain"
    -DDRAUGHTS_MINGW_STATIC_RUNTIME=OFF
    -DCMAKE_BUILD_TYPE=Release
    -DCMAKE_INSTALL_PREFIX="$qt_prefix"
    -DQT_HOST_PATH=/usr
    -DQT_HOST_PATH_CMAKE_DIR=/usr/lib/x86_64-linux-gnu/cmake
    -DQT_BUILD_EXAMPLES=OFF -DQT_BUILD_TESTS=OFF -DQT_BUILD_BENCHMARKS=OFF)

# qtbase: Core, Gui, Widgets, Network, Test and the plugins the game loads
# (windows, offscreen for the tests, the Vista style). Everything else off,
# to build as little as possible; the third-party libraries Qt carries
# (zlib, PCRE2, HarfBuzz, libpng) are built into Qt rather than taken from
# the MinGW tree, so that no DLL but Qt's own needs shipping.
qtbase_features=(
    -DFEATURE_pkg_config=OFF
    -DFEATURE_opengl=OFF -DFEATURE_vulkan=OFF
    -DFEATURE_dbus=OFF -DFEATURE_sql=OFF -DFEATURE_xml=OFF
    -DFEATURE_printsupport=OFF -DFEATURE_concurrent=OFF
    -DFEATURE_openssl=OFF -DFEATURE_zstd=OFF -DFEATURE_icu=OFF
    -DFEATURE_freetype=OFF -DFEATURE_fontconfig=OFF
    -DFEATURE_jpeg=OFF -DFEATURE_gif=OFF
    -DFEATURE_system_zlib=OFF -DFEATURE_system_pcre2=OFF -DFEATURE_system_harfbuzz=OFF
    -DFEATURE_system_png=OFF -DFEATURE_system_doubleconversion=OFF
    -DFEATURE_androiddeployqt=OFF -DFEATURE_windeployqt=OFF
    -DFEATURE_testlib=ON -DFEATURE_network=ON -DFEATURE_widgets=ON)

# Builds and installs one Qt module from the source folder $1 into the
# prefix, once: a stamp in the prefix says it is there.
build_qt_module() {
    local name=$1 source=$2
    shift 2
    local stamp=$qt_prefix/.draughts-built-$name
    if [ -e "$stamp" ]; then
        echo "Qt for Windows: $name is in $qt_prefix"
        return
    fi
    local build=$qt_work/build-$name started=$SECONDS
    echo "Qt for Windows: building $name ($source, log in $build/build.log)"
    # A build that stopped goes on where it stopped (--rebuild starts afresh).
    mkdir -p "$build"
    cmake -S "$source" -B "$build" "${qt_common[@]}" "$@" >"$build/configure.log" 2>&1 || {
        tail -n 40 "$build/configure.log" >&2
        echo "build-windows-app.sh: configuring Qt's $name failed; the whole log: $build/configure.log" >&2
        exit 1
    }
    if ! cmake --build "$build" -j"$jobs" >"$build/build.log" 2>&1; then
        grep -m 20 -B 2 -A 8 'error' "$build/build.log" >&2 || tail -n 40 "$build/build.log" >&2
        echo "build-windows-app.sh: building Qt's $name failed; the whole log: $build/build.log" >&2
        exit 1
    fi
    cmake --install "$build" >"$build/install.log" 2>&1
    echo "$((SECONDS - started))" >"$stamp"
    echo "Qt for Windows: $name built in $((SECONDS - started)) s"
}

if ((rebuild)); then
    echo "Removing the Qt for Windows in $qt_prefix (--rebuild)"
    rm -rf "$qt_prefix" "$qt_work"
fi
echo "Qt $qt_version for Windows: $qt_prefix"
mkdir -p "$qt_prefix"
qtbase_source=$(source_package qt6-base)
patch_source qt6-base "$qtbase_source"
build_qt_module qtbase "$qtbase_source" "${qtbase_features[@]}"

# The modules after qtbase through the toolchain file Qt installed, which
# loads ours and knows where the build machine's Qt tools are.
qt_toolchain=$qt_prefix/lib/cmake/Qt6/qt.toolchain.cmake
qt_common=(-G Ninja
    -DCMAKE_TOOLCHAIN_FILE="$qt_toolchain"
    -DQT_CHAINLOAD_TOOLCHAIN_FILE="$toolchain"
    -DDRAUGHTS_MINGW_STATIC_RUNTIME=OFF
    -DCMAKE_BUILD_TYPE=Release
    -DCMAKE_INSTALL_PREFIX="$qt_prefix"
    -DQT_BUILD_EXAMPLES=OFF -DQT_BUILD_TESTS=OFF)

# Qt SVG: Debian's qt6-svg source. Where the archive does not give it (this
# machine's mirror answered 404), Debian's Qt 5.15 SVG source, ported to
# Qt 6 by a patch and built by packaging/windows/qtsvg/CMakeLists.txt: the
# game's SVG art renders the same, pixel for pixel (docs/building.md).
if [ ! -e "$qt_prefix/.draughts-built-qtsvg" ]; then
    if svg_source=$(source_package qt6-svg 2>/dev/null); then
        build_qt_module qtsvg "$svg_source"
    else
        echo "Qt for Windows: Debian's qt6-svg source cannot be fetched; using qtsvg-opensource-src (Qt 5.15) ported to Qt 6" >&2
        svg_source=$(qt_version=5.15 source_package qtsvg-opensource-src)
        patch_source qtsvg "$svg_source"
        build_qt_module qtsvg "$repo/packaging/windows/qtsvg" -DQTSVG_SOURCE_DIR="$svg_source"
    fi
fi

# Qt Multimedia: its Windows backend (Windows Media Foundation and WASAPI)
# is part of Qt6Multimedia.dll; no plugin. Video shaders are left out.
multimedia_source=$(source_package qt6-multimedia)
patch_source qt6-multimedia "$multimedia_source"
# Qt Multimedia names headers as Windows spells them, in any case
# (<Mferror.h>, "QUrl.h"), and Media Foundation's libraries as the Windows
# SDK does (Mfplat); MinGW's and Qt's files are lower case, which matters
# on Linux. A header of each such name includes the real one, and the
# libraries are given by their file names.
mingw_include=/usr/x86_64-w64-mingw32/include
mingw_lib=/usr/x86_64-w64-mingw32/lib
case_shims=$qt_work/mingw-case-shims
mkdir -p "$case_shims"
while IFS= read -r header; do
    [ -e "$mingw_include/$header" ] && continue
    [ -n "$(find "$multimedia_source/src" "$qt_prefix/include" -name "$header" -print -quit)" ] && continue
    actual=$(find "$mingw_include" -maxdepth 1 -iname "$header" -printf '%f\n' | head -n 1)
    if [ -z "$actual" ]; then
        actual=$(cd "$qt_prefix/include" && find . -mindepth 2 -maxdepth 2 -iname "$header" | sed 's|^\./||' | head -n 1)
    fi
    [ -z "$actual" ] || printf '#include <%s>\n' "$actual" >"$case_shims/$header"
done < <(grep -rhoE '#\s*include\s*[<"][A-Za-z0-9_]+\.h[>"]' "$multimedia_source/src" | sed -E 's/.*[<"](.*)[>"]/\1/' | sort -u)
build_qt_module qtmultimedia "$multimedia_source" -DFEATURE_spatialaudio=OFF -DFEATURE_ffmpeg=OFF \
    -DCMAKE_CXX_FLAGS="-I$case_shims" \
    -DWMF_MF_LIBRARY="$mingw_lib/libmf.a" -DWMF_MFUUID_LIBRARY="$mingw_lib/libmfuuid.a" \
    -DWMF_MFPLAT_LIBRARY="$mingw_lib/libmfplat.a" -DWMF_MFCORE_LIBRARY="$mingw_lib/libmfcore.a" \
    -DWMF_PROPSYS_LIBRARY="$mingw_lib/libpropsys.a"

qt_seconds=0
for stamp in "$qt_prefix"/.draughts-built-*; do
    qt_seconds=$((qt_seconds + $(cat "$stamp")))
done
echo "Qt $qt_version for Windows is in $qt_prefix ($(du -sh "$qt_prefix" | cut -f1); the last build of each module took $qt_seconds s in all)"
((qt_only)) && exit 0

# ---- the game ------------------------------------------------------------
export DRAUGHTS_QT_WINDOWS=$qt_prefix
build=build-windows-app
cmake --preset windows-app >/dev/null
cmake --build --preset windows-app -j"$jobs" --target draughts draughts-cli

# ---- the folder: the programs and exactly the DLLs they load -------------
# windeployqt does not run in a cross build; the list is explicit, and the
# imports of every file are checked against it below.
version=$(sed -n 's/^project(draughts VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
dist=$build/dist
folder=$dist/Draughts
rm -rf "$dist"
mkdir -p "$folder"/{platforms,imageformats,iconengines,styles,translations}
cp "$build"/bin/draughts.exe "$build"/bin/draughts-cli.exe "$folder"/
for dll in Qt6Core Qt6Gui Qt6Widgets Qt6Network Qt6Svg Qt6Multimedia; do
    cp "$qt_prefix/bin/$dll.dll" "$folder"/
done
gcc_runtime=$(dirname "$(x86_64-w64-mingw32-g++-posix -print-libgcc-file-name)")
cp "$gcc_runtime"/libstdc++-6.dll "$gcc_runtime"/libgcc_s_seh-1.dll "$folder"/
cp /usr/x86_64-w64-mingw32/lib/libwinpthread-1.dll "$folder"/
# Qt 6.4 builds its offscreen platform only with FreeType, which is left
# out (Windows draws text with DirectWrite): --screenshot and --print-fen
# need QT_QPA_PLATFORM=windows on Windows (docs/building.md).
cp "$qt_prefix"/plugins/platforms/qwindows.dll "$folder"/platforms/
cp "$qt_prefix"/plugins/imageformats/qsvg.dll "$folder"/imageformats/
cp "$qt_prefix"/plugins/iconengines/qsvgicon.dll "$folder"/iconengines/
cp "$qt_prefix"/plugins/styles/qwindowsvistastyle.dll "$folder"/styles/
# Qt's own Czech (its dialogs' buttons): compiled catalogues are the same
# on every system, so Debian's qt6-translations-l10n gives them.
cp /usr/share/qt6/translations/qtbase_cs.qm /usr/share/qt6/translations/qtmultimedia_cs.qm "$folder"/translations/
# Qt finds its plugins beside the program by itself, its translations
# only through qt.conf.
printf '[Paths]\nPrefix = .\nPlugins = .\nTranslations = translations\n' >"$folder"/qt.conf
cp LICENSE "$folder"/LICENSE.txt

# Debian's MinGW runtime and the Qt build carry their symbols; a player
# needs none of them (the installer is a third the size without).
find "$folder" \( -name '*.exe' -o -name '*.dll' \) -exec x86_64-w64-mingw32-strip --strip-unneeded {} +

# Every DLL a file of the folder imports is in the folder or is part of
# Windows.
system_dlls='^(kernel32|user32|gdi32|shell32|advapi32|ole32|oleaut32|comdlg32|winmm|ws2_32|msvcrt|uxtheme|dwmapi|imm32|version|netapi32|userenv|iphlpapi|dnsapi|crypt32|secur32|bcrypt|ncrypt|shlwapi|shcore|winhttp|setupapi|wtsapi32|d3d11|d3d9|d3d12|dxgi|d3dcompiler_47|dwrite|d2d1|mpr|authz|mf|mfplat|mfreadwrite|mfuuid|propsys|strmiids|evr|ksuser|avrt|mmdevapi|winspool.drv|comctl32|api-ms-win-.*)\.dll$'
missing_dlls=""
while IFS= read -r file; do
    while IFS= read -r dll; do
        if ! grep -qixE "$system_dlls" <<<"$dll" && [ ! -e "$folder/$dll" ] &&
            [ -z "$(find "$folder" -maxdepth 1 -iname "$dll")" ]; then
            missing_dlls+="$file needs $dll"$'\n'
        fi
    done < <(x86_64-w64-mingw32-objdump -p "$file" | sed -n 's/^\s*DLL Name: //p')
done < <(find "$folder" -name '*.exe' -o -name '*.dll')
if [ -n "$missing_dlls" ]; then
    printf '%s' "$missing_dlls" >&2
    echo "build-windows-app.sh: the folder lacks DLLs that Windows does not have" >&2
    exit 1
fi

# ---- the portable zip and the installer ----------------------------------
# The installer's File lines for every file of the folder $1 (into $2), and
# the uninstaller's Delete lines for the same files and their folders (into
# $3), so that it removes what it installed and nothing else.
write_installer_lists() {
    local source=$1 files=$2 unfiles=$3 dir file
    : >"$files"
    : >"$unfiles"
    while IFS= read -r dir; do
        dir=${dir#.}
        dir=${dir#/}
        printf 'SetOutPath "$INSTDIR%s"\n' "${dir:+\\${dir//\//\\}}" >>"$files"
        while IFS= read -r file; do
            file=${file#./}
            printf 'File "%s"\n' "$source/$file" >>"$files"
            printf 'Delete "$INSTDIR\\%s"\n' "${file//\//\\}" >>"$unfiles"
        done < <(cd "$source" && find "./$dir" -mindepth 1 -maxdepth 1 -type f | sed 's|^\./||;s|^/||' | sort)
    done < <(cd "$source" && find . -type d | sort)
    while IFS= read -r dir; do
        printf 'RMDir "$INSTDIR\\%s"\n' "${dir//\//\\}" >>"$unfiles"
    done < <(cd "$source" && find . -mindepth 1 -type d | sed 's|^\./||' | sort -r)
    printf 'SetOutPath "$INSTDIR"\n' >>"$files"
}
(cd "$dist" && rm -f "draughts-$version-windows-x64.zip" && zip -qr9 "draughts-$version-windows-x64.zip" Draughts)
cp "$build"/icons/draughts.ico "$dist"/draughts.ico
write_installer_lists "$(realpath "$folder")" "$dist/files.nsh" "$dist/unfiles.nsh"
makensis -V2 -DVERSION="$version" -DSOURCE_DIR="$(realpath "$folder")" -DICON="$(realpath "$dist/draughts.ico")" \
    -DFILES="$(realpath "$dist/files.nsh")" -DUNFILES="$(realpath "$dist/unfiles.nsh")" \
    -DOUTFILE="$(realpath "$dist")/draughts-$version-windows-x64-setup.exe" packaging/windows/installer.nsi
echo "Windows: $dist/Draughts ($(du -sh "$folder" | cut -f1)), the portable" \
    "$dist/draughts-$version-windows-x64.zip ($(du -h "$dist/draughts-$version-windows-x64.zip" | cut -f1))" \
    "and the installer $dist/draughts-$version-windows-x64-setup.exe ($(du -h "$dist/draughts-$version-windows-x64-setup.exe" | cut -f1))"
