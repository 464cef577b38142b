# SPDX-License-Identifier: Apache-2.0
"""credkit in-process: Cognito-exact password policies, the four-bar strength meter, email checks
with email-validator's rules, and Cognito JWT decoding and verification — the same verdicts,
records and messages (English and Spanish) as the ``credkit`` command, which this package also
installs.

>>> import credkit
>>> policy = credkit.Policy.named("cognito-default")
>>> policy.check("Passw0rd!").valid
True
>>> [v.rule for v in policy.check("short").violations]
['MinimumLength', 'RequireUppercase', 'RequireNumbers', 'RequireSymbols']
"""
from __future__ import annotations

from . import _native, jwt
from ._email import EmailChecker, EmailResult, email
from ._errors import CredkitError, EmailError, GeneratorError, JWTError, PolicyError, StrengthError, UsageError
from ._generator import Generator, generate
from ._policy import RULES, Policy, Verdict, Violation, rules_of
from ._strength import Strength, StrengthMeter, strength

__version__: str = _native.lib.credkit_version().decode("ascii")

__all__ = [
    "RULES",
    "CredkitError",
    "EmailChecker",
    "EmailError",
    "EmailResult",
    "Generator",
    "GeneratorError",
    "JWTError",
    "Policy",
    "PolicyError",
    "Strength",
    "StrengthError",
    "StrengthMeter",
    "UsageError",
    "Verdict",
    "Violation",
    "email",
    "generate",
    "jwt",
    "rules_of",
    "strength",
]
