# SPDX-License-Identifier: Apache-2.0
"""Runs the tests' short Python scripts (boto3 as an administrator, reference clients) in one
long-lived interpreter, so that each script does not pay for a new Python and boto3's import
(about 0.3 s of CPU each, some 250 times a test run). PythonWorkers.swift starts it.

Protocol, one JSON object per line each way: {"script": str, "argv": [str]} in,
{"status": int, "stdout": str, "stderr": str} out. Each script runs as `python3 -c script argv…`
would run it: a fresh __main__ namespace, sys.argv set, its prints captured, SystemExit's code as
the status, an uncaught exception's traceback on its standard error and status 1.
"""
import contextlib
import io
import json
import os
import sys
import traceback

# The answers go to a private copy of standard output; file descriptor 1 then points at standard
# error, so that anything written to it directly cannot corrupt the protocol.
channel = os.fdopen(os.dup(1), "w", encoding="utf-8")
os.dup2(2, 1)

# What the scripts import, loaded once (boto3's service models are then cached by its session).
import boto3  # noqa: E402,F401
import botocore.session  # noqa: E402,F401

for line in sys.stdin:
    request = json.loads(line)
    out, err = io.StringIO(), io.StringIO()
    status = 0
    sys.argv = ["-c"] + request["argv"]
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            exec(compile(request["script"], "<script>", "exec"), {"__name__": "__main__", "__builtins__": __builtins__})
        except SystemExit as exit:
            if exit.code is None:
                status = 0
            elif isinstance(exit.code, int):
                status = exit.code
            else:
                print(exit.code, file=sys.stderr)
                status = 1
        except BaseException:
            traceback.print_exc()
            status = 1
    channel.write(json.dumps({"status": status, "stdout": out.getvalue(), "stderr": err.getvalue()}) + "\n")
    channel.flush()
