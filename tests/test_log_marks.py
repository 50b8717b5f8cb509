"""What the move feed shows beside each log line (issue 39, §2.4): every line of every game's log has its mark (the
seat that made the move, the faces of the cards it shows face up, whether it is a key move of its round), kept in
step with the lines when the log grows (the presenter describes only the new events)."""

from __future__ import annotations

import random

import pytest
from each_game import game_ids

from game import catalog
from game.session import SeatConfig, Session


def _session(game_id: str, moves: int, seed: int = 3) -> Session:
    game = catalog.get_game(game_id)
    players = min(max(3, game.min_players), game.max_players)
    seats = [SeatConfig(name, "bot", "random") for name in ("Ana", "Ben", "Cleo", "Dan", "Eve")[:players]]
    session = Session(game, seats, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if session.is_over():
            break
        session.apply(rng.choice(session.legal_actions()))
    return session


@pytest.mark.parametrize("game_id", game_ids())
def test_every_log_line_has_a_mark_whose_cards_are_the_games_faces(game_id):
    """Before: the model had the lines' words only; the feed could show no actor and no card."""
    game = catalog.get_game(game_id)
    presenter = catalog.get_entry(game_id).presenter()
    session = _session(game_id, 60)
    grown = presenter.table(session.view(0), [], session.names)  # described in two steps: the memo's path
    while not session.is_over() and len(session.history) < 120:
        session.apply(random.Random(len(session.history)).choice(session.legal_actions()))
    grown = presenter.table(session.view(0), [], session.names)
    fresh = catalog.get_entry(game_id).presenter().table(session.view(0), [], session.names)
    assert len(grown.log_marks) == len(grown.log) > 0
    assert grown.log_marks == fresh.log_marks  # the marks keep in step with the lines as the log grows
    faces = set(game.cards())
    seats = range(len(session.names))
    for line, mark in zip(grown.log, grown.log_marks, strict=True):
        assert set(mark.faces) <= faces, (line, mark)
        assert mark.actor is None or mark.actor in seats, (line, mark)
    assert grown.mark(len(grown.log)) == grown.mark(-1) == type(grown.mark(0))()  # (out of range: no mark)
