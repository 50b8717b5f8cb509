"""The log of a view: the JSON of the events a seat may see. A view holds the whole log, and a position's views are
asked for again and again as its log grows (every seat's after every move, a remote app's, a check's), so the JSON
entries already picked out for a seat are kept and only the events added since are looked at."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.protocol import Event, LogEntry

_Kept = tuple[Sequence[Event], dict[int | str | None, tuple[int, tuple[LogEntry, ...]]]]
_EVERY = "every"
"""The key of every event's JSON (a seat is a number, the public None)."""


class SeatLogs:
    """Remembers the last few logs it was given (the very list objects, kept alive here so that none is mistaken
    for another) and, for each seat asked about, how many of its events were looked at and the JSON of those the
    seat may see. A log only grows (the rules append to it; a state that gets another log gets another list);
    a log shorter than what was looked at is looked at anew. Each change is one assignment of a new value, so a
    reader shared by threads never sees half of one."""

    def __init__(self, size: int = 4) -> None:
        """``size``: how many logs are remembered (the latest asked about)."""
        self._size = size
        self._kept: tuple[_Kept, ...] = ()

    def visible(self, log: Sequence[Event], seat: int | None) -> list[LogEntry]:
        """The JSON of the events of ``log`` that ``seat`` may see (None: the public ones), oldest first: the
        list a view holds, ``[e.to_json() for e in log if e.visible_to(seat)]`` (public only for None)."""
        return self._entries(log, seat)

    def every(self, log: Sequence[Event]) -> list[LogEntry]:
        """The JSON of every event of ``log``, oldest first (what a saved state holds)."""
        return self._entries(log, _EVERY)

    def _entries(self, log: Sequence[Event], seat: int | str | None) -> list[LogEntry]:
        kept = self._kept
        seats = next((known for source, known in kept if source is log), None)
        if seats is None:
            seats = {}
            self._kept = ((log, seats), *kept[:self._size - 1])
        done, entries = seats.get(seat, (0, ()))
        end = len(log)  # (read once: the events up to here are looked at, and this many are counted as done)
        if done > end:
            done, entries = 0, ()
        if done < end:
            if seat is _EVERY:  # (lists made in line, then one tuple: a generator costs a call per event)
                added = [e.to_json() for e in log[done:end]]
            elif seat is None:
                added = [e.to_json() for e in log[done:end] if e.to is None]
            else:
                added = [e.to_json() for e in log[done:end] if e.to is None or seat in e.to]
            entries += tuple(added)
            seats[seat] = (end, entries)
        return list(entries)
