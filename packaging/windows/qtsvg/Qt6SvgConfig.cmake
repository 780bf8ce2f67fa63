# Qt6::Svg of the ported Qt SVG module (CMakeLists.txt beside this file).
if(NOT TARGET Qt6::Svg)
    get_filename_component(_qt6svg_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
    include(CMakeFindDependencyMacro)
    find_dependency(Qt6Gui PATHS "${CMAKE_CURRENT_LIST_DIR}/.." NO_DEFAULT_PATH)
    add_library(Qt6::Svg SHARED IMPORTED)
    set_target_properties(Qt6::Svg PROPERTIES
        IMPORTED_LOCATION "${_qt6svg_prefix}/bin/Qt6Svg.dll"
        IMPORTED_IMPLIB "${_qt6svg_prefix}/lib/libQt6Svg.dll.a"
        INTERFACE_INCLUDE_DIRECTORIES "${_qt6svg_prefix}/include;${_qt6svg_prefix}/include/QtSvg"
        INTERFACE_LINK_LIBRARIES "Qt6::Core;Qt6::Gui")
    add_library(Qt::Svg ALIAS Qt6::Svg)
    unset(_qt6svg_prefix)
endif()
set(Qt6Svg_FOUND TRUE)
