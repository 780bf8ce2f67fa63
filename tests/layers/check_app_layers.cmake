# Checks that the window's folders (src/app/*) form the layered map of
# docs/architecture.md: a folder includes, by quoted path ("board/..."),
# only folders of the layers below its own, never one of its own layer or
# above. Run as: cmake -DROOT=<source dir> -P check_app_layers.cmake
#
# The layers, lowest first; the folders of one layer do not include each other.
cmake_minimum_required(VERSION 3.25)

set(app_layers
    "values"
    "text"
    "settings"
    "controller"
    "engines sound database"
    "players"
    "board"
    "dialogs"
    "files"
    "review puzzles editor"
    "panel"
    "window"
    "startup")

set(rank 0)
set(known "")
foreach(layer IN LISTS app_layers)
    string(REPLACE " " ";" folders "${layer}")
    foreach(folder IN LISTS folders)
        set(rank_${folder} ${rank})
        list(APPEND known ${folder})
    endforeach()
    math(EXPR rank "${rank} + 1")
endforeach()

set(app "${ROOT}/src/app")
set(problems "")
set(checked 0)
file(GLOB entries LIST_DIRECTORIES true "${app}/*")
foreach(entry IN LISTS entries)
    get_filename_component(folder "${entry}" NAME)
    if(NOT IS_DIRECTORY "${entry}")
        continue()
    endif()
    if(NOT folder IN_LIST known)
        string(APPEND problems "\n  src/app/${folder}: a folder this check does not know; give it its layer above")
        continue()
    endif()
    file(GLOB_RECURSE files "${entry}/*.hpp" "${entry}/*.cpp")
    foreach(full IN LISTS files)
        math(EXPR checked "${checked} + 1")
        file(RELATIVE_PATH path "${ROOT}" "${full}")
        file(STRINGS "${full}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
        foreach(line IN LISTS includes)
            if(NOT line MATCHES "\"([a-z_]+)/")
                string(APPEND problems "\n  ${path}: include the window's headers by folder: ${line}")
                continue()
            endif()
            set(target "${CMAKE_MATCH_1}")
            if(target STREQUAL folder)
                continue()
            endif()
            if(NOT target IN_LIST known)
                string(APPEND problems "\n  ${path}: ${folder} includes the unknown folder ${target}: ${line}")
            elseif(NOT rank_${target} LESS rank_${folder})
                string(APPEND problems "\n  ${path}: ${folder} includes ${target}, which is not below it: ${line}")
            endif()
        endforeach()
    endforeach()
endforeach()

if(checked EQUAL 0)
    message(FATAL_ERROR "no window files found under ${app}")
endif()
if(problems)
    message(FATAL_ERROR "includes against the window's layered map:${problems}")
endif()
message(STATUS "${checked} window files include only the folders below them")
