"""Who of the remote players is connected, on their seats' plates (an icon: a green link, or a grey broken one
with the minutes left to take the seat back) and in the sidebar's words ("Online", "Away")."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from game.engine import TableModel
from game.i18n import tr


@dataclass(frozen=True)
class SeatLink:
    """A remote seat's player: connected, or away with ``rejoin_min`` minutes left to come back (None: no clock,
    e.g. they have not come yet, or a bot plays the seat)."""

    online: bool
    rejoin_min: int | None = None


def minutes_left(seconds: float | None) -> int | None:
    """Seconds left to rejoin as the whole minutes shown (rounded up: "1" until the last second)."""
    return None if seconds is None else max(0, math.ceil(seconds / 60))


def with_presence(model: TableModel, links: dict[int, SeatLink]) -> TableModel:
    """``model`` with each seat of ``links`` marked on its plate and in its badges (the zones are the same
    objects: only the seats change)."""
    if not links:
        return model
    seats = [replace(seat, badges=[*seat.badges, tr("Online") if link.online else tr("Away")],
                     icons=(*seat.icons, "online" if link.online else "away"),
                     rejoin_min=None if link.online else link.rejoin_min)
             if (link := links.get(seat.seat)) is not None else seat for seat in model.seats]
    return replace(model, seats=seats)
