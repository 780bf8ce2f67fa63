#!/usr/bin/env bash
# Builds draughts-cli as it was at a commit and prints the path of the
# program. Each commit gets a git worktree of its own (detached) in a cache
# folder outside the repository, configured with the release preset
# without the window, and only draughts-cli is built (nice, 2 jobs); a
# commit built before is reused at once. Two runs for one commit at the
# same time wait for each other. Used by scripts/sprt.sh and
# scripts/baseline-match.sh; docs/engine.md, "Testing a change".
#
#   scripts/build-ref.sh REF        # e.g. 96ae5bd, main, HEAD~3
#
# The cache: $DRAUGHTS_BUILD_CACHE, else ${XDG_CACHE_HOME:-~/.cache}/draughts/builds.
# Remove a build with: git worktree remove --force CACHE/SHA
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ref=${1:?usage: scripts/build-ref.sh REF}
sha=$(git rev-parse --verify --quiet "$ref^{commit}") || {
    echo "build-ref.sh: \"$ref\" is not a commit of this repository" >&2
    exit 2
}
cache=${DRAUGHTS_BUILD_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/draughts/builds}
case "$(realpath -m "$cache")/" in
    "$(pwd -P)"/*) echo "build-ref.sh: the cache $cache must lie outside the repository" >&2; exit 2 ;;
esac
mkdir -p "$cache"
dir="$cache/$sha"
cli="$dir/build/bin/draughts-cli"

exec 9>"$cache/$sha.lock"
flock 9
if [ ! -x "$cli" ]; then
    if [ ! -e "$dir/.git" ]; then
        git worktree prune
        git worktree add --detach "$dir" "$sha" >&2
    fi
    echo "build-ref.sh: building draughts-cli of $sha in $dir" >&2
    (cd "$dir" && cmake --preset release -DDRAUGHTS_BUILD_APP=OFF >/dev/null &&
        nice cmake --build build --target draughts-cli -j2 >&2)
fi
echo "$cli"
