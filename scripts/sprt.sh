#!/usr/bin/env bash
# Does a change make the engine stronger? Builds draughts-cli at two commits
# (scripts/build-ref.sh: a cache folder outside the repository) and plays
# the candidate's `draughts-cli hub` against the base's, two games at a
# time from the game's opening set (resources/openings/), colours swapped
# in each pair, until the sequential probability ratio test decides:
# H1 "the candidate is at least elo1 stronger" (the change passes) or H0
# "at most elo0" (it fails). Prints each game, the LLR and the Elo estimate
# as it goes; docs/engine.md, "Testing a change", says how to read them.
#
#   scripts/sprt.sh BASE_REF CANDIDATE_REF [--variant V] [--movetime MS | --nodes N]
#                   [--elo0 E] [--elo1 E] [--alpha A] [--beta B] [--games MAX]
#                   [--concurrency N] [--openings FILE] [--pdn OUT] [--book | --candidate-book] [--by-points]
#
# Defaults: International, 100 ms a move, elo0 0, elo1 5, alpha = beta =
# 0.05, at most 20000 games, 2 at a time. The match is run by this
# checkout's draughts-cli (built in build/ if missing), niced. The output
# is kept in build/sprt/. Both engines play without their opening books
# (`hub --no-book`, for a build that has one), so that the match compares
# their searches; --book lets them use their books, --candidate-book the
# candidate alone (a test of a book against none: give one commit twice,
# and openings the book covers, such as resources/openings/international-starts.fen).
# In Twenty vs Ten the test counts the pairs by length (match --by-length,
# docs/engine.md "Pairs by length"): there White wins every game. With
# --by-points it counts the pairs' points, as in the other games: for
# openings where Black has chances (resources/openings/twenty-vs-ten-odds.fen).
# Exit status: 0 the change passes (H1), 1 it fails (H0) or the match
# broke, 3 no verdict within the games allowed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
usage() {
    sed -n '11,13p' "$0" | sed 's/^#  */usage: /; 2,3s/^usage: /       /' >&2
    exit 2
}
[ $# -ge 2 ] || usage
base_ref=$1
candidate_ref=$2
shift 2
variant=international limit=(--movetime 100) elo0=0 elo1=5 alpha=0.05 beta=0.05 games=20000 concurrency=2
openings="" pdn="" base_book=0 candidate_book=0 by_points=0
while [ $# -gt 0 ]; do
    # The flags first: they take no value.
    case $1 in
        --by-points) by_points=1; shift; continue ;;
        --book) base_book=1; candidate_book=1; shift; continue ;;
        --candidate-book) candidate_book=1; shift; continue ;;
    esac
    [ $# -ge 2 ] || usage
    case $1 in
        --variant) variant=$2 ;;
        --movetime | --nodes) limit=("$1" "$2") ;;
        --elo0) elo0=$2 ;;
        --elo1) elo1=$2 ;;
        --alpha) alpha=$2 ;;
        --beta) beta=$2 ;;
        --games) games=$2 ;;
        --concurrency) concurrency=$2 ;;
        --openings) openings=$2 ;;
        --pdn) pdn=$2 ;;
        *) usage ;;
    esac
    shift 2
done
openings=${openings:-resources/openings/$variant.fen}

base_cli=$(scripts/build-ref.sh "$base_ref")
candidate_cli=$(scripts/build-ref.sh "$candidate_ref")
if [ ! -x build/bin/draughts-cli ]; then
    cmake --preset release >/dev/null
    nice cmake --build build --target draughts-cli -j2
fi
base_name=base-$(git rev-parse --short "$base_ref^{commit}")
candidate_name=candidate-$(git rev-parse --short "$candidate_ref^{commit}")
mkdir -p build/sprt
# Twenty vs Ten's two ways of counting keep separate logs.
counted=""
[ "$by_points" -eq 0 ] || counted=-by-points
log=build/sprt/$variant-$base_name-$candidate_name$counted.txt
# A copy, so that rebuilding build/ meanwhile changes nothing of the match.
runner=build/sprt/draughts-cli-$$
cp build/bin/draughts-cli "$runner"
trap 'rm -f "$runner"' EXIT
extra=()
[ -z "$pdn" ] || extra=(--pdn "$pdn")
[ "$variant" != twenty-vs-ten ] || [ "$by_points" -eq 1 ] || extra+=(--by-length)
# The Hub command of a build (draughts-cli, 1 to play from its book):
# --no-book when it has a book and is not to use it.
hub_of() {
    local help
    help=$("$1" help)
    if [ "$2" -eq 0 ] && grep -qE 'draughts-cli hub .*\[--no-book\]' <<<"$help"; then
        echo "\"$1\" hub --no-book"
    else
        echo "\"$1\" hub"
    fi
}

echo "sprt.sh: $candidate_name against $base_name in $variant; the output also goes to $log"
set +e
nice "$runner" match --variant "$variant" --engine1 "$(hub_of "$candidate_cli" "$candidate_book")" --engine2 "$(hub_of "$base_cli" "$base_book")" \
    --name1 "$candidate_name" --name2 "$base_name" "${limit[@]}" --concurrency "$concurrency" \
    --openings "$openings" --games "$games" --sprt "elo0=$elo0 elo1=$elo1 alpha=$alpha beta=$beta" "${extra[@]}" |
    tee "$log"
status=${PIPESTATUS[0]}
set -e
[ "$status" -eq 0 ] || { echo "sprt.sh: the match broke off (status $status)"; exit 1; }
if grep -q '^sprt: H1 accepted' "$log"; then
    echo "sprt.sh: PASSED: $candidate_name is at least $elo1 Elo stronger than $base_name in $variant"
    exit 0
elif grep -q '^sprt: H0 accepted' "$log"; then
    echo "sprt.sh: FAILED: $candidate_name is at most $elo0 Elo stronger than $base_name in $variant"
    exit 1
fi
echo "sprt.sh: no verdict after $games games"
exit 3
