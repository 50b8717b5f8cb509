"""Build Road to the Palace positions for rules scenarios."""

from __future__ import annotations

from collections.abc import Sequence

from game.games.road_to_the_palace.rules import GAME
from game.games.road_to_the_palace.rules.cards import CARDS
from game.games.road_to_the_palace.rules.player import Player
from game.games.road_to_the_palace.rules.state import TAKE, RoadState


def make_player(faces: Sequence[str] = (), *, discs: dict[str, int] | None = None,
                purple_on: dict[str, int] | None = None, bribes: Sequence[str] = ("yellow", "red"),
                politicians: Sequence[int] = (0, 0), influence: int = 10, revealed: int = 0) -> Player:
    """A player who gained cards of ``faces`` in that order (columns sorted as they came)."""
    p = Player()
    p.bribes = list(bribes)
    used: set[int] = set()
    for face in faces:
        card = next(i for i, f in enumerate(CARDS) if f.face == face and i not in used)
        used.add(card)
        p.gain(card, revealed)
    purple_ids = [i for i, f in enumerate(CARDS) if f.face == "purple1"]
    p.politicians = [purple_ids[:politicians[0]], purple_ids[politicians[0]:politicians[0] + politicians[1]]]
    for r in range(revealed):
        p.add_column_card(p.bribes[r], revealed)
    for colour, k in (purple_on or {}).items():
        p.purple_on[colour] = k
    p.reorder(revealed)
    p.discs.update(discs or {})
    p.influence = influence
    return p


def position(players: Sequence[Player], *, starter: int = 0, round: int = 1, seed: int = 0) -> RoadState:
    """A position in the administration part of ``round`` with the given players (cards not conserved:
    for calling the evaluation steps directly)."""
    s = GAME.new_game(len(players), seed, {"starter": starter})
    s.players = list(players)
    s.phase, s.round, s.current = TAKE, round, starter
    return s


def event(state: RoadState, kind: str) -> dict:
    """The args of the last event of ``kind``."""
    return dict(next(e for e in reversed(state.log) if e.kind == kind).args)


def play_setup(state: RoadState, bribes: Sequence[tuple[str, str]] | None = None,
               discs: tuple[str, str, str] = ("yellow", "red", "blue")) -> None:
    """Everybody chooses bribes (``bribes[seat]``, default yellow then red), then the starting discs are
    placed (top, middle, bottom row)."""
    for _ in range(state.num_players):
        first, second = bribes[state.current] if bribes else ("yellow", "red")
        state.apply(("bribes", first, second))
    state.apply(("start", *discs))


def play_greedy_first(state: RoadState, until) -> None:
    """Apply the first legal action until ``until(state)`` holds or the game ends."""
    while not state.is_terminal() and not until(state):
        state.apply(state.legal_actions()[0])
