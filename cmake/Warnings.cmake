# Warnings for the project's own code, linked PRIVATE so that they never
# leak onto third-party headers.
add_library(draughts_warnings INTERFACE)
if(MSVC)
    # MSVC's own spelling; /utf-8 because it reads sources in the ANSI code
    # page otherwise, and ours are UTF-8 (Czech texts, test names).
    target_compile_options(draughts_warnings INTERFACE /W4 /permissive- /utf-8)
    return()
endif()
target_compile_options(draughts_warnings INTERFACE
    -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion -Wnon-virtual-dtor -Wold-style-cast)

# GCC 12 reports impossible memcpy/memcmp sizes inside libstdc++ when it
# inlines std::string concatenation and std::vector<unsigned char> insert or
# sort at -O2/-O3 (GCC bugs 105329 and 107852); the code is correct, so these
# three warnings are off for GCC 12 only.
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
    target_compile_options(draughts_warnings INTERFACE -Wno-restrict -Wno-array-bounds -Wno-stringop-overread
        -Wno-stringop-overflow)
endif()
