"""Bots: every level picks legal moves from the view; Normal's counting and inference make sane choices."""

import random

import pytest

from game.ai.love_letter import HardBot, beliefs, normal_candidates, unseen_counts
from game.rules.love_letter import GAME
from game.rules.love_letter.cards import KIND_BY_FACE

from .rig import rig


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_each_level_plays_a_whole_game(level):
    bots = [GAME.make_bot(level, 1)] + [GAME.make_bot("random", s) for s in (2, 3)]
    if level == "hard":
        bots[0] = HardBot(1, {3: 20})
    s = GAME.new_game(3, 9)
    while not s.is_terminal():
        seat = s.current_player()
        legal = s.legal_actions()
        action = bots[seat].choose(s.view(seat), legal)
        assert action in legal
        s.apply(action)
    assert bots[0].level == level


def test_normal_never_plays_the_princess_by_choice():
    s = rig([["princess", "guard"], ["baron"], ["king"]], ["prince"], removed="handmaid")
    bot = GAME.make_bot("normal", 0)
    assert bot.choose(s.view(0), s.legal_actions())[1] == "guard"


def test_counting_and_guard_miss_inference():
    s = rig([["guard", "guard"], ["baron"], ["king"]], ["prince"], removed="handmaid")
    s.apply(("play", "guard", 1, 6))  # a miss: seat 1 holds no King (it holds the Baron)
    v = s.view(2)
    assert unseen_counts(v)[KIND_BY_FACE["guard"]] == 5 - 1
    b = beliefs(v)
    assert b[2] is None and KIND_BY_FACE["king"] not in b[1]


def test_normal_guesses_the_card_it_knows():
    s = rig([["priest", "guard"], ["guard"], ["countess"]], ["guard", "priest"], removed="handmaid")
    s.apply(("play", "priest", 2))  # seat 0 now knows seat 2 holds the Countess
    s.apply(("play", "guard", 0, 8))  # seat 1 misses
    s.apply(("play", "priest", 1))  # seat 2 keeps the Countess
    assert s.current == 0
    action = GAME.make_bot("normal", 0).choose(s.view(0), s.legal_actions())
    assert action == ("play", "guard", 2, 7)


def test_bots_are_deterministic_given_the_seed():
    s = GAME.new_game(4, 5)
    v, legal = s.view(s.current_player()), s.legal_actions()
    for level in ("easy", "normal"):
        picks = {GAME.make_bot(level, 7).choose(v, legal) for _ in range(3)}
        assert len(picks) == 1
    assert HardBot(3, {4: 25}).choose(v, legal) == HardBot(3, {4: 25}).choose(v, legal)


def test_hard_handles_premium_at_eight_players():
    s = GAME.new_game(8, 2)
    rng = random.Random(0)
    bot = HardBot(0, {8: 15})
    for _ in range(30):
        if s.is_terminal():
            break
        seat, legal = s.current_player(), s.legal_actions()
        s.apply(bot.choose(s.view(seat), legal) if seat == 0 else legal[rng.randrange(len(legal))])


def test_hard_chooses_among_normals_candidates():
    s = rig([["princess", "guard"], ["baron"], ["king"]], ["prince"], removed="handmaid")
    legal = s.legal_actions()
    candidates = normal_candidates(s.view(0), legal)
    assert candidates[0] == GAME.make_bot("normal", 0).choose(s.view(0), legal)
    assert all(a[1] == "guard" for a in candidates)
    assert HardBot(0, {3: 30}).choose(s.view(0), legal) in candidates
