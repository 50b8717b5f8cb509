"""Event texts as a table per game: each event kind maps to the function that words it (issue 40, item 8).

A game's presenter names its table once (:attr:`game.engine.Presenter.event_texts`); the engine's
:meth:`~game.engine.Presenter.describe_event` looks the kind up, so no game writes a chain of ``if kind == ...``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import NamedTuple

from game.engine.protocol import EventArgs, LogEntry


class Told(NamedTuple):
    """One event as the function that words it gets it: its arguments, the seats' names, the viewer (None: a
    spectator)."""

    args: EventArgs
    names: Sequence[str]
    viewer: int | None

    @property
    def me(self) -> bool:
        """The event's ``seat`` is the viewer (its text says "you")."""
        return bool(self.args.get("seat") == self.viewer)

    @property
    def who(self) -> str:
        """The name of the event's ``seat`` ("" for an event of nobody's)."""
        return self.names[self.args["seat"]] if "seat" in self.args else ""


EventText = Callable[[Told], str]
"""Words one kind of event for a viewer (in the current language)."""


def _nothing(kind: str) -> str:
    return ""


class EventTexts:
    """A game's event texts: ``kind`` → :data:`EventText`; a kind not in the table gets ``unknown(kind)`` (by
    default no line)."""

    def __init__(self, texts: Mapping[str, EventText], unknown: Callable[[str], str] = _nothing) -> None:
        self.texts = dict(texts)
        self.unknown = unknown

    def describe(self, event: LogEntry, names: Sequence[str], viewer: int | None) -> str:
        """The line of ``event`` (a view's log entry) for ``viewer``."""
        kind = event["kind"]
        text = self.texts.get(kind)
        return self.unknown(kind) if text is None else text(Told(event["args"], names, viewer))
