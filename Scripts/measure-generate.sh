#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# End-to-end throughput and peak memory of `credkit generate` (issue 18's figure: --count 10000000
# --format text > /dev/null with cognito-default, at least 1 million passwords a second).
# Usage: Scripts/measure-generate.sh [COUNT] [POLICY]   (defaults: 10000000 cognito-default)
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-10000000}
policy=${2:-cognito-default}
case "$count" in '' | *[!0-9]* | 0) echo "measure-generate: COUNT must be a positive number, not '$count'" >&2; exit 2 ;; esac
command -v /usr/bin/time >/dev/null 2>&1 || { echo "==> installing GNU time"; $( [ "$(id -u)" -ne 0 ] && echo sudo ) apt-get install -y -qq time >/dev/null; }
mkdir -p .build/measure
swift build -c release --product credkit >/dev/null
bin=.build/release/credkit
echo "policy: $policy; $(nproc) cores"
run() {
  local label=$1 n=$2
  shift 2
  for round in 1 2 3; do
    /usr/bin/time -f "%e %M" -o .build/measure/time.txt "$bin" generate --policy "$policy" --count "$n" --quiet "$@" > /dev/null
    read -r seconds rss < <(tail -n 1 .build/measure/time.txt)
    awk -v l="$n" -v s="$seconds" -v r="$rss" -v f="$label" -v k="$round" \
      'BEGIN { printf "%-34s run %d: %6.2f s  %6.2f M/s  peak RSS %.1f MiB\n", f, k, s, l / s / 1e6, r / 1024 }'
  done
}
run "characters, text ($count)" "$count"
run "passphrase 6 words, text ($((count / 10)))" "$((count / 10))" --words 6
run "characters, json with meter ($((count / 100)))" "$((count / 100))" --format json
