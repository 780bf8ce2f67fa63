#!/bin/sh
# A Hub engine that answers every position with an error line.
while read -r line; do
    case "$line" in
        hub) echo 'id name=Refuser'; echo 'wait' ;;
        init) echo 'ready' ;;
        pos*) echo 'error message="cannot read the position"' ;;
        quit) exit 0 ;;
    esac
done
