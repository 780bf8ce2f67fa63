# 64-bit Windows programs from Debian with MinGW-w64 (package
# g++-mingw-w64-x86-64-posix): preset "windows-cross", run by
# scripts/check-windows.sh, and preset "windows-app" with the Qt that
# scripts/build-windows-app.sh cross-builds (it builds that Qt with this
# file too). The POSIX thread model gives std::thread and std::mutex.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(triple x86_64-w64-mingw32)
# Qt's own sources include C (zlib, PCRE2, HarfBuzz, libpng).
set(CMAKE_C_COMPILER ${triple}-gcc-posix)
set(CMAKE_CXX_COMPILER ${triple}-g++-posix)
set(CMAKE_RC_COMPILER ${triple}-windres)

# Libraries and headers only from the MinGW tree (and a cross-built Qt);
# programs (the icon tools, Wine, Qt's moc and rcc) from the build machine.
set(CMAKE_FIND_ROOT_PATH /usr/${triple})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# A Qt cross-built for Windows (DRAUGHTS_QT_PREFIX, preset windows-app):
# its packages are searched there, and its build tools come from the build
# machine's Qt of the same version (Debian's qt6-base-dev-tools).
if(DRAUGHTS_QT_PREFIX)
    list(APPEND CMAKE_FIND_ROOT_PATH ${DRAUGHTS_QT_PREFIX})
    list(APPEND CMAKE_PREFIX_PATH ${DRAUGHTS_QT_PREFIX})
    if(NOT QT_HOST_PATH)
        set(QT_HOST_PATH /usr)
    endif()
    if(NOT QT_HOST_PATH_CMAKE_DIR)
        set(QT_HOST_PATH_CMAKE_DIR /usr/lib/x86_64-linux-gnu/cmake)
    endif()
endif()

# The Qt-free programs link everything statically (libstdc++, libgcc,
# winpthread), so the .exe files need no MinGW DLL beside them. A program
# using Qt's DLLs shares their runtime DLLs instead (OFF): one libstdc++ in
# the process, not one in the .exe and another behind Qt.
option(DRAUGHTS_MINGW_STATIC_RUNTIME "Link the MinGW runtime into each .exe" ON)
if(DRAUGHTS_MINGW_STATIC_RUNTIME)
    set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")
endif()

# Tests and discovery run the .exe files through Wine when it is there
# (Debian 12: package wine64, the loader in /usr/lib/wine).
find_program(DRAUGHTS_WINE NAMES wine64 wine PATHS /usr/lib/wine NO_CMAKE_FIND_ROOT_PATH)
if(DRAUGHTS_WINE)
    set(CMAKE_CROSSCOMPILING_EMULATOR ${DRAUGHTS_WINE})
endif()
