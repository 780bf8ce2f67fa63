#!/bin/sh
# A program that ends at once with status 3, as a wrong command line would.
exit 3
