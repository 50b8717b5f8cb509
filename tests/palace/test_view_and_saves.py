"""Hidden information, determinize, saves, and random play over all variants."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import StateFormatError
from game.games.palace.rules import GAME
from game.games.palace.rules.cards import deck

from .scenario import position


def _midgame(seed: int, moves: int, options: dict | None = None, n: int = 4):
    state = GAME.new_game(n, seed, options)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_view_masks_opponents_hands_face_down_cards_and_the_stock():
    state = position([["5H", "6H"], ["9C", "KD", "QS"]], facedown=[["3C", "4C"], ["3D"]], pile=["AS"],
                     stock=["2C", "2D"])
    state.known[1] = {"KD"}
    view = GAME.view(state, 0)
    text = json.dumps(view)
    assert view["hand"] == ["5H", "6H"] and view["hand_sizes"] == [2, 3]
    assert view["known"][1] == ["KD"] and "9C" not in text and "QS" not in text
    assert view["facedown"] == [2, 1] and "3C" not in text, "own face-down cards are unknown to their owner"
    assert view["stock"] == 2 and "2C" not in text
    assert view["pile"] == ["AS"]


def test_views_equal_for_states_differing_only_in_hidden_cards():
    a = position([["5H"], ["9C", "QS"]], facedown=[["3C"], ["4C"]], stock=["2C"])
    b = position([["5H"], ["2C", "4C"]], facedown=[["QS"], ["3C"]], stock=["9C"])
    assert GAME.view(a, 0) == GAME.view(b, 0)
    assert GAME.view(a, 1) != GAME.view(b, 1)


@pytest.mark.parametrize("options", [{}, {"more_cards": True}, {"choose_faceup": True, "stacking": True}])
@pytest.mark.parametrize("moves", [0, 5, 40, 150])
def test_determinize_keeps_the_view_and_samples_only_unknown_cards(options, moves):
    state = _midgame(moves, moves, options)
    for seat in range(4):
        view = GAME.view(state, seat)
        sample = GAME.determinize(view, random.Random(seat))
        assert GAME.view(sample, seat) == view
        for other in range(4):
            assert state.known[other] <= set(sample.hands[other]), "public hand cards stay where they are"
        everything = sample.stock + sample.pile + sample.burned
        for s in range(4):
            everything += sample.hands[s] + sample.facedown[s] + [c for st in sample.faceup[s] for c in st]
        assert Counter(everything) == Counter(deck(sample.rules.more_cards, sample.rules.jokers))


def test_determinize_varies_the_hidden_cards():
    view = GAME.view(_midgame(1, 30), 0)
    samples = {tuple(GAME.determinize(view, random.Random(i)).facedown[0]) for i in range(10)}
    assert len(samples) > 1


def test_json_round_trip_continues_identically():
    state = _midgame(7, 60, {"invisible": "8", "back_to_predecessor": True})
    data = json.loads(json.dumps(GAME.state_to_json(state)))
    copy = GAME.state_from_json(data)
    assert GAME.state_to_json(copy) == GAME.state_to_json(state)
    rng_a, rng_b = random.Random(3), random.Random(3)
    for _ in range(50):
        if state.is_terminal():
            break
        state.apply(rng_a.choice(state.legal_actions()))
        copy.apply(rng_b.choice(copy.legal_actions()))
    assert GAME.state_to_json(copy) == GAME.state_to_json(state)


@pytest.mark.parametrize("damage", [
    lambda d: d["hands"][0].pop(),  # a card goes missing
    lambda d: d["pile"].append(d["burned"][0] if d["burned"] else d["stock"][0]),  # a card twice
    lambda d: d.update(current=9),
    lambda d: d.update(phase="dancing"),
    lambda d: d.update(direction=0),
    lambda d: d["known"][1].append("ZZ"),
    lambda d: d.update(options={"more_cards": "yes"}),
    lambda d: d.update(turns=-1),
    lambda d: d.pop("rng"),
    lambda d: d["faceup"][0].append([]),
])
def test_damaged_json_is_a_state_format_error(damage):
    data = json.loads(json.dumps(GAME.state_to_json(_midgame(2, 12))))
    damage(data)
    with pytest.raises(StateFormatError):
        GAME.state_from_json(data)


OPTION_SETS = st.fixed_dictionaries({
    "choose_faceup": st.booleans(), "restricted_ten": st.booleans(), "easy_faceup": st.booleans(),
    "seven_down": st.booleans(), "invisible": st.sampled_from(["off", "8", "3"]), "stacking": st.booleans(),
    "back_to_predecessor": st.booleans(), "more_cards": st.booleans(), "play_to_win": st.booleans(),
})


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(options=OPTION_SETS, n=st.integers(2, 5), seed=st.integers(0, 2**31))
def test_random_play_ends_and_conserves_the_cards(options, n, seed):
    state = GAME.new_game(n, seed, options)
    rng = random.Random(seed)
    steps = 0
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
        steps += 1
        if steps % 97 == 0:
            GAME.state_from_json(GAME.state_to_json(state))  # validates card conservation and every invariant
    assert state.turns <= 2000
    result = state.returns()
    drawn = state.log[-1].args.get("draw", False)
    if drawn:  # the players still in share the draw; who is already out is safe
        assert all(result[s] == (1.0 if s in state.out else 0.5) for s in range(n))
    else:
        assert sorted(set(result)) == [0.0, 1.0]
    if not options["play_to_win"] and not drawn:
        assert result.count(0.0) == 1
