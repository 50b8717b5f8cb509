"""The hint tests' check of a game's reason lines in one language."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.engine import Reason
from game.i18n import set_language


def worded(language: str, reasons: Sequence[Reason], word: Callable[[Reason], str | None]) -> list[str]:
    """``word(reason)`` for every reason in ``language`` (English again afterwards); asserts that each is worded,
    no two alike and no placeholder left."""
    set_language(language)
    try:
        lines = [word(reason) for reason in reasons]
    finally:
        set_language("en")
    assert all(lines) and len(set(lines)) == len(lines)
    assert not any("{" in line for line in lines if line)
    return [line for line in lines if line]
