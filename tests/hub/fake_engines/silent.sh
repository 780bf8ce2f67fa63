#!/bin/sh
# A Hub engine that reads everything and never answers (its output open).
while read -r line; do :; done
