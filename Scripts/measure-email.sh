#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# End-to-end throughput and peak memory of `credkit email` on the realistic mix of Scripts/generate-emails.py.
# Usage: Scripts/measure-email.sh [COUNT] [PROFILE]   (defaults: 1000000 default)
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-1000000}
profile=${2:-default}
command -v /usr/bin/time >/dev/null 2>&1 || { echo "==> installing GNU time"; $( [ "$(id -u)" -ne 0 ] && echo sudo ) apt-get install -y -qq time >/dev/null; }
corpus=.build/measure/emails-$count.txt
mkdir -p .build/measure
[ -f "$corpus" ] || python3 Scripts/generate-emails.py "$count" "$corpus"
swift build -c release --product credkit >/dev/null
echo "corpus: $corpus ($count addresses); profile: $profile"
for format in json text; do
  for run in 1 2 3; do
    /usr/bin/time -f "%e %M" -o .build/measure/time.txt .build/release/credkit email --profile "$profile" \
      --format "$format" --quiet < "$corpus" > /dev/null || [ $? -eq 1 ]
    read -r seconds rss < <(tail -n 1 .build/measure/time.txt)
    awk -v l="$count" -v s="$seconds" -v r="$rss" -v f="$format" -v n="$run" \
      'BEGIN { printf "email --format %-4s run %d: %6.2f s  %6.2f M addresses/s  peak RSS %.1f MiB\n", f, n, s, l / s / 1e6, r / 1024 }'
  done
done
