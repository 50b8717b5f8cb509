"""What one seat may see of a Palace state: ``view_of(state, seat)``."""

from __future__ import annotations

from game.engine import JSON

from .state import SORT_KEYS, PalaceState


def view_of(state: PalaceState, seat: int) -> JSON:
    return {
        "seat": seat,
        "current": state.current_player(),
        "num_players": state.num_players,
        "options": state.rules.to_json(state.num_players),
        "phase": state.phase,
        "dealer": state.dealer,
        "direction": state.direction,
        "setup_queue": list(state.setup_queue),
        "hand": sorted(state.hands[seat], key=SORT_KEYS.__getitem__),
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
