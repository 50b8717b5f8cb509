"""What one seat may know of a position: ``build_view(state, seat)``."""

from __future__ import annotations

from game.engine import JSON
from game.rules.palastgefluester.state import PalastState


def build_view(state: PalastState, seat: int) -> JSON:
    """Own hand, all displays, King cards, scores, valid Treasurer reveals, hidden-card counts, the log."""
    face_up = state.options.get("maid_discard") == "face_up"
    magic = None
    if state.magic is not None:
        pick = state.magic["pick"]
        magic = {
            "actor": state.turn, "target": state.magic["target"], "count": state.magic["count"],
            "picked": pick is not None, "pick": list(pick) if pick is not None and seat == state.turn else None,
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
        "why": dict(state.why),
        "last_card": state.last_card,
        "tied": list(state.tied),
        "magician": magic,
        "hand": sorted(state.hands[seat]),
        "hand_sizes": [len(h) for h in state.hands],
        "revealed": [None if r is None else list(r) for r in state.revealed],
        "displays": [list(d) for d in state.displays],
        "deck_size": len(state.deck),
        "discard": [c if face_up or by == seat else None for c, by in zip(state.discard, state.discard_by, strict=True)],
        "discard_by": list(state.discard_by),
        "king_open": list(state.king_open),
        "king_deck_size": len(state.king_deck),
        "silenced": state.silenced,
        "scores": list(state.points),
        "records": [list(r) for r in state.records],
        "final_sizes": list(state.final_sizes),
        "terminal": state.terminal,
        "log": [e.to_json() for e in state.log if e.visible_to(seat)],
    }
