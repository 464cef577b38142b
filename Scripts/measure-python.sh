#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The Python package's numbers (issue 57), one run, the same inputs for every contender:
#   - the guesses meter: `credkit strength --jobs 1` (the CLI on one core) against
#     credkit.StrengthMeter().rate_batch (in-process) against zxcvbn-rs-py 0.3.0 and python zxcvbn
#     4.5.0, one call per password (installed in a venv under .compare/python);
#   - policy checks: Policy.check_batch from a pyarrow array (N passwords), and the cost of one
#     Policy.is_valid call (1 M calls);
#   - `import credkit` in a fresh interpreter (median of 5).
# The library is the release build's libCredKitC (built here if missing); LIBRARY=path takes another
# (the wheel's). Passwords: the agreement corpus (Tests/Fixtures/strength) repeated to N (default 200,000;
# python zxcvbn gets N/20 and its rate is per password).
# Usage: [LIBRARY=path] Scripts/measure-python.sh [N]
set -euo pipefail
cd "$(dirname "$0")/.."
lines=${1:-200000}
library=${LIBRARY:-}
if [ -z "$library" ]; then
    swift build -c release --product CredKitC >/dev/null
    swift build -c release --product credkit >/dev/null
    library=.build/release/libCredKitC.so
fi
binary=${CREDKIT:-.build/release/credkit}
venv=.compare/python
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv --system-site-packages "$venv"
    "$venv/bin/pip" install --quiet "zxcvbn==4.5.0" "zxcvbn-rs-py==0.3.0"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$lines" "$work" <<'PY'
import sys
lines, work = int(sys.argv[1]), sys.argv[2]
corpus = [line.split("\t", 2)[2] for line in open("Tests/Fixtures/strength/zxcvbn-corpus.tsv", encoding="utf-8").read().splitlines()]
with open(f"{work}/passwords.txt", "w", encoding="utf-8") as out:
    for i in range(lines):
        out.write(corpus[i % len(corpus)] + "\n")
PY
start=$(date +%s.%N)
"$binary" strength --jobs 1 --format json --password-file "$work/passwords.txt" >/dev/null || true
end=$(date +%s.%N)
cli=$(python3 -c "print(int($lines / ($end - $start)))")

CREDKIT_LIBRARY=$library PYTHONPATH=python "$venv/bin/python" - "$work/passwords.txt" "$cli" <<'PY'
import statistics, subprocess, sys, time

import pyarrow as pa

import credkit

path, cli = sys.argv[1], int(sys.argv[2])
passwords = open(path, encoding="utf-8").read().split("\n")[:-1]
column = pa.array(passwords)


def rate(label, seconds, count):
    per_second = count / seconds
    print(f"{label:<48} {per_second:>14,.0f} /s")
    return per_second


print(f"{'what':<48} {'rate':>16}")
print(f"{'credkit strength --jobs 1 (the CLI, one core)':<48} {cli:>14,} /s")
meter = credkit.StrengthMeter()
meter.rate_batch(column.slice(0, 1000))
started = time.perf_counter()
meter.rate_batch(column)
inprocess = rate("credkit.StrengthMeter().rate_batch (in-process)", time.perf_counter() - started, len(passwords))

from zxcvbn_rs_py import zxcvbn as rust

started = time.perf_counter()
for password in passwords:
    rust(password)
rs = rate("zxcvbn-rs-py 0.3.0, one call a password", time.perf_counter() - started, len(passwords))

from zxcvbn import zxcvbn as python_zxcvbn

sample = passwords[: max(1, len(passwords) // 20)]
started = time.perf_counter()
for password in sample:
    python_zxcvbn(password)
py = rate("python zxcvbn 4.5.0, one call a password", time.perf_counter() - started, len(sample))
print(f"in-process / CLI one core: {inprocess / cli:.0%}; / zxcvbn-rs-py: {inprocess / rs:.1f}x; / python zxcvbn: {inprocess / py:.0f}x")

policy = credkit.Policy.named("cognito-default")
policy.check_batch(column.slice(0, 1000))
started = time.perf_counter()
policy.check_batch(column)
rate("Policy.check_batch (pyarrow in, table out)", time.perf_counter() - started, len(passwords))
calls = 1_000_000
started = time.perf_counter()
for _ in range(calls):
    policy.is_valid("Passw0rd!")
print(f"{'Policy.is_valid, one call':<48} {(time.perf_counter() - started) / calls * 1e6:>13.2f} µs")

times = []
for _ in range(5):
    result = subprocess.run(
        [sys.executable, "-c", "import time; t = time.perf_counter(); import credkit; print(time.perf_counter() - t)"],
        capture_output=True, text=True, check=True)
    times.append(float(result.stdout))
print(f"{'import credkit (median of 5)':<48} {statistics.median(times) * 1000:>13.1f} ms")
PY
