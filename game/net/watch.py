"""Spectators at a host's table: people without a seat who watch the game, seeing only what is public.

A spectator proves it knows the table's *watch code* with the same key exchange as a seat's player
(:mod:`game.net.secure`): the watch code is one more secret the host answers for, under the pseudo-seat
:data:`WATCH_SEAT`, which no game has (seats are below 8). Once in, a spectator is sent the public view of every
move (the rules layer's :meth:`game.engine.GameDef.public_view`) and who sits where; it can never act: any
``act`` it sends is refused (``spectator``) and counted as a strike, as a seat's bad message is. The host holds at
most :data:`MAX_SPECTATORS`; more are refused (``full``). Watching is off until the host allows it, and turning it
off tells the spectators present (``closed`` with :data:`WATCHING_OFF`) and disconnects them.

This module keeps the bookkeeping (who watches, their strikes); :class:`game.net.host.NetHost` serves them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.net.host import Link

WATCH_SEAT = 63
"""The pseudo-seat the watch code is answered for in the key exchange (an app accepts seats 0..63)."""
MAX_SPECTATORS = 8
"""Spectators a host holds at once; one more is refused with ``full``."""
WATCHING_OFF = "no_watching"
"""The ``closed`` reason a spectator is told when the host turns watching off."""
SPECTATOR_CODE = "spectator"
"""The ``error`` code of an action sent by a spectator (who can never act)."""


@dataclass(eq=False)
class Spectator:
    """One spectator's connection: its link, the name it gave, its strikes (bad messages: an action is one)."""

    link: Link
    name: str = ""
    strikes: int = 0


class Watchers:
    """Who watches the table, and whether watching is allowed (the watch code, None while it is not)."""

    def __init__(self) -> None:
        self.code: str | None = None
        self.present: list[Spectator] = []
        self.joins = 0  # spectators let in so far (a spectator who comes back counts again)
        self.refused = 0  # spectators turned away (full, or watching off)
        self.actions_refused = 0  # action messages from spectators, all refused

    @property
    def allowed(self) -> bool:
        return self.code is not None

    def count(self) -> int:
        return len(self.present)

    def codes(self) -> dict[int, str]:
        """The watch code as the key exchange answers it (nothing while watching is off)."""
        return {WATCH_SEAT: self.code} if self.code is not None else {}

    def admit(self, link: Link, name: str) -> Spectator | None:
        """A spectator that proved the watch code, if there is room (and watching is still on)."""
        if self.code is None or len(self.present) >= MAX_SPECTATORS:
            self.refused += 1
            return None
        spectator = Spectator(link, name)
        self.present.append(spectator)
        self.joins += 1
        return spectator

    def gone(self, spectator: Spectator) -> None:
        if spectator in self.present:
            self.present.remove(spectator)

    def turn_off(self) -> list[Spectator]:
        """Watching is off: no watch code any more; returns the spectators to tell and disconnect."""
        self.code = None
        out, self.present = self.present, []
        return out
