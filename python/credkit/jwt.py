# SPDX-License-Identifier: Apache-2.0
"""Cognito's JSON Web Tokens: decode (nothing trusted) and verify offline against a key set, with
aws-jwt-verify's checks, each choice explicit."""
from __future__ import annotations

import ctypes
import json
import os
from typing import Any, Iterable, Mapping

from . import _native, _text
from ._errors import raise_from


def decode(token: str | bytes, *, at: float | None = None, language: str = "en") -> dict[str, Any]:
    """``credkit jwt decode``'s record: header, payload, status (``active``, ``expired`` …) at
    ``at`` (seconds since 1970; now when ``None``), ``expiresAt``, ``expiresIn``, and ``error``
    and ``message`` for a token that cannot be decoded. Nothing is verified."""
    data = _text.utf8(token, "token")
    slot = ctypes.c_void_p()
    text = _native.take_string(
        _native.lib.credkit_jwt_decode_record(data, len(data), _text.options({"at": at}), _text.language(language), ctypes.byref(slot))
    )
    if text is None:
        raise_from(slot, language)
    return json.loads(text)


class Verifier:
    """A key set and the checks, made once and thread-safe. Give ``user_pool_id`` or ``issuers``;
    ``client_id`` (one or several) or ``any_client=True``; ``token_use`` (``id``, ``access``) or
    ``any_token_use=True``."""

    __slots__ = ("_handle", "__weakref__")

    def __init__(
        self,
        jwks: str | bytes | Mapping[str, Any] | os.PathLike[str],
        *,
        user_pool_id: str | None = None,
        issuers: Iterable[str] = (),
        client_id: str | Iterable[str] | None = None,
        any_client: bool = False,
        token_use: str | None = None,
        any_token_use: bool = False,
        groups: Iterable[str] = (),
        scopes: Iterable[str] = (),
        leeway: float = 0,
        allow_missing_exp: bool = False,
        at: float | None = None,
    ) -> None:
        self._handle = None
        if isinstance(jwks, Mapping):
            keys = json.dumps(jwks).encode("utf-8")
        elif isinstance(jwks, os.PathLike) or (isinstance(jwks, str) and not jwks.lstrip().startswith("{")):
            with open(os.fspath(jwks), "rb") as file:
                keys = file.read()
        else:
            keys = _text.utf8(jwks, "jwks")
        clients = [client_id] if isinstance(client_id, str) else list(client_id or [])
        options = _text.options(
            {
                "user_pool_id": user_pool_id,
                "issuers": list(issuers) or None,
                "client_ids": clients or None,
                "any_client": any_client or None,
                "token_use": token_use,
                "any_token_use": any_token_use or None,
                "groups": list(groups) or None,
                "scopes": list(scopes) or None,
                "leeway": leeway or None,
                "allow_missing_exp": allow_missing_exp or None,
                "at": at,
            }
        )
        slot = ctypes.c_void_p()
        handle = _native.lib.credkit_jwt_verifier_new(keys, len(keys), options, ctypes.byref(slot))
        if not handle:
            raise_from(slot)
        self._handle = handle

    # Held by the class: at interpreter exit the module's globals may be gone before the last
    # instance is collected.
    _free = _native.lib.credkit_jwt_verifier_free

    def __del__(self) -> None:
        if getattr(self, "_handle", None):
            self._free(self._handle)
            self._handle = None

    def verify(self, token: str | bytes, *, language: str = "en") -> dict[str, Any]:
        """``credkit jwt verify``'s record: ``valid``, and for a refused token ``error`` (a stable
        code: ``expired``, ``client-id-mismatch``, ``bad-signature`` …) and ``message``."""
        data = _text.utf8(token, "token")
        slot = ctypes.c_void_p()
        text = _native.take_string(
            _native.lib.credkit_jwt_verify_record(self._handle, data, len(data), _text.language(language), ctypes.byref(slot))
        )
        if text is None:
            raise_from(slot, language)
        return json.loads(text)


def verify(token: str | bytes, *, jwks: Any, language: str = "en", **checks: Any) -> dict[str, Any]:
    """One token verified offline: ``jwks`` (a path, the JSON text or a dict) and the checks of
    ``Verifier``. For many tokens make a ``Verifier`` once."""
    return Verifier(jwks, **checks).verify(token, language=language)
