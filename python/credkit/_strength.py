# SPDX-License-Identifier: Apache-2.0
"""The four-bar strength meter."""
from __future__ import annotations

import ctypes
import json
import os
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from . import _columns, _native, _text
from ._errors import raise_from


@dataclass(frozen=True)
class Strength:
    """The meter's verdict: ``bars`` (1–4; 0 is never shown), ``color`` (red, orange, yellow,
    green), ``label`` in the language asked for, ``score`` and, for the ``guesses`` model,
    ``guesses_log10``, ``crack_times`` and ``feedback`` (warning and suggestions with their
    codes). ``record`` is ``credkit strength --format json``'s record."""

    bars: int
    color: str
    label: str
    score: int
    guesses_log10: float | None
    crack_times: Mapping[str, Any] | None
    feedback: Mapping[str, Any] | None
    record: Mapping[str, Any]


class StrengthMeter:
    """A meter prepared once: ``model`` (``guesses``, ``checklist``, ``checklist-basic``), the
    user's own details (``user_inputs``), extra words (``words``, a file) and ``languages``
    (``"en,es"``, ``"all"``). Thread-safe."""

    __slots__ = ("_handle", "__weakref__")

    def __init__(
        self,
        model: str = "guesses",
        *,
        user_inputs: Iterable[str] = (),
        words: str | os.PathLike[str] | None = None,
        languages: str | Iterable[str] | None = None,
    ) -> None:
        self._handle = None
        if languages is not None and not isinstance(languages, str):
            languages = ",".join(languages)
        options = _text.options(
            {
                "model": model,
                "user_inputs": [str(value) for value in user_inputs] or None,
                "words": os.fspath(words) if words is not None else None,
                "languages": languages,
            }
        )
        slot = ctypes.c_void_p()
        handle = _native.lib.credkit_strength_new(options, ctypes.byref(slot))
        if not handle:
            raise_from(slot)
        self._handle = handle

    # Held by the class: at interpreter exit the module's globals may be gone before the last
    # instance is collected.
    _free = _native.lib.credkit_strength_free

    def __del__(self) -> None:
        if getattr(self, "_handle", None):
            self._free(self._handle)
            self._handle = None

    def rate(self, password: str | bytes, *, language: str = "en") -> Strength:
        """``password`` on the meter."""
        data = _text.utf8(password, "password")
        slot = ctypes.c_void_p()
        text = _native.take_string(
            _native.lib.credkit_strength_record(self._handle, data, len(data), 1, _text.language(language), ctypes.byref(slot))
        )
        if text is None:
            raise_from(slot, language)
        record = json.loads(text)
        return Strength(
            record["bars"], record["color"], record["label"], record["score"], record.get("guessesLog10"),
            record.get("crackTimes"), record.get("feedback"), record,
        )

    def rate_batch(self, values: Any) -> Any:
        """A whole column in one call (the GIL released): ``bars`` and ``guesses_log10`` (null for a
        null item, and for other models' guesses), as a pyarrow table or a dict of lists."""
        return _columns.rate(self._handle, values)

    def csv_rows(self, values: Any, *, language: str = "en") -> bytes:
        """The rows ``credkit strength --format csv`` writes for a column, without the header
        (``line,model,bars,color,label,score,guesses_log10,breach,warning,suggestions,error_code,error``);
        an item that is not UTF-8 gets the command's error row."""
        return _columns.csv_rows("credkit_strength_csv", self._handle, values, _text.language(language))


_DEFAULT: dict[str, StrengthMeter] = {}


def strength(
    password: str | bytes,
    *,
    model: str = "guesses",
    user_inputs: Iterable[str] = (),
    language: str = "en",
) -> Strength:
    """``password`` on the meter (a ``StrengthMeter`` made once per model and kept, unless
    ``user_inputs`` are given)."""
    inputs = list(user_inputs)
    if inputs:
        return StrengthMeter(model, user_inputs=inputs).rate(password, language=language)
    meter = _DEFAULT.get(model)
    if meter is None:
        meter = _DEFAULT.setdefault(model, StrengthMeter(model))
    return meter.rate(password, language=language)
