# SPDX-License-Identifier: Apache-2.0
"""Columns in and out of the batch calls: whatever holds the strings (a list, a NumPy array, a
pandas Series, a pyarrow array) becomes Arrow's layout — one data buffer, offsets, a validity
bitmap — which the C interface reads as it is; the answers come back as pyarrow arrays when pyarrow
is installed, as lists otherwise."""
from __future__ import annotations

import array
import ctypes
from typing import Any, Iterator

from . import _native
from ._errors import raise_from

try:  # pragma: no cover - which branch depends on the environment
    import pyarrow as _pa
except ImportError:  # pragma: no cover
    _pa = None


class _Chunk:
    """One Arrow-layout run of strings and the buffers' addresses (kept alive by ``owner``)."""

    def __init__(self, data: int, data_length: int, offsets: int, wide: bool, count: int, validity: int, bit: int, owner: Any):
        self.data = data
        self.data_length = data_length
        self.offsets = offsets
        self.wide = wide
        self.count = count
        self.validity = validity
        self.bit = bit
        self.owner = owner


def _from_arrow(column: Any) -> Iterator[_Chunk]:
    chunks = column.chunks if isinstance(column, _pa.ChunkedArray) else [column]
    for chunk in chunks:
        if _pa.types.is_string(chunk.type) or _pa.types.is_binary(chunk.type):
            wide, size = False, 4
        elif _pa.types.is_large_string(chunk.type) or _pa.types.is_large_binary(chunk.type):
            wide, size = True, 8
        else:
            chunk = chunk.cast(_pa.large_string())
            wide, size = True, 8
        validity, offsets, data = chunk.buffers()
        yield _Chunk(
            data.address if data is not None else 0,
            data.size if data is not None else 0,
            offsets.address + chunk.offset * size,
            wide,
            len(chunk),
            validity.address if validity is not None and chunk.null_count else 0,
            chunk.offset,
            chunk,
        )


