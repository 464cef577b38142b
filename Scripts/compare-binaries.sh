#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# End-to-end throughput of two credkit binaries on the same inputs, runs interleaved (A, B, A, B, …)
# so that machine noise hits both alike; prints the median of RUNS for each command.
# Usage: Scripts/compare-binaries.sh BINARY_A BINARY_B [RUNS]   (e.g. a build of main and of a branch)
set -euo pipefail
cd "$(dirname "$0")/.."
a=$1 b=$2 runs=${3:-3}
command -v /usr/bin/time >/dev/null 2>&1 || { echo "==> installing GNU time"; $( [ "$(id -u)" -ne 0 ] && echo sudo ) apt-get install -y -qq time >/dev/null; }
mkdir -p .build/measure
passwords=.build/measure/passwords-10000000.txt
emails=.build/measure/emails-1000000.txt
[ -f "$passwords" ] || python3 Scripts/generate-passwords.py 10000000 "$passwords"
[ -f "$emails" ] || python3 Scripts/generate-emails.py 1000000 "$emails"
head -n 20000 "$passwords" > .build/measure/passwords-20000.txt
# name|lines|input|arguments
cases=(
  "check json|10000000|$passwords|check --format json --quiet"
  "check text|10000000|$passwords|check --format text --quiet"
  "email json|1000000|$emails|email --format json --quiet"
  "email text|1000000|$emails|email --format text --quiet"
  "strength json (guesses)|20000|.build/measure/passwords-20000.txt|strength --format json --quiet"
)
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
printf "%-26s %14s %14s %8s\n" "command" "A lines/s" "B lines/s" "B/A"
for entry in "${cases[@]}"; do
  IFS='|' read -r name lines input arguments <<< "$entry"
  : > .build/measure/a.txt; : > .build/measure/b.txt
  for _ in $(seq "$runs"); do
    for side in a b; do
      bin=$a; [ "$side" = b ] && bin=$b
      # shellcheck disable=SC2086
      /usr/bin/time -f "%e" -o .build/measure/t.txt "$bin" $arguments < "$input" > /dev/null || [ $? -eq 1 ]
      tail -n 1 .build/measure/t.txt >> ".build/measure/$side.txt"
    done
  done
  sa=$(median < .build/measure/a.txt); sb=$(median < .build/measure/b.txt)
  awk -v n="$name" -v l="$lines" -v a="$sa" -v b="$sb" \
    'BEGIN { printf "%-26s %14.0f %14.0f %8.3f\n", n, l / a, l / b, a / b }'
done
