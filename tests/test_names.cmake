# Fails when a Catch test case's name holds a semicolon: catch_discover_tests
# hands the names to CTest as a CMake list, which splits such a name in two
# tests that match no test case and pass without running anything.
# Usage: cmake -DTEST_EXECUTABLE=<file> -P test_names.cmake
# (Catch 2 exits with the number of tests listed, so the output is checked instead.)
execute_process(COMMAND "${TEST_EXECUTABLE}" --list-test-names-only OUTPUT_VARIABLE names)
if(names STREQUAL "")
    message(FATAL_ERROR "${TEST_EXECUTABLE} --list-test-names-only listed no test")
endif()
# The semicolon is CMake's list separator: it is named in words from here on.
string(REPLACE ";" "<semicolon>" names "${names}")
string(REPLACE "\n" ";" names "${names}")
set(bad "")
foreach(name IN LISTS names)
    if(name MATCHES "<semicolon>")
        string(APPEND bad "\n  ${name}")
    endif()
endforeach()
if(bad)
    message(FATAL_ERROR "test names with a semicolon, which CTest would split and never run:${bad}")
endif()
