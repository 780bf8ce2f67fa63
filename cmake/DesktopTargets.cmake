# What Windows and macOS need of the executables, set where the targets are
# known: the game is a GUI program (no console window) and an app bundle;
# both programs carry the icon and the version, drawn from
# resources/icons/draughts.svg at build time. docs/building.md tells how to
# build and deploy on those systems.

if(TARGET draughts)
    set_target_properties(draughts PROPERTIES
        WIN32_EXECUTABLE ON
        MACOSX_BUNDLE ON
        MACOSX_BUNDLE_BUNDLE_NAME "Draughts"
        MACOSX_BUNDLE_GUI_IDENTIFIER "${DRAUGHTS_APP_ID}"
        MACOSX_BUNDLE_BUNDLE_VERSION "${PROJECT_VERSION}"
        MACOSX_BUNDLE_SHORT_VERSION_STRING "${PROJECT_VERSION}"
        MACOSX_BUNDLE_COPYRIGHT "The Draughts Project developers, MIT licence")
endif()

if(NOT WIN32 AND NOT APPLE)
    return()
endif()

# The icon at the sizes Windows and macOS pick from: an SVG renderer draws
# the PNGs, then icotool (Windows) or iconutil/png2icns (macOS) packs them.
# Without the tools the programs are built without an icon, and say so.
set(icon_svg ${PROJECT_SOURCE_DIR}/resources/icons/draughts.svg)
set(icon_dir ${PROJECT_BINARY_DIR}/icons)
find_program(DRAUGHTS_RSVG_CONVERT rsvg-convert)
find_program(DRAUGHTS_INKSCAPE inkscape)

# Commands that draw the SVG at `size` pixels into `png`.
function(draughts_render_icon size png out_commands)
    if(DRAUGHTS_RSVG_CONVERT)
        set(command COMMAND ${DRAUGHTS_RSVG_CONVERT} -w ${size} -h ${size} -o ${png} ${icon_svg})
    else()
        set(command COMMAND ${DRAUGHTS_INKSCAPE} -w ${size} -h ${size} -o ${png} ${icon_svg})
    endif()
    set(${out_commands} ${command} PARENT_SCOPE)
endfunction()

if(WIN32)
    enable_language(RC)
    find_program(DRAUGHTS_ICOTOOL icotool)
    set(icon_file ${icon_dir}/draughts.ico)
    if((DRAUGHTS_RSVG_CONVERT OR DRAUGHTS_INKSCAPE) AND DRAUGHTS_ICOTOOL)
        set(commands)
        set(pngs)
        foreach(size 16 24 32 48 64 128 256)
            draughts_render_icon(${size} ${icon_dir}/draughts-${size}.png render)
            list(APPEND commands ${render})
            list(APPEND pngs ${icon_dir}/draughts-${size}.png)
        endforeach()
        add_custom_command(OUTPUT ${icon_file}
            COMMAND ${CMAKE_COMMAND} -E make_directory ${icon_dir}
            ${commands}
            COMMAND ${DRAUGHTS_ICOTOOL} -c -o ${icon_file} ${pngs}
            DEPENDS ${icon_svg}
            COMMENT "Drawing draughts.ico from the SVG icon"
            VERBATIM)
        add_custom_target(draughts_icon DEPENDS ${icon_file})
        set(DRAUGHTS_ICON_RESOURCE "IDI_ICON1 ICON \"${icon_file}\"")
    else()
        message(STATUS "No rsvg-convert or inkscape, or no icotool (Debian: librsvg2-bin, icoutils): "
                       "the Windows programs are built without an icon")
        set(DRAUGHTS_ICON_RESOURCE "")
    endif()
    # A resource script per program: the icon (the first icon resource is
    # the one Explorer shows) and the version in the file's properties.
    foreach(program draughts draughts-cli)
        if(NOT TARGET ${program})
            continue()
        endif()
        set(DRAUGHTS_RC_PROGRAM ${program})
        if(program STREQUAL "draughts")
            set(DRAUGHTS_RC_DESCRIPTION "Draughts: five games for two players")
        else()
            set(DRAUGHTS_RC_DESCRIPTION "Draughts command-line tool")
        endif()
        set(rc ${PROJECT_BINARY_DIR}/packaging/windows/${program}.rc)
        configure_file(${PROJECT_SOURCE_DIR}/packaging/windows/program.rc.in ${rc} @ONLY)
        target_sources(${program} PRIVATE ${rc})
        if(TARGET draughts_icon)
            add_dependencies(${program} draughts_icon)
            set_source_files_properties(${rc} TARGET_DIRECTORY ${program} PROPERTIES OBJECT_DEPENDS ${icon_file})
        endif()
    endforeach()
endif()

if(APPLE AND TARGET draughts)
    find_program(DRAUGHTS_ICONUTIL iconutil)
    find_program(DRAUGHTS_PNG2ICNS png2icns)
    set(icon_file ${icon_dir}/draughts.icns)
    if((DRAUGHTS_RSVG_CONVERT OR DRAUGHTS_INKSCAPE) AND (DRAUGHTS_ICONUTIL OR DRAUGHTS_PNG2ICNS))
        set(commands COMMAND ${CMAKE_COMMAND} -E make_directory ${icon_dir}/draughts.iconset)
        set(pngs)
        # iconutil wants an .iconset folder of fixed names; png2icns takes the PNGs as they are.
        foreach(entry 16:icon_16x16 32:icon_16x16@2x 32:icon_32x32 64:icon_32x32@2x 128:icon_128x128
                      256:icon_128x128@2x 256:icon_256x256 512:icon_256x256@2x 512:icon_512x512)
            string(REPLACE ":" ";" entry ${entry})
            list(GET entry 0 size)
            list(GET entry 1 name)
            draughts_render_icon(${size} ${icon_dir}/draughts.iconset/${name}.png render)
            list(APPEND commands ${render})
            if(NOT name MATCHES "@2x")
                list(APPEND pngs ${icon_dir}/draughts.iconset/${name}.png)
            endif()
        endforeach()
        if(DRAUGHTS_ICONUTIL)
            list(APPEND commands COMMAND ${DRAUGHTS_ICONUTIL} -c icns -o ${icon_file} ${icon_dir}/draughts.iconset)
        else()
            list(APPEND commands COMMAND ${DRAUGHTS_PNG2ICNS} ${icon_file} ${pngs})
        endif()
        add_custom_command(OUTPUT ${icon_file} ${commands}
            DEPENDS ${icon_svg}
            COMMENT "Drawing draughts.icns from the SVG icon"
            VERBATIM)
        add_custom_target(draughts_icon DEPENDS ${icon_file})
        add_dependencies(draughts draughts_icon)
        # The bundle's Info.plist names the icon; the file goes into Contents/Resources.
        target_sources(draughts PRIVATE ${icon_file})
        set_source_files_properties(${icon_file} TARGET_DIRECTORY draughts PROPERTIES
            MACOSX_PACKAGE_LOCATION Resources GENERATED ON)
        set_target_properties(draughts PROPERTIES MACOSX_BUNDLE_ICON_FILE draughts.icns)
    else()
        message(STATUS "No rsvg-convert or inkscape, or no iconutil or png2icns (Homebrew: librsvg): "
                       "the app bundle is built without an icon")
    endif()
endif()
