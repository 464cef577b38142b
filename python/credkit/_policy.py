# SPDX-License-Identifier: Apache-2.0
"""Cognito-exact password policies."""
from __future__ import annotations

import ctypes
import json
import os
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from . import _columns, _native, _text
from ._errors import raise_from

RULES: tuple[str, ...] = _native.rule_names()
"""The rule codes, bit ``i`` of a failed-rules mask being ``RULES[i]``."""


def rules_of(mask: int) -> tuple[str, ...]:
    """The codes of the rules set in ``mask``, in reporting order."""
    return tuple(name for index, name in enumerate(RULES) if mask >> index & 1)


@dataclass(frozen=True)
class Violation:
    """A rule the password breaks, with its message in the language asked for."""

    rule: str
    message: str


@dataclass(frozen=True)
class Verdict:
    """One password's verdict: ``valid``, the ``violations`` (rule code and message), and the
    message Cognito itself would answer (``cognito_message``, ``None`` when it would accept the
    password). ``record`` is ``credkit check --format json``'s record, for a failing password."""

    valid: bool
    failed_rules: tuple[str, ...]
    violations: tuple[Violation, ...] = ()
    cognito_message: str | None = None
    record: Mapping[str, Any] | None = None

    def __bool__(self) -> bool:
        return self.valid


_VALID = Verdict(True, ())


class Policy:
    """A password policy: a bundled preset or a policy file of any format ``credkit --policy``
    reads. Thread-safe: share one across threads."""

    __slots__ = ("_handle", "name", "__weakref__")

    def __init__(self, handle: int, name: str) -> None:
        self._handle = handle
        self.name = name

    @classmethod
    def named(cls, name: str) -> "Policy":
        """A bundled preset: ``cognito-default``, ``cognito-articles``, ``cognito-minimum``,
        ``nist-800-63b``, ``nist-800-63b-rev4``, ``pci-dss-4``."""
        return cls._load(name, None)

    @classmethod
    def from_file(
        cls,
        path: str | os.PathLike[str],
        *,
        format: str | None = None,
        resource: str | None = None,
        variables: Mapping[str, str] | None = None,
        parameters: Mapping[str, str] | None = None,
        use_parameter_defaults: bool = False,
        var_files: Iterable[str | os.PathLike[str]] = (),
    ) -> "Policy":
        """A policy file: Cognito JSON or YAML, CloudFormation, Serverless, Terraform (JSON, HCL),
        Firebase, Keycloak or Auth0 (``format`` to say which; told from the file otherwise).
        ``resource`` picks the pool when the file has several; ``variables``/``var_files`` and
        ``parameters``/``use_parameter_defaults`` give deploy-time values, as ``--var``,
        ``--var-file``, ``--parameter`` and ``--use-defaults`` do."""
        options = _text.options(
            {
                "format": format,
                "resource": resource,
                "variables": dict(variables) if variables else None,
                "parameters": dict(parameters) if parameters else None,
                "use_parameter_defaults": use_parameter_defaults or None,
                "var_files": [os.fspath(file) for file in var_files] or None,
            }
        )
        return cls._load(os.fspath(path), options)

    @classmethod
    def _load(cls, name: str, options: bytes | None) -> "Policy":
        slot = ctypes.c_void_p()
        handle = _native.lib.credkit_policy_load(_text.utf8(name, "name_or_path"), options, ctypes.byref(slot))
        if not handle:
            raise_from(slot)
        return cls(handle, name)

    # Held by the class: at interpreter exit the module's globals may be gone before the last
    # instance is collected.
    _free = _native.lib.credkit_policy_free

    def __del__(self) -> None:
        handle = getattr(self, "_handle", None)
        if handle:
            self._free(handle)
            self._handle = None

    def __repr__(self) -> str:
        return f"Policy({self.name!r})"

    def for_user(self, email: str | None = None, username: str | None = None, name: str | None = None) -> "Policy":
        """This policy for one user: ``ContainsUserContext`` and the guesses meter use the user's
        email, username and name."""
        slot = ctypes.c_void_p()
        encoded = [None if value is None else _text.utf8(value, label) for value, label in ((email, "email"), (username, "username"), (name, "name"))]
        handle = _native.lib.credkit_policy_for_user(self._handle, *encoded, ctypes.byref(slot))
        if not handle:
            raise_from(slot)
        return Policy(handle, self.name)

    @property
    def notes(self) -> list[dict[str, Any]]:
        """What the import could not carry over exactly (code, kind, field, line, message)."""
        return self.notes_in("en")

    def notes_in(self, language: str) -> list[dict[str, Any]]:
        slot = ctypes.c_void_p()
        text = _native.take_string(_native.lib.credkit_policy_notes(self._handle, _text.language(language), ctypes.byref(slot)))
        if text is None:
            raise_from(slot)
        return json.loads(text)

    def is_valid(self, password: str | bytes) -> bool:
        """Whether ``password`` passes: the fastest call."""
        data = _text.utf8(password, "password")
        return _native.lib.credkit_policy_check(self._handle, data, len(data), None) == 1

    def check(
        self,
        password: str | bytes,
        *,
        context: Mapping[str, str | None] | None = None,
        language: str = "en",
        operation: str = "sign-up",
    ) -> Verdict:
        """``password``'s verdict. ``context`` (``email``, ``username``, ``name``) checks it for
        that user; ``language`` (``en``, ``es``) is the messages'; ``operation`` (``sign-up``,
        ``change-password``, ``confirm-forgot-password``) picks Cognito's message."""
        if context:
            return self.for_user(**{key: context.get(key) for key in ("email", "username", "name")}).check(
                password, language=language, operation=operation
            )
        data = _text.utf8(password, "password")
        mask = ctypes.c_uint32()
        if _native.lib.credkit_policy_check(self._handle, data, len(data), ctypes.byref(mask)) == 1:
            return _VALID
        slot = ctypes.c_void_p()
        text = _native.take_string(
            _native.lib.credkit_policy_check_record(
                self._handle, data, len(data), 1, _text.language(language), operation.encode("utf-8"), ctypes.byref(slot)
            )
        )
        if text is None:
            raise_from(slot, language)
        record = json.loads(text)
        return Verdict(
            False,
            rules_of(mask.value),
            tuple(Violation(item["rule"], item["message"]) for item in record["violations"]),
            record.get("cognitoMessage"),
            record,
        )

    def check_batch(self, values: Any) -> Any:
        """Checks a whole column in one call (the GIL released for all of it): a list, a NumPy array
        of strings, a pandas Series or a pyarrow (chunked) string array. Returns a pyarrow table with
        ``valid`` (bool, null for a null item) and ``failed_rules`` (the codes) when pyarrow is
        installed, else a dict of two lists."""
        return _columns.check(self._handle, values)

    def csv_rows(self, values: Any, *, language: str = "en", operation: str = "sign-up") -> bytes:
        """The rows ``credkit check --format csv`` writes for a column (any type ``check_batch``
        takes), without the header ``line,valid,violations,cognito_message,error_code,error``: every
        column of the command's records in one call, for a CSV reader such as pyarrow's (a null item
        is judged as the empty string, as the command judges an empty field)."""
        return _columns.csv_rows(
            "credkit_policy_check_csv", self._handle, values, _text.language(language), operation.encode("utf-8"))
