"""Autosaves due at the end of the frame: after each move a match marks its disk writer here, and the frame loop,
once its events and updates are done, has each marked writer send its match's position as it is then. The moves of
one frame (a bot fast-forward's, or a whole game played out at once) make one update, read once; a crash after a
move's frame loses nothing. The frame thread's own (no lock)."""

from __future__ import annotations

from typing import Protocol


class DueWriter(Protocol):
    def send_due(self) -> None: ...


_DUE: dict[int, DueWriter] = {}  # (by id, in the order marked: the writers need not be hashable)


def mark(writer: DueWriter) -> None:
    _DUE.setdefault(id(writer), writer)


def unmark(writer: DueWriter) -> None:
    _DUE.pop(id(writer), None)


def send_autosaves() -> None:
    """The frame's moves are made: every marked writer sends its position (:meth:`DueWriter.send_due`)."""
    while _DUE:
        _DUE.pop(next(iter(_DUE))).send_due()
