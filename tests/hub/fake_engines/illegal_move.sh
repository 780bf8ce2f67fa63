#!/bin/sh
# A Hub engine for every game that answers each search with a move that
# is never legal.
while read -r line; do
    case "$line" in
        hub) echo 'id name=Cheater'; echo 'param name=variant value=normal type=enum values="normal polish"'; echo 'wait' ;;
        init) echo 'ready' ;;
        go*) echo 'info depth=1 score=0.00'; echo 'done move=1-50' ;;
        quit) exit 0 ;;
    esac
done
