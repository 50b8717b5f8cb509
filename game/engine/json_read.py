"""Typed readers for JSON as it is read (a save, a network message, a settings file): untrusted, so typed as
:data:`JSONIn` (anything), and narrowed here, one value at a time, to the type its reader expects.

Each reader returns its value with a precise type or raises :class:`StateFormatError` (a ``ValueError``), its
text naming ``what`` was wrong; the readers of saves and messages already turn a ``ValueError`` into the message
a player sees. A missing key is still the caller's ``KeyError`` (``m["key"]`` of :func:`obj`'s mapping).
Nothing here does I/O.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from typing import TypeGuard

JSONValue = str | int | float | bool | None | Sequence["JSONValue"] | Mapping[str, "JSONValue"]
"""A JSON value as it is written (re-exported by :mod:`game.engine.protocol`, which says more)."""
JSONIn = object
"""A JSON value as it is read, not yet trusted: anything, until a reader below narrows it (what ``json.loads``
gives is str, int, float, bool, None, list and dict with str keys; a value made in memory may hold tuples)."""


class StateFormatError(ValueError):
    """Raised by :meth:`~game.engine.GameDef.state_from_json` for data that is not a valid state of this game,
    and by the readers here for a value of the wrong form."""


JSON_SCALARS = frozenset({str, int, bool, type(None)})
"""The types of a JSON value that need no more checking (a float may be infinite or NaN: :func:`number`)."""
ONLY_TEXT = frozenset({str}).issuperset
"""``ONLY_TEXT(map(type, values))``: is each of ``values`` exactly a ``str``? (``all(type(v) is str ...)``, in C.)"""


def _wrong(what: str, wanted: str, value: object) -> StateFormatError:
    return StateFormatError(f"{what} is not {wanted} ({type(value).__name__})")


def is_obj(value: JSONIn) -> TypeGuard[dict[str, JSONIn]]:
    """``value`` is a JSON object as ``json.loads`` makes it (a dict; its keys are text): its values still
    untrusted (``isinstance(value, dict)`` would make them ``Any``)."""
    return isinstance(value, dict)


def is_arr(value: JSONIn) -> TypeGuard[list[JSONIn]]:
    """``value`` is a JSON array as ``json.loads`` makes it (a list), its entries still untrusted."""
    return isinstance(value, list)


def obj(value: JSONIn, what: str) -> Mapping[str, JSONIn]:
    """``value`` as a JSON object (its keys text)."""
    if type(value) is dict and all(type(k) is str for k in value):  # (what json.loads makes: the quick way)
        return value
    if not isinstance(value, Mapping) or not all(isinstance(k, str) for k in value):
        raise _wrong(what, "an object", value)
    return value


def arr(value: JSONIn, what: str, max_len: int | None = None) -> Sequence[JSONIn]:
    """``value`` as a JSON array (a list, or a tuple made in memory), of at most ``max_len`` entries."""
    if not isinstance(value, list | tuple):
        raise _wrong(what, "a list", value)
    if max_len is not None and len(value) > max_len:
        raise StateFormatError(f"{what} has more than {max_len} entries")
    return value


def integer(value: JSONIn, what: str, lo: int | None = None, hi: int | None = None) -> int:
    """``value`` as a whole number (not a bool, not a float) within ``lo``..``hi`` (each bound optional)."""
    if type(value) is not int:
        raise _wrong(what, "a whole number", value)
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        raise StateFormatError(f"{what} is out of range")
    return value


def opt_integer(value: JSONIn, what: str, lo: int | None = None, hi: int | None = None) -> int | None:
    """:func:`integer`, or None."""
    return None if value is None else integer(value, what, lo, hi)


def number(value: JSONIn, what: str) -> float:
    """``value`` as a finite number (an int or a float, not a bool; given back as it is)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise _wrong(what, "a finite number", value)
    try:
        finite = math.isfinite(value)
    except OverflowError:  # (a whole number too large for a float)
        finite = False
    if not finite:
        raise _wrong(what, "a finite number", value)
    return value


def text(value: JSONIn, what: str, max_len: int | None = None) -> str:
    """``value`` as text of at most ``max_len`` characters."""
    if not isinstance(value, str):
        raise _wrong(what, "text", value)
    if max_len is not None and len(value) > max_len:
        raise StateFormatError(f"{what} is longer than {max_len} characters")
    return value


def opt_text(value: JSONIn, what: str, max_len: int | None = None) -> str | None:
    """:func:`text`, or None."""
    return None if value is None else text(value, what, max_len)


def flag(value: JSONIn, what: str) -> bool:
    """``value`` as true or false."""
    if not isinstance(value, bool):
        raise _wrong(what, "true or false", value)
    return value


def ints(value: JSONIn, what: str, lo: int | None = None, hi: int | None = None) -> list[int]:
    """``value`` as a list of whole numbers, each within ``lo``..``hi``."""
    return [integer(v, what, lo, hi) for v in arr(value, what)]


def texts(value: JSONIn, what: str) -> list[str]:
    """``value`` as a list of texts."""
    return [text(v, what) for v in arr(value, what)]


def int_map(value: JSONIn, what: str) -> dict[str, int]:
    """``value`` as an object of whole numbers."""
    return {k: integer(v, what) for k, v in obj(value, what).items()}


MAX_DEPTH = 64
"""The deepest nesting :func:`json_value` reads (no save or message of this app nests near it)."""


def json_value(value: JSONIn, what: str, depth: int = MAX_DEPTH) -> JSONValue:
    """``value`` checked to be JSON all through (text keys; lists or tuples; finite numbers), nested at most
    ``depth`` levels."""
    if type(value) in JSON_SCALARS or value is None or isinstance(value, str | int):  # (the first test: the quick way)
        return value  # type: ignore[return-value]  # (str, int, bool or None)
    if isinstance(value, float):
        return number(value, what)
    if depth <= 0:
        raise StateFormatError(f"{what} is nested too deeply")
    if isinstance(value, list | tuple):
        return [json_value(v, what, depth - 1) for v in value]
    return {k: json_value(v, what, depth - 1) for k, v in obj(value, what).items()}


def loads(data: str | bytes, what: str) -> JSONIn:
    """``data`` parsed as JSON: anything that is not JSON, or nested too deep to read, raises
    :class:`StateFormatError` (``json.loads`` itself raises a ``RecursionError`` for deep nesting)."""
    try:
        return json.loads(data)  # (what json.loads gives is JSONIn: read on)
    except RecursionError:
        raise StateFormatError(f"{what} is nested too deeply") from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise StateFormatError(f"{what} is not JSON: {exc}") from None
