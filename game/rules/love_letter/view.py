"""What one seat may see: ``view_of(state, seat)``."""

from __future__ import annotations

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
