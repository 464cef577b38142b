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

_UNSET = object()
_pa: Any = _UNSET  # pyarrow, imported on the first batch (importing it costs more than credkit itself)


def _pyarrow() -> Any:
    global _pa
    if _pa is _UNSET:
        try:
            import pyarrow
        except ImportError:  # pragma: no cover - which branch depends on the environment
            pyarrow = None
        _pa = pyarrow
    return _pa


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
            if isinstance(value, str):
                encoded = value.encode("utf-8", "surrogatepass")
            elif isinstance(value, (bytes, bytearray, memoryview)):
                encoded = bytes(value)
            else:  # bytes(5) would be five NUL bytes: refuse what is not text
                raise TypeError(f"item {index} of the batch must be str, bytes or None, not {type(value).__name__}")
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
    if _pyarrow() is not None:
        if isinstance(values, (_pa.Array, _pa.ChunkedArray)):
            return _from_arrow(values)
        return _from_arrow(_pa.array(_listed(values), type=_pa.large_string(), from_pandas=True))
    return _from_python(_listed(values))


def _listed(values: Any) -> Any:
    if isinstance(values, (str, bytes)):
        raise TypeError("a batch is a column of strings, not one string: use check() for one password")
    return values


def _call(function: str, handle: int, chunk: _Chunk, *rest: Any) -> Any:
    """``function`` (its ``32`` form for 32-bit offsets) over ``chunk``'s buffers, then ``rest``."""
    name = function if chunk.wide else function + "32"
    offset_type = ctypes.c_int64 if chunk.wide else ctypes.c_int32
    return getattr(_native.lib, name)(
        handle, chunk.data or None, chunk.data_length, ctypes.cast(chunk.offsets, ctypes.POINTER(offset_type)),
        chunk.count, chunk.validity or None, chunk.bit, *rest)


def _run(function: str, handle: int, chunk: _Chunk, outputs: list[Any]) -> None:
    """One batch call over ``chunk``; ``outputs`` are the output columns (addresses or ctypes arrays)."""
    slot = ctypes.c_void_p()
    if _call(function, handle, chunk, *[output or None for output in outputs], ctypes.byref(slot)) != 0:
        raise_from(slot)


def check(handle: int, values: Any) -> Any:
    """``valid`` and ``failed_rules`` for every item of ``values``."""
    from ._policy import rules_of

    pieces = list(chunks(values))
    total = sum(chunk.count for chunk in pieces)
    pa = _pyarrow()
    if pa is None:
        valid = bytearray(max(total, 1))
        masks = array.array("I", bytes(4 * max(total, 1)))
        valid_base = ctypes.addressof((ctypes.c_uint8 * len(valid)).from_buffer(valid))
        masks_base = ctypes.addressof((ctypes.c_uint32 * len(masks)).from_buffer(masks))
    else:
        import numpy

        valid = numpy.empty(max(total, 1), dtype=numpy.uint8)
        masks = numpy.empty(max(total, 1), dtype=numpy.uint32)
        valid_base, masks_base = valid.ctypes.data, masks.ctypes.data
    start = 0
    for chunk in pieces:
        _run("credkit_policy_check_batch", handle, chunk, [valid_base + start, masks_base + 4 * start])
        start += chunk.count
    if pa is None:
        names = {mask: list(rules_of(mask)) for mask in set(masks[:total])}
        return {
            "valid": [None if flag == _native.NULL_ITEM else flag == 1 for flag in valid[:total]],
            "failed_rules": [None if flag == _native.NULL_ITEM else names[mask] for flag, mask in zip(valid[:total], masks)],
        }
    valid, masks = valid[:total], masks[:total]
    nulls = valid == _native.NULL_ITEM
    # The failed rules as lists of codes: one list per distinct mask (a handful), taken by index.
    encoded = pa.array(masks, mask=nulls).dictionary_encode()
    lists = pa.array([list(rules_of(mask)) for mask in encoded.dictionary.to_pylist()], type=pa.list_(pa.string()))
    return pa.table({"valid": pa.array(valid == 1, mask=nulls), "failed_rules": lists.take(encoded.indices)})


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
    if _pyarrow() is None:
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


def csv_rows(function: str, handle: int, values: Any, *texts: bytes | None) -> bytes:
    """The command's ``--format csv`` rows (no header) for every item of ``values``, numbered from
    1 across chunks; one library call per chunk, the GIL released for each."""
    rows: list[bytes] = []
    line = 1
    for chunk in chunks(values):
        slot = ctypes.c_void_p()
        length = ctypes.c_size_t()
        pointer = _call(function, handle, chunk, line, *texts, ctypes.byref(length), ctypes.byref(slot))
        if not pointer:
            raise_from(slot)
        try:
            rows.append(ctypes.string_at(pointer, length.value))
        finally:
            _native.lib.credkit_string_free(pointer)
        line += chunk.count
    return b"".join(rows)
