# Checks that the library's layers include only the layers below them
# (docs/architecture.md) and never Qt. Run as: cmake -DROOT=<source dir> -P check_layers.cmake
#
# Each layer is a folder under include/draughts/ and src/, and may include
# the public headers of the layers listed for it.
cmake_minimum_required(VERSION 3.25)

set(allowed_core core)
set(allowed_rules core rules)
set(allowed_notation core rules notation)
set(allowed_game core rules notation game)
set(allowed_pdn core rules notation game pdn)
set(allowed_egdb core rules egdb)
set(allowed_engine core rules notation game egdb engine)
set(allowed_hub core rules notation game egdb engine hub)
set(allowed_dxp core rules notation game egdb engine dxp)
set(allowed_match core rules notation game egdb engine hub match)
set(allowed_puzzle core rules notation game pdn egdb engine puzzle)
set(layers core rules notation game pdn egdb engine hub dxp match puzzle)

set(problems "")
set(checked 0)
foreach(layer IN LISTS layers)
    file(GLOB_RECURSE files
        "${ROOT}/include/draughts/${layer}/*.hpp"
        "${ROOT}/src/${layer}/*.hpp"
        "${ROOT}/src/${layer}/*.cpp")
    foreach(path IN LISTS files)
        math(EXPR checked "${checked} + 1")
        file(STRINGS "${path}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*<")
        foreach(line IN LISTS includes)
            if(line MATCHES "<draughts/([a-z_]+)/")
                set(target "${CMAKE_MATCH_1}")
                if(NOT target IN_LIST allowed_${layer})
                    string(APPEND problems "\n  ${path}: ${layer} includes ${target}: ${line}")
                endif()
            elseif(line MATCHES "<Q[A-Za-z]*>")
                string(APPEND problems "\n  ${path}: the library never includes Qt: ${line}")
            endif()
        endforeach()
    endforeach()
endforeach()

file(GLOB folders LIST_DIRECTORIES true "${ROOT}/include/draughts/*")
foreach(folder IN LISTS folders)
    get_filename_component(name "${folder}" NAME)
    if(IS_DIRECTORY "${folder}" AND NOT name IN_LIST layers)
        string(APPEND problems "\n  include/draughts/${name}: a layer this check does not know; add it above")
    endif()
endforeach()

if(checked EQUAL 0)
    message(FATAL_ERROR "no library files found under ${ROOT}")
endif()
if(problems)
    message(FATAL_ERROR "upward or Qt includes in the library:${problems}")
endif()
message(STATUS "${checked} library files include only the layers below them")
