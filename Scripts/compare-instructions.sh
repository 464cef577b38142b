#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Instructions executed by two credkit binaries on the same inputs, one job (valgrind's callgrind,
# `Ir`): unlike wall-clock or CPU time, the count does not move with the machine's load, so a change
# of a percent is visible where Scripts/compare-binaries.sh's medians move by five. Counts include
# start-up (about 64 million instructions). The binaries are copied without debug information first
# (valgrind 3.22 cannot read Swift 6.3's), keeping their symbols for callgrind_annotate.
# Usage: Scripts/compare-instructions.sh BINARY_A BINARY_B
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null 2>&1 || { echo "==> installing valgrind"; $( [ "$(id -u)" -ne 0 ] && echo sudo ) apt-get install -y -qq valgrind >/dev/null; }
mkdir -p .build/measure/instructions
m=.build/measure
strip --strip-debug -o $m/instructions/a "$1"
strip --strip-debug -o $m/instructions/b "$2"
passwords=$m/passwords-10000000.txt emails=$m/emails-1000000.txt
[ -f "$passwords" ] || python3 Scripts/generate-passwords.py 10000000 "$passwords"
[ -f "$emails" ] || python3 Scripts/generate-emails.py 1000000 "$emails"
head -n 200000 "$passwords" > $m/instructions/passwords.txt
head -n 2000 "$passwords" > $m/instructions/passwords-2000.txt
head -n 100000 "$emails" > $m/instructions/emails.txt
python3 Scripts/users-export.py "$passwords" $m/instructions/users.csv $m/instructions/users.jsonl 200000
# name|input|arguments
cases=(
  "check json|passwords.txt|check --format json --quiet --jobs 1"
  "check text|passwords.txt|check --format text --quiet --jobs 1"
  "email json|emails.txt|email --format json --quiet --jobs 1"
  "email text|emails.txt|email --format text --quiet --jobs 1"
  "strength json (guesses)|passwords-2000.txt|strength --format json --quiet --jobs 1"
  "check csv in, json out|users.csv|check --format json --quiet --jobs 1 --input-format csv --field password --keep user_id"
  "check jsonl in, csv out|users.jsonl|check --format csv --quiet --jobs 1 --input-format jsonl --field password --keep user_id"
)
printf "%-26s %16s %16s %8s\n" "command" "A instructions" "B instructions" "B/A"
for entry in "${cases[@]}"; do
  IFS='|' read -r name input arguments <<< "$entry"
  for side in a b; do
    # shellcheck disable=SC2086
    valgrind --tool=callgrind --callgrind-out-file=$m/instructions/$side.out $m/instructions/$side $arguments \
      < $m/instructions/$input > /dev/null 2> $m/instructions/$side.log || [ $? -eq 1 ]
    grep -o "Collected : [0-9]*" $m/instructions/$side.log | awk '{ print $3 }' > $m/instructions/$side.count
  done
  awk -v n="$name" -v a="$(cat $m/instructions/a.count)" -v b="$(cat $m/instructions/b.count)" \
    'BEGIN { printf "%-26s %16d %16d %8.4f\n", n, a, b, b / a }'
done
