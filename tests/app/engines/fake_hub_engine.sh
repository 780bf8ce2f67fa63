#!/usr/bin/env bash
# A Hub engine that misbehaves on purpose, for the window's tests of
# external engines: it answers the handshake like a real engine, then, when
# asked to think, does what its one argument says:
#   malformed  sends a line that is not the protocol (a quote never closed)
#   crash      sends one info line, then dies of a signal
#   silent     never answers (and ignores stop)
#   illegal    answers with a move that is not legal
#   mute       does not even answer "hub"
#   record F   writes every line it is sent to the file F, then is silent
mode="${1:-silent}"
record="${2:-}"
while IFS= read -r line; do
    command="${line%% *}"
    command="${command%$'\r'}"
    if [ "$mode" = record ]; then
        printf '%s\n' "$line" >> "$record"
    fi
    if [ "$mode" = mute ]; then
        continue
    fi
    case "$command" in
    hub)
        echo 'id name="Fake engine" version=1 author="The tests"'
        echo 'param name=variant value=normal type=enum values="normal polish twenty-vs-ten corner last-man"'
        echo 'wait'
        ;;
    init) echo 'ready' ;;
    ping) echo 'pong' ;;
    go)
        case "$mode" in
        malformed) echo 'info depth=1 pv="32-28 17-22' ;;
        crash)
            echo 'info depth=1'
            kill -SEGV $$
            ;;
        illegal) echo 'done move=1-2' ;;
        esac
        ;;
    quit) exit 0 ;;
    esac
done
