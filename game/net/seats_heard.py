"""The other remote seats' players as a remote app last heard from the host (a ``seats`` message): who is
connected, and how long each dropped player has left to take their seat back."""

from __future__ import annotations

import time
from collections.abc import Callable

from game.engine import TableModel
from game.i18n import tr
from game.net.hostcheck import Seats
from game.net.presence import SeatLink, minutes_left, with_presence


class SeatsHeard:
    """``kinds``: each seat's kind at the host; ``seat``: this app's own (never shown as away); ``seats``: how
    many there are."""

    def __init__(self, kinds: list[str], seat: int, seats: int) -> None:
        self.kinds = kinds
        self.seat = seat
        self.connected: list[bool | None] = [None] * seats
        self.back_by: dict[int, float] = {}  # a dropped player's seat -> when (monotonic) its rejoin window ends
        self._dressed: tuple[TableModel, dict[int, SeatLink], TableModel] | None = None  # base, links -> model

    def heard(self, checked: Seats, name: Callable[[int], str]) -> list[str]:
        """Take a checked ``seats`` message; returns what to tell the player (who came back, who lost the
        connection), named by ``name``."""
        was = self.connected
        self.connected = checked.connected
        at = time.monotonic()
        self.back_by = {seat: at + left for seat, left in enumerate(checked.away) if left is not None}
        told = []
        for seat, (before, now) in enumerate(zip(was, self.connected, strict=False)):
            if seat != self.seat and before is not None and before != now:
                told.append(tr("{name} is back at the table.", name=name(seat)) if now else
                            tr("{name} lost the connection: the host waits for them.", name=name(seat)))
        return told

    def links(self) -> dict[int, SeatLink]:
        """The other remote seats' players as the host last said: connected, or away with the minutes left."""
        now = time.monotonic()
        return {seat: SeatLink(True) if up else
                SeatLink(False, minutes_left(self.back_by[seat] - now) if seat in self.back_by else None)
                for seat, (up, kind) in enumerate(zip(self.connected, self.kinds, strict=False))
                if kind == "remote" and seat != self.seat and up is not None}

    def dress(self, base: TableModel) -> TableModel:
        """``base`` with each remote seat's plate saying whether its player is connected (the same object while
        neither changes)."""
        links = self.links()
        if self._dressed is None or self._dressed[0] is not base or self._dressed[1] != links:
            self._dressed = (base, links, with_presence(base, links))
        return self._dressed[2]
