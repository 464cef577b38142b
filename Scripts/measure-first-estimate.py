#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Whole-process cost of what a password screen keeps resident, in fresh processes: the first strength
estimate, a policy with its blocklist, and the email checker. Each command runs 31 times; the table
shows the median wall time and peak RSS, and the difference from the same process on empty input
(which loads the binary, the Swift runtime and Foundation, and does nothing else).

Usage: Scripts/measure-first-estimate.py [BINARY]   (default .build/release/credkit; needs GNU time)
"""
import statistics
import subprocess
import sys
import tempfile
import time

binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/credkit"
runs = 31


def measure(arguments, stdin):
    walls, rss = [], []
    with tempfile.NamedTemporaryFile() as out:
        for _ in range(runs):
            start = time.perf_counter()
            subprocess.run([binary] + arguments, input=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            walls.append(time.perf_counter() - start)
            subprocess.run(["/usr/bin/time", "-f", "%M", "-o", out.name, binary] + arguments, input=stdin,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            rss.append(int(open(out.name).read().split()[-1]))
    return statistics.median(walls) * 1000, statistics.median(rss) / 1024


rows = [
    ("strength, empty input (baseline)", ["strength", "--quiet"], b""),
    ("strength (guesses), one password", ["strength", "--quiet"], b"Password1!\n"),
    ("check nist-800-63b (19,640-word blocklist, NFKC), one password", ["check", "--quiet", "--policy", "nist-800-63b"],
     b"Password1!\n"),
    ("email (default profile, IDNA), one address", ["email", "--quiet"], "josé@münchen.de\n".encode()),
]
print(f"binary: {binary}; median of {runs} fresh processes")
base_ms, base_mib = None, None
for label, arguments, stdin in rows:
    ms, mib = measure(arguments, stdin)
    if base_ms is None:
        base_ms, base_mib = ms, mib
        print(f"{label:64} {ms:6.1f} ms  {mib:5.1f} MiB")
    else:
        print(f"{label:64} {ms:6.1f} ms  {mib:5.1f} MiB  (+{ms - base_ms:.1f} ms, +{mib - base_mib:.1f} MiB)")
