# `cmake --install build [--prefix P]`: the two programs, and on Linux and
# the BSDs what a desktop looks for (GNUInstallDirs under the prefix): the
# menu entry, the AppStream file for software centres, the icon, the PDN
# file type and the manual pages. cmake/Packaging.cmake turns the same tree
# into a .deb; docs/packaging.md lists every file.
include(GNUInstallDirs)

install(TARGETS draughts-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
if(TARGET draughts)
    # On macOS the game is an app bundle (cmake/DesktopTargets.cmake).
    install(TARGETS draughts
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
        BUNDLE DESTINATION .)
endif()

set(draughts_packaging_in ${PROJECT_SOURCE_DIR}/packaging)
set(draughts_packaging_out ${PROJECT_BINARY_DIR}/packaging)

# Manual pages, section 6 (games), with the version and date filled in;
# compressed as Debian wants them when gzip is there (man reads both).
find_program(DRAUGHTS_GZIP gzip)
set(man_pages)
foreach(page draughts draughts-cli)
    configure_file(${draughts_packaging_in}/man/${page}.6.in ${draughts_packaging_out}/man/${page}.6 @ONLY)
    if(DRAUGHTS_GZIP AND NOT WIN32)
        add_custom_command(OUTPUT ${draughts_packaging_out}/man/${page}.6.gz
            COMMAND ${DRAUGHTS_GZIP} -9 -n -k -f ${draughts_packaging_out}/man/${page}.6
            DEPENDS ${draughts_packaging_out}/man/${page}.6
            COMMENT "Compressing the manual page ${page}(6)"
            VERBATIM)
        list(APPEND man_pages ${draughts_packaging_out}/man/${page}.6.gz)
    else()
        list(APPEND man_pages ${draughts_packaging_out}/man/${page}.6)
    endif()
endforeach()
add_custom_target(draughts_man_pages ALL DEPENDS ${man_pages})
if(NOT WIN32)
    install(FILES ${man_pages} DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
endif()

install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
if(UNIX AND NOT APPLE)
    # The name Debian and most distributions give the licence of a package.
    install(FILES ${PROJECT_SOURCE_DIR}/LICENSE DESTINATION ${CMAKE_INSTALL_DOCDIR} RENAME copyright)
else()
    install(FILES ${PROJECT_SOURCE_DIR}/LICENSE DESTINATION ${CMAKE_INSTALL_DOCDIR})
endif()

# The freedesktop.org files, named by the application id so that the desktop
# ties them together: the entry's Icon= and the AppStream launchable name
# them, and the window names its entry (QGuiApplication::desktopFileName).
if(UNIX AND NOT APPLE AND TARGET draughts)
    configure_file(${draughts_packaging_in}/draughts.desktop.in
                   ${draughts_packaging_out}/${DRAUGHTS_APP_ID}.desktop @ONLY)
    configure_file(${draughts_packaging_in}/draughts.metainfo.xml.in
                   ${draughts_packaging_out}/${DRAUGHTS_APP_ID}.metainfo.xml @ONLY)
    install(FILES ${draughts_packaging_out}/${DRAUGHTS_APP_ID}.desktop
            DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
    install(FILES ${draughts_packaging_out}/${DRAUGHTS_APP_ID}.metainfo.xml
            DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
    install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/draughts.svg
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps
            RENAME ${DRAUGHTS_APP_ID}.svg)
    install(FILES ${draughts_packaging_in}/pdn-mime.xml
            DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages
            RENAME ${DRAUGHTS_APP_ID}.xml)
endif()
