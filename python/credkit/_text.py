# SPDX-License-Identifier: Apache-2.0
"""Arguments into the C interface: text as UTF-8 bytes, options as JSON."""
from __future__ import annotations

import json
from typing import Any

from ._errors import UsageError

LANGUAGES = ("en", "es")


def utf8(value: Any, argument: str) -> bytes:
    """``value`` (``str``, or ``bytes`` that must be UTF-8) as UTF-8 bytes; anything else is a
    ``TypeError``, bytes that are not UTF-8 and lone surrogates a ``UsageError``."""
    if isinstance(value, str):
        try:
            return value.encode("utf-8")
        except UnicodeEncodeError as error:
            raise _not_utf8(argument, error.start) from None
    if isinstance(value, (bytes, bytearray, memoryview)):
        data = bytes(value)
        try:
            data.decode("utf-8")
        except UnicodeDecodeError as error:
            raise _not_utf8(argument, error.start) from None
        return data
    raise TypeError(f"{argument} must be str or bytes, not {type(value).__name__}")


def _not_utf8(argument: str, offset: int) -> UsageError:
    return UsageError(
        "not-utf8",
        "abi",
        {
            "en": f"{argument} is not UTF-8 (first bad byte at offset {offset})",
            "es": f"{argument} no es UTF-8 (primer byte incorrecto en la posición {offset})",
        },
    )


def language(value: str) -> bytes:
    if value not in LANGUAGES:
        raise UsageError(
            "invalid-value",
            "abi",
            {
                "en": f'language "{value}" is not one of en, es',
                "es": f"language «{value}» no es ninguno de en, es",
            },
        )
    return value.encode("ascii")


def options(values: dict[str, Any]) -> bytes:
    """The options that were given (``None`` values left out) as a JSON object."""
    return json.dumps({name: value for name, value in values.items() if value is not None}).encode("utf-8")
