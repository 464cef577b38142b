# SPDX-License-Identifier: Apache-2.0
"""Passwords and passphrases that pass a policy."""
from __future__ import annotations

import ctypes

from . import _native, _text
from ._errors import raise_from
from ._policy import Policy

_CAPACITY = 1024


class Generator:
    """Passwords that pass ``policy`` (and its user's context), as ``credkit generate`` makes them:
    characters (``length``, ``exclude``, ``no_symbols``, ``no_numbers``, ``no_uppercase``,
    ``no_lowercase``, ``exclude_ambiguous``, ``include_space``) or a passphrase (``words``,
    ``separator``, ``word_list`` = ``en``/``es``, ``capitalize``, ``add_number``, ``add_symbol``).
    ``entropy_bits`` is the construction's exact entropy. Thread-safe."""

    __slots__ = ("_handle", "_policy", "entropy_bits", "__weakref__")

    def __init__(self, policy: Policy, **options: object) -> None:
        self._handle = None
        self._policy = policy  # the generator uses the policy's checker: keep it alive
        slot = ctypes.c_void_p()
        given = {name: value for name, value in options.items() if value is not None and value is not False}
        handle = _native.lib.credkit_generator_new(policy._handle, _text.options(given), ctypes.byref(slot))
        if not handle:
            raise_from(slot)
        self._handle = handle
        self.entropy_bits: float = _native.lib.credkit_generator_entropy(handle)

    # Held by the class: at interpreter exit the module's globals may be gone before the last
    # instance is collected.
    _free = _native.lib.credkit_generator_free

    def __del__(self) -> None:
        if getattr(self, "_handle", None):
            self._free(self._handle)
            self._handle = None

    def __call__(self) -> str:
        """One password."""
        buffer = ctypes.create_string_buffer(_CAPACITY)
        length = ctypes.c_size_t()
        slot = ctypes.c_void_p()
        try:
            if _native.lib.credkit_generator_next(self._handle, buffer, _CAPACITY, ctypes.byref(length), ctypes.byref(slot)) != 0:
                raise_from(slot)
            return buffer.raw[: length.value].decode("utf-8")
        finally:
            ctypes.memset(buffer, 0, _CAPACITY)

    def generate(self, count: int = 1) -> list[str]:
        if not isinstance(count, int) or count < 0:
            raise ValueError(f"count must be a whole number from 0, not {count!r}")
        return [self() for _ in range(count)]


def generate(policy: Policy | str, count: int = 1, **options: object) -> list[str]:
    """``count`` passwords that pass ``policy`` (a ``Policy`` or a preset's name); options as
    ``Generator``'s."""
    if isinstance(policy, str):
        policy = Policy.named(policy)
    return Generator(policy, **options).generate(count)
