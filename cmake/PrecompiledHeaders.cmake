# Precompiled headers. Every test file includes Catch2's single header and
# every file of the window Qt's widget headers; parsing them once per
# target instead of once per file takes minutes off each build of the
# release and sanitizer presets (CI builds both, on two cores).
option(DRAUGHTS_PRECOMPILED_HEADERS "Precompile the headers most files include" ON)

set(DRAUGHTS_QT_PRECOMPILED
    <QAction> <QApplication> <QFile> <QHBoxLayout> <QLabel> <QObject> <QPainter>
    <QPushButton> <QSettings> <QString> <QTableView> <QTimer> <QVBoxLayout> <QWidget>)

# The test executables are the ones built from the shared Catch2 main.
function(draughts_is_test_executable target result)
    get_target_property(type ${target} TYPE)
    get_target_property(sources ${target} SOURCES)
    set(${result} OFF PARENT_SCOPE)
    if(type STREQUAL "EXECUTABLE" AND "${sources}" MATCHES "TARGET_OBJECTS:test_main")
        set(${result} ON PARENT_SCOPE)
    endif()
endfunction()

# The Qt tests precompile Catch2 and Qt's headers; the others share one
# precompiled Catch2 per way of compiling them (TestCode.cmake: a header
# precompiled at one optimisation level is refused at another), built once
# for all of them (the definitions that differ between the test executables
# are never used by Catch2's header).
function(draughts_precompile_tests directory)
    get_property(folders DIRECTORY ${directory} PROPERTY SUBDIRECTORIES)
    set(owner_unoptimised "")
    set(owner_optimised "")
    foreach(folder ${folders})
        get_property(targets DIRECTORY ${folder} PROPERTY BUILDSYSTEM_TARGETS)
        foreach(target ${targets})
            draughts_is_test_executable(${target} is_test)
            if(NOT is_test)
                continue()
            endif()
            get_target_property(libraries ${target} LINK_LIBRARIES)
            get_target_property(unoptimised ${target} DRAUGHTS_SANITIZE_UNOPTIMISED)
            set(owner owner_optimised)
            if(unoptimised)
                set(owner owner_unoptimised)
            endif()
            if("Qt6::Test" IN_LIST libraries)
                target_precompile_headers(${target} PRIVATE <catch2/catch.hpp> ${DRAUGHTS_QT_PRECOMPILED} <QTest> <QSignalSpy>)
            elseif(${owner} STREQUAL "")
                target_precompile_headers(${target} PRIVATE <catch2/catch.hpp>)
                set(${owner} ${target})
            else()
                target_precompile_headers(${target} REUSE_FROM ${${owner}})
            endif()
        endforeach()
    endforeach()
endfunction()

function(draughts_precompile_headers)
    if(NOT DRAUGHTS_PRECOMPILED_HEADERS)
        return()
    endif()
    if(TARGET draughts_app_lib)
        target_precompile_headers(draughts_app_lib PRIVATE ${DRAUGHTS_QT_PRECOMPILED})
    endif()
    if(DRAUGHTS_BUILD_TESTS)
        draughts_precompile_tests(${PROJECT_SOURCE_DIR}/tests)
    endif()
endfunction()