def _from_python(values: Any) -> Iterator[_Chunk]:
    """A list, a NumPy array or a pandas Series without pyarrow: encoded here, ``None`` (and NaN in
    an object array) as null."""
    parts: list[bytes] = []
    offsets = array.array("q", [0])
    bitmap = bytearray()
    nulls = 0
    total = 0
    for index, value in enumerate(values):
        if index % 8 == 0:
            bitmap.append(0)
        if value is None or (isinstance(value, float) and value != value):
            nulls += 1
        else:
            encoded = value.encode("utf-8", "surrogatepass") if isinstance(value, str) else bytes(value)
            parts.append(encoded)
            total += len(encoded)
            bitmap[index // 8] |= 1 << (index % 8)
        offsets.append(total)
    data = b"".join(parts)
    count = len(offsets) - 1
    data_buffer = ctypes.create_string_buffer(data, len(data) or 1)
    offsets_buffer = (ctypes.c_int64 * len(offsets)).from_buffer(offsets)
    bitmap_buffer = (ctypes.c_uint8 * max(len(bitmap), 1)).from_buffer(bitmap or bytearray(1))
    yield _Chunk(
        ctypes.addressof(data_buffer), len(data), ctypes.addressof(offsets_buffer), True, count,
        ctypes.addressof(bitmap_buffer) if nulls else 0, 0, (data_buffer, offsets, offsets_buffer, bitmap, bitmap_buffer),
    )


def chunks(values: Any) -> Iterator[_Chunk]:
    if _pa is not None:
        if isinstance(values, (_pa.Array, _pa.ChunkedArray)):
            return _from_arrow(values)
        return _from_arrow(_pa.array(_listed(values), type=_pa.large_string(), from_pandas=True))
    return _from_python(_listed(values))


def _listed(values: Any) -> Any:
    if isinstance(values, (str, bytes)):
        raise TypeError("a batch is a column of strings, not one string: use check() for one password")
    return values


def _run(function: Any, handle: int, chunk: _Chunk, outputs: list[Any]) -> None:
    slot = ctypes.c_void_p()
    name = function if chunk.wide else function + "32"
    offset_type = ctypes.c_int64 if chunk.wide else ctypes.c_int32
    status = getattr(_native.lib, name)(
        handle, chunk.data or None, chunk.data_length, ctypes.cast(chunk.offsets, ctypes.POINTER(offset_type)),
        chunk.count, chunk.validity or None, chunk.bit, *outputs, ctypes.byref(slot))
    if status != 0:
        raise_from(slot)


def check(handle: int, values: Any) -> Any:
    """``valid`` and ``failed_rules`` for every item of ``values``."""
    valid_parts: list[bytearray] = []
    mask_parts: list[array.array] = []
    for chunk in chunks(values):
        valid = bytearray(chunk.count)
        masks = array.array("I", bytes(4 * chunk.count))
        valid_pointer = (ctypes.c_uint8 * max(chunk.count, 1)).from_buffer(valid or bytearray(1))
        mask_pointer = (ctypes.c_uint32 * max(chunk.count, 1)).from_buffer(masks if chunk.count else array.array("I", [0]))
        _run("credkit_policy_check_batch", handle, chunk, [valid_pointer, mask_pointer])
        valid_parts.append(valid)
        mask_parts.append(masks)
    valid = b"".join(valid_parts)
    masks = array.array("I")
    for part in mask_parts:
        masks.extend(part)
    from ._policy import rules_of

    names = {mask: list(rules_of(mask)) for mask in set(masks)}
    if _pa is None:
        return {
            "valid": [None if flag == _native.NULL_ITEM else flag == 1 for flag in valid],
            "failed_rules": [None if flag == _native.NULL_ITEM else names[mask] for flag, mask in zip(valid, masks)],
        }
    import numpy

    flags = numpy.frombuffer(valid, dtype=numpy.uint8)
    nulls = flags == _native.NULL_ITEM
    mask_array = _pa.array(numpy.frombuffer(masks.tobytes(), dtype=numpy.uint32), mask=nulls)
    encoded = mask_array.dictionary_encode()
    dictionary = encoded.dictionary.to_pylist()
    lists = _pa.array([names[value] for value in dictionary], type=_pa.list_(_pa.string()))
    failed = lists.take(encoded.indices)
    return _pa.table({"valid": _pa.array(flags == 1, mask=nulls), "failed_rules": failed})


def rate(handle: int, values: Any) -> Any:
    """``bars`` and ``guesses_log10`` for every item of ``values``."""
    import math

    bars_parts: list[array.array] = []
    guesses_parts: list[array.array] = []
    for chunk in chunks(values):
        bars = array.array("b", bytes(chunk.count))
        guesses = array.array("d", bytes(8 * chunk.count))
        bars_pointer = (ctypes.c_int8 * max(chunk.count, 1)).from_buffer(bars if chunk.count else array.array("b", [0]))
        guesses_pointer = (ctypes.c_double * max(chunk.count, 1)).from_buffer(guesses if chunk.count else array.array("d", [0]))
        _run("credkit_strength_batch", handle, chunk, [bars_pointer, guesses_pointer])
        bars_parts.append(bars)
        guesses_parts.append(guesses)
    bars = array.array("b")
    guesses = array.array("d")
    for part in bars_parts:
        bars.extend(part)
    for part in guesses_parts:
        guesses.extend(part)
    if _pa is None:
        return {
            "bars": [None if value < 0 else value for value in bars],
            "guesses_log10": [None if math.isnan(value) else value for value in guesses],
        }
    import numpy

    bar_values = numpy.frombuffer(bars.tobytes(), dtype=numpy.int8)
    guess_values = numpy.frombuffer(guesses.tobytes(), dtype=numpy.float64)
    return _pa.table(
        {
            "bars": _pa.array(bar_values, mask=bar_values < 0),
            "guesses_log10": _pa.array(guess_values, mask=numpy.isnan(guess_values)),
        }
    )
