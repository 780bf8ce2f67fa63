# What the shell test scripts (tests/cli/, tests/packaging/) share: a
# scratch folder removed on exit, `fail` and `finish`, and for the CLI's
# scripts `expect_error`, which runs `cli`, the command under test (an
# array when an emulator such as Wine comes first).
failures=0
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

fail() { # name, details...
    echo "FAIL: $1"
    shift
    [ $# -eq 0 ] || printf '  %s\n' "$@"
    failures=$((failures + 1))
}

# A usage error: status 2, nothing on stdout, one line on stderr.
expect_error() { # name, extended regex of the one stderr line, arguments...
    local name="$1" pattern="$2"
    shift 2
    local out err status
    out=$("${cli[@]}" "$@" 2>"$scratch/expect_error.err")
    status=$?
    err=$(cat "$scratch/expect_error.err")
    if [ "$status" -ne 2 ] || [ -n "$out" ] || [ "$(printf '%s\n' "$err" | wc -l)" -ne 1 ] ||
        ! printf '%s' "$err" | grep -qE -- "$pattern"; then
        fail "$name" "expected status 2 and one line matching: $pattern" "actual status $status, stdout: $out, stderr: $err"
    fi
}

finish() { # what the script checks
    if [ "$failures" -ne 0 ]; then
        echo "$1: $failures check(s) failed"
        exit 1
    fi
    echo "$1: every check passed"
    exit 0
}
