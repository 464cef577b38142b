#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Runs `credkit check` (or `credkit strength`) over a dataset of passwords with Spark.

Each partition of the input is piped through the credkit binary (RDD.pipe), which Spark ships to
the executors (SparkContext.addFile, like spark-submit --files). The result is credkit's own JSON
Lines, one record per input line, in input order, numbered as one `credkit check --format json` run
over the whole input would number them, plus a summary:

    OUTPUT/records/part-*     the records (read the parts in name order)
    OUTPUT/summary.json       check: records, valid, invalid and failures per rule;
                              strength: records, count per number of bars, lines not UTF-8

Usage (local, two cores):
    spark-submit --master 'local[2]' examples/spark/credkit_spark.py \\
        --credkit .build/release/credkit passwords.txt out/ -- --policy nist-800-63b
On a cluster, the same with --master yarn (or spark://…, k8s://…). Everything after `--` goes to
credkit; `--format json` is always added.

Input is read with Spark's text reader: lines end at LF, CRLF or CR as in credkit, but bytes that are
not UTF-8 are replaced (U+FFFD) before credkit sees them, so such lines are judged as replaced. Run
credkit directly on files that must keep every byte.
"""

import argparse
import json
import os
import re
import shlex
import sys

from pyspark import SparkConf, SparkContext, SparkFiles

# The start of every credkit record: {"line":N,
LINE_FIELD = re.compile(r'^\{"line":(\d+),')
RULE = re.compile(r'"rule":"([A-Za-z]+)"')
BARS = re.compile(r'"bars":([0-9])')

# Runs the shipped binary from the task's working directory (where executors put --files and
# addFile files) or, in local mode where driver and executors share one JVM, from the driver's
# SparkFiles directory. Exit 1 ("some line refused") and 4 ("some line unreadable", its record
# saying why) are normal outcomes for the job; 2 (unusable options, unreadable policy) and 3 (a
# service did not answer) fail the task.
LAUNCHER = (
    'bin=./credkit; [ -e "$bin" ] || bin="$CREDKIT_FILES/credkit"; '
    '[ -x "$bin" ] || chmod u+x "$bin"; '
    '"$bin" "$@"; status=$?; [ "$status" -le 1 ] || [ "$status" -eq 4 ] || exit "$status"'
)


def parse_arguments(argv):
    parser = argparse.ArgumentParser(
        description="credkit check or strength over a dataset, with Spark",
        epilog="Arguments after -- are passed to credkit (for example: -- --policy nist-800-63b).",
    )
    parser.add_argument("input", help="text file, directory or glob: one password per line")
    parser.add_argument("output", help="directory to create for records/ and summary.json")
    parser.add_argument(
        "--credkit", default="credkit", help="the credkit binary on the driver (shipped to executors)"
    )
    parser.add_argument("--command", choices=["check", "strength"], default="check")
    parser.add_argument("--master", default=None, help="Spark master URL when not started by spark-submit (local[2], …)")
    parser.add_argument("--partitions", type=int, default=None, help="minimum number of input partitions")
    arguments, rest = parser.parse_known_args(argv)
    if rest and rest[0] == "--":
        rest = rest[1:]
    unknown = [option for option in rest if option in ("--format", "--show-password")]
    if unknown:
        parser.error(f"{unknown[0]} is set by the job (records never carry passwords)")
    arguments.credkit_arguments = rest
    return arguments


def renumber(offsets):
    """Rewrites each record's partition-local line number to its line number in the whole input."""

    def apply(index, records):
        offset = offsets[index]
        for record in records:
            match = LINE_FIELD.match(record)
            if match is None:
                raise ValueError(f"not a credkit record: {record[:80]!r}")
            yield '{"line":%d,' % (int(match.group(1)) + offset) + record[match.end():]

    return apply


def add_counts(left, right):
    """Adds `right`'s counts into `left`: numbers add, nested dictionaries add key by key."""
    for key, value in right.items():
        if isinstance(value, dict):
            add_counts(left.setdefault(key, {}), value)
        else:
            left[key] = left.get(key, 0) + value
    return left


def summarise(records, empty, count_record):
    """Counts each partition's records with `count_record(totals, record)`, then adds the partitions up."""

    def count(partition):
        totals = empty()
        for record in partition:
            count_record(totals, record)
        yield totals

    return records.mapPartitions(count).fold(empty(), add_counts)


def check_summary(records):
    """records, valid, invalid and failures per rule, from check records."""

    def count_record(totals, record):
        totals["records"] += 1
        if '"valid":true' in record:
            totals["valid"] += 1
            return
        totals["invalid"] += 1
        # Rule names appear once per failed rule; messages never contain `"rule":"`.
        for rule in RULE.findall(record):
            totals["byRule"][rule] = totals["byRule"].get(rule, 0) + 1

    summary = summarise(records, lambda: {"records": 0, "valid": 0, "invalid": 0, "byRule": {}}, count_record)
    summary["byRule"] = dict(sorted(summary["byRule"].items(), key=lambda item: (-item[1], item[0])))
    return summary


def strength_summary(records):
    """records, count per number of bars and lines that were not UTF-8, from strength records."""

    def count_record(totals, record):
        totals["records"] += 1
        match = BARS.search(record)
        if match is None:
            totals["unreadable"] += 1
        else:
            totals["byBars"][match.group(1)] = totals["byBars"].get(match.group(1), 0) + 1

    summary = summarise(records, lambda: {"records": 0, "byBars": {}, "unreadable": 0}, count_record)
    summary["byBars"] = dict(sorted(summary["byBars"].items()))
    return summary


def main(argv=None):
    arguments = parse_arguments(sys.argv[1:] if argv is None else argv)
    binary = os.path.abspath(arguments.credkit)
    if not os.access(binary, os.X_OK):
        sys.exit(f"credkit_spark: {arguments.credkit}: not an executable file")
    if os.path.basename(binary) != "credkit":
        sys.exit(f"credkit_spark: {arguments.credkit}: the binary must be named credkit (executors look it up by name)")
    if os.path.exists(arguments.output):
        sys.exit(f"credkit_spark: {arguments.output}: already exists")

    configuration = SparkConf().setAppName(f"credkit {arguments.command}")
    if arguments.master:
        configuration.setMaster(arguments.master)
    context = SparkContext(conf=configuration)
    try:
        # Ships the binary; executors fetch it once each.
        context.addFile(binary)
        lines = context.textFile(arguments.input, arguments.partitions)

        # Line numbers: credkit numbers each partition from 1; the offsets make them global.
        counts = lines.mapPartitions(lambda partition: [sum(1 for _ in partition)]).collect()
        offsets = [0]
        for count in counts[:-1]:
            offsets.append(offsets[-1] + count)

        # Spark already runs a task per core, so each credkit works on one thread (`--jobs 1`, before
        # the user's arguments, so that a --jobs of theirs still wins).
        command = " ".join(
            ["/bin/sh", "-c", shlex.quote(LAUNCHER), "credkit", arguments.command, "--format", "json", "--jobs", "1"]
            + [shlex.quote(argument) for argument in arguments.credkit_arguments]
        )
        environment = {"LANG": os.environ.get("CREDKIT_LANG", "C"), "CREDKIT_FILES": SparkFiles.getRootDirectory()}
        records = lines.pipe(command, env=environment, checkCode=True).mapPartitionsWithIndex(renumber(offsets))
        records.saveAsTextFile(os.path.join(arguments.output, "records"))

        # The summary reads the written records back rather than running credkit a second time.
        written = context.textFile(os.path.join(arguments.output, "records"))
        summary = check_summary(written) if arguments.command == "check" else strength_summary(written)
        if summary["records"] != sum(counts):
            sys.exit(f"credkit_spark: {summary['records']} records for {sum(counts)} lines")
        summary = {"command": arguments.command, "arguments": arguments.credkit_arguments, **summary}
        with open(os.path.join(arguments.output, "summary.json"), "w", encoding="utf-8") as file:
            json.dump(summary, file, indent=2)
            file.write("\n")
        print(json.dumps(summary))
    finally:
        context.stop()


if __name__ == "__main__":
    main()
