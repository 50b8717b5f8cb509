"""The fast ``random_playout`` against the generic loop of the engine, over many seeds, both editions."""

from __future__ import annotations

import random

import pytest

from game.engine import GameState
from game.rules.love_letter import GAME
from game.rules.love_letter.state import BISHOP_CHOICE, LoveLetterState
from game.tools.simulate import MAX_ACTIONS

TABLES = [("classic", n) for n in (2, 3, 4)] + [("premium", n) for n in range(3, 9)]


def _without_log(state: LoveLetterState) -> dict:
    data = state.to_json()
    del data["log"]
    return data


def _generic_moves(state: LoveLetterState, rng: random.Random, moves: int) -> None:
    for _ in range(moves):
        if state.is_terminal():
            return
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])


def _assert_same_playout(state: LoveLetterState, seed: int, limit: int,
                         make_rng: type[random.Random] = random.Random) -> None:
    generic, fast = state.clone(), state.clone()
    rng_generic, rng_fast = make_rng(seed), make_rng(seed)
    applied = GameState.random_playout(generic, rng_generic, limit)
    assert fast.random_playout(rng_fast, limit) == applied
    assert rng_fast.getstate() == rng_generic.getstate()
    assert _without_log(fast) == _without_log(generic)
    assert fast.returns() == generic.returns() and fast.scores() == generic.scores()
    assert fast.legal_actions() == generic.legal_actions()


@pytest.mark.parametrize("edition, n", TABLES, ids=[f"{e}-{n}p" for e, n in TABLES])
def test_fast_playout_ends_where_the_generic_loop_ends(edition, n):
    """Whole games and cut-short playouts, from the deal and from mid-round positions."""
    for seed in range(40):
        state = GAME.new_game(n, seed, {"deck": edition, "starter": seed % n})
        _generic_moves(state, random.Random(seed), seed % 45)  # 0: from the deal; else mid-round or later
        for limit in (0, 1, 7, 50, MAX_ACTIONS):
            _assert_same_playout(state, seed * 31 + limit, limit)


def test_fast_playout_from_a_bishop_choice():
    """Premium: a playout may start while a Bishop's target decides to keep or redraw."""
    starts = 0
    for seed in range(400):
        state = GAME.new_game(5, seed, {"deck": "premium"})
        rng = random.Random(seed)
        while not state.is_terminal() and state.phase != BISHOP_CHOICE:
            _generic_moves(state, rng, 1)
        if state.phase == BISHOP_CHOICE:
            starts += 1
            for limit in (1, 2, MAX_ACTIONS):
                _assert_same_playout(state, seed + limit, limit)
        if starts == 10:
            break
    assert starts == 10


def test_fast_playout_with_a_random_subclass_draws_through_randrange():
    """A generator that is not a plain ``random.Random`` is drawn from through its own ``randrange``."""

    class Counted(random.Random):
        calls = 0

        def randrange(self, *args, **kwargs):  # type: ignore[override]
            Counted.calls += 1
            return super().randrange(*args, **kwargs)

    for seed in range(10):
        state = GAME.new_game(4, seed, {"deck": "premium" if seed % 2 else "classic"})
        _assert_same_playout(state, seed, MAX_ACTIONS, Counted)
    assert Counted.calls > 0


def test_a_state_after_a_fast_playout_plays_and_logs_as_usual():
    state = GAME.new_game(4, 7)
    state.random_playout(random.Random(1), 5)
    before = len(state.log)
    state.apply(state.legal_actions()[0])
    assert len(state.log) > before  # logging is back on
    restored = GAME.state_from_json(state.to_json())
    assert restored.to_json() == state.to_json()


def test_fast_playout_from_saved_json():
    """A state read back from a save (its rng rebuilt from JSON) plays out like the original."""
    for seed in range(10):
        state = GAME.new_game(3, seed, {"deck": "premium"})
        _generic_moves(state, random.Random(seed), 20)
        restored = GAME.state_from_json(state.to_json())
        a, b = state.clone(), restored
        assert a.random_playout(random.Random(seed), MAX_ACTIONS) == b.random_playout(random.Random(seed),
                                                                                       MAX_ACTIONS)
        assert _without_log(a) == _without_log(b)
