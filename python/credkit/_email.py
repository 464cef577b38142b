# SPDX-License-Identifier: Apache-2.0
"""Email-address syntax with email-validator's rules."""
from __future__ import annotations

import ctypes
import json
from dataclasses import dataclass
from typing import Any, Mapping

from . import _columns, _native, _text
from ._errors import raise_from


@dataclass(frozen=True)
class EmailResult:
    """``valid``; for a valid address its ``normalized`` form and whether it needs SMTPUTF8; for
    an invalid one the ``reason`` code and its ``message``. ``record`` is ``credkit email
    --format json``'s record."""

    valid: bool
    normalized: str | None
    reason: str | None
    message: str | None
    smtputf8: bool
    record: Mapping[str, Any]

    def __bool__(self) -> bool:
        return self.valid


class EmailChecker:
    """email-validator's options: ``allow_quoted_local``, ``allow_display_name``,
    ``allow_domain_literal``, ``allow_empty_local``, ``allow_smtputf8`` (True), ``test_environment``;
    or ``profile="rfc"``. Thread-safe."""

    __slots__ = ("_handle", "__weakref__")

    def __init__(
        self,
        *,
        profile: str = "default",
        allow_quoted_local: bool = False,
        allow_display_name: bool = False,
        allow_domain_literal: bool = False,
        allow_empty_local: bool = False,
        allow_smtputf8: bool = True,
        test_environment: bool = False,
    ) -> None:
        self._handle = None
        options = _text.options(
            {
                "profile": profile,
                "allow_quoted_local": allow_quoted_local or None,
                "allow_display_name": allow_display_name or None,
                "allow_domain_literal": allow_domain_literal or None,
                "allow_empty_local": allow_empty_local or None,
                "allow_smtputf8": None if allow_smtputf8 else False,
                "test_environment": test_environment or None,
            }
        )
        slot = ctypes.c_void_p()
        handle = _native.lib.credkit_email_new(options, ctypes.byref(slot))
        if not handle:
            raise_from(slot)
        self._handle = handle

    # Held by the class: at interpreter exit the module's globals may be gone before the last
    # instance is collected.
    _free = _native.lib.credkit_email_free

    def __del__(self) -> None:
        if getattr(self, "_handle", None):
            self._free(self._handle)
            self._handle = None

    def check(self, address: str | bytes, *, language: str = "en") -> EmailResult:
        data = _text.utf8(address, "address")
        slot = ctypes.c_void_p()
        text = _native.take_string(
            _native.lib.credkit_email_record(self._handle, data, len(data), 1, _text.language(language), ctypes.byref(slot))
        )
        if text is None:
            raise_from(slot, language)
        record = json.loads(text)
        return EmailResult(
            record["valid"], record.get("normalized"), record.get("reason"), record.get("message"),
            bool(record.get("smtputf8")), record,
        )

    def csv_rows(self, values: Any, *, language: str = "en") -> bytes:
        """The rows ``credkit email --format csv`` writes for a column, without the header
        (``line,input,valid,reason,message,normalized,smtputf8,error_code,error``, with
        ``display_name`` before the error columns when display names are allowed)."""
        return _columns.csv_rows("credkit_email_csv", self._handle, values, _text.language(language))


_CHECKERS: dict[tuple[tuple[str, Any], ...], EmailChecker] = {}


def email(address: str | bytes, *, language: str = "en", **options: Any) -> EmailResult:
    """``address`` checked with email-validator's rules and ``options`` (see ``EmailChecker``)."""
    key = tuple(sorted(options.items()))
    checker = _CHECKERS.get(key)
    if checker is None:
        checker = _CHECKERS.setdefault(key, EmailChecker(**options))
    return checker.check(address, language=language)
