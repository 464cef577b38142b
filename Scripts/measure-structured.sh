#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# `credkit check` on the same passwords as plain lines, as a CSV column (with --keep) and as a JSON
# Lines member: records per second, peak memory and the structured/plain ratio, one job and all.
# Usage: Scripts/measure-structured.sh [LINES]   (default 2000000)
set -euo pipefail
cd "$(dirname "$0")/.."
lines=${1:-2000000}
command -v /usr/bin/time >/dev/null 2>&1 || { echo "==> installing GNU time"; $( [ "$(id -u)" -ne 0 ] && echo sudo ) apt-get install -y -qq time >/dev/null; }
mkdir -p .build/measure
plain=.build/measure/passwords-$lines.txt
csv=.build/measure/users-$lines.csv
jsonl=.build/measure/users-$lines.jsonl
[ -f "$plain" ] || python3 Scripts/generate-passwords.py "$lines" "$plain"
if [ ! -f "$csv" ] || [ ! -f "$jsonl" ]; then
  python3 Scripts/users-export.py "$plain" "$csv" "$jsonl"
fi
swift build -c release --product credkit >/dev/null
bin=.build/release/credkit
echo "$lines passwords; $(nproc) cores; check --format json, cognito-default"
run() {  # name, jobs, input, arguments…
  local name=$1 jobs=$2 input=$3; shift 3
  local best=999999 rss=0
  for _ in 1 2 3; do
    /usr/bin/time -f "%e %M" -o .build/measure/time.txt "$bin" check --format json --jobs "$jobs" "$@" < "$input" > /dev/null \
      || [ $? -le 2 ]
    read -r seconds memory < <(tail -n 1 .build/measure/time.txt)
    if awk -v a="$seconds" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$seconds; rss=$memory; fi
  done
  awk -v l="$lines" -v s="$best" -v r="$rss" -v n="$name" -v j="$jobs" \
    'BEGIN { printf "%-26s --jobs %s: %6.2f s  %6.2f M records/s  peak RSS %.1f MiB\n", n, j, s, l / s / 1e6, r / 1024 }'
  echo "$best" > ".build/measure/$name-$jobs.seconds"
}
for jobs in 1 2; do
  run lines "$jobs" "$plain"
  run csv "$jobs" "$csv" --input-format csv --field password --keep user_id
  run jsonl "$jobs" "$jsonl" --input-format jsonl --field password --keep user_id
  for name in csv jsonl; do
    awk -v p="$(cat .build/measure/lines-$jobs.seconds)" -v s="$(cat .build/measure/$name-$jobs.seconds)" -v n="$name" -v j="$jobs" \
      'BEGIN { printf "  %s / lines, --jobs %s: %.0f %%\n", n, j, 100 * p / s }'
  done
done
