# Unity builds: a target's files compiled a batch at a time, each batch as
# one translation unit. A file of the window spends most of its compile
# time in Qt's headers and a test file in Catch2's (a precompiled header
# still costs a load per file); a batch reads and instantiates them once.
# Used for every library, the CLI, the window and each test program; each
# game's rules kernel and search stay files of their own
# (src/CMakeLists.txt; docs/building.md, "How long CI takes"). Every file
# of such a target must compile in a batch: no two files may define the
# same name in an unnamed namespace or with static.
# -DDRAUGHTS_UNITY_BUILD=OFF compiles file by file, e.g. to find such a
# clash.
option(DRAUGHTS_UNITY_BUILD "Compile the largest targets in batches of files" ON)
set(DRAUGHTS_UNITY_BATCH_SIZE 12 CACHE STRING "Files per batch of a unity build")

function(draughts_unity_build target)
    if(DRAUGHTS_UNITY_BUILD)
        set_target_properties(${target} PROPERTIES
            UNITY_BUILD ON
            UNITY_BUILD_BATCH_SIZE ${DRAUGHTS_UNITY_BATCH_SIZE})
    endif()
endfunction()
