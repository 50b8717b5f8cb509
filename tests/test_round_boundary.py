"""The round boundary is a position (issue 29 item 3): after a round-ending move the state stands at a chance
step (nobody decides; the next deal is its one action) until it is settled, so the table holds the ended round
without copies of the state, class swaps or a move applied twice."""

from __future__ import annotations

import inspect
import json
import random

import pytest
from each_game import fewest_and_most

from game import catalog
from game.engine import CHANCE, GameState, resolve_options
from game.match import Match, ends_round
from game.saves import SaveStore
from game.session import SeatConfig, Session

ROUND_GAMES = [(gid, n) for gid, n in fewest_and_most() if catalog.get_entry(gid).capabilities.deals_between_rounds]
"""The games that deal a new round after a round ends (their capabilities say so), at their fewest and most
players."""


def _to_round_end(game_id: str, players: int, seed: int) -> tuple[GameState, GameState, object]:
    """(the position before a round-ending move, that position with the move applied and not settled, the
    move)."""
    game = catalog.get_game(game_id)
    state = game.new_game(players, seed, resolve_options(game.option_specs(players), {}))
    rng = random.Random(seed)
    while True:
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        after = state.clone()
        after.apply(action, settle=False)
        if after.is_chance():
            return state, after, action
        assert not after.is_terminal(), "the first round ended the game"
        state.apply(action)


@pytest.mark.parametrize(("game_id", "players"), ROUND_GAMES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_round_ending_move_stops_at_a_chance_step_that_the_deal_resolves(game_id, players, seed):
    game = catalog.get_game(game_id)
    before, held, action = _to_round_end(game_id, players, seed)
    assert held.current_player() == CHANCE
    assert held.legal_actions() == [("deal",)]
    round_end = [e for e in held.log if e.kind == "round_end"]
    assert round_end, "the round's end is in the log before the deal"
    assert held.log[-1].kind in ("round_end", "token"), "nothing of the next round yet"
    for seat in range(players):
        assert game.view(held, seat)["phase"] == "deal"
    # the step is a real position: it saves and loads like any other
    restored = game.state_from_json(game.state_to_json(held))
    assert game.state_to_json(restored) == game.state_to_json(held)
    assert restored.is_chance()
    # settling deals exactly what applying the move in one go deals
    settled = held.clone()
    settled.settle()
    at_once = before.clone()
    at_once.apply(action)
    assert not settled.is_chance() and settled.current_player() >= 0
    assert game.state_to_json(settled) == game.state_to_json(at_once)
    assert restored.legal_actions() == [("deal",)]
    restored.apply(("deal",))
    assert game.state_to_json(restored) == game.state_to_json(at_once)


@pytest.mark.parametrize(("game_id", "players"), ROUND_GAMES)
def test_the_presenter_shows_the_ended_round_at_the_chance_step(game_id, players):
    _, held, _ = _to_round_end(game_id, players, 4)
    presenter = catalog.get_entry(game_id).presenter()
    names = [f"P{s}" for s in range(players)]
    model = presenter.table(catalog.get_game(game_id).view(held, 0), [], names)
    assert model.zones, "the table of the ended round has its cards"
    assert "is over" in model.headline
    assert not any(seat.is_current for seat in model.seats), "nobody's turn while the round ends"


class _Counting:
    """Counts the states' ``clone`` and ``_apply`` calls while installed on a state class."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, cls: type) -> None:
        self.clones = self.applies = self.deals = 0
        clone, apply = cls.clone, cls._apply

        def counted_clone(state):
            self.clones += 1
            return clone(state)

        def counted_apply(state, action):
            self.applies += 1
            self.deals += action == ("deal",)
            return apply(state, action)

        monkeypatch.setattr(cls, "clone", counted_clone)
        monkeypatch.setattr(cls, "_apply", counted_apply)


@pytest.mark.parametrize("game_id", catalog.game_ids())
def test_the_match_applies_each_move_once_and_copies_no_state(game_id, tmp_path, monkeypatch):
    """A whole game through :meth:`Match.apply`: every move is applied once (plus one deal per new round) and no
    state is copied to hold a round's end in view — yet each ended round is held."""
    game = catalog.get_game(game_id)
    players = game.min_players if game.min_players > 2 else 3
    players = min(players, game.max_players)
    seats = [SeatConfig(f"P{s}", "human" if s == 0 else "bot", "random") for s in range(players)]
    match = Match(Session(game, seats, 11), SaveStore(tmp_path))
    counting = _Counting(monkeypatch, type(match.session.state))
    rng = random.Random(11)
    moves = rounds = 0
    try:
        while not match.session.is_over() and moves < 800:
            legal = match.session.legal_actions()
            events = match.apply(legal[rng.randrange(len(legal))])
            moves += 1
            if ends_round(events):
                rounds += 1
                assert match.rounds.rounds, "the ended round is listed"
                if match.at_round_end():  # the round's end is the position the table holds, until it deals
                    assert match.model() is match.model() and not match.bot_to_move()
                    match.deal()
                    assert not match.at_round_end()
    finally:
        match.close()
    assert moves > 0
    assert rounds > 0 or not match.session.is_over()  # (a game of one round: random play may not finish it)
    assert counting.clones == 0
    assert counting.applies - counting.deals == moves
    if catalog.get_entry(game_id).capabilities.deals_between_rounds:  # a deal after every round but the last
        assert counting.deals == rounds - match.session.is_over()


# ------------------------------------------------------------------ the session stops at the round's end (issue 40.6)
@pytest.mark.parametrize(("game_id", "players"), ROUND_GAMES)
def test_the_session_stops_at_a_rounds_end_until_it_is_settled(game_id, players):
    """After a round-ending move the session reports the pending deal; its view and legal actions are the ended
    round's (the chance step's) until :meth:`Session.settle` deals; the deal is no move of the history."""
    game = catalog.get_game(game_id)
    seats = [SeatConfig(f"P{s}", "bot", "random") for s in range(players)]
    session = Session(game, seats, 5)
    rng = random.Random(5)
    while True:
        legal = session.legal_actions()
        events = session.apply(legal[rng.randrange(len(legal))])
        if session.at_round_end:
            break
        assert not session.is_over(), "the first round ended the game"
    assert ends_round(events)
    assert session.current_seat() == CHANCE and not session.is_human_turn()
    assert session.legal_actions() == [("deal",)]
    moves, log = len(session.history), len(session.state.log)
    assert all(session.view(s)["phase"] == "deal" for s in range(players)), "the ended round's views"
    assert session.view(0) == session.view(0) and len(session.state.log) == log, "nothing dealt by looking"
    # a save at this moment loads there
    loaded = Session.from_json(json.loads(json.dumps(session.to_json())))
    assert loaded.at_round_end and loaded.to_json() == session.to_json()
    session.settle()
    assert not session.at_round_end and session.current_seat() >= 0
    assert len(session.history) == moves, "the deal is no move"
    assert loaded.to_json() != session.to_json()


def test_session_apply_takes_no_round_end_callback():
    params = inspect.signature(Session.apply).parameters
    assert list(params) == ["self", "action"]
    assert not hasattr(Match, "round_ended") and not hasattr(Match, "round_end_seats")
