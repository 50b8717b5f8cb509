"""Checks for ``GameDef.state_from_json``: each returns the value it checked or raises :class:`StateFormatError`
with a message naming ``what`` was wrong, so a game's codec reads as the list of what a state must be.

:func:`load` runs a game's whole loader and turns anything else a malformed field raises (a missing key, a
number where a list belongs) into a :class:`StateFormatError` too: a bad save never raises another exception.
"""

from __future__ import annotations

from collections.abc import Callable, Container
from typing import Any, TypeVar

from game.engine.protocol import JSON, StateFormatError

T = TypeVar("T")


def load(title: str, build: Callable[[Any], T], data: JSON) -> T:
    """``build(data)``; any error of a malformed field becomes ``StateFormatError("bad <title> state: ...")``."""
    try:
        return build(data)
    except StateFormatError as exc:
        raise StateFormatError(f"bad {title} state: {exc}") from exc
    except KeyError as exc:
        raise StateFormatError(f"bad {title} state: missing field {exc}") from exc
    except (TypeError, ValueError, AttributeError, IndexError, OverflowError) as exc:
        raise StateFormatError(f"bad {title} state: {exc}") from exc


def check(ok: bool, message: str) -> None:
    if not ok:
        raise StateFormatError(message)


def is_whole(value: Any) -> bool:
    """An int that is not a bool (JSON's true/false load as bools, which are ints to Python)."""
    return isinstance(value, int) and not isinstance(value, bool)


def whole(value: Any, what: str, lo: int | None = None, hi: int | None = None) -> int:
    """A whole number in ``[lo, hi]`` (either bound may be open)."""
    check(is_whole(value), f"{what} must be a whole number, not {value!r}")
    check((lo is None or value >= lo) and (hi is None or value <= hi),
          f"{what} must be within [{lo if lo is not None else '-inf'}, {hi if hi is not None else 'inf'}], not {value}")
    return int(value)


def seat(value: Any, num_players: int, what: str) -> int:
    check(is_whole(value) and 0 <= value < num_players, f"{what} must be a seat below {num_players}, not {value!r}")
    return int(value)


def items(value: Any, what: str, item: Callable[[Any, str], T], length: int | None = None) -> list[T]:
    """A list (of ``length`` entries, if given), each entry checked by ``item(entry, "<what>[<index>]")``."""
    check(isinstance(value, list), f"{what} must be a list")
    check(length is None or len(value) == length, f"{what} must have {length} entries, not {len(value)}")
    return [item(v, f"{what}[{i}]") for i, v in enumerate(value)]


def ints(value: Any, what: str, lo: int | None = None, hi: int | None = None, length: int | None = None) -> list[int]:
    """A list of whole numbers in ``[lo, hi]``."""
    return items(value, what, lambda v, w: whole(v, w, lo, hi), length)


def flags(value: Any, what: str, length: int | None = None) -> list[bool]:
    """A list of true/false values."""
    def flag(v: Any, w: str) -> bool:
        check(isinstance(v, bool), f"{w} must hold true/false values only")
        return bool(v)

    return items(value, what, flag, length)


def members(value: Any, what: str, allowed: Container[Any], length: int | None = None) -> list[Any]:
    """A list whose entries are all in ``allowed`` (card ids, colours)."""
    def member(v: Any, w: str) -> Any:
        check(isinstance(v, str | int) and not isinstance(v, bool) and v in allowed, f"{w}: unknown entry {v!r}")
        return v

    return items(value, what, member, length)
