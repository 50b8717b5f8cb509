"""The fast ``random_playout`` against the generic loop of the engine, over many seeds, both editions."""

from __future__ import annotations

import random

import pytest
from playout_check import CountingRandom, assert_same_playout, random_moves, without_log

from game.engine import uniform_playout
from game.rules.love_letter import GAME
from game.rules.love_letter.cards import TOKEN_TARGET
from game.rules.love_letter.state import BISHOP_CHOICE, LoveLetterState
from game.tools.simulate import MAX_ACTIONS

from .rig import held, rig

TABLES = [("classic", n) for n in (2, 3, 4)] + [("premium", n) for n in range(3, 9)]


@pytest.mark.parametrize("edition, n", TABLES, ids=[f"{e}-{n}p" for e, n in TABLES])
def test_fast_playout_ends_where_the_generic_loop_ends(edition, n):
    """Whole games and cut-short playouts, from the deal and from mid-round positions."""
    for seed in range(40):
        state = GAME.new_game(n, seed, {"deck": edition, "starter": seed % n})
        random_moves(state, random.Random(seed), seed % 45)  # 0: from the deal; else mid-round or later
        for limit in (0, 1, 7, 50, MAX_ACTIONS):
            assert_same_playout(state, seed * 31 + limit, limit)


def test_fast_playout_from_a_bishop_choice():
    """Premium: a playout may start while a Bishop's target decides to keep or redraw."""
    starts = 0
    for seed in range(400):
        state = GAME.new_game(5, seed, {"deck": "premium"})
        rng = random.Random(seed)
        while not state.is_terminal() and state.phase != BISHOP_CHOICE:
            random_moves(state, rng, 1)
        if state.phase == BISHOP_CHOICE:
            starts += 1
            for limit in (1, 2, MAX_ACTIONS):
                assert_same_playout(state, seed + limit, limit)
        if starts == 10:
            break
    assert starts == 10


def test_fast_playout_with_a_random_subclass_draws_through_randrange():
    """A generator that is not a plain ``random.Random`` is drawn from through its own ``randrange``."""

    class Counted(CountingRandom):
        calls = 0

    for seed in range(10):
        state = GAME.new_game(4, seed, {"deck": "premium" if seed % 2 else "classic"})
        assert_same_playout(state, seed, MAX_ACTIONS, Counted)
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
        random_moves(state, random.Random(seed), 20)
        restored = GAME.state_from_json(state.to_json())
        a, b = state.clone(), restored
        assert a.random_playout(random.Random(seed), MAX_ACTIONS) == b.random_playout(random.Random(seed),
                                                                                       MAX_ACTIONS)
        assert without_log(a) == without_log(b)


def _from_rigged(state: LoveLetterState, seeds: int = 30) -> list[LoveLetterState]:
    """The fast playout against the generic loop from a rigged position (one action, a few, to the end), for
    ``seeds`` seeds; returns the positions after the first action (by the generic loop) to check what
    happened."""
    after = []
    for seed in range(seeds):
        for limit in (1, 3, MAX_ACTIONS):
            assert_same_playout(state, seed, limit)
        one = state.clone()
        uniform_playout(one, random.Random(seed), 1)
        after.append(one)
    return after


def _premium(hands, deck, **kw) -> LoveLetterState:
    kw.setdefault("removed", "count")
    return rig(hands, deck, edition="premium", **kw)


def test_fast_playout_prince_at_the_princess_with_a_constable_discarded_ends_the_game():
    state = _premium([["prince", "handmaid"], ["princess"], ["guard"]], ["baron", "priest"],
                     discards={1: ["constable"]})
    state.tokens = [0, TOKEN_TARGET[3] - 1, 0]
    after = _from_rigged(state)
    assert any(s.is_terminal() and s.tokens[1] == TOKEN_TARGET[3] and not s.alive[1] for s in after)


