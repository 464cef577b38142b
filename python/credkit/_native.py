# SPDX-License-Identifier: Apache-2.0
"""The C interface (include/credkit.h) through ctypes.

ctypes rather than cffi: it is in the standard library (the wheel needs nothing else at run time),
and a CDLL call releases the GIL for its whole duration, so a batch call runs beside other Python
threads. The library is the one shipped in this package (`credkit/_lib/libcredkit.so`), or the
one `CREDKIT_LIBRARY` names (a development build: `.build/debug/libCredKitC.so`).
"""
from __future__ import annotations

import ctypes
import os
from ctypes import POINTER, c_char_p, c_double, c_int, c_int8, c_int32, c_int64, c_size_t, c_uint8, c_uint32, c_void_p

_HERE = os.path.dirname(os.path.abspath(__file__))


def _library_path() -> str:
    given = os.environ.get("CREDKIT_LIBRARY")
    if given:
        return given
    return os.path.join(_HERE, "_lib", "libcredkit.so")


lib = ctypes.CDLL(_library_path())

_error_p = POINTER(c_void_p)
_u8_p = POINTER(c_uint8)


DECLARED: set[str] = set()


def _declare(name: str, restype, *argtypes) -> None:
    DECLARED.add(name)
    function = getattr(lib, name)
    function.restype = restype
    function.argtypes = list(argtypes)


# Strings the library returns are freed by the caller: declared as c_void_p so ctypes does not copy
# them into bytes and lose the pointer.
_declare("credkit_version", c_char_p)
_declare("credkit_string_free", None, c_void_p)
_declare("credkit_error_code", c_char_p, c_void_p)
_declare("credkit_error_domain", c_char_p, c_void_p)
_declare("credkit_error_message", c_char_p, c_void_p, c_char_p)
_declare("credkit_error_free", None, c_void_p)
_declare("credkit_rule_name", c_char_p, c_uint32)

_declare("credkit_policy_load", c_void_p, c_char_p, c_char_p, _error_p)
_declare("credkit_policy_for_user", c_void_p, c_void_p, c_char_p, c_char_p, c_char_p, _error_p)
_declare("credkit_policy_free", None, c_void_p)
_declare("credkit_policy_notes", c_void_p, c_void_p, c_char_p, _error_p)
_declare("credkit_policy_check", c_int, c_void_p, c_char_p, c_size_t, POINTER(c_uint32))
_declare("credkit_policy_check_record", c_void_p, c_void_p, c_char_p, c_size_t, c_int64, c_char_p, c_char_p, _error_p)
for _suffix, _offset in (("", c_int64), ("32", c_int32)):
    _declare(
        "credkit_policy_check_batch" + _suffix, c_int, c_void_p, c_void_p, c_size_t, POINTER(_offset), c_size_t,
        c_void_p, c_size_t, c_void_p, c_void_p, _error_p)
    _declare(
        "credkit_strength_batch" + _suffix, c_int, c_void_p, c_void_p, c_size_t, POINTER(_offset), c_size_t,
        c_void_p, c_size_t, c_void_p, c_void_p, _error_p)

for _suffix, _offset in (("", c_int64), ("32", c_int32)):
    _declare(
        "credkit_policy_check_csv" + _suffix, c_void_p, c_void_p, c_void_p, c_size_t, POINTER(_offset), c_size_t,
        c_void_p, c_size_t, c_int64, c_char_p, c_char_p, POINTER(c_size_t), _error_p)
    for _name in ("credkit_strength_csv", "credkit_email_csv"):
        _declare(
            _name + _suffix, c_void_p, c_void_p, c_void_p, c_size_t, POINTER(_offset), c_size_t, c_void_p, c_size_t,
            c_int64, c_char_p, POINTER(c_size_t), _error_p)

_declare("credkit_generator_new", c_void_p, c_void_p, c_char_p, _error_p)
_declare("credkit_generator_free", None, c_void_p)
_declare("credkit_generator_entropy", c_double, c_void_p)
_declare("credkit_generator_next", c_int, c_void_p, c_char_p, c_size_t, POINTER(c_size_t), _error_p)

_declare("credkit_strength_new", c_void_p, c_char_p, _error_p)
_declare("credkit_strength_free", None, c_void_p)
_declare("credkit_strength_record", c_void_p, c_void_p, c_char_p, c_size_t, c_int64, c_char_p, _error_p)

_declare("credkit_email_new", c_void_p, c_char_p, _error_p)
_declare("credkit_email_free", None, c_void_p)
_declare("credkit_email_record", c_void_p, c_void_p, c_char_p, c_size_t, c_int64, c_char_p, _error_p)
_declare(
    "credkit_email_batch", c_int, c_void_p, c_void_p, c_size_t, POINTER(c_int64), c_size_t, c_void_p, c_size_t,
    c_void_p, _error_p)

_declare("credkit_jwt_decode_record", c_void_p, c_char_p, c_size_t, c_char_p, c_char_p, _error_p)
_declare("credkit_jwt_verifier_new", c_void_p, c_char_p, c_size_t, c_char_p, _error_p)
_declare("credkit_jwt_verifier_free", None, c_void_p)
_declare("credkit_jwt_verify_record", c_void_p, c_void_p, c_char_p, c_size_t, c_char_p, _error_p)

NULL_ITEM = 255


def take_string(pointer: int | None) -> str | None:
    """A string the library returned, decoded and freed."""
    if not pointer:
        return None
    try:
        return ctypes.string_at(pointer).decode("utf-8")
    finally:
        lib.credkit_string_free(pointer)


def rule_names() -> tuple[str, ...]:
    names = []
    index = 0
    while True:
        name = lib.credkit_rule_name(index)
        if name is None:
            return tuple(names)
        names.append(name.decode("ascii"))
        index += 1
