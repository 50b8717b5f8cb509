"""Building Palastgeflüster positions for scenario tests: name the cards by face, the rig picks card ids."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.engine import JSON
from game.games.palastgefluester.rules import GAME
from game.games.palastgefluester.rules.cards import HAND_SIZE, deck_for, face
from game.games.palastgefluester.rules.state import PalastState


def rig(
    num_players: int = 4,
    *,
    hands: Mapping[int, Sequence[str]] | None = None,
    displays: Mapping[int, Sequence[str]] | None = None,
    turn: int = 0,
    king_open: Sequence[str] = (),
    plays: int = 5,
    options: Mapping[str, JSON] | None = None,
    seed: int = 1,
) -> PalastState:
    """A mid-round position: ``hands``/``displays`` give faces (``"guard.red"``) per seat; unnamed hands are
    filled from the remaining cards so that every seat holds 6 between hand and display; the rest is the deck."""
    state = GAME.new_game(num_players, seed, options)
    pool = deck_for(num_players)

    def take(fid: str) -> int:
        card = next((c for c in pool if face(c) == fid), None)
        if card is None:
            raise ValueError(f"no card {fid} left for the rig")
        pool.remove(card)
        return card

    state.displays = [[take(f) for f in (displays or {}).get(s, ())] for s in range(num_players)]
    state.hands = [[take(f) for f in (hands or {}).get(s, ())] for s in range(num_players)]
    for s in range(num_players):
        if s not in (hands or {}):
            need = HAND_SIZE - len(state.displays[s])
            state.hands[s] = [pool.pop() for _ in range(need)]
    state.deck = pool
    state.king_open = list(king_open)
    state.king_deck = [k for k in ("treasurer", "magician", "maid", "courtesan", "guard", "fool")
                       if k not in king_open]
    state.turn, state.phase, state.plays, state.last_card, state.why = turn, "play", plays, None, {"kind": "start"}
    return GAME.state_from_json(GAME.state_to_json(state))  # the rigged position must pass the save validation


def card(state: PalastState, fid: str) -> int:
    """The id of the card with face ``fid`` in the current player's hand."""
    return next(c for c in state.hands[state.current_player()] if face(c) == fid)


def shown(state: PalastState, seat: int) -> list[str]:
    return [face(c) for c in state.displays[seat]]


def held(state: PalastState, seat: int) -> list[str]:
    return sorted(face(c) for c in state.hands[seat])


def kinds(state: PalastState) -> list[str]:
    return [e.kind for e in state.log]
