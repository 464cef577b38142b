#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# End-to-end throughput and peak memory of `credkit check` on a generated corpus, next to `wc -l`.
# Usage: Scripts/measure-check.sh [LINES] [POLICY]   (defaults: 10000000 cognito-default)
set -euo pipefail
cd "$(dirname "$0")/.."
lines=${1:-10000000}
policy=${2:-cognito-default}
command -v /usr/bin/time >/dev/null 2>&1 || { echo "==> installing GNU time"; $( [ "$(id -u)" -ne 0 ] && echo sudo ) apt-get install -y -qq time >/dev/null; }
corpus=.build/measure/passwords-$lines.txt
mkdir -p .build/measure
[ -f "$corpus" ] || python3 Scripts/generate-passwords.py "$lines" "$corpus"
swift build -c release --product credkit >/dev/null
bin=.build/release/credkit
echo "corpus: $corpus ($lines lines, $(du -h "$corpus" | cut -f1)); policy: $policy; $(nproc) cores"
for format in json text; do
  for run in 1 2 3; do
    /usr/bin/time -f "%e %M" -o .build/measure/time.txt "$bin" check --format "$format" --policy "$policy" --quiet \
      < "$corpus" > /dev/null || [ $? -eq 1 ]
    read -r seconds rss < <(tail -n 1 .build/measure/time.txt)
    awk -v l="$lines" -v s="$seconds" -v r="$rss" -v f="$format" -v n="$run" \
      'BEGIN { printf "check --format %-4s run %d: %6.2f s  %6.2f M passwords/s  peak RSS %.1f MiB\n", f, n, s, l / s / 1e6, r / 1024 }'
  done
done
/usr/bin/time -f "%e" -o .build/measure/time.txt wc -l < "$corpus" > /dev/null
echo "wc -l on the same file: $(cat .build/measure/time.txt) s"
