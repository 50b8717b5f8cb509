"""The characters' rule objects (:mod:`game.games.palastgefluester.rules.kinds`): one per character, and the "why not"
they give one move at a time agrees with the legal moves the state lists by filtering."""

from __future__ import annotations

import random

import pytest

from game.games.palastgefluester.rules import GAME
from game.games.palastgefluester.rules.cards import CHARACTERS, character
from game.games.palastgefluester.rules.kinds import (
    COURTESAN,
    GUARD,
    RULE_OF_ACTION,
    RULE_OF_PHASE,
    RULES,
    playable,
)
from game.games.palastgefluester.rules.state import FOLLOW_UP_PHASES


def test_one_rule_per_character_and_one_per_follow_up():
    assert list(RULES) == list(CHARACTERS)
    assert set(RULE_OF_PHASE) == {*FOLLOW_UP_PHASES, "magician_answer"}
    assert set(RULE_OF_ACTION) == {"magician", "give", "discard", "swap", "take"}
    assert {r.character for r in RULES.values() if r.touches_others} == {"magician", "courtesan"}


def test_the_silenced_fool_is_refused_while_the_hand_holds_another_character():
    fools = [c for c in range(49) if character(c) == "fool"][:2]
    spy = next(c for c in range(49) if character(c) == "spy")
    assert RULES["fool"].refusal([fools[0], spy], "fool").code == "fool_silenced"
    assert playable([fools[0], spy], "fool") == [spy]
    assert playable(fools, "fool") == sorted(fools)  # nothing else: he must be played
    assert playable([fools[0], spy], "maid") == sorted([fools[0], spy])


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("own", ["allowed", "not_own"])
def test_every_refused_swap_or_take_is_one_the_state_does_not_list(players, own):
    """In random games, at every Courtesan's swap and Guard's take: a pair of display cards (or a card of the own
    display) is legal exactly when the rule's one-move refusal has no objection."""
    checked = 0
    for seed in range(5):
        state = GAME.new_game(players, seed, {"courtesan_own_display": own})
        rng = random.Random(seed)
        while not state.is_terminal() and checked < 400:
            legal = state.legal_actions()
            view = GAME.view(state, state.current_player())
            if state.phase == "courtesan_swap":
                owner = {c: s for s, d in enumerate(state.displays) for c in d}
                for a in owner:
                    for b in owner:
                        if owner[a] < owner[b]:
                            refused = COURTESAN.swap_refusal(view["displays"], view["seat"], view["last_card"],
                                                             view["options"], a, b)
                            assert (refused is None) == (("swap", a, b) in legal), (a, b, refused)
                            checked += 1
            if state.phase == "guard_take":
                for card in state.displays[state.turn]:
                    assert (GUARD.take_refusal(state.last_card, card) is None) == (("take", card) in legal)
            state.apply(legal[rng.randrange(len(legal))])
    assert checked
