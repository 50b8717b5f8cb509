"""The 2,000-turn limit is a simulation setting: it ends games of bots only, never a game a person plays
(issue 18); saves stay compatible."""

from __future__ import annotations

import random

from game.games.palace.rules import GAME
from game.games.palace.rules.state import MAX_TURNS
from game.session import SeatConfig, Session

PEOPLE = [SeatConfig("Anna", "human"), SeatConfig("Ben", "bot", "easy"), SeatConfig("Carla", "bot", "easy")]
BOTS = [SeatConfig(s.name, "bot", "easy") for s in PEOPLE]


def _to_play_phase(session: Session) -> None:
    while session.state.phase == "setup":
        session.apply(("ready",) if ("ready",) in session.legal_actions() else session.legal_actions()[0])


def _one_turn_before_the_limit(seats) -> Session:
    session = Session(GAME, seats, seed=4)
    _to_play_phase(session)
    session.state.turns = MAX_TURNS - 1
    session.apply(session.bot_action())
    return session


def test_a_game_of_bots_only_ends_at_the_turn_limit():
    session = _one_turn_before_the_limit(BOTS)
    assert session.is_over() and session.state.log[-1].args == {"draw": True}


def test_a_game_with_a_person_goes_on_past_the_turn_limit():
    session = _one_turn_before_the_limit(PEOPLE)
    assert not session.is_over() and session.state.turns == MAX_TURNS
    session.apply(session.bot_action())
    assert session.state.turns == MAX_TURNS + 1


def test_a_bot_of_a_peoples_game_sees_no_limit_in_its_sampled_states():
    session = _one_turn_before_the_limit(PEOPLE)
    seat = session.current_seat()
    sampled = GAME.determinize(session.view(seat), random.Random(1))
    sampled.apply(sampled.legal_actions()[0])
    assert not sampled.is_terminal()


def _random_game_capped_by_the_old_rule() -> Session:
    """A game that reaches the limit with bots only (random moves), as every game did before."""
    for seed in range(40):
        session = Session(GAME, BOTS, seed=seed)
        rng = random.Random(seed)
        while not session.is_over():
            legal = session.legal_actions()
            session.apply(legal[rng.randrange(len(legal))])
        if session.state.log[-1].args.get("draw"):
            return session
    raise AssertionError("no random game reached the limit")


def test_an_old_save_of_a_peoples_game_ended_at_the_limit_still_loads():
    capped = _random_game_capped_by_the_old_rule()
    data = {**capped.to_json(), "version": 1, "state": GAME.state_to_json(capped.state)}  # saves then held the position
    del data["digest"]
    data["seats"][0]["kind"] = "human"  # saved before the limit was for bots only
    loaded = Session.from_json(data)
    assert loaded.is_over() and loaded.state.turns == MAX_TURNS


def test_saves_of_peoples_and_bots_games_round_trip():
    for seats in (PEOPLE, BOTS):
        fresh = Session(GAME, seats, seed=4)
        _to_play_phase(fresh)
        for _ in range(30):
            fresh.apply(fresh.bot_action())
        loaded = Session.from_json(fresh.to_json())
        assert loaded.state.turn_limit == (None if seats is PEOPLE else MAX_TURNS)
        assert "turn_limit" not in GAME.state_to_json(fresh.state)
