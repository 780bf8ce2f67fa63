#!/usr/bin/env bash
# Installs those of the Debian packages named that are missing, with apt
# (through sudo unless run as root), and says which; nothing when all are
# there. Every script that needs packages calls it, so that a fresh
# Debian 12 machine gets what the script needs and nothing is installed by hand.
#   scripts/install-packages.sh PACKAGE...
set -euo pipefail
missing=()
for package in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
((${#missing[@]})) || exit 0
echo "Installing missing packages: ${missing[*]}" >&2
as_root=()
[ "$(id -u)" -eq 0 ] || as_root=(sudo)
"${as_root[@]}" apt-get update -qq >&2
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
