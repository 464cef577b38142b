# SPDX-License-Identifier: Apache-2.0
"""Batches from every column type, threads, and memory over many calls."""
from __future__ import annotations

import resource
import threading

import pytest

import credkit
import credkit._columns

ITEMS = ["Passw0rd!", "short", None, "Contraseña-2024", "correct horse battery staple", ""]
VALID = [True, False, None, True, False, False]


def column(result, name):
    return result[name].to_pylist() if hasattr(result, "column") else result[name]


def test_every_column_type_gives_the_same_answers():
    pa = pytest.importorskip("pyarrow")
    np = pytest.importorskip("numpy")
    pd = pytest.importorskip("pandas")
    policy = credkit.Policy.named("cognito-default")
    inputs = [
        ITEMS,
        np.array(ITEMS, dtype=object),
        pd.Series(ITEMS),
        pa.array(ITEMS),
        pa.array(ITEMS, type=pa.large_string()),
        pa.chunked_array([ITEMS[:2], ITEMS[2:]]),
        pa.array(["x", *ITEMS]).slice(1),
    ]
    for values in inputs:
        result = policy.check_batch(values)
        assert column(result, "valid") == VALID, type(values)
        assert column(result, "failed_rules")[2] is None
        assert column(result, "failed_rules")[1] == ["MinimumLength", "RequireUppercase", "RequireNumbers", "RequireSymbols"]
        bars = column(credkit.StrengthMeter().rate_batch(values), "bars")
        assert bars[2] is None and bars[0] == credkit.strength("Passw0rd!").bars
    assert column(policy.check_batch([]), "valid") == []


def test_eight_threads_share_one_policy_and_meter():
    policy = credkit.Policy.named("nist-800-63b")
    meter = credkit.StrengthMeter()
    items = [f"Pa{n * 7919}ss-{n % 13}" for n in range(3000)]
    expected = [policy.is_valid(item) for item in items]
    expected_bars = column(meter.rate_batch(items), "bars")
    failures: list[str] = []

    def work(seed: int) -> None:
        for _ in range(3):
            if column(policy.check_batch(items), "valid") != expected:
                failures.append(f"{seed}: batch")
            if [policy.is_valid(item) for item in items[seed::8]] != expected[seed::8]:
                failures.append(f"{seed}: one by one")
            if column(meter.rate_batch(items), "bars") != expected_bars:
                failures.append(f"{seed}: bars")

    threads = [threading.Thread(target=work, args=(seed,)) for seed in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []


def test_memory_stays_flat_over_ten_million_calls():
    policy = credkit.Policy.named("cognito-default")
    check = policy.is_valid
    for _ in range(200_000):  # warm up: the evaluator pool, ctypes' caches
        check("Passw0rd!")
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    for index in range(10_000_000):
        check("Passw0rd!" if index & 1 else "short")
    after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    assert after - before < 8 * 1024, f"peak RSS grew by {after - before} KiB"


def test_without_pyarrow_the_answers_are_lists(monkeypatch):
    monkeypatch.setattr(credkit._columns, "_pa", None)
    policy = credkit.Policy.named("cognito-default")
    result = policy.check_batch(ITEMS)
    assert result["valid"] == VALID
    assert result["failed_rules"][0] == [] and result["failed_rules"][2] is None
    assert result["failed_rules"][4] == ["RequireUppercase", "RequireNumbers"]
    bars = credkit.StrengthMeter().rate_batch(ITEMS)
    assert bars["bars"][2] is None and bars["guesses_log10"][2] is None
    assert bars["bars"][0] == credkit.strength("Passw0rd!").bars
    assert policy.check_batch([]) == {"valid": [], "failed_rules": []}
