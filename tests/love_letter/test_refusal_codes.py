"""The rules' refusals of Love Letter's cards in random games are declared in its reason table (moved here from
the generic tests/test_reasons.py)."""

from __future__ import annotations

import random

from game.catalog import get_entry
from game.games.love_letter.rules import GAME
from game.games.love_letter.rules.reasons import REASONS
from game.games.love_letter.rules.state import why_illegal


def test_every_refusal_of_a_card_in_random_games_is_declared():
    entry = get_entry("love-letter")
    refusals = REASONS.codes("refusal")
    checked = 0
    for seed in range(3):
        players = entry.rules.min_players + seed % 2
        state = entry.rules.new_game(players, seed)
        rng = random.Random(seed)
        for _ in range(120):
            if state.is_terminal():
                break
            legal = state.legal_actions()
            view = GAME.view(state, state.current_player())
            for card in view["hand"]:
                refused = why_illegal(view, [card])
                assert refused is None or refused.code in refusals
                checked += 1
            state.apply(legal[rng.randrange(len(legal))])
    assert checked
