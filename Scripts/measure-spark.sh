#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The Spark example's throughput: examples/spark/credkit_spark.py in local[2] mode over generated
# passwords, against one direct `credkit check --format json` run over the same file.
# Usage: Scripts/measure-spark.sh [LINES]   (default 5000000; needs pyspark and Java 17: make test-deps)
set -euo pipefail
cd "$(dirname "$0")/.."
lines=${1:-5000000}
mkdir -p .build/measure
corpus=.build/measure/passwords-$lines.txt
[ -f "$corpus" ] || python3 Scripts/generate-passwords.py "$lines" "$corpus"
swift build -c release --product credkit >/dev/null
bin=$(pwd)/.build/release/credkit
out=.build/measure/spark-out
rm -rf "$out"
start=$(date +%s.%N)
python3 examples/spark/credkit_spark.py --master 'local[2]' --credkit "$bin" --partitions 8 "$corpus" "$out" \
  > .build/measure/spark.log 2>&1 || { tail -20 .build/measure/spark.log; exit 1; }
end=$(date +%s.%N)
direct_start=$(date +%s.%N)
"$bin" check --format json < "$corpus" > .build/measure/direct.jsonl || [ $? -eq 1 ]
direct_end=$(date +%s.%N)
cat "$out"/records/part-* | cmp -s - .build/measure/direct.jsonl && same="identical" || same="DIFFERENT"
awk -v l="$lines" -v s="$start" -v e="$end" -v ds="$direct_start" -v de="$direct_end" -v same="$same" 'BEGIN {
  t = e - s; d = de - ds
  printf "Spark local[2], %d lines: %.1f s wall (start-up included) = %.0f K lines/s; records %s to the direct run\n", l, t, l / t / 1e3, same
  printf "credkit check --format json directly, one core: %.2f s = %.2f M lines/s\n", d, l / d / 1e6
  printf "per billion lines through Spark: %.0f core-hours at this rate (2 cores); credkit alone: %.2f core-hours\n", 1e9 / (l / t) * 2 / 3600, 1e9 / (l / d) / 3600
}'
