# SPDX-License-Identifier: Apache-2.0
"""Bad input is a Python exception with a stable code and both languages' messages, never a crash."""
from __future__ import annotations

import pytest

import credkit
from conftest import FIXTURES


def test_policies_that_cannot_be_loaded(tmp_path):
    with pytest.raises(credkit.PolicyError) as unknown:
        credkit.Policy.named("nope")
    assert unknown.value.code == "unknown-preset"
    assert unknown.value.message("es").startswith('política desconocida "nope"')
    with pytest.raises(credkit.PolicyError) as missing:
        credkit.Policy.from_file(tmp_path / "missing.json")
    assert missing.value.code == "unreadable"
    assert str(tmp_path / "missing.json") in str(missing.value)
    broken = tmp_path / "pool.json"
    broken.write_text('{"PasswordPolicy": {"MinimumLength": 6,}}')
    with pytest.raises(credkit.PolicyError) as malformed:
        credkit.Policy.from_file(broken)
    assert f"{broken}:1" in str(malformed.value)
    with pytest.raises(credkit.UsageError) as unknown_format:
        credkit.Policy.from_file(broken, format="yaml")
    assert unknown_format.value.code == "option-not-choice"
    with pytest.raises(credkit.UsageError) as pool:
        credkit.Policy.named("pool:eu-west-1_AbC123xyz")
    assert pool.value.code == "needs-network"
    computed = FIXTURES / "policy-import" / "computed.tf"
    with pytest.raises(credkit.PolicyError) as variable:
        credkit.Policy.from_file(computed)
    assert variable.value.code == "computed-value"
    assert not credkit.Policy.from_file(computed, variables={"min_length": "12"}).is_valid("Abcdefgh1!")


@pytest.mark.parametrize("value", [None, 12, 3.5, ["Passw0rd!"]])
def test_not_text_is_a_type_error(value):
    policy = credkit.Policy.named("cognito-default")
    with pytest.raises(TypeError):
        policy.check(value)
    with pytest.raises(TypeError):
        credkit.strength(value)
    with pytest.raises(TypeError):
        credkit.email(value)


def test_bytes_that_are_not_utf8():
    policy = credkit.Policy.named("cognito-default")
    for call in (policy.check, policy.is_valid, credkit.strength, credkit.email, credkit.jwt.decode):
        with pytest.raises(credkit.UsageError) as error:
            call(b"ab\xffcd")
        assert error.value.code == "not-utf8"
        assert "offset 2" in error.value.message("en") and "posición 2" in error.value.message("es")
    with pytest.raises(credkit.UsageError):
        policy.check("lone \udc80 surrogate")
    assert policy.check("Passw0rd!".encode()).valid


def test_a_one_megabyte_string_is_judged_not_a_crash():
    policy = credkit.Policy.named("cognito-default")
    verdict = policy.check("Aa1!" * 262_144)
    assert not verdict.valid and verdict.failed_rules == ("MaximumLength",)
    assert credkit.strength("x" * 1_048_576).bars >= 1
    assert not credkit.email("a" * 1_048_576 + "@example.com").valid
    assert credkit.jwt.decode("e" * 1_048_576)["error"] is not None


def test_options_and_languages_are_checked():
    with pytest.raises(credkit.UsageError) as language:
        credkit.Policy.named("cognito-default").check("short", language="fr")
    assert language.value.code == "invalid-value"
    with pytest.raises(credkit.UsageError) as model:
        credkit.StrengthMeter("zxcvbn")
    assert model.value.code == "option-not-choice"
    with pytest.raises(credkit.UsageError) as profile:
        credkit.EmailChecker(profile="rfc", allow_display_name=True)
    assert profile.value.code == "option-needs-default-profile"
    with pytest.raises(credkit.UsageError) as choices:
        credkit.jwt.Verifier({"keys": []}, user_pool_id="eu-west-1_AbC123xyz", token_use="id")
    assert choices.value.code == "option-conflict"
    with pytest.raises(credkit.JWTError):
        credkit.jwt.Verifier('{"keys": 3}', issuers=["https://x"], any_client=True, any_token_use=True)
    with pytest.raises(TypeError):
        credkit.Policy.named("cognito-default").check_batch("one string")


def test_generated_passwords_pass_their_policy():
    policy = credkit.Policy.named("cognito-default")
    passwords = credkit.generate(policy, 50, length=16, exclude_ambiguous=True)
    assert len(set(passwords)) == 50
    assert all(len(password) == 16 and policy.is_valid(password) for password in passwords)
    generator = credkit.Generator(policy, words=4, word_list="es", add_number=True, add_symbol=True, capitalize=True)
    assert generator.entropy_bits > 40
    assert policy.is_valid(generator())
    assert credkit.generate("nist-800-63b", 2) and credkit.generate(policy, 0) == []
    with pytest.raises(credkit.GeneratorError) as excluded:
        credkit.generate(policy, 1, no_numbers=True)
    assert excluded.value.code == "class-excluded"
    with pytest.raises(credkit.UsageError) as words:
        credkit.generate(policy, 1, separator="_")
    assert words.value.message("es") == "la opción «separator» es para frases de contraseña: indica también «words»"


def test_every_function_of_the_header_is_declared_to_ctypes():
    # An undeclared function would be called with ctypes' defaults (int arguments and result), which
    # truncates pointers: every function of include/credkit.h must have its declaration.
    import re

    from conftest import ROOT

    header = (ROOT / "include" / "credkit.h").read_text(encoding="utf-8")
    functions = set(re.findall(r"\b(credkit_[a-z0-9_]+)\(", header))
    assert functions and functions == credkit._native.DECLARED
