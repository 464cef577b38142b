#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""credkit_frames on a Parquet or CSV table: check, strength or email a column, keep others, write
the typed result as Parquet (or JSON Lines) and print counts.

    python3 examples/spark/frames_example.py --master 'local[2]' --credkit .build/static/credkit \\
        users.parquet audit/ --column password --keep user_id -- --policy nist-800-63b
    python3 examples/spark/frames_example.py --credkit ./credkit users.csv audit/ \\
        --command strength,email --column password,email --keep user_id
    pip install credkit && python3 examples/spark/frames_example.py --engine package users.parquet audit/ \\
        --column password --keep user_id

Several commands (comma-separated, each with its column) run in one Spark session, each written to
OUTPUT/COMMAND.

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
    parser.add_argument("--engine", choices=credkit_frames.ENGINES, default="auto",
                        help="package: the credkit Python package in-process; binary: a credkit process per "
                             "partition; auto: the package when importable (default)")
    parser.add_argument("--command", default="check", help="check, strength or email; or several, comma-separated")
    parser.add_argument("--column", required=True, help="the column to judge; or one per command, comma-separated")
    parser.add_argument("--keep", default="", help="columns to keep beside the results, comma-separated")
    parser.add_argument("--input-format", choices=["parquet", "csv"], default=None, help="default: from the name")
    parser.add_argument("--output-format", choices=["parquet", "json"], default="parquet")
    parser.add_argument("--master", default=None, help="Spark master URL when not started by spark-submit")
    parser.add_argument("--partitions", type=int, default=None, help="repartition the input first")
    parser.add_argument("--repeat", type=int, default=1,
                        help="run each job this many times, overwriting (the first pays the JVM's warm-up)")
    arguments, rest = parser.parse_known_args(sys.argv[1:] if argv is None else argv)
    if rest and rest[0] == "--":
        rest = rest[1:]
    commands = arguments.command.split(",")
    columns = arguments.column.split(",")
    if len(columns) == 1:
        columns *= len(commands)
    for command in commands:
        if command not in ("check", "strength", "email"):
            parser.error(f"--command {command}: choose check, strength or email")
    if len(columns) != len(commands):
        parser.error("--column: one column, or one per command")

    if arguments.master and arguments.master.startswith("local") and "PYSPARK_PYTHON" not in os.environ:
        # Local workers run PYSPARK_PYTHON (python3 on PATH unless set): this interpreter, so that
        # they see the packages it sees (the credkit wheel in a virtual environment, say).
        os.environ["PYSPARK_PYTHON"] = sys.executable
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
        for command, column in zip(commands, columns):
            output = arguments.output if len(commands) == 1 else os.path.join(arguments.output, command)
            function = getattr(credkit_frames, command)
            result = function(frame, column, keep, credkit=arguments.credkit, arguments=rest, engine=arguments.engine)
            times = []
            for _ in range(max(arguments.repeat, 1)):
                started = time.monotonic()
                writer = result.write.mode("overwrite" if times else "errorifexists")
                if arguments.output_format == "json":
                    writer.json(output)
                else:
                    writer.parquet(output)
                times.append(round(time.monotonic() - started, 2))
            # Counted from what was written (credkit does not run twice).
            reader = spark.read.parquet if arguments.output_format == "parquet" else spark.read.json
            written = reader(output)
            if command == "strength":
                counts = {str(row["bars"]): row["count"] for row in written.groupBy("bars").count().collect()}
                summary = {"rows": sum(counts.values()), "byBars": dict(sorted(counts.items()))}
            else:
                counts = {str(row["valid"]).lower(): row["count"] for row in written.groupBy("valid").count().collect()}
                summary = {"rows": sum(counts.values()), "valid": counts.get("true", 0), "invalid": counts.get("false", 0)}
            engine = result_engine(command, rest, arguments.engine)
            print(json.dumps({"command": command, "engine": engine, **summary, "seconds": times[-1], "runs": times}),
                  flush=True)
    finally:
        spark.stop()


def result_engine(command, rest, engine):
    """The engine credkit_frames took on the driver (an executor without the package falls back)."""
    if engine != "auto":
        return engine
    usable = credkit_frames.package_options(command, rest) is not None and credkit_frames._package_importable()
    return "package" if usable else "binary"


if __name__ == "__main__":
    main()
