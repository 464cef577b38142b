#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""credkit_frames on a Parquet or CSV table: check, strength or email a column, keep others, write
the typed result as Parquet (or JSON Lines) and print counts.

    python3 examples/spark/frames_example.py --master 'local[2]' --credkit .build/static/credkit \\
        users.parquet audit/ --column password --keep user_id -- --policy nist-800-63b
    python3 examples/spark/frames_example.py --credkit ./credkit users.csv emails/ \\
        --command email --column email --keep user_id

A CSV input has a header line and RFC 4180 quoting (commas, quotes and line breaks inside quotes are
read as Spark reads multi-line CSV). Everything after `--` goes to credkit.
"""

import argparse
import json
import os
import sys
import time

from pyspark.sql import SparkSession

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import credkit_frames  # noqa: E402


def main(argv=None):
    parser = argparse.ArgumentParser(description="credkit over a DataFrame column (Parquet or CSV), with Spark")
    parser.add_argument("input", help="a Parquet file or folder, or a CSV file with a header")
    parser.add_argument("output", help="folder to write the result to")
    parser.add_argument("--credkit", default="credkit", help="the credkit binary (make release-static's)")
    parser.add_argument("--command", choices=["check", "strength", "email"], default="check")
    parser.add_argument("--column", required=True, help="the column to judge")
    parser.add_argument("--keep", default="", help="columns to keep beside the results, comma-separated")
    parser.add_argument("--input-format", choices=["parquet", "csv"], default=None, help="default: from the name")
    parser.add_argument("--output-format", choices=["parquet", "json"], default="parquet")
    parser.add_argument("--master", default=None, help="Spark master URL when not started by spark-submit")
    parser.add_argument("--partitions", type=int, default=None, help="repartition the input first")
    arguments, rest = parser.parse_known_args(sys.argv[1:] if argv is None else argv)
    if rest and rest[0] == "--":
        rest = rest[1:]

    builder = SparkSession.builder.appName(f"credkit {arguments.command} (DataFrame)")
    if arguments.master:
        builder = builder.master(arguments.master)
    spark = builder.getOrCreate()
    try:
        kind = arguments.input_format or ("csv" if arguments.input.endswith(".csv") else "parquet")
        if kind == "csv":
            frame = spark.read.csv(arguments.input, header=True, multiLine=True, escape='"', inferSchema=False)
        else:
            frame = spark.read.parquet(arguments.input)
        if arguments.partitions:
            frame = frame.repartition(arguments.partitions)
        keep = [name for name in arguments.keep.split(",") if name]
        function = getattr(credkit_frames, arguments.command)
        result = function(frame, arguments.column, keep, credkit=arguments.credkit, arguments=rest)
        started = time.monotonic()
        if arguments.output_format == "json":
            result.write.json(arguments.output)
        else:
            result.write.parquet(arguments.output)
        seconds = time.monotonic() - started
        # Counted from what was written (credkit does not run twice).
        reader = spark.read.parquet if arguments.output_format == "parquet" else spark.read.json
        written = reader(arguments.output)
        if arguments.command == "strength":
            counts = {str(row["bars"]): row["count"] for row in written.groupBy("bars").count().collect()}
            summary = {"rows": sum(counts.values()), "byBars": dict(sorted(counts.items()))}
        else:
            counts = {str(row["valid"]).lower(): row["count"] for row in written.groupBy("valid").count().collect()}
            summary = {"rows": sum(counts.values()), "valid": counts.get("true", 0), "invalid": counts.get("false", 0)}
        print(json.dumps({"command": arguments.command, **summary, "seconds": round(seconds, 2)}))
    finally:
        spark.stop()


if __name__ == "__main__":
    main()
