# Warnings for the project's own code, linked PRIVATE so that they never
# leak onto third-party headers.
add_library(draughts_warnings INTERFACE)
target_compile_options(draughts_warnings INTERFACE
    -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion -Wnon-virtual-dtor -Wold-style-cast)

# GCC 12 reports impossible memcpy overlaps inside libstdc++ for
# `"text" + std::string` at -O2 (GCC bug 105329); the code is correct.
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
    target_compile_options(draughts_warnings INTERFACE -Wno-restrict)
endif()
