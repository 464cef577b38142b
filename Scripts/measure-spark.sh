#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The Spark examples' throughput in local[2] mode over generated passwords: credkit_spark.py (text
# lines through RDD.pipe) and credkit_frames.check (a Parquet table through Arrow batches, the
# self-contained binary), each against one direct `credkit check --format json` run.
# Usage: Scripts/measure-spark.sh [LINES]   (default 5000000; needs pyspark and Java 17: make test-deps)
set -euo pipefail
cd "$(dirname "$0")/.."
lines=${1:-5000000}
mkdir -p .build/measure
corpus=.build/measure/passwords-$lines.txt
[ -f "$corpus" ] || python3 Scripts/generate-passwords.py "$lines" "$corpus"
# One build for both parts: make release-static's binary (RELEASE_SCRATCH: its build folder, as
# in the Makefile; `make test` leaves one in .build-release).
make --no-print-directory release-static RELEASE_SCRATCH="${RELEASE_SCRATCH:-.build}" >/dev/null
bin=$(pwd)/.build/static/credkit
out=.build/measure/spark-out
rm -rf "$out"
start=$(date +%s.%N)
python3 examples/spark/credkit_spark.py --master 'local[2]' --credkit "$bin" --partitions 8 "$corpus" "$out" \
  > .build/measure/spark.log 2>&1 || { tail -20 .build/measure/spark.log; exit 1; }
end=$(date +%s.%N)
direct_start=$(date +%s.%N)
"$bin" check --format json --jobs 1 < "$corpus" > .build/measure/direct.jsonl || [ $? -eq 1 ]
direct_end=$(date +%s.%N)
cat "$out"/records/part-* | cmp -s - .build/measure/direct.jsonl && same="identical" || same="DIFFERENT"
awk -v l="$lines" -v s="$start" -v e="$end" -v ds="$direct_start" -v de="$direct_end" -v same="$same" 'BEGIN {
  t = e - s; d = de - ds
  printf "Spark local[2], %d lines: %.1f s wall (start-up included) = %.0f K lines/s; records %s to the direct run\n", l, t, l / t / 1e3, same
  printf "credkit check --format json directly, one core: %.2f s = %.2f M lines/s\n", d, l / d / 1e6
  printf "per billion lines through Spark: %.0f core-hours at this rate (2 cores); credkit alone: %.2f core-hours\n", 1e9 / (l / t) * 2 / 3600, 1e9 / (l / d) / 3600
}'

# The DataFrame path: the same passwords as a Parquet table (user_id, password; bytes that are not
# UTF-8 replaced, as Arrow strings must be), judged by credkit_frames.check with user_id kept —
# through a credkit process per partition (engine binary) and in-process through the wheel's
# package (engine package), in the same run, from an environment the wheel is installed in.
static=$bin
wheel=$(ls dist/credkit-*-py3-none-manylinux_*_x86_64.whl 2>/dev/null | head -1)
[ -n "$wheel" ] || { make --no-print-directory wheel RELEASE_SCRATCH="${RELEASE_SCRATCH:-.build}" >/dev/null; wheel=$(ls dist/credkit-*-py3-none-manylinux_*_x86_64.whl | head -1); }
venv=.build/measure/wheel-venv
python3 -m venv --clear --system-site-packages "$venv"
"$venv/bin/python" -m pip install --quiet --no-index --no-deps --disable-pip-version-check "$wheel"
table=.build/measure/users-$lines.parquet  # a folder of 8 files: Spark reads them on both cores
table_csv=.build/measure/users-$lines-utf8.csv
if [ ! -d "$table" ] || [ ! -f "$table_csv" ]; then
  python3 - "$corpus" "$table" "$table_csv" <<'PY'
import sys, pyarrow as pa, pyarrow.csv as csv, pyarrow.parquet as parquet
with open(sys.argv[1], encoding="utf-8", errors="replace", newline="\n") as source:
    passwords = [line[:-1] if line.endswith("\n") else line for line in source]
