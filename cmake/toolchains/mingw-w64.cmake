# 64-bit Windows programs from Debian with MinGW-w64 (package
# g++-mingw-w64-x86-64-posix): preset "windows-cross", run by
# scripts/check-windows.sh. The POSIX thread model gives std::thread and
# std::mutex; everything is linked statically (libstdc++, libgcc,
# winpthread), so the .exe files need no MinGW DLL beside them.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(triple x86_64-w64-mingw32)
set(CMAKE_CXX_COMPILER ${triple}-g++-posix)
set(CMAKE_RC_COMPILER ${triple}-windres)

# Libraries and headers only from the MinGW tree; programs (the icon tools,
# Wine) from the build machine.
set(CMAKE_FIND_ROOT_PATH /usr/${triple})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")

# Tests and discovery run the .exe files through Wine when it is there
# (Debian 12: package wine64, the loader in /usr/lib/wine).
find_program(DRAUGHTS_WINE NAMES wine64 wine PATHS /usr/lib/wine NO_CMAKE_FIND_ROOT_PATH)
if(DRAUGHTS_WINE)
    set(CMAKE_CROSSCOMPILING_EMULATOR ${DRAUGHTS_WINE})
endif()
