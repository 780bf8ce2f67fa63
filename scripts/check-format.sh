#!/usr/bin/env bash
# Fails, naming them, when C++ files of the tree do not match the house
# format (.clang-format; docs/architecture.md, "Format"). scripts/test.sh
# runs it; `clang-format-14 -i FILE` formats a file.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
if [ -d .git ] || git rev-parse --git-dir >/dev/null 2>&1; then
    mapfile -t files < <(git ls-files '*.cpp' '*.hpp')
else
    mapfile -t files < <(find include src tests \( -name '*.cpp' -o -name '*.hpp' \) | sort)
fi
unformatted=()
for file in "${files[@]}"; do
    if ! clang-format-14 --dry-run --Werror "$file" >/dev/null 2>&1; then
        unformatted+=("$file")
    fi
done
if ((${#unformatted[@]})); then
    echo "Not in the house format (clang-format-14 -i FILE formats it):" >&2
    printf '  %s\n' "${unformatted[@]}" >&2
    exit 1
fi
echo "format: ${#files[@]} files match .clang-format"
