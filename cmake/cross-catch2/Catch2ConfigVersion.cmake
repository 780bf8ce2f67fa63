# The version of the build machine's Catch2 header, for find_package(Catch2 2).
find_file(DRAUGHTS_CATCH2_HEADER catch2/catch.hpp
    PATHS /usr/include /usr/local/include
    NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH)
set(PACKAGE_VERSION_COMPATIBLE FALSE)
if(DRAUGHTS_CATCH2_HEADER)
    file(STRINGS ${DRAUGHTS_CATCH2_HEADER} parts REGEX "^#define CATCH_VERSION_(MAJOR|MINOR|PATCH) [0-9]+$")
    string(REGEX REPLACE "[^;]*_(MAJOR|MINOR|PATCH) ([0-9]+)" "\\2" parts "${parts}")
    string(REPLACE ";" "." PACKAGE_VERSION "${parts}")
    if(PACKAGE_VERSION VERSION_GREATER_EQUAL PACKAGE_FIND_VERSION AND PACKAGE_VERSION VERSION_LESS 3)
        set(PACKAGE_VERSION_COMPATIBLE TRUE)
    endif()
    if(PACKAGE_VERSION VERSION_EQUAL PACKAGE_FIND_VERSION)
        set(PACKAGE_VERSION_EXACT TRUE)
    endif()
endif()
