#!/bin/sh
# A program that answers "hub" with a line that is not the protocol
# (a quote never closed).
read -r line
echo 'id name="Babbler'
exec cat >/dev/null
