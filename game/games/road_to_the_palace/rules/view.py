"""What one seat may know: ``view_of(state, seat)`` (with no seat, ``None``: the public view, a spectator's), and the influence a seat can track from its log.

Hidden: the deck order (and at 4 players the two cards returned unseen), the other players' face down bribes
and their influence totals. Influence changes only through public evaluation events, so a seat can track
every total; the view shows only its own, as the chips lie face down.
"""

from __future__ import annotations

from typing import TypedDict

from game.engine import LogEntry
from game.engine.seat_logs import SeatLogs

from .cards import START_INFLUENCE
from .state import OVER, RoadState

_LOGS = SeatLogs()
"""The log entries each seat sees, kept as the log grows (views are asked for after every move)."""


class RoadPlayerView(TypedDict):
    """One seat's table as the viewer sees it: others' unrevealed bribes and influence are None."""

    cards: list[int]
    order: list[str]  # colours of the columns, left to right
    purple_on: dict[str, int]
    discs: dict[str, int]
    bribes: list[str | None] | None
    politicians: list[list[int]]
    columns: list[list[str | int]]  # [colour, total] per column (read by column_totals)
    influence: int | None


class RoadView(TypedDict):
    """One seat's view (:func:`view_of`). Grid cells are card ints or None (empty)."""

    seat: int | None  # None: the public view (a spectator's)
    current: int
    num_players: int
    phase: str
    round: int
    revealed: int
    starter: int
    grid: list[list[int | None]]
    row_disc: list[str | None]
    deck: int  # cards left
    stock: dict[str, int]  # discs left per colour
    set_aside: int
    pending_row: int | None
    turns: list[int]
    players: list[RoadPlayerView]
    log: list[LogEntry]


def view_of(s: RoadState, seat: int | None) -> RoadView:
    revealed = s.revealed()
    players: list[RoadPlayerView] = []
    for i, p in enumerate(s.players):
        bribes = None
        if p.bribes is not None:
            bribes = [c if i == seat or r < revealed else None for r, c in enumerate(p.bribes)]
        players.append({
            "cards": list(p.cards), "order": list(p.order), "purple_on": dict(p.purple_on),
            "discs": dict(p.discs), "bribes": bribes, "politicians": [list(x) for x in p.politicians],
            "columns": [[c, t] for c, t in p.columns(revealed)],
            "influence": p.influence if i == seat or s.phase == OVER else None,
        })
    return {
        "seat": seat, "current": s.current_player(), "num_players": s.num_players, "phase": s.phase,
        "round": s.round, "revealed": revealed, "starter": s.starter, "grid": [list(r) for r in s.grid],
        "row_disc": list(s.row_disc), "deck": len(s.deck), "stock": dict(s.stock), "set_aside": s.set_aside,
        "pending_row": s.pending_row, "turns": list(s.turns), "players": players,
        "log": _LOGS.visible(s.log, seat),
    }


def column_totals(player: RoadPlayerView) -> list[tuple[str, int]]:
    """A seat's columns as (colour, impression) pairs, left to right."""
    return [(str(colour), int(total)) for colour, total in player["columns"]]


def tracked_influence(log: list[LogEntry], num_players: int) -> list[int]:
    """Every seat's influence, from the public evaluation events of a log."""
    totals = [START_INFLUENCE] * num_players
    for e in log:
        delta = e["args"].get("delta") if e["to"] is None else None
        if delta:
            totals = [t + d for t, d in zip(totals, delta, strict=True)]
    return totals
