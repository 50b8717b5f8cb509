"""The fast ``random_playout`` against the generic loop of the engine: every variant, 2-6 players, from the
deal, mid-setup and mid-game, cut short or played out, with rng subclasses and restored saves."""

from __future__ import annotations

import random

import pytest
from playout_check import CountingRandom, assert_same_playout, random_moves, without_log

from game.rules.palace import GAME
from game.rules.palace.state import MAX_TURNS
from game.tools.simulate import MAX_ACTIONS

from .scenario import position

VARIANTS: list[dict] = [
    {},
    {"choose_faceup": True},
    {"restricted_ten": True},
    {"easy_faceup": True},
    {"seven_down": True},
    {"invisible": "8"},
    {"invisible": "3"},
    {"stacking": True},
    {"back_to_predecessor": True},
    {"more_cards": True},
    {"play_to_win": True},
    {"restricted_ten": True, "seven_down": True, "invisible": "8"},
    {"choose_faceup": True, "stacking": True, "more_cards": True},
    {"easy_faceup": True, "back_to_predecessor": True, "play_to_win": True},
    {"invisible": "3", "stacking": True, "easy_faceup": True, "seven_down": True},
    {"more_cards": True, "play_to_win": True, "invisible": "8", "back_to_predecessor": True},
    {"choose_faceup": True, "restricted_ten": True, "easy_faceup": True, "seven_down": True, "invisible": "3",
     "stacking": True, "back_to_predecessor": True, "more_cards": True, "play_to_win": True},
]
STARTS = (0, 3, 25, 150, 700, 1900)  # generic moves before the playout: the deal, setup, early to late play


def _options(variant: dict, n: int) -> dict:
    """Six players need the jokers unless two decks are used (they exclude each other)."""
    if n < 6:
        return dict(variant)
    return {**variant, "jokers": not variant.get("more_cards", False)}


@pytest.mark.parametrize("n", range(2, 7))
@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: "+".join(f"{k}={v[k]}" for k in v) or "base")
def test_fast_playout_ends_where_the_generic_loop_ends(variant, n):
    """Whole games and cut-short playouts from the deal, mid-setup and mid-game positions."""
    for seed, start in enumerate(STARTS):
        state = GAME.new_game(n, seed, _options(variant, n))
        random_moves(state, random.Random(seed), start)
        for limit in (0, 1, 9, 120) if seed % 2 else (MAX_ACTIONS,):
            assert_same_playout(state, seed * 31 + limit, limit)


def test_games_end_every_way():
    """The seeds above reach every ending: the turn cap (a draw), the last but one out, the first out."""
    endings = set()
    for seed in range(30):
        options = {"play_to_win": seed % 3 == 0}
        state = assert_same_playout(GAME.new_game(2 + seed % 4, seed, options), seed, MAX_ACTIONS)
        draw = state.turns >= MAX_TURNS
        endings.add("draw" if draw else "first out" if options["play_to_win"] else "last out")
    assert endings == {"draw", "first out", "last out"}


POSITIONS = {
    "three equal on the pile": dict(hands=[["5C", "9H", "KD"], ["4H", "6S"]], pile=["3S", "5H", "5D", "5S"]),
    "see-through on top": dict(hands=[["8C", "4D", "JS"], ["QH", "2C"]], pile=["9S", "8H", "8D"],
                               options={"invisible": "8"}),
    "jokers on top": dict(hands=[["J1", "4D"], ["QH"], ["3C"], ["7C"], ["9D"], ["KS"]], pile=["JH", "J2"]),
    "face-up only": dict(hands=[[], ["QH", "5C"]], faceup=[["4S", "4D", "AH"], ["6C"]], pile=["9C"]),
    "face-down only": dict(hands=[[], ["QH"]], facedown=[["4S", "2D", "AH"], ["6C"]], pile=["9C"]),
    "back to the predecessor": dict(hands=[["3C", "4S"], ["QH"], ["AD", "AS"]], pile=["KS"], current=1,
                                    pile_last=0, options={"back_to_predecessor": True}),
    "seven down": dict(hands=[["8C", "6D", "10S", "7H"], ["AH", "3C"]], pile=["7S"],
                       options={"seven_down": True, "restricted_ten": True}),
    "eight equal cards": dict(hands=[["9C", "9H", "9D", "9S", "9C2", "9H2", "9D2", "9S2"], ["3H"]],
                              options={"more_cards": True}),
}


@pytest.mark.parametrize("name", POSITIONS)
def test_fast_playout_from_built_positions(name):
    """Piles with runs and see-through cards on top, seats down to face-up or face-down cards, a predecessor."""
    for seed in range(20):
        state = position(**POSITIONS[name])
        state.rng = random.Random(seed)
        for limit in (1, 2, 5, MAX_ACTIONS):
            assert_same_playout(state, seed * 7 + limit, limit)


def test_fast_playout_with_a_random_subclass_draws_through_randrange():
    """A generator that is not a plain ``random.Random`` is drawn from through its own ``randrange``."""

    class Counted(CountingRandom):
        calls = 0

    for seed in range(8):
        state = GAME.new_game(2 + seed % 5, seed, {"stacking": seed % 2 == 0, "jokers": True} if seed % 5 == 4
                              else {"stacking": seed % 2 == 0})
        assert_same_playout(state, seed, MAX_ACTIONS, Counted)
    assert Counted.calls > 0


def test_a_state_after_a_fast_playout_plays_and_logs_as_usual():
    state = GAME.new_game(4, 7)
    state.random_playout(random.Random(1), 200)
    assert state.phase == "play"
    before = len(state.log)
    state.apply(state.legal_actions()[0])
    assert len(state.log) > before  # logging is back on
    restored = GAME.state_from_json(state.to_json())
    assert restored.to_json() == state.to_json()


def test_fast_playout_from_saved_json():
    """A state read back from a save (its rng rebuilt from JSON) plays out like the original."""
    for seed in range(12):
        state = GAME.new_game(3, seed, {"invisible": "3"} if seed % 2 else {"more_cards": True})
        random_moves(state, random.Random(seed), 7 * seed)
        restored = GAME.state_from_json(state.to_json())
        a, b = state.clone(), restored
        assert a.random_playout(random.Random(seed), MAX_ACTIONS) == b.random_playout(random.Random(seed),
                                                                                       MAX_ACTIONS)
        assert without_log(a) == without_log(b)
        assert_same_playout(GAME.state_from_json(state.to_json()), seed, MAX_ACTIONS)
