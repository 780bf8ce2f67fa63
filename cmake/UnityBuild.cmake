# Unity builds: a target's files compiled a batch at a time, each batch as
# one translation unit. Files that include Qt's widget headers spend most
# of their compile time parsing them (a precompiled header still costs a
# load per file); a batch parses and instantiates them once. Used for the
# window and its tests, the largest targets (docs/building.md, "How long CI
# takes"). Every file of such a target must compile in a batch: no two
# files may define the same name in an unnamed namespace or with static.
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
