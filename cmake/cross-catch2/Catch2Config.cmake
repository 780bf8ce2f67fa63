# Catch2 v2 for a cross build (preset "windows-cross" points Catch2_DIR
# here). Catch2 v2 is one header, so the build machine's copy serves any
# target; but the build machine's package would add its whole include
# folder (/usr/include) to the Windows compiler's search path, where the
# Linux C library's headers would shadow MinGW's. So the header is copied
# into a folder of its own in the build tree.
find_file(DRAUGHTS_CATCH2_HEADER catch2/catch.hpp
    PATHS /usr/include /usr/local/include
    NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH)
if(NOT DRAUGHTS_CATCH2_HEADER)
    set(Catch2_FOUND FALSE)
    set(Catch2_NOT_FOUND_MESSAGE "catch2/catch.hpp not found on the build machine (Debian package catch2)")
    return()
endif()

if(NOT TARGET Catch2::Catch2)
    set(catch2_include ${CMAKE_BINARY_DIR}/cross-catch2/include)
    configure_file(${DRAUGHTS_CATCH2_HEADER} ${catch2_include}/catch2/catch.hpp COPYONLY)
    add_library(Catch2::Catch2 INTERFACE IMPORTED)
    set_target_properties(Catch2::Catch2 PROPERTIES INTERFACE_INCLUDE_DIRECTORIES ${catch2_include})
endif()
# include(Catch) finds the Catch.cmake that runs each executable whole.
list(PREPEND CMAKE_MODULE_PATH ${CMAKE_CURRENT_LIST_DIR}/../whole-catch)
set(Catch2_FOUND TRUE)
