# SPDX-License-Identifier: Apache-2.0
"""Errors as exceptions: each carries the library's stable code, its domain and its message in
English and Spanish."""
from __future__ import annotations

import ctypes

from . import _native


class CredkitError(Exception):
    """A call credkit refused. ``code`` is stable (``unknown-preset``, ``invalid-jwk`` …);
    ``message(language)`` gives the text in ``"en"`` or ``"es"``; ``str(error)`` is the message in
    the language the call was given."""

    def __init__(self, code: str, domain: str, messages: dict[str, str], language: str = "en") -> None:
        self.code = code
        self.domain = domain
        self.messages = messages
        super().__init__(messages.get(language) or messages["en"])

    def message(self, language: str = "en") -> str:
        return self.messages.get(language) or self.messages["en"]


class PolicyError(CredkitError):
    """A policy that cannot be loaded: an unknown preset, an unreadable or malformed file, a value
    out of Cognito's range (with the file, line and field)."""


class StrengthError(CredkitError):
    """A meter that cannot be made: an unknown language, an unreadable word list."""


class EmailError(CredkitError):
    """An email checker that cannot be made."""


class JWTError(CredkitError):
    """A key set that cannot be read, or verifier choices that are not made."""


class GeneratorError(CredkitError):
    """A generator that cannot be made for its policy (a needed character class excluded, a length
    outside the policy's range …) or whose passwords the policy keeps refusing."""


class UsageError(CredkitError, ValueError):
    """An argument credkit refused before doing anything: an unknown option or language, a value of
    the wrong kind, bytes that are not UTF-8 where text is required."""


_BY_DOMAIN: dict[str, type[CredkitError]] = {
    "policy": PolicyError,
    "strength": StrengthError,
    "email": EmailError,
    "jwt": JWTError,
    "generator": GeneratorError,
    "abi": UsageError,
}


def raise_from(slot: ctypes.c_void_p, language: str = "en") -> None:
    """Raises the error the library left in ``slot`` (and frees it)."""
    pointer = slot.value
    if not pointer:
        raise CredkitError("unexpected", "abi", {"en": "credkit failed without an error", "es": "credkit falló sin un error"})
    try:
        code = _native.lib.credkit_error_code(pointer).decode("utf-8")
        domain = _native.lib.credkit_error_domain(pointer).decode("utf-8")
        messages = {
            name: _native.lib.credkit_error_message(pointer, name.encode("ascii")).decode("utf-8") for name in ("en", "es")
        }
    finally:
        _native.lib.credkit_error_free(pointer)
    raise _BY_DOMAIN.get(domain, CredkitError)(code, domain, messages, language)
