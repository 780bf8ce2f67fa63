#!/usr/bin/env bash
# Installs the Debian packages the project needs (only the missing ones),
# then configures and builds the release preset. Sourced by play.sh and
# test.sh; run it alone to just build.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

packages=(g++ cmake ninja-build pkg-config catch2
          qt6-base-dev qt6-svg-dev qt6-multimedia-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
          # Qt's own Czech texts (file dialogs, standard buttons)
          qt6-translations-l10n
          libgl1-mesa-dev clang-14 libclang-rt-14-dev
          # the house format's check (scripts/check-format.sh)
          clang-format-14
          # the packaging tests: validators, the MIME database, man, the .deb
          desktop-file-utils appstream shared-mime-info libglib2.0-bin groff-base gzip dpkg-dev file)
scripts/install-packages.sh "${packages[@]}"

cmake --preset release >/dev/null
cmake --build --preset release -j"$(nproc)"
