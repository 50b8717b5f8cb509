"""What one seat may know of a position: ``build_view(state, seat)``; with no seat (``None``), the public view."""

from __future__ import annotations

from typing import TypedDict

from game.engine import LogEntry, OptionValue
from game.engine.seat_logs import SeatLogs
from game.games.palastgefluester.rules.state import PalastState, Why

_LOGS = SeatLogs()
"""The log entries each seat sees, kept as the log grows (views are asked for after every move)."""


class MagicianView(TypedDict):
    """A Magician's exchange under way: who plays it, with whom, how many cards; ``pick`` only for the actor."""

    actor: int
    target: int
    count: int
    picked: bool
    pick: list[int] | None


class PalastView(TypedDict):
    """One seat's view (:func:`build_view`). Cards are ints (``CHARACTER_OF`` names them), King cards
    character names; ``None`` marks a card the viewer may not see."""

    game: str
    seat: int | None  # None: the public view (a spectator's)
    current: int
    num_players: int
    options: dict[str, OptionValue]
    target: int
    round: int
    plays: int
    phase: str  # "play" | "magician_target" | "maid_discard" | ...
    turn: int
    why: Why  # why the seat to act has the turn
    last_card: int | None
    tied: list[int]
    magician: MagicianView | None
    hand: list[int]
    hand_sizes: list[int]
    revealed: list[list[int] | None]
    displays: list[list[int]]
    deck_size: int
    discard: list[int | None]
    discard_by: list[int]
    king_open: list[str]
    king_deck_size: int
    silenced: str | None
    scores: list[int]
    records: list[list[int]]
    final_sizes: list[int]
    terminal: bool
    log: list[LogEntry]


def build_view(state: PalastState, seat: int | None) -> PalastView:
    """Own hand, all displays, King cards, scores, valid Treasurer reveals, hidden-card counts, the log."""
    face_up = state.options.get("maid_discard") == "face_up"
    magic: MagicianView | None = None
    if state.magic is not None:
        pick = state.magic["pick"]
        magic = {
            "actor": state.turn, "target": state.magic["target"], "count": state.magic["count"],
            "picked": pick is not None, "pick": list(pick) if pick is not None and seat is not None and seat == state.turn else None,
        }
    return {
        "game": "palastgefluester",
        "seat": seat,
        "current": state.current_player(),
        "num_players": state.num_players,
        "options": dict(state.options),
        "target": state.target,
        "round": state.round,
        "plays": state.plays,
        "phase": state.phase,
        "turn": state.turn,
        "why": Why(**state.why),
        "last_card": state.last_card,
        "tied": list(state.tied),
        "magician": magic,
        "hand": sorted(state.hands[seat]) if seat is not None else [],
        "hand_sizes": [len(h) for h in state.hands],
        "revealed": [None if r is None else list(r) for r in state.revealed],
        "displays": [list(d) for d in state.displays],
        "deck_size": len(state.deck),
        "discard": [c if face_up or (seat is not None and by == seat) else None for c, by in zip(state.discard, state.discard_by, strict=True)],
        "discard_by": list(state.discard_by),
        "king_open": list(state.king_open),
        "king_deck_size": len(state.king_deck),
        "silenced": state.silenced,
        "scores": list(state.points),
        "records": [list(r) for r in state.records],
        "final_sizes": list(state.final_sizes),
        "terminal": state.terminal,
        "log": _LOGS.visible(state.log, seat),
    }
