"""The choices of a setting as a :class:`scenes.ui.widgets.Cycler` shows them (the settings screen and the table's
menu)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from game.i18n import tr

T = TypeVar("T")


def translated(values: Sequence[tuple[T, str]]) -> list[tuple[T, str]]:
    """(value, msgid) pairs with their labels in the current language."""
    return [(value, tr(label)) for value, label in values]


def with_current(values: Sequence[tuple[T, str]], current: T) -> list[tuple[T, str]]:
    """``values`` plus the current value if the file held another one (it stays selectable)."""
    return [*values] if any(v == current for v, _ in values) else [*values, (current, str(current))]
