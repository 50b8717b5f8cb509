"""Hypothesis play: any sequence of legal actions keeps the invariants of the rules and of the views."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.games.palastgefluester.rules import GAME
from game.games.palastgefluester.rules.cards import character

OPTIONS = st.fixed_dictionaries({
    "intrigues_in_the_dark": st.booleans(),
    "courtesan_own_display": st.sampled_from(["allowed", "not_own"]),
    "maid_discard": st.sampled_from(["face_down", "face_up"]),
})


@settings(max_examples=25, deadline=None)
@given(n=st.integers(3, 5), seed=st.integers(0, 10**6), options=OPTIONS, data=st.data())
def test_random_play_keeps_invariants(n, seed, options, data):
    s = GAME.new_game(n, seed, {**options, "starter": data.draw(st.integers(0, n - 1))})
    rng = random.Random(seed)
    for step in range(3000):
        if s.is_terminal():
            break
        for hand, display in zip(s.hands, s.displays, strict=True):
            assert len(hand) + len(display) == 6
            assert len({character(c) for c in display}) == len(display)
        seat = s.current_player()
        view = GAME.view(s, seat)
        if step % 25 == 0:
            assert GAME.state_to_json(GAME.state_from_json(GAME.state_to_json(s))) == GAME.state_to_json(s)
            assert GAME.view(GAME.determinize(view, rng), seat) == view
        legal = s.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        s.apply(data.draw(st.sampled_from(legal)) if step < 20 else rng.choice(legal))
    assert s.is_terminal()
    assert max(s.points) >= s.target and abs(sum(s.returns()) - 1.0) < 1e-9


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 120))
def test_views_hide_other_hands(seed, steps):
    """Two states that differ only in another seat's hidden cards give the same view."""
    s = GAME.new_game(4, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_terminal():
            return
        s.apply(rng.choice(s.legal_actions()))
    other = GAME.determinize(GAME.view(s, 0), random.Random(seed + 1))
    assert GAME.view(other, 0) == GAME.view(s, 0)
