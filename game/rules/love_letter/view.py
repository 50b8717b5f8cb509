"""What one seat may see: ``view_of(state, seat)``."""

from __future__ import annotations

from collections.abc import Mapping

from game.engine import JSON
from game.rules.love_letter.cards import DECKS, VALUE
from game.rules.love_letter.state import UNKNOWN, LoveLetterState


def view_of(state: LoveLetterState, seat: int) -> dict:
    """Own hand, every public fact, and what ``seat`` knows privately; opponents' hands and the deck masked."""
    return {
        "game": "love-letter", "seat": seat, "current": state.current_player(), "phase": state.phase,
        "edition": state.edition, "num_players": state.num_players, "target": state.target,
        "round": state.round, "starter": state.starter, "hand": state.hands[seat][:],
        "hand_counts": [len(h) for h in state.hands], "discards": [d[:] for d in state.discards],
        "alive": state.alive[:], "protected": state.protected[:], "tokens": state.tokens[:],
        "deck_count": len(state.deck), "removed_present": state.removed != UNKNOWN,
        "setaside": state.setaside[:],
        "known": [None if c == UNKNOWN or t == seat else c for t, c in enumerate(state.known[seat])],
        "mark": state.mark, "jester": state.jester[:], "bishop_by": state.bishop_by,
        "log": [e.to_json() for e in state.log if e.to is None or seat in e.to],
    }


def unseen_by_number(view: Mapping[str, JSON]) -> dict[int, int]:
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