table = pa.table({"user_id": pa.array(range(1, len(passwords) + 1), pa.int64()), "password": pa.array(passwords, pa.string())})
import os
os.makedirs(sys.argv[2], exist_ok=True)
step = -(-len(passwords) // 8)
for part in range(8):
    parquet.write_table(table.slice(part * step, step), os.path.join(sys.argv[2], f"part-{part}.parquet"))
csv.write_csv(table, sys.argv[3])
PY
fi
frames=.build/measure/frames-out
in_process=.build/measure/frames-package-out
rm -rf "$frames" "$in_process"
start=$(date +%s.%N)
"$venv/bin/python" examples/spark/frames_example.py --master 'local[2]' --credkit "$static" --engine binary "$table" "$frames" \
  --column password --keep user_id --repeat 3 > .build/measure/frames.log 2>&1 || { tail -20 .build/measure/frames.log; exit 1; }
end=$(date +%s.%N)
"$venv/bin/python" examples/spark/frames_example.py --master 'local[2]' --engine package "$table" "$in_process" \
  --column password --keep user_id --repeat 3 > .build/measure/frames-package.log 2>&1 || { tail -20 .build/measure/frames-package.log; exit 1; }
# The first write pays the JVM's warm-up (class loading, JIT); the later ones are the steady rate.
cold=$(sed -n 's/.*"runs": \[\([0-9.]*\),.*/\1/p' .build/measure/frames.log | tail -1)
job=$(sed -n 's/.*"runs": \[[0-9.]*, \(.*\)\].*/\1/p' .build/measure/frames.log | tail -1 | tr ',' '\n' | sort -n | head -1)
package_cold=$(sed -n 's/.*"runs": \[\([0-9.]*\),.*/\1/p' .build/measure/frames-package.log | tail -1)
package_job=$(sed -n 's/.*"runs": \[[0-9.]*, \(.*\)\].*/\1/p' .build/measure/frames-package.log | tail -1 | tr ',' '\n' | sort -n | head -1)
grep -q '"engine": "package"' .build/measure/frames-package.log || { echo "error: the in-process run did not take the package" >&2; exit 1; }
direct_start=$(date +%s.%N)
"$static" check --format json --jobs 1 --input-format csv --field password --keep user_id < "$table_csv" > .build/measure/frames-direct.jsonl || [ $? -eq 1 ]
direct_end=$(date +%s.%N)
same_package=$(python3 - "$frames" "$in_process" <<'PY'
import sys, pyarrow.parquet as parquet
through, inside = (parquet.read_table(path).sort_by("user_id") for path in sys.argv[1:])
print("identical" if through.equals(inside) else "DIFFERENT")
PY
)
same=$(python3 - "$frames" .build/measure/frames-direct.jsonl <<'PY'
import json, sys, pyarrow.parquet as parquet
table = parquet.read_table(sys.argv[1]).sort_by("user_id")
ids, valid, violations = table["user_id"].to_pylist(), table["valid"].to_pylist(), table["violations"].to_pylist()
with open(sys.argv[2], encoding="utf-8") as direct:
    for index, line in enumerate(direct):
        record = json.loads(line)
        expected = (int(record["keep"]["user_id"]), record["valid"], [v["rule"] for v in record["violations"]])
        if (ids[index], valid[index], violations[index]) != expected:
            print(f"DIFFERENT at user {expected[0]}")
            sys.exit()
    print("identical" if index + 1 == len(ids) else "DIFFERENT in count")
PY
)
# Spark's own floor: the same read, Arrow batches to Python and back, and Parquet write, with a
# function that returns constant results of the same shape instead of running credkit.
floor=$(python3 - "$table" .build/measure/floor-out 2>/dev/null <<'PY'
import sys, time
from pyspark.sql import SparkSession
from pyspark.sql.types import ArrayType, BooleanType, LongType, StringType, StructField, StructType
spark = SparkSession.builder.master("local[2]").getOrCreate()
schema = StructType([StructField("user_id", LongType()), StructField("valid", BooleanType()),
                     StructField("violations", ArrayType(StringType())), StructField("cognito_message", StringType()),
                     StructField("error", StringType())])
def constant(batches):
    import pyarrow as pa
    for batch in batches:
        n = batch.num_rows
        yield pa.RecordBatch.from_arrays(
            [batch.column(0), pa.array([False] * n), pa.array([["RequireUppercase", "RequireSymbols"]] * n),
             pa.array(["Password did not conform with policy: Password must have uppercase characters"] * n),
             pa.nulls(n, pa.string())], names=schema.fieldNames())
runs = []
for _ in range(3):
    started = time.monotonic()
    frame = spark.read.parquet(sys.argv[1]).select("user_id", "password")
    frame.mapInArrow(constant, schema).write.mode("overwrite").parquet(sys.argv[2])
    runs.append(time.monotonic() - started)
print(min(runs[1:]))
spark.stop()
PY
)
awk -v l="$lines" -v s="$start" -v e="$end" -v j="$job" -v c="$cold" -v pj="$package_job" -v pc="$package_cold" -v sp="$same_package" -v f="$floor" -v ds="$direct_start" -v de="$direct_end" -v same="$same" 'BEGIN {
  t = e - s; d = de - ds
  printf "DataFrame (Parquet, Arrow batches, CSV records), local[2], %d rows: first write %.1f s = %.2f M rows/s (JVM warm-up included); later writes %.1f s = %.2f M rows/s; verdicts %s to the direct run (%.1f s wall for 3 writes with start-up)\n", l, c, l / c / 1e6, j, l / j / 1e6, same, t
  printf "DataFrame in-process (engine package, the wheel): first write %.1f s = %.2f M rows/s; later writes %.1f s = %.2f M rows/s = %.2fx the credkit processes; results %s to theirs\n", pc, l / pc / 1e6, pj, l / pj / 1e6, j / pj, sp
  printf "in-process reaches %.0f %% of credkit direct; Spark alone (below) is the floor\n", 100 * (l / pj) / (l / d)
  printf "credkit check --format json --input-format csv directly, one core: %.2f s = %.2f M rows/s; the DataFrame write reaches %.0f %% of it warm, %.0f %% cold\n", d, l / d / 1e6, 100 * (l / j) / (l / d), 100 * (l / c) / (l / d)
  printf "Spark alone (constant results instead of credkit, warm): %.1f s = %.2f M rows/s = %.0f %% of credkit direct\n", f, l / f / 1e6, 100 * (l / f) / (l / d)
  # Spark alone keeps both cores busy; credkit'"'"'s own work (its direct one-core time) must fit on the
  # same two cores, so even free data movement leaves at least d / 2 on top of Spark'"'"'s time.
  b = f + d / 2
  printf "bound with free data movement (Spark alone + credkit'"'"'s own time on the same 2 cores): %.1f s = %.2f M rows/s = %.0f %% of credkit direct\n", b, l / b / 1e6, 100 * (l / b) / (l / d)
}'
