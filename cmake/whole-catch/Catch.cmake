# catch_discover_tests() that makes one CTest test per test executable: one
# run of each executable runs the same cases as one run per case. Used where
# starting a process is dear:
# - the cross build (cmake/cross-catch2), where every start goes through
#   CMAKE_CROSSCOMPILING_EMULATOR (Wine): Catch2's own discovery would start
#   the emulator once to list the cases at build time and then once per
#   case, several hundred starts of Wine;
# - the sanitizer build (tests/CMakeLists.txt), where each start pays for
#   the sanitizers' set-up and, for the window's tests, Qt's: about half a
#   second for each of several hundred cases.
# A failing case is named in the output.
function(catch_discover_tests target)
    cmake_parse_arguments(PARSE_ARGV 1 arg "" "TEST_PREFIX;TEST_SUFFIX;WORKING_DIRECTORY;DISCOVERY_TIMEOUT"
                          "TEST_SPEC;EXTRA_ARGS;PROPERTIES")
    set(name "${arg_TEST_PREFIX}${target}: every test case${arg_TEST_SUFFIX}")
    if(NOT arg_WORKING_DIRECTORY)
        set(arg_WORKING_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR})
    endif()
    add_test(NAME "${name}" COMMAND ${target} ${arg_TEST_SPEC} ${arg_EXTRA_ARGS}
             WORKING_DIRECTORY ${arg_WORKING_DIRECTORY})
    if(arg_PROPERTIES)
        set_tests_properties("${name}" PROPERTIES ${arg_PROPERTIES})
    endif()
endfunction()