def test_fast_playout_guard_at_the_assassin():
    state = _premium([["guard", "priest"], ["assassin"], ["baron"]], ["prince", "king"])
    assert any(not s.alive[0] and held(s, 1) == ["prince", "king"] for s in _from_rigged(state))
    state = _premium([["guard", "priest"], ["assassin"], ["baron"]], ["prince", "king"],
                     discards={0: ["constable"]})
    state.tokens = [TOKEN_TARGET[3] - 1, 0, 0]
    assert any(s.is_terminal() and not s.alive[0] and held(s, 1) == ["assassin"] for s in _from_rigged(state))


def test_fast_playout_showdowns():
    """The last turn of a round: a tie on the highest card (the discards decide), Counts, Bishop and
    Princess."""
    tie = rig([["handmaid", "handmaid"], ["prince"], ["prince"]], [], removed="guard", rest="discard")
    assert all(s.tokens == [0, 0, 1] for s in _from_rigged(tie))
    premium = _premium([["handmaid", "handmaid"], ["bishop"], ["princess"], ["prince"]], [],
                       discards={3: ["count", "count"]}, removed="assassin", rest="discard")
    assert all(s.tokens == [0, 0, 1, 0] for s in _from_rigged(premium))
    counts = _premium([["handmaid", "handmaid"], ["bishop"], ["king"], ["prince"]], [],
                      discards={3: ["count", "count"]}, removed="princess", rest="discard")
    assert all(s.tokens == [0, 1, 0, 0] for s in _from_rigged(counts))  # Prince 5 + 2 < Bishop 9
    counts = _premium([["handmaid", "handmaid"], ["guard"], ["king"], ["prince"]], [],
                      discards={3: ["count", "count"]}, removed="princess", rest="discard")
    assert all(s.tokens == [0, 0, 0, 1] for s in _from_rigged(counts))  # Prince 5 + 2 > King 6


def test_fast_playout_jester_and_cardinal_and_baroness_and_dowager():
    jester = _premium([["jester", "handmaid"], ["king"], ["priest"]], ["guard"], rest="discard")
    assert any(s.jester == [0, 1] for s in _from_rigged(jester))
    for hand in (["cardinal", "baroness"], ["dowager", "sycophant"]):
        state = _premium([hand, ["princess"], ["baron"], ["priest"]], ["prince", "guard", "king"])
        _from_rigged(state)


def test_fast_playout_from_a_hand_made_position_plays_as_the_generic_loop():
    """A position no game reaches (the player to act holds three cards) is left to the generic loop."""
    state = rig([["guard", "priest", "baron"], ["king"], ["handmaid"]], ["prince", "guard"], removed="princess")
    _from_rigged(state, seeds=5)


def test_fast_playout_with_no_actions_to_apply():
    state = GAME.new_game(4, 3)
    for limit in (0, -1):
        assert_same_playout(state, 3, limit)


def test_new_game_is_init_then_deal_round():
    """``new_game`` builds the state without ``__init__``'s empty lists: the same state, rng and log."""
    for edition, n in TABLES:
        for seed in range(3):
            for options in (None, {}, {"deck": edition, "starter": seed % n}):
                if not options and edition == "premium" and n < 5:
                    continue  # the default deck of 3-4 players is the classic one
                state = GAME.new_game(n, seed, options)
                expected = LoveLetterState(n, edition, TOKEN_TARGET[n], random.Random(seed))
                expected.deal_round((options or {}).get("starter", 0))
                assert state.to_json() == expected.to_json()
                assert state.log == expected.log


def test_fast_playout_bishop_redraw_of_the_princess_with_a_constable_discarded_ends_the_game():
    state = _premium([["bishop", "guard"], ["princess"], ["priest"]], ["prince", "baron"],
                     discards={1: ["constable"]})
    state.tokens = [0, TOKEN_TARGET[3] - 1, 0]
    state.apply(("play", "bishop", 1, 8))
    assert state.phase == BISHOP_CHOICE
    after = _from_rigged(state, seeds=10)
    assert any(s.is_terminal() and s.tokens == [1, TOKEN_TARGET[3], 0] for s in after)
    assert any(not s.is_terminal() for s in after)  # kept the Princess
