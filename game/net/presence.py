"""Who of the remote players is connected, on their seats' plates: a badge "Online" or "Away"."""

from __future__ import annotations

from dataclasses import replace

from game.engine import TableModel
from game.i18n import tr


def with_presence(model: TableModel, connected: dict[int, bool]) -> TableModel:
    """``model`` with a badge on each seat of ``connected`` (seat -> connected now)."""
    if not connected:
        return model
    seats = [replace(seat, badges=[*seat.badges, tr("Online") if connected[seat.seat] else tr("Away")])
             if seat.seat in connected else seat for seat in model.seats]
    return replace(model, seats=seats)
