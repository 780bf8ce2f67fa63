# CPack, from a configured build folder:
#   cpack -G DEB                               a .deb of the install tree
#   cpack --config CPackSourceConfig.cmake     the sources as .tar.gz
# The package's dependencies are computed from the libraries the programs
# link (dpkg-shlibdeps, Debian package dpkg-dev); docs/packaging.md.

set(CPACK_PACKAGE_NAME "draughts")
set(CPACK_PACKAGE_VENDOR "The Draughts Project developers")
set(CPACK_PACKAGE_CONTACT "${DRAUGHTS_MAINTAINER}")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_HOMEPAGE_URL "${DRAUGHTS_HOMEPAGE_URL}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "five games of draughts for two players at one computer")
# The long description; CPack puts the summary above it and formats both as Debian wants.
set(CPACK_PACKAGE_DESCRIPTION_FILE "${PROJECT_SOURCE_DIR}/packaging/package-description.txt")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_PACKAGE_CHECKSUM SHA256)
set(CPACK_STRIP_FILES ON)

# The .deb installs under /usr (CPack's default for it), as Debian's own packages do.
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "games")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Qt loads its platform plugin at run time: on Debian 12 the X11 one comes
# with libqt6gui6, which dpkg-shlibdeps finds; Wayland's is a package of its own.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland")
# The source package: the source tree without git, build folders, editor
# files and packages. The patterns are matched against absolute paths, so
# they start at the source folder, whatever folders lie above it.
set(CPACK_SOURCE_GENERATOR "TGZ")
set(CPACK_SOURCE_PACKAGE_FILE_NAME "draughts-${PROJECT_VERSION}")
string(REGEX REPLACE "([][+.*()^$?|\\])" "\\\\\\1" source_pattern "${PROJECT_SOURCE_DIR}")
set(CPACK_SOURCE_IGNORE_FILES)
foreach(ignored [[\.git$]] [[\.git/]] [[\.cache/]] [[build/]] [[build-[^/]*/]] [[_CPack_Packages/]]
                [[(.*/)?compile_commands\.json$]] [[(.*/)?[^/]*\.user$]] [[[^/]*\.deb$]] [[[^/]*\.tar\.gz$]])
    list(APPEND CPACK_SOURCE_IGNORE_FILES "^${source_pattern}/${ignored}")
endforeach()
# The values above reach cpack as written (regular expressions keep their backslashes).
set(CPACK_VERBATIM_VARIABLES ON)

include(CPack)
