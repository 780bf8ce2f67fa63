#!/bin/sh
# A Hub engine that identifies itself, gets ready, and crashes (SIGSEGV)
# when asked for a move.
while read -r line; do
    case "$line" in
        hub) echo 'id name=Crasher version=1'; echo 'wait' ;;
        init) echo 'ready' ;;
        go*) kill -SEGV $$ ;;
        quit) exit 0 ;;
    esac
done
