#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Compares two `make bench` outputs (package-benchmark's text tables): p50 throughput per benchmark.

Usage: python3 Scripts/bench-compare.py BEFORE.txt AFTER.txt
Each file is the output of `make bench` (for "before", run it in a worktree of the older commit).
Prints a Markdown table: benchmark, p50 before, p50 after, after/before.
"""
import re
import sys

THROUGHPUT = re.compile(r"│ Throughput \(# / s\) \((\w*)\)\s*│(.*)")
SCALE = {"": 1, "K": 1e3, "M": 1e6}


def p50_throughputs(path):
    """Benchmark name -> p50 throughput (per second), from one `make bench` output."""
    result = {}
    name = None
    lines = open(path, encoding="utf-8", errors="replace").read().split("\n")
    for index, line in enumerate(lines):
        if line.startswith("╒") and index > 0:
            name = lines[index - 1].strip()  # the benchmark's name is the line above its table
        match = THROUGHPUT.match(line)
        if match and name:
            columns = [column.strip() for column in match.group(2).split("│")]
            result[name] = float(columns[2]) * SCALE.get(match.group(1), 1)  # p0, p25, p50, …
    return result


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    before, after = p50_throughputs(sys.argv[1]), p50_throughputs(sys.argv[2])
    print("| benchmark | before p50 | after p50 | after/before |\n|---|---:|---:|---:|")
    for name, value in after.items():
        if name in before:
            print(f"| {name} | {before[name]:,.0f}/s | {value:,.0f}/s | {value / before[name]:.2f} |")
        else:
            print(f"| {name} | — | {value:,.0f}/s | new |")


if __name__ == "__main__":
    main()
