#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Runs a test suite with its output on the terminal and in LOG; when it fails, and again at the end
# of `make test` (Scripts/suite.sh --failures LOG…), the failed tests' lines are printed together,
# so that the last lines of a CI log name them even when a suite ran beside another one.
#
# Usage: Scripts/suite.sh LOG COMMAND [ARGUMENT...]
#        Scripts/suite.sh --failures LOG...
set -u
if [ "$1" = "--failures" ]; then
    shift
    for log in "$@"; do
        [ -f "$log" ] || continue
        if grep -q "✘" "$log"; then
            echo "==> failed in ${log}:"
            # Each issue with the lines that explain it (↳ and their continuations), at most 12 lines each.
            awk '/^✘ .*recorded an issue/ { shown = 0; keep = 1; print; next }
                 /^[✘✔◇]/ { keep = 0 }
                 keep && shown < 12 { print; shown++ }' "$log" | head -120
            grep "^✘ Test run" "$log"
        fi
    done
    exit 0
fi
log=$1
shift
mkdir -p "$(dirname "$log")"
"$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
exit "$status"
