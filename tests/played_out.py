"""One bot play-out of a match per test worker: tests that open a final screen again and again (the same game,
seats and seed at several window sizes and languages; the UI fuzz rebuilding its finished table after each way
out of it) had the bots decide every move of the same match each time. A bot's decision is a pure function of the
match's seed, the seat, the move number and the seat's view (:meth:`game.session.Session.bot_seed`), so the moves
of a play-out are too: a worker keeps them, keyed by everything they depend on (the game, its seats with their
names, kinds and levels, the seed), and each caller applies them to a session of its own, exactly as if the bots
had decided them then (``tests/test_played_out.py`` compares the saves of two play-outs and of a shared one)."""

from __future__ import annotations

from collections.abc import Sequence

from game import catalog
from game.engine.protocol import Action
from game.session import SeatConfig, Session

_MOVES: dict[tuple, tuple[Action, ...]] = {}


def bot_moves(game_id: str, seats: Sequence[SeatConfig], seed: int) -> tuple[Action, ...]:
    """Every move of the match of ``game_id`` at ``seats`` and ``seed`` (default options) as the bots play it for
    every seat to its end (:meth:`Session.bot_action`), decided once per worker."""
    key = (game_id, tuple((s.name, s.kind, s.level) for s in seats), seed)
    if key not in _MOVES:
        session = Session(catalog.get_game(game_id), list(seats), seed)
        while not session.is_over():
            session.apply(session.bot_action())
        _MOVES[key] = tuple(session.history)
    return _MOVES[key]


def played_out(game_id: str, seats: Sequence[SeatConfig], seed: int) -> Session:
    """A new session of that match played to its end by the bots (the shared moves applied to it)."""
    session = Session(catalog.get_game(game_id), list(seats), seed)
    for action in bot_moves(game_id, seats, seed):
        session.apply(action)
    return session
