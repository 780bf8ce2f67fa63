#!/bin/sh
# A Hub engine that gets ready and then never answers a "go".
while read -r line; do
    case "$line" in
        hub) echo 'id name=Sleeper'; echo 'wait' ;;
        init) echo 'ready' ;;
        quit) exit 0 ;;
    esac
done
