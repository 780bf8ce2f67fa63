#!/usr/bin/env bash
# Fails, naming them, when C++ files of the tree do not match the house
# format (.clang-format; docs/architecture.md, "Format"). scripts/test.sh
# runs it; `clang-format-14 -i FILE` formats a file.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
command -v clang-format-14 >/dev/null || { echo "clang-format-14 is missing (scripts/setup.sh installs it)" >&2; exit 1; }
if git rev-parse --git-dir >/dev/null 2>&1; then
    mapfile -t files < <(git ls-files '*.cpp' '*.hpp')
else
    mapfile -t files < <(find include src tests \( -name '*.cpp' -o -name '*.hpp' \) | sort)
fi
# Batches of files on every core; clang-format names each file that would change.
mapfile -t unformatted < <(printf '%s\0' "${files[@]}" |
    xargs -0 -n 64 -P "$(nproc)" clang-format-14 --dry-run --Werror 2>&1 |
    sed -n -E 's/^(.+):[0-9]+:[0-9]+: error: .*/\1/p' | sort -u)
if ((${#unformatted[@]})); then
    echo "Not in the house format (clang-format-14 -i FILE formats it):" >&2
    printf '  %s\n' "${unformatted[@]}" >&2
    exit 1
fi
echo "format: ${#files[@]} files match .clang-format"
