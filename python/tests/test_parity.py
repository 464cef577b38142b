# SPDX-License-Identifier: Apache-2.0
"""The package's verdicts, bars, codes and records equal the command line's on the same inputs."""
from __future__ import annotations

import json
import random

import pytest

import credkit
from conftest import FIXTURES, ROOT


def passwords() -> list[str]:
    lines = (ROOT / "Policies" / "sample-passwords.txt").read_text(encoding="utf-8").splitlines()
    lines += ["", "  padded  ", "ＰＡＳＳｗｏｒｄ１２３", "marisolquintero1987", "x" * 300]
    rng = random.Random(57)
    alphabet = "abcXYZ019!@ ñé"
    lines += ["".join(rng.choice(alphabet) for _ in range(rng.randrange(25))) for _ in range(300)]
    return lines


@pytest.mark.parametrize("preset", ["cognito-default", "nist-800-63b", "pci-dss-4"])
@pytest.mark.parametrize("language", ["en", "es"])
def test_check_matches_the_command(cli, preset, language):
    items = passwords()
    records = cli(["check", "--policy", preset], [item.encode() for item in items], "es_ES.UTF-8" if language == "es" else "C")
    policy = credkit.Policy.named(preset)
    batch = policy.check_batch(items)
    valid = batch["valid"].to_pylist() if hasattr(batch, "column") else batch["valid"]
    failed = batch["failed_rules"].to_pylist() if hasattr(batch, "column") else batch["failed_rules"]
    assert len(records) == len(items)
    for index, (item, line) in enumerate(zip(items, records)):
        record = json.loads(line)
        verdict = policy.check(item, language=language)
        rules = [violation["rule"] for violation in record["violations"]]
        assert verdict.valid == record["valid"] == valid[index] == policy.is_valid(item), item
        assert [v.rule for v in verdict.violations] == rules == failed[index], item
        assert list(verdict.failed_rules) == rules
        if not verdict.valid:
            assert [v.message for v in verdict.violations] == [v["message"] for v in record["violations"]]
            assert verdict.cognito_message == record["cognitoMessage"]
            assert dict(verdict.record, line=index + 1) == record


def test_strength_matches_the_command(cli):
    items = passwords()
    records = [json.loads(line) for line in cli(["strength", "--email", "marisol@example.com"], [item.encode() for item in items])]
    meter = credkit.StrengthMeter(user_inputs=["marisol@example.com"])
    batch = meter.rate_batch(items)
    bars = batch["bars"].to_pylist() if hasattr(batch, "column") else batch["bars"]
    for index, (item, record) in enumerate(zip(items, records)):
        rated = meter.rate(item)
        assert dict(rated.record, line=index + 1) == record, item
        assert rated.bars == record["bars"] == bars[index]
        assert (rated.feedback or {}).get("warning") == record.get("feedback", {}).get("warning")
    checklist = credkit.strength("Passw0rd!", model="checklist", language="es")
    assert (checklist.bars, checklist.color, checklist.label) == (4, "green", "Fuerte")


def test_email_matches_the_command(cli):
    addresses = []
    for line in (FIXTURES / "email-validator.jsonl").read_text(encoding="utf-8").split("\n"):
        if not line:
            continue
        value = json.loads(line).get("input")
        if isinstance(value, str) and "\n" not in value and "\r" not in value:
            addresses.append(value)
    records = [json.loads(line) for line in cli(["email"], [address.encode() for address in addresses])]
    assert len(records) == len(addresses) > 1000
    for index, (address, record) in enumerate(zip(addresses, records)):
        result = credkit.email(address)
        assert dict(result.record, line=index + 1) == record, address
        assert (result.valid, result.normalized, result.reason) == (record["valid"], record["normalized"], record["reason"])


def test_jwt_matches_the_command(cli):
    cases = [json.loads(line) for line in (FIXTURES / "jwt" / "cases.jsonl").read_text(encoding="utf-8").split("\n") if line]
    tokens = [case["token"] for case in cases if "\n" not in case["token"]]
    decoded = cli(["jwt", "decode", "--at", "1800000000"], [token.encode() for token in tokens])
    jwks = FIXTURES / "jwt" / "jwks.json"
    verified = cli(
        ["jwt", "verify", "--at", "1800000000", "--jwks", str(jwks), "--user-pool-id", "eu-west-1_AbC123xyz",
         "--client-id", "7k2a9q4bq3ts2v8hrl1cgnl5ik", "--token-use", "id"],
        [token.encode() for token in tokens],
    )
    verifier = credkit.jwt.Verifier(
        jwks, user_pool_id="eu-west-1_AbC123xyz", client_id="7k2a9q4bq3ts2v8hrl1cgnl5ik", token_use="id", at=1800000000)
    for token, decode, verify in zip(tokens, decoded, verified):
        assert credkit.jwt.decode(token, at=1800000000) == json.loads(decode)
        assert verifier.verify(token) == json.loads(verify)
