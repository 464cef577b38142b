#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Builds breached-password indexes from synthetic Pwned Passwords data (random SHA-1s with counts, the
# downloader's single-file layout) and reports build time, time per hash, peak RSS, bytes per hash,
# and the lookup rate of `credkit check --breached` over a million passwords.
# Usage: Scripts/measure-breached.sh [HASHES...]   (default: 10000000 100000000)
# 100 M hashes need about 4.5 GB of disk for the source and 0.2 GB for the index (in .build/measure).
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(10000000 100000000)
for size in "${sizes[@]}"; do
  [[ "$size" =~ ^[1-9][0-9]*$ ]] || { echo "measure-breached.sh: '$size' is not a positive number of hashes" >&2; exit 2; }
done
command -v /usr/bin/time >/dev/null 2>&1 || { echo "==> installing GNU time"; $( [ "$(id -u)" -ne 0 ] && echo sudo ) apt-get install -y -qq time >/dev/null; }
mkdir -p .build/measure
swift build -c release --product credkit >/dev/null
bin=.build/release/credkit
[ -f .build/measure/passwords-1000000.txt ] || python3 Scripts/generate-passwords.py 1000000 .build/measure/passwords-1000000.txt
echo "$(nproc) cores; SHA-1 in $(grep -q -w sha_ni /proc/cpuinfo && echo 'the SHA extensions' || echo 'Swift')"
for size in "${sizes[@]}"; do
  source=.build/measure/pwned-$size.txt
  index=.build/measure/pwned-$size.ckbi
  [ -f "$source" ] || { echo "==> writing $size synthetic hashes"; python3 Scripts/pwned-synthetic.py "$size" "$source"; }
  /usr/bin/time -f "%e %M" -o .build/measure/time.txt "$bin" breached build-index --output "$index" "$source" > /dev/null
  read -r seconds rss < <(tail -n 1 .build/measure/time.txt)
  bytes=$(stat -c %s "$index")
  awk -v n="$size" -v s="$seconds" -v r="$rss" -v b="$bytes" -v f="$(du -h "$source" | cut -f1)" 'BEGIN {
    printf "%d hashes (%s source): build %.1f s = %.2f µs per hash, peak RSS %.0f MiB (%.1f bytes per hash), index %.1f MB = %.3f bytes per hash\n",
      n, f, s, s * 1e6 / n, r / 1024, r * 1024 / n, b / 1e6, b / n }'
  for jobs in 1 2; do
    /usr/bin/time -f "%e %M" -o .build/measure/time.txt "$bin" check --breached "$index" --format json --quiet --jobs "$jobs" \
      < .build/measure/passwords-1000000.txt > /dev/null || [ $? -eq 1 ]
    read -r seconds rss < <(tail -n 1 .build/measure/time.txt)
    awk -v s="$seconds" -v r="$rss" -v j="$jobs" 'BEGIN {
      printf "  check --breached --format json --jobs %d: 1 M passwords in %.2f s = %.2f M/s (policy, SHA-1, lookup, record), peak RSS %.0f MiB\n",
        j, s, 1 / s, r / 1024 }'
  done
done
