# 64-bit Windows programs from Debian with MinGW-w64 (package
# g++-mingw-w64-x86-64-posix): preset "windows-cross", run by
# scripts/check-windows.sh, and preset "windows-app" with the Qt that
# scripts/build-windows-app.sh cross-builds with this file (Qt's own
# toolchain file, qt.toolchain.cmake, then loads this one). The POSIX
# thread model gives std::thread and std::mutex.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(triple x86_64-w64-mingw32)
# Qt's own sources include C (zlib, PCRE2, HarfBuzz, libpng).
set(CMAKE_C_COMPILER ${triple}-gcc-posix)
set(CMAKE_CXX_COMPILER ${triple}-g++-posix)
set(CMAKE_RC_COMPILER ${triple}-windres)

# Libraries and headers only from the MinGW tree (Qt's toolchain file adds
# its own prefix); programs (the icon tools, Wine) from the build machine.
set(CMAKE_FIND_ROOT_PATH /usr/${triple})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# The Qt-free programs link everything statically (libstdc++, libgcc,
# winpthread), so the .exe files need no MinGW DLL beside them. A program
# using Qt's DLLs shares their runtime DLLs instead (OFF): one libstdc++ in
# the process, not one in the .exe and another behind Qt.
option(DRAUGHTS_MINGW_STATIC_RUNTIME "Link the MinGW runtime into each .exe" ON)
if(DRAUGHTS_MINGW_STATIC_RUNTIME)
    set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")
endif()
# Windows gives a thread 1 MB of stack unless the program asks for more,
# Linux 8 MB: the same 8 MB here, so that deep recursion (a PDN file's
# nested variations, the search) holds on both alike.
string(APPEND CMAKE_EXE_LINKER_FLAGS_INIT " -Wl,--stack,8388608")

# Tests and discovery run the .exe files through Wine when it is there
# (Debian 12: package wine64, the loader in /usr/lib/wine).
find_program(DRAUGHTS_WINE NAMES wine64 wine PATHS /usr/lib/wine NO_CMAKE_FIND_ROOT_PATH)
if(DRAUGHTS_WINE)
    set(CMAKE_CROSSCOMPILING_EMULATOR ${DRAUGHTS_WINE})
endif()
