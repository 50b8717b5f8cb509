"""What one seat may see: ``view_of(state, seat)``; with no seat (``None``), what a spectator may: the public view."""

from __future__ import annotations

from typing import TypedDict

from game.engine import LogEntry
from game.engine.seat_logs import SeatLogs
from game.games.love_letter.rules.cards import DECKS, VALUE
from game.games.love_letter.rules.state import UNKNOWN, LoveLetterState

_LOGS = SeatLogs()
"""The log entries each seat sees, kept as the log grows (views are asked for after every move)."""


class LoveLetterView(TypedDict):
    """One seat's view (:func:`view_of`). Cards are indices into the edition's deck (``DECKS[edition]``);
    seats are ints; ``-1`` (``UNKNOWN``) marks no seat in ``mark`` and ``bishop_by``."""

    game: str
    seat: int | None  # None: the public view (a spectator's)
    current: int
    phase: str  # "play" | "bishop" | "deal" (the round has ended, the next is dealt next) | "over"
    edition: str
    num_players: int
    target: int  # tokens that win the game
    round: int
    starter: int
    hand: list[int]
    hand_counts: list[int]
    discards: list[list[int]]
    alive: list[bool]
    protected: list[bool]
    tokens: list[int]
    deck_count: int
    removed_present: bool
    setaside: list[int]
    known: list[int | None]  # per seat: the card the viewer knows it holds (None: not known, or the viewer)
    mark: int
    jester: list[int]  # [giver, marked], or empty
    bishop_by: int
    log: list[LogEntry]  # the events visible to the viewer, as JSONValue


def view_of(state: LoveLetterState, seat: int | None) -> LoveLetterView:
    """Own hand, every public fact, and what ``seat`` knows privately; opponents' hands and the deck masked. With
    no seat: the public facts only (no hand, nothing known of a hand, public events)."""
    return {
        "game": "love-letter", "seat": seat, "current": state.current_player(), "phase": state.phase,
        "edition": state.edition, "num_players": state.num_players, "target": state.target,
        "round": state.round, "starter": state.starter, "hand": state.hands[seat][:] if seat is not None else [],
        "hand_counts": [len(h) for h in state.hands], "discards": [d[:] for d in state.discards],
        "alive": state.alive[:], "protected": state.protected[:], "tokens": state.tokens[:],
        "deck_count": len(state.deck), "removed_present": state.removed != UNKNOWN,
        "setaside": state.setaside[:],
        "known": [None if seat is None or c == UNKNOWN or t == seat else c
                  for t, c in enumerate(state.known[seat if seat is not None else 0])],
        "mark": state.mark, "jester": state.jester[:], "bishop_by": state.bishop_by,
        "log": _LOGS.visible(state.log, seat),
    }


def unseen_by_number(view: LoveLetterView) -> dict[int, int]:
    """Number -> how many cards of that number the viewer cannot see on the table: every card of the edition
    but those in the viewer's own hand, in any discard pile and set aside face up. Public information and one's
    own hand only (a card the viewer was shown in secret still counts as unseen), so the counts never depend on
    hidden cards."""
    deck = DECKS[view["edition"]]
    seen = [*view["hand"], *view["setaside"], *(c for pile in view["discards"] for c in pile)]
    counts: dict[int, int] = {}
    for kind in deck:
        counts[VALUE[kind]] = counts.get(VALUE[kind], 0) + 1
    for card in seen:
        counts[VALUE[deck[card]]] -= 1
    return counts
