"""Checks for ``GameDef.state_from_json``: each returns the value it checked or raises :class:`StateFormatError`
with a message naming ``what`` was wrong, so a game's codec reads as the list of what a state must be.

:func:`load` runs a game's whole loader and turns anything else a malformed field raises (a missing key, a
number where a list belongs) into a :class:`StateFormatError` too: a bad save never raises another exception.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Mapping
from typing import TypeVar

from game.engine.json_read import JSONIn, StateFormatError, is_arr, obj

T = TypeVar("T")


def load(title: str, build: Callable[[Mapping[str, JSONIn]], T], data: JSONIn) -> T:
    """``build(data)`` of a JSON object ``data``; any error of a malformed field becomes
    ``StateFormatError("bad <title> state: ...")``."""
    if not isinstance(data, Mapping):  # (the words Python has for reading a field of it, as before)
        raise StateFormatError(f"bad {title} state: '{type(data).__name__}' object is not subscriptable")
    try:
        return build(obj(data, f"a {title} state"))
    except StateFormatError as exc:
        raise StateFormatError(f"bad {title} state: {exc}") from exc
    except KeyError as exc:
        raise StateFormatError(f"bad {title} state: missing field {exc}") from exc
    except (TypeError, ValueError, AttributeError, IndexError, OverflowError) as exc:
        raise StateFormatError(f"bad {title} state: {exc}") from exc


def check(ok: bool, message: str) -> None:
    if not ok:
        raise StateFormatError(message)


def is_whole(value: object) -> bool:
    """An int that is not a bool (JSON's true/false load as bools, which are ints to Python)."""
    return isinstance(value, int) and not isinstance(value, bool)


def whole(value: object, what: str, lo: int | None = None, hi: int | None = None) -> int:
    """A whole number in ``[lo, hi]`` (either bound may be open)."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise StateFormatError(f"{what} must be a whole number, not {value!r}")
    check((lo is None or value >= lo) and (hi is None or value <= hi),
          f"{what} must be within [{lo if lo is not None else '-inf'}, {hi if hi is not None else 'inf'}], not {value}")
    return int(value)


def seat(value: object, num_players: int, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < num_players:
        raise StateFormatError(f"{what} must be a seat below {num_players}, not {value!r}")
    return int(value)


def items(value: object, what: str, item: Callable[[JSONIn, str], T], length: int | None = None) -> list[T]:
    """A list (of ``length`` entries, if given), each entry checked by ``item(entry, "<what>[<index>]")``."""
    if not is_arr(value):
        raise StateFormatError(f"{what} must be a list")
    check(length is None or len(value) == length, f"{what} must have {length} entries, not {len(value)}")
    return [item(v, f"{what}[{i}]") for i, v in enumerate(value)]


def each(value: object, what: str, read: Callable[[JSONIn], T]) -> list[T]:
    """A list, each entry read by ``read(entry)`` (whose errors name the entry themselves: no name is made for
    each, as :func:`items` makes; a long log is read this way)."""
    if not is_arr(value):
        raise StateFormatError(f"{what} must be a list")
    return [read(v) for v in value]


def ints(value: object, what: str, lo: int | None = None, hi: int | None = None,
         length: int | None = None) -> list[int]:
    """A list of whole numbers in ``[lo, hi]``."""
    return items(value, what, lambda v, w: whole(v, w, lo, hi), length)


def flags(value: object, what: str, length: int | None = None) -> list[bool]:
    """A list of true/false values."""
    def flag(v: object, w: str) -> bool:
        if not isinstance(v, bool):
            raise StateFormatError(f"{w} must hold true/false values only")
        return v

    return items(value, what, flag, length)


def members(value: object, what: str, allowed: Container[object], length: int | None = None) -> list[str | int]:
    """A list whose entries are all in ``allowed`` (card ids, colours): JSON text or whole numbers."""
    def member(v: JSONIn, w: str) -> str | int:
        if not (isinstance(v, str | int) and not isinstance(v, bool) and v in allowed):
            raise StateFormatError(f"{w}: unknown entry {v!r}")
        return v

    return items(value, what, member, length)


def names(value: object, what: str, allowed: Container[str], length: int | None = None) -> list[str]:
    """A list of texts all in ``allowed`` (card ids, colours): :func:`members` of text."""
    def name(v: JSONIn, w: str) -> str:
        if not (isinstance(v, str) and v in allowed):
            raise StateFormatError(f"{w}: unknown entry {v!r}")
        return v

    return items(value, what, name, length)
