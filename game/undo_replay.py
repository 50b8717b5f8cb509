"""Where an undo's replay starts: from the deal, or from where the last undo's replay ended.

An undo replays the moves kept from the match's seed, so the position is exactly the one before the decision
taken back. A position is a function of the game, the player count, the seed, the options, the bots-only flag and
the moves, so when the moves kept begin with the moves of the last replay (same setup), the replay goes on from a
copy of the position it reached then: undos in a long game replay the moves since the last undo, not the whole
game again. Pure: no pygame, no I/O.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from game.engine import JSON, Action, SomeState

Start = tuple[SomeState, list[Action], list[int], int, str]
"""A replay's start: the position, the moves applied to reach it, their actors, ``sealed``, ``sealed_by``."""


@dataclass(frozen=True)
class _Reached:
    setup: tuple[object, ...]  # the game, the player count, the seed, the options, the bots-only flag
    moves: tuple[Action, ...]
    actors: tuple[int, ...]
    sealed: int
    sealed_by: str
    state: SomeState  # a copy, never played on


class UndoReplays:
    """The last position an undo's replay reached (one per match)."""

    def __init__(self) -> None:
        self._reached: _Reached | None = None

    def start(self, kept: Sequence[Action], setup: tuple[object, ...], deal: Callable[[], SomeState]) -> Start:
        """Where replaying ``kept`` starts: a copy of the last replay's position if ``kept`` begins with its moves
        and the setup is the same, else ``deal()`` with no move applied."""
        was = self._reached
        if was is not None and was.setup == setup and tuple(kept[:len(was.moves)]) == was.moves:
            return was.state.clone(), list(was.moves), list(was.actors), was.sealed, was.sealed_by
        return deal(), [], [], 0, ""

    def reached(self, setup: tuple[object, ...], state: SomeState, moves: Sequence[Action], actors: Sequence[int],
                sealed: int, sealed_by: str) -> None:
        """Remember the position a replay reached (a copy of ``state``) and how."""
        self._reached = _Reached(setup, tuple(moves), tuple(actors), sealed, sealed_by, state.clone())


def setup_of(game_id: str, players: int, seed: int, options: Mapping[str, JSON], bots_only: bool) -> tuple[object, ...]:
    """What a position depends on besides the moves (the options as a sorted tuple of items: comparable)."""
    return game_id, players, seed, tuple(sorted((key, repr(value)) for key, value in options.items())), bots_only
