# Checks that the library's layers include only the layers below them
# (docs/architecture.md) and never Qt. Run as: cmake -DROOT=<source dir> -P check_layers.cmake
#
# Each layer is a folder under include/draughts/ and src/, and may include
# the public headers of the layers listed for it. Both kinds of include are
# checked:
#   <draughts/L/…>  a public header: L must be allowed;
#   "…"             resolved next to the including file: it must be a file
#                   of the same layer's src/ folder (a private header of the
#                   layer itself; public headers include no private ones)
#                   or a public header of an allowed layer. A quoted include
#                   not found next to the file would come from an include
#                   path, which the library does not give: it is refused.
# And no code outside the rules library names the rules' private helpers
# (rules::detail::).
cmake_minimum_required(VERSION 3.25)

set(allowed_support support)
set(allowed_core support core)
set(allowed_rules support core rules)
set(allowed_notation support core rules notation)
set(allowed_game support core rules notation game)
set(allowed_pdn support core rules notation game pdn)
set(allowed_egdb support core rules egdb)
set(allowed_engine support core rules notation game egdb engine)
set(allowed_hub support core rules notation game egdb engine hub)
set(allowed_dxp support core rules notation game egdb engine dxp)
set(allowed_match support core rules notation game egdb engine hub match)
set(allowed_puzzle support core rules notation game pdn egdb engine puzzle)
set(layers support core rules notation game pdn egdb engine hub dxp match puzzle)

get_filename_component(ROOT "${ROOT}" ABSOLUTE)
set(problems "")
set(checked 0)

# The layer and kind ("public" or "private") of an absolute path under ROOT,
# or an empty layer when it lies in neither include/draughts/ nor src/.
function(layer_of path out_layer out_kind)
    set(layer "")
    set(kind "")
    file(RELATIVE_PATH relative "${ROOT}" "${path}")
    if(relative MATCHES "^include/draughts/([a-z_]+)/")
        set(layer "${CMAKE_MATCH_1}")
        set(kind public)
    elseif(relative MATCHES "^src/([a-z_]+)/")
        set(layer "${CMAKE_MATCH_1}")
        set(kind private)
    endif()
    set(${out_layer} "${layer}" PARENT_SCOPE)
    set(${out_kind} "${kind}" PARENT_SCOPE)
endfunction()

foreach(layer IN LISTS layers)
    file(GLOB_RECURSE files
        "${ROOT}/include/draughts/${layer}/*.hpp"
        "${ROOT}/src/${layer}/*.hpp"
        "${ROOT}/src/${layer}/*.cpp")
    foreach(path IN LISTS files)
        math(EXPR checked "${checked} + 1")
        layer_of("${path}" own own_kind)
        get_filename_component(folder "${path}" DIRECTORY)
        file(STRINGS "${path}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"]")
        foreach(line IN LISTS includes)
            if(line MATCHES "<draughts/([a-z_]+)/")
                set(target "${CMAKE_MATCH_1}")
                if(NOT target IN_LIST allowed_${layer})
                    string(APPEND problems "\n  ${path}: ${layer} includes ${target}: ${line}")
                endif()
            elseif(line MATCHES "<Q[A-Za-z]*>")
                string(APPEND problems "\n  ${path}: the library never includes Qt: ${line}")
            elseif(line MATCHES "\"([^\"]+)\"")
                set(name "${CMAKE_MATCH_1}")
                get_filename_component(resolved "${folder}/${name}" ABSOLUTE)
                if(NOT EXISTS "${resolved}")
                    string(APPEND problems "\n  ${path}: \"${name}\" is not next to the file (a private header through an include path): ${line}")
                    continue()
                endif()
                layer_of("${resolved}" target target_kind)
                if(target STREQUAL "")
                    string(APPEND problems "\n  ${path}: includes a file outside the library: ${line}")
                elseif(target_kind STREQUAL "private" AND NOT target STREQUAL layer)
                    string(APPEND problems "\n  ${path}: ${layer} includes a private header of ${target}: ${line}")
                elseif(target_kind STREQUAL "private" AND own_kind STREQUAL "public")
                    string(APPEND problems "\n  ${path}: a public header includes a private one: ${line}")
                elseif(NOT target IN_LIST allowed_${layer})
                    string(APPEND problems "\n  ${path}: ${layer} includes ${target}: ${line}")
                endif()
            endif()
        endforeach()
        if(NOT layer STREQUAL "rules")
            file(STRINGS "${path}" private_names REGEX "rules::detail::")
            foreach(line IN LISTS private_names)
                string(APPEND problems "\n  ${path}: the rules' private helpers are the rules library's own: ${line}")
            endforeach()
        endif()
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
    message(FATAL_ERROR "upward, private or Qt includes in the library:${problems}")
endif()
message(STATUS "${checked} library files include only the layers below them, and no other layer's private headers")
