"""The shared bot play-outs of ``tests/played_out.py`` are the play-outs themselves: the bots play the same match
alike twice (a bot's decision depends on the seed, the seat, the move number and its view only), and a session
given the shared moves saves exactly what a session the bots played does."""

from __future__ import annotations

import pytest
from each_game import players_near
from played_out import bot_moves, played_out

from game import catalog
from game.session import SeatConfig, Session


def bots_play(game_id: str, seats: list[SeatConfig], seed: int) -> Session:
    session = Session(catalog.get_game(game_id), seats, seed)
    while not session.is_over():
        session.apply(session.bot_action())
    return session


@pytest.mark.parametrize(("game_id", "players"), players_near(2))
def test_a_shared_play_out_saves_what_the_bots_play(game_id, players):
    seats = [SeatConfig(f"P{i}", "human" if i == 0 else "bot", "random") for i in range(players)]
    first, second = bots_play(game_id, seats, 4), bots_play(game_id, seats, 4)
    assert first.is_over() and first.to_json() == second.to_json()
    shared = played_out(game_id, seats, 4)
    assert shared is not played_out(game_id, seats, 4)  # a session of its own each time
    assert shared.to_json() == first.to_json()
    assert bot_moves(game_id, seats, 4) == tuple(first.history)
    other = [SeatConfig(f"P{i}", "bot", "random") for i in range(players)]  # the seats are part of the key
    assert played_out(game_id, other, 4).to_json() == bots_play(game_id, other, 4).to_json()
