"""A view's log read back into events, for determinizing: a search samples the same view many times, and each next
position's log extends the last one, so entries read before are not read again."""

from __future__ import annotations

from collections.abc import Collection

from game.engine.protocol import Event, LogEntry


class LogReader:
    """Remembers the last log read (its entries and their events). Events are immutable: states may share them."""

    def __init__(self, round_ends: Collection[str] = ()) -> None:
        """``round_ends``: the game's round-ending event kinds (:attr:`~game.engine.GameDef.round_ends`)."""
        self._round_ends = round_ends
        self._last: tuple[list[LogEntry], tuple[Event, ...]] = ([], ())

    def read(self, log: list[LogEntry]) -> tuple[Event, ...]:
        """The events of ``log``; an equal first part of the last log read is not read again."""
        source, events = self._last
        kept = len(source) if len(log) >= len(source) and log[:len(source)] == source else 0
        if kept == len(log) == len(source):
            return events
        events = events[:kept] + tuple(Event.from_json(entry, self._round_ends) for entry in log[kept:])
        self._last = (list(log), events)  # one assignment: a reader shared by threads never pairs two logs' halves
        return events
