"""The card kinds' rule objects (:mod:`game.games.road_to_the_palace.rules.kinds`): one per character colour, what
their columns pay, and the rules' "why not" for a take agrees with the legal takes."""

from __future__ import annotations

import random

from game.games.road_to_the_palace.rules import GAME
from game.games.road_to_the_palace.rules.cards import BLACK, CHARACTER, MISSION_COLOURS, PINK, PURPLE
from game.games.road_to_the_palace.rules.kinds import MISSION_POINTS, RULES
from game.games.road_to_the_palace.rules.state import take_refusal


def test_one_rule_per_kind_and_what_each_column_pays():
    assert set(RULES) == set(CHARACTER)
    assert {c for c, r in RULES.items() if r.mission is not None} == set(MISSION_COLOURS)
    assert all(RULES[c].mission == c for c in MISSION_COLOURS)
    assert {c for c, r in RULES.items() if r.purple_pays} == {c for c, r in RULES.items() if r.compared} \
        == {BLACK, PINK}
    assert [c for c, r in RULES.items() if not r.forms_column] == [PURPLE]
    assert MISSION_POINTS == {0: 3, 2: 1}


def test_a_take_is_refused_exactly_when_it_is_not_a_legal_take():
    for seed in range(4):
        state = GAME.new_game(3, seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            if state.phase == "take":
                for r, row in enumerate(state.grid):
                    for card in row:
                        if card is not None:
                            refused = take_refusal(state.grid, [card])
                            leftmost = next(c for c in row if c is not None) == card
                            assert (refused is None) == leftmost == (("take", r) in legal and leftmost)
                assert take_refusal(state.grid, [-1]).code == "take_from_grid"
            state.apply(legal[rng.randrange(len(legal))])
