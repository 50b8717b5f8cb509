"""The generic Hard search on a tiny perfect-information game (Nim: take 1-3, who takes the last wins)."""

from __future__ import annotations

import random

import pytest

from game.ai.search import SearchBot
from game.engine import TERMINAL, Event, GameDef, GameState


class NimState(GameState):
    def __init__(self, stones: int, to_move: int = 0) -> None:
        self.num_players = 2
        self.stones = stones
        self.to_move = to_move
        self.winner: int | None = None

    def current_player(self) -> int:
        return TERMINAL if self.winner is not None else self.to_move

    def _compute_legal(self):
        return [] if self.winner is not None else [("take", n) for n in (1, 2, 3) if n <= self.stones]

    def _apply(self, action) -> None:
        self.stones -= action[1]
        if self.stones == 0:
            self.winner = self.to_move
        self.to_move = 1 - self.to_move

    def clone(self) -> NimState:
        c = NimState(self.stones, self.to_move)
        c.winner = self.winner
        return c

    def is_terminal(self) -> bool:
        return self.winner is not None

    def returns(self) -> list[float]:
        if self.winner is None:
            return [0.0, 0.0]
        return [1.0 if s == self.winner else 0.0 for s in range(2)]

    def scores(self) -> list[float]:
        return self.returns()

    @property
    def log(self) -> list[Event]:
        return []


class Nim(GameDef):
    id = "nim"
    title = "Nim"
    min_players = max_players = 2

    def _new_game(self, num_players, seed, options):
        return NimState(10)

    def view(self, state, seat):
        return {"seat": seat, "current": state.current_player(), "stones": state.stones, "log": []}

    def public_view(self, state):
        return {"seat": None, "current": state.current_player(), "stones": state.stones, "log": []}

    def state_to_json(self, state):
        return {"stones": state.stones, "to_move": state.to_move, "winner": state.winner}

    def state_from_json(self, data):
        s = NimState(data["stones"], data["to_move"])
        s.winner = data["winner"]
        return s

    def determinize(self, view, rng: random.Random):
        return NimState(view["stones"], view["current"])



def test_search_finds_the_winning_nim_move():
    for stones, best in [(5, ("take", 1)), (6, ("take", 2)), (7, ("take", 3)), (3, ("take", 3))]:
        state = NimState(stones)
        bot = SearchBot(Nim(), seed=1, iterations=800)
        assert bot.choose(Nim().view(state, 0), state.legal_actions()) == best, stones


def test_search_is_deterministic_for_a_seed():
    state = NimState(10)
    picks = {SearchBot(Nim(), seed=7, iterations=200).choose(Nim().view(state, 0), state.legal_actions())
             for _ in range(3)}
    assert len(picks) == 1


def test_single_legal_action_is_returned_without_search():
    state = NimState(1)
    assert SearchBot(Nim(), seed=0, iterations=0).choose(Nim().view(state, 0), state.legal_actions()) == ("take", 1)


def test_every_game_makes_every_level_and_rejects_unknown_ones():
    from game.catalog import available_game_ids, get_entry
    from game.engine import BOT_LEVELS

    for game_id in available_game_ids():
        game = get_entry(game_id)
        for level in BOT_LEVELS:
            assert game.make_bot(level, 1).level == level
        with pytest.raises(ValueError):
            game.make_bot("grandmaster", 1)
