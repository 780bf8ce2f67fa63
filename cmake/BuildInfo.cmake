# Who the program is, in one place: the version comes from project(); the
# application id is the name the desktop knows it by (the .desktop file, the
# AppStream component, the icon, the shared-mime-info package); the web
# addresses go into the AppStream file and the package.
#
# The project has no public home yet: the addresses below sit under
# example.org, which is reserved for exactly this. Whoever publishes the
# program sets them (docs/packaging.md), e.g.
#   cmake --preset release -DDRAUGHTS_HOMEPAGE_URL=https://draughts.example.net
set(DRAUGHTS_APP_ID "org.example.draughts" CACHE STRING
    "Reverse-DNS id of the application (desktop entry, AppStream, icon, MIME package)")
set(DRAUGHTS_HOMEPAGE_URL "https://draughts.example.org" CACHE STRING
    "The project's web page (AppStream, package Homepage)")
set(DRAUGHTS_SCREENSHOT_URL "${DRAUGHTS_HOMEPAGE_URL}/screenshots" CACHE STRING
    "Where the images of docs/screenshots/ are published, without the trailing slash (AppStream)")
set(DRAUGHTS_MAINTAINER "The Draughts Project developers <draughts@example.org>" CACHE STRING
    "Name and address of the package maintainer")

# The day the version of project() was released (AppStream, manual pages):
# change it together with the version.
set(DRAUGHTS_RELEASE_DATE "2026-11-30")

# <draughts/build_info.hpp>, generated; every target that links draughts_core sees it.
set(DRAUGHTS_GENERATED_INCLUDE_DIR ${PROJECT_BINARY_DIR}/generated/include)
configure_file(${CMAKE_CURRENT_LIST_DIR}/build_info.hpp.in
               ${DRAUGHTS_GENERATED_INCLUDE_DIR}/draughts/build_info.hpp @ONLY)
