"""View masking, determinize, JSON round trip and damaged saves; hypothesis random play."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import StateFormatError
from game.games.love_letter.rules import GAME

from .rig import held, rig


def _played(n, seed, moves, deck=None):
    s = GAME.new_game(n, seed, {"deck": deck} if deck else None)
    rng = random.Random(seed)
    for _ in range(moves):
        if s.is_terminal():
            break
        actions = s.legal_actions()
        s.apply(actions[rng.randrange(len(actions))])
    return s


def test_view_masks_opponent_hands_and_deck_order():
    s = _played(4, 3, 5)
    seat = (s.current + 1) % 4
    v = GAME.view(s, seat)
    assert set(v) >= {"hand", "discards", "protected", "alive", "tokens", "deck_count", "known", "log"}
    assert not {"deck", "removed", "rng", "hands"} & set(v)
    other = s.clone()
    # trade a hidden card of another seat with a deck card: nothing the viewer sees changes
    victim = next(t for t in range(4) if t != seat and other.hands[t])
    other.hands[victim][0], other.deck[0] = other.deck[0], other.hands[victim][0]
    other.deck.reverse()
    assert GAME.view(other, seat) == v
    assert v["hand"] == s.hands[seat] and v["hand_counts"] == [len(h) for h in s.hands]


def test_determinize_gives_the_same_view_and_keeps_known_cards():
    s = rig([["priest", "guard"], ["baron"], ["king"]], ["prince", "handmaid"], removed="countess")
    s.apply(("play", "priest", 2))
    v = GAME.view(s, 0)
    rng = random.Random(1)
    seen_for_seat1 = set()
    for _ in range(60):
        d = GAME.determinize(v, rng)
        assert GAME.view(d, 0) == v
        assert held(d, 2) == ["king"]
        seen_for_seat1.add(held(d, 1)[0])
        GAME.state_from_json(GAME.state_to_json(d))  # a consistent full state
    assert len(seen_for_seat1) > 3  # the unknown hand is sampled


@pytest.mark.parametrize(("n", "deck"), [(2, "classic"), (4, "classic"), (5, "premium"), (8, "premium")])
def test_json_round_trip_continues_identically(n, deck):
    s = _played(n, 11, 17, deck)
    data = json.loads(json.dumps(GAME.state_to_json(s)))
    t = GAME.state_from_json(data)
    assert GAME.state_to_json(t) == GAME.state_to_json(s)
    for _ in range(20):
        if s.is_terminal():
            break
        a = s.legal_actions()[-1]
        s.apply(a)
        t.apply(a)
    assert GAME.state_to_json(t) == GAME.state_to_json(s)


@pytest.mark.parametrize("damage", [
    lambda d: d.pop("hands"),
    lambda d: d.update(edition="deluxe"),
    lambda d: d.update(num_players=9),
    lambda d: d["deck"].append(d["deck"][0]),
    lambda d: d["deck"].pop(),
    lambda d: d.update(tokens=[0]),
    lambda d: d.update(current=7),
    lambda d: d.update(phase="dancing"),
    lambda d: d.update(rng=[1, 2]),
    lambda d: d.update(log=[{"kind": "x"}]),
    lambda d: d.update(alive=[1, 1, 1]),
    lambda d: d.update(target=9),
    lambda d: d.update(known="none"),
    lambda d: d["hands"][0].append(99),
])
def test_state_from_json_rejects_damaged_data(damage):
    data = GAME.state_to_json(_played(3, 2, 4))
    damage(data)
    with pytest.raises(StateFormatError):
        GAME.state_from_json(data)


def test_state_from_json_rejects_non_states():
    for bad in (None, [], "x", {"game": "palace"}):
        with pytest.raises(StateFormatError):
            GAME.state_from_json(bad)


@settings(max_examples=25, deadline=None)
@given(n=st.integers(2, 4), seed=st.integers(0, 10_000))
def test_random_classic_games_finish_and_stay_valid(n, seed):
    _random_game(n, seed, "classic")


@settings(max_examples=25, deadline=None)
@given(n=st.integers(3, 8), seed=st.integers(0, 10_000))
def test_random_premium_games_finish_and_stay_valid(n, seed):
    _random_game(n, seed, "premium")


def _random_game(n, seed, deck):
    s = GAME.new_game(n, seed, {"deck": deck})
    rng = random.Random(seed)
    for step in range(5000):
        if s.is_terminal():
            break
        if step % 9 == 0:
            GAME.state_from_json(GAME.state_to_json(s))  # validates card conservation and shapes
            seat = s.current_player()
            v = GAME.view(s, seat)
            assert GAME.view(GAME.determinize(v, rng), seat) == v
        actions = s.legal_actions()
        assert actions
        s.apply(actions[rng.randrange(len(actions))])
    assert s.is_terminal()
    assert max(s.tokens) >= s.target and abs(sum(s.returns()) - 1.0) < 1e-9
