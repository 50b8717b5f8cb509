"""Bots: legal, deterministic, and the Normal heuristics on clear positions."""

import random

import pytest

from game.catalog import get_entry
from game.engine import BOT_LEVELS
from game.games.palastgefluester.rules import GAME
from game.games.palastgefluester.rules.cards import character, face
from tests.palastgefluester.rig import card, rig


@pytest.mark.parametrize("level", BOT_LEVELS)
def test_bots_play_legal_moves_deterministically(level):
    s = GAME.new_game(3, 11)
    rng = random.Random(1)
    for i in range(25 if level == "hard" else 200):
        if s.is_terminal():
            break
        view, legal = GAME.view(s, s.current_player()), s.legal_actions()
        action = get_entry(GAME.id).make_bot(level, i).choose(view, legal)
        assert action in legal and action == get_entry(GAME.id).make_bot(level, i).choose(view, legal)
        s.apply(action if i % 2 else rng.choice(legal))


def normal(s):
    return get_entry(GAME.id).make_bot("normal", 0).choose(GAME.view(s, s.current_player()), s.legal_actions())


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_avoids_an_intrigue_when_a_safe_card_exists(level):
    s = rig(hands={0: ["spy.grey", "maid.grey", "fool.blue"]},
            displays={0: ["spy.red", "maid.red", "guard.red"]})
    action = get_entry(GAME.id).make_bot(level, 3).choose(GAME.view(s, 0), s.legal_actions())
    assert face(action[1]) == "fool.blue"


def test_normal_does_not_hand_the_turn_to_a_player_about_to_complete_a_display():
    """Bob has five characters out and showed a safe last card: a blue card would let him score."""
    s = rig(hands={0: ["fool.blue", "spy.green", "maid.grey"], 1: ["spy.grey"]},
            displays={0: ["guard.red", "treasurer.red", "magician.red"],
                      1: ["treasurer.blue", "magician.blue", "maid.blue", "courtesan.blue", "guard.blue"]})
    s.revealed[1] = list(s.hands[1])
    assert face(normal(s)[1]) != "fool.blue"


def test_normal_passes_the_turn_to_a_player_who_must_intrigue():
    """Dee showed (Treasurer) a hand that only repeats her display: a yellow card forces her intrigue."""
    s = rig(hands={0: ["fool.yellow", "fool.green", "spy.grey"], 3: ["spy.grey", "maid.yellow"]},
            displays={0: ["spy.red", "maid.red", "guard.red"], 2: ["fool.grey"],
                      3: ["spy.yellow", "maid.green", "guard.yellow", "treasurer.yellow"]})
    s.revealed[3] = sorted(s.hands[3])
    assert face(normal(s)[1]) == "fool.yellow"


def test_normal_gives_its_unsafe_cards_to_the_magician_partner():
    s = rig(hands={0: ["magician.blue", "spy.grey", "maid.grey", "fool.grey"]},
            displays={0: ["spy.red", "maid.red"]})
    s.apply(("play", card(s, "magician.blue")))
    assert normal(s) == ("magician", normal(s)[1], 2)
    s.apply(normal(s))
    given = normal(s)
    assert {character(c) for c in given[1:]} == {"spy", "maid"}


def test_normal_guard_takes_back_the_card_that_blocks_its_hand():
    s = rig(hands={0: ["guard.green", "spy.grey", "spy.green", "maid.grey"]},
            displays={0: ["spy.red", "fool.red"]})
    s.apply(("play", card(s, "guard.green")))
    assert face(normal(s)[1]) == "spy.red"


def test_normal_courtesan_swaps_away_a_character_it_holds():
    s = rig(hands={0: ["courtesan.blue", "spy.grey", "fool.grey"]},
            displays={0: ["spy.red", "maid.red", "guard.red"], 1: ["treasurer.blue", "magician.blue"]})
    s.apply(("play", card(s, "courtesan.blue")))
    _, a, b = normal(s)
    assert "spy.red" in {face(a), face(b)}
