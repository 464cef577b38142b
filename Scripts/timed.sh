#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Runs a command and says how long it took, so that every step of `make test` reports its own time
# (CI's log then shows where the minutes go; the per-phase tables in the notes come from it).
#
# Usage: Scripts/timed.sh LABEL COMMAND [ARGUMENT...]
set -u
label=$1
shift
echo "==> ${label}: $*"
start=$(date +%s)
"$@"
status=$?
echo "==> ${label}: $(($(date +%s) - start)) s$([ "$status" -ne 0 ] && echo " (exit ${status})")"
exit "$status"
