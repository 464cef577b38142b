# SPDX-License-Identifier: Apache-2.0
"""csv_rows: the rows `credkit check|strength|email --format csv` writes, byte for byte, for a
column in one call — what credkit_frames reads into Arrow columns without a process."""
from __future__ import annotations

import json
import os
import subprocess

import pytest

import credkit
from conftest import FIXTURES, credkit_binary
from test_parity import passwords


def command_rows(arguments: list[str], items: list[str], language: str = "C") -> tuple[bytes, bytes]:
    """The header and the rows of `credkit ARGUMENTS --format csv` over ``items``, one per line."""
    env = {key: value for key, value in os.environ.items() if not key.startswith(("LC_", "CREDKIT_"))}
    env["LANG"] = language
    result = subprocess.run(
        [credkit_binary(), *arguments, "--format", "csv"], input="".join(item + "\n" for item in items).encode(),
        capture_output=True, env=env, check=False,
    )
    assert result.returncode in (0, 1, 4), result.stderr.decode()
    header, _, rows = result.stdout.partition(b"\n")
    return header, rows


@pytest.mark.parametrize("language", ["en", "es"])
def test_check_rows_are_the_commands(language):
    items = passwords() + ['with "quotes", and commas', "Ünïcödé-Passw0rd!"]
    header, rows = command_rows(["check", "--policy", "cognito-default"], items, "es_ES.UTF-8" if language == "es" else "C")
    assert header == b"line,valid,violations,cognito_message,error_code,error"
    policy = credkit.Policy.named("cognito-default")
    assert policy.csv_rows(items, language=language) == rows
    pa = pytest.importorskip("pyarrow")
    # 32-bit offsets, 64-bit offsets, and a chunked array whose lines go on across chunks.
    assert policy.csv_rows(pa.array(items, pa.string()), language=language) == rows
    assert policy.csv_rows(pa.array(items, pa.large_string()), language=language) == rows
    chunked = pa.chunked_array([pa.array(items[:7]), pa.array(items[7:])])
    assert policy.csv_rows(chunked, language=language) == rows


def test_check_rows_take_the_operation_and_judge_nulls_as_empty():
    policy = credkit.Policy.named("cognito-default")
    header, rows = command_rows(["check", "--policy", "cognito-default", "--operation", "change-password"], ["short", ""])
    assert policy.csv_rows(["short", None], operation="change-password") == rows
    assert rows.split(b"\n")[1].startswith(b"2,false,MinimumLength")
    with pytest.raises(credkit.UsageError) as refused:
        policy.csv_rows(["x"], operation="sign-in")
    assert refused.value.code == "invalid-value"


def test_strength_rows_are_the_commands():
    items = passwords()
    header, rows = command_rows(["strength"], items)
    assert header.startswith(b"line,model,bars,color,label,score,guesses_log10")
    assert credkit.StrengthMeter().csv_rows(items) == rows
    header, rows = command_rows(["strength", "--model", "checklist"], items, "es_ES.UTF-8")
    assert credkit.StrengthMeter("checklist").csv_rows(items, language="es") == rows


def test_strength_rows_for_bytes_that_are_not_utf8():
    pa = pytest.importorskip("pyarrow")
    rows = credkit.StrengthMeter().csv_rows(pa.array([b"ok-password", b"caf\xe9"], pa.binary()))
    second = rows.split(b"\n")[1]
    assert second.startswith(b"2,guesses,") and b",invalid-encoding," in second


def test_email_rows_are_the_commands():
    items = [
        json.loads(line)["input"]
        for line in (FIXTURES / "email-validator.jsonl").read_text(encoding="utf-8").split("\n")
        if line and "\n" not in json.loads(line)["input"] and "\r" not in json.loads(line)["input"]
    ]
    items += ["José@Example.com", "x@[127.0.0.1]", '"quoted"@example.com', "no-at-sign", "a,b@example.com"]
    header, rows = command_rows(["email"], items)
    assert header.startswith(b"line,input,valid,reason,message,normalized,smtputf8")
    assert credkit.EmailChecker().csv_rows(items) == rows
    header, rows = command_rows(["email", "--allow-display-name"], items, "es_ES.UTF-8")
    assert b"display_name" in header
    assert credkit.EmailChecker(allow_display_name=True).csv_rows(items, language="es") == rows
