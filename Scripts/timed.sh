#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Runs a command and says how long it took, in wall-clock seconds and in CPU seconds (user and system,
# of the command and every process it waited for), so that every step of `make test` reports its
# own cost: CI's log then shows where the minutes go, and which steps could share the two cores (the
# per-phase tables in the notes come from it). Servers that outlive the command are not counted.
#
# Usage: Scripts/timed.sh LABEL COMMAND [ARGUMENT...]
set -u
label=$1
shift
echo "==> ${label}: $*"
start=$(date +%s)
"$@"
status=$?
elapsed=$(($(date +%s) - start))
# `times` in this shell (a subshell would report its own): its second line is the children's user
# and system time, as `XmY.YYYs XmY.YYYs`.
record=$(mktemp)
times >"$record"
cpu=$(awk 'NR == 2 { total = 0; for (i = 1; i <= 2; i++) { split($i, part, "m"); sub("s", "", part[2]); total += part[1] * 60 + part[2] } printf "%d", total + 0.5 }' "$record")
rm -f "$record"
echo "==> ${label}: ${elapsed} s, CPU ${cpu} s$([ "$status" -ne 0 ] && echo " (exit ${status})")"
exit "$status"
