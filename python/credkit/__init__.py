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

from typing import TYPE_CHECKING, Any

from . import _native
from ._errors import CredkitError, EmailError, GeneratorError, JWTError, PolicyError, StrengthError, UsageError

if TYPE_CHECKING:
    from . import jwt
    from ._email import EmailChecker, EmailResult, email
    from ._generator import Generator, generate
    from ._policy import RULES, Policy, Verdict, Violation, rules_of
    from ._strength import Strength, StrengthMeter, strength

__version__: str = _native.lib.credkit_version().decode("ascii")

# The rest is imported on first use (PEP 562): `import credkit` loads the library and the error
# types only, so that a script that checks passwords does not pay for JSON, dataclasses and the
# token module before it needs them.
_LAZY = {
    "jwt": ("jwt", None),
    "EmailChecker": ("_email", "EmailChecker"),
    "EmailResult": ("_email", "EmailResult"),
    "email": ("_email", "email"),
    "Generator": ("_generator", "Generator"),
    "generate": ("_generator", "generate"),
    "RULES": ("_policy", "RULES"),
    "Policy": ("_policy", "Policy"),
    "Verdict": ("_policy", "Verdict"),
    "Violation": ("_policy", "Violation"),
    "rules_of": ("_policy", "rules_of"),
    "Strength": ("_strength", "Strength"),
    "StrengthMeter": ("_strength", "StrengthMeter"),
    "strength": ("_strength", "strength"),
}


def __getattr__(name: str) -> Any:
    found = _LAZY.get(name)
    if found is None:
        raise AttributeError(f"module 'credkit' has no attribute {name!r}")
    import importlib

    module = importlib.import_module(f".{found[0]}", __name__)
    value = module if found[1] is None else getattr(module, found[1])
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))


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
