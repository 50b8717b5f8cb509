"""What one seat may see of a Palace state: ``view_of(state, seat)``; with no seat (``None``), the public view."""

from __future__ import annotations

from typing import TypedDict

from game.engine import LogEntry, OptionValue

from .cards import SORT_KEYS
from .state import PalaceState


class PalaceView(TypedDict):
    """One seat's view (:func:`view_of`). Cards are ids (``"7H"``); seats are ints; every hand but the
    viewer's is known only by size and by the cards everyone has seen in it (``known``)."""

    seat: int | None  # None: the public view (a spectator's)
    current: int
    num_players: int
    options: dict[str, OptionValue]  # the resolved rules (:meth:`Rules.to_json`)
    phase: str  # "setup" | "play" | "over"
    dealer: int
    direction: int  # 1 or -1
    setup_queue: list[int]
    hand: list[str]
    hand_sizes: list[int]
    known: list[list[str]]
    faceup: list[list[list[str]]]  # per seat: stacks of equal cards
    facedown: list[int]  # per seat: how many
    stock: int
    pile: list[str]
    burned: list[str]
    out: list[int]  # seats out of cards, in order
    turns: int
    turn_limit: int | None
    pile_last: int | None
    first_faceup: list[list[int | str]]  # [seat, card id] in dealing order
    result: list[float] | None
    log: list[LogEntry]


def view_of(state: PalaceState, seat: int | None) -> PalaceView:
    return {
        "seat": seat,
        "current": state.current_player(),
        "num_players": state.num_players,
        "options": state.rules.to_json(state.num_players),
        "phase": state.phase,
        "dealer": state.dealer,
        "direction": state.direction,
        "setup_queue": list(state.setup_queue),
        "hand": sorted(state.hands[seat], key=SORT_KEYS.__getitem__) if seat is not None else [],
        "hand_sizes": [len(h) for h in state.hands],
        "known": [sorted(k, key=SORT_KEYS.__getitem__) for k in state.known],
        "faceup": [[list(st) for st in stacks] for stacks in state.faceup],
        "facedown": [len(f) for f in state.facedown],
        "stock": len(state.stock),
        "pile": list(state.pile),
        "burned": list(state.burned),
        "out": list(state.out),
        "turns": state.turns,
        "turn_limit": state.turn_limit,
        "pile_last": state.pile_last,
        "first_faceup": [[s, c] for s, c in state.first_faceup],
        "result": state.result,
        "log": state._public_log(),
    }
