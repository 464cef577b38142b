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
# A hung test would otherwise hold CI until its own limit and end it with nothing to read. After
# CREDKIT_SUITE_LIMIT seconds (40 minutes: the suites take 14 in a clean clone) the watchdog prints
# the tests that started and did not end, the processes still running under the suite (with their
# arguments: the hung command), the test bundle's threads, and stops the suite with exit 124.
limit=${CREDKIT_SUITE_LIMIT:-2400}
set -m
(
    "$@" 2>&1 | tee "$log"
    exit "${PIPESTATUS[0]}"
) &
suite=$!
set +m
(
    sleep "$limit" & wait $!
    kill -0 "$suite" 2>/dev/null || exit 0
    {
        echo "==> the suite has run ${limit} s (CREDKIT_SUITE_LIMIT): stopped. Tests started and not ended:"
        # Swift Testing names a test when it starts (◇) and when it ends (✔ or ✘); a name left over
        # more times than it ended is still running.
        sed -n 's/^◇ Test \("[^"]*"\) started\.$/start \1/p; s/^[✔✘] Test \("[^"]*"\)\( with .*\)\{0,1\} \(passed\|failed\).*/end \1/p' "$log" |
            awk '{ kind = $1; $1 = ""; count[$0] += (kind == "start") ? 1 : -1 } END { for (name in count) if (count[name] > 0) print "   " name }'
        echo "==> processes under the suite:"
        ps -eo pid=,ppid=,etimes=,args= | awk -v root="$suite" '
            { parent[$1] = $2; line[$1] = $0 }
            END { for (pid in line) { p = pid; while (p in parent && p != root && p > 1) p = parent[p]; if (p == root) print "   " substr(line[pid], 1, 300) } }'
        if command -v gdb >/dev/null; then
            echo "==> threads of the test bundle (gdb):"
            for pid in $(pgrep -g "$suite" -f xctest); do
                timeout 60 gdb -p "$pid" -batch -ex "thread apply all bt 12" 2>/dev/null | grep -E "^(Thread|#)" | head -400
            done
        fi
    } >&2
    kill -TERM -- -"$suite" 2>/dev/null
    sleep 5
    kill -KILL -- -"$suite" 2>/dev/null
) &
watchdog=$!
wait "$suite"
status=$?
kill "$watchdog" 2>/dev/null
pkill -P "$watchdog" sleep 2>/dev/null
wait "$watchdog" 2>/dev/null
[ "$status" -eq 137 ] || [ "$status" -eq 143 ] && status=124
exit "$status"
