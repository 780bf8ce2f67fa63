# How the tests' own code is compiled. The code under test keeps its
# build's optimisation (release: -O3 and the processor-specific copies;
# sanitizers: -O1); the tests' own code mostly calls it and checks what
# comes back, so it is compiled to build fast, which is most of the time
# CI spends compiling (docs/building.md, "How long CI takes"):
# - release: -Og, which compiles in about half the time of -O3;
# - sanitizers: -O0, except the test executables whose own code computes
#   much (brute-force references, whole databases, searches): those set the
#   property DRAUGHTS_TEST_COMPUTES and stay at the sanitizer build's -O1.
# Called once every test folder is added; the precompiled headers
# (PrecompiledHeaders.cmake) are shared only between targets compiled alike.

function(draughts_compile_test_code target)
    if(DRAUGHTS_SANITIZE)
        get_target_property(computes ${target} DRAUGHTS_TEST_COMPUTES)
        if(NOT computes)
            set_target_properties(${target} PROPERTIES DRAUGHTS_SANITIZE_UNOPTIMISED ON)
        endif()
    elseif(CMAKE_BUILD_TYPE STREQUAL "Release" AND NOT MSVC)
        target_compile_options(${target} PRIVATE -Og)
    endif()
endfunction()

function(draughts_compile_tests_code directory)
    get_property(folders DIRECTORY ${directory} PROPERTY SUBDIRECTORIES)
    foreach(folder ${directory} ${folders})
        get_property(targets DIRECTORY ${folder} PROPERTY BUILDSYSTEM_TARGETS)
        foreach(target ${targets})
            get_target_property(type ${target} TYPE)
            if(type STREQUAL "EXECUTABLE" OR type STREQUAL "OBJECT_LIBRARY")
                draughts_compile_test_code(${target})
                draughts_unity_build(${target})
            endif()
        endforeach()
    endforeach()
endfunction()
